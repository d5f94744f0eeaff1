import { isoToday } from '../../../shared/dates';
import { premisesLabel } from '../../../shared/leases/premises';
import { SELECTION_MESSAGES as M } from '../../../shared/selection/selection-texts';
import type { Db } from '../../db/database';
import { recordAuditEvent, SYSTEM_ACTOR, type AuditActor } from '../../audit/record-event';
import { HttpError } from '../../ground/http-error';
import { findLayout } from '../../queries/layouts';
import { insertLease } from '../../queries/leases';
import { renewalCandidate } from '../../queries/renewals';
import { holdsOfStudent } from '../../queries/selection';
import { renewWithin } from '../leasing/renewals';
import { endHold, tryEndHold } from './hold-transition';
import { eligibilityOf, type SelectionContext } from './context';
import { selectionChanged } from './map-cache';

/**
 * A student confirms what they hold (`POST /api/selection/{id}/confirm/`; a group's leader, every
 * member's bed): each hold becomes an Offered lease on its bed (the leasing kernel's `select` row for
 * an approved applicant, a transfer renewal for a resident renewing), plan choice and signing as for
 * any lease. All or none in one transaction: when any hold has run out, those are expired (and stay
 * so) and nothing is confirmed (409). Answers the new leases' ids.
 */
export async function confirmHolds(db: Db, ctx: SelectionContext, actor: AuditActor, now = new Date()): Promise<number[]> {
  const { period } = ctx;
  const holds = (await holdsOfStudent(db, period.id, ctx.userId)).filter((h) => h.held_by === ctx.userId || h.group_id === null);
  if (!holds.length) throw HttpError.detail(409, M.noHold);
  const outcome = await db.transaction().execute(async (trx) => {
    const runOut = holds.filter((h) => Date.parse(h.expires_at) <= now.getTime());
    if (runOut.length) {
      for (const hold of runOut) await tryEndHold(trx, hold, 'expire', { actor: SYSTEM_ACTOR, details: { bed_id: hold.layout_id, expires_at: hold.expires_at } });
      return { expired: true as const };
    }
    const leaseIds: number[] = [];
    for (const hold of holds) {
      const eligibility = await eligibilityOf(trx, period, hold.user_id);
      if (!eligibility) throw HttpError.detail(409, M.hasLease);
      const place = await findLayout(trx, hold.layout_id);
      let leaseId: number;
      if (eligibility.via === 'transfer') {
        const row = (await renewalCandidate(trx, eligibility.lease_id, period.id))!;
        leaseId = await renewWithin(trx, row, { bed_id: hold.layout_id }, 'student', actor, isoToday(now, period.time_zone));
      } else {
        leaseId = await insertLease(trx, { organization_id: period.organization_id, application_id: eligibility.application_id, user_id: hold.user_id, property_id: period.property_id, lease_period_id: period.id, layout_id: hold.layout_id, created_by: actor.name });
        await recordAuditEvent(trx, {
          actor,
          action: 'lease.select',
          subject: { table: 'leases', id: leaseId },
          organizationId: period.organization_id,
          details: { application_id: eligibility.application_id, bed_id: hold.layout_id, lease_period_id: period.id, bed: premisesLabel(place), hold_id: hold.id },
        });
      }
      await endHold(trx, hold, 'confirm', { actor, details: { lease_id: leaseId, bed_id: hold.layout_id }, leaseId });
      leaseIds.push(leaseId);
    }
    return { expired: false as const, leaseIds };
  });
  selectionChanged(db, period.id, outcome.expired ? 'freed' : 'taken');
  if (outcome.expired) throw HttpError.detail(409, M.holdExpired);
  return outcome.leaseIds;
}
