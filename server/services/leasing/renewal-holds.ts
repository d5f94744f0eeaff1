import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { recordAuditEvents, SYSTEM_ACTOR } from '../../audit/record-event';
import { startDailyJob, type CompanyDay } from '../system/daily-job';
import { holdsToRelease, insertHoldReleases } from '../../queries/renewals';

const JOB = 'renewal-holds';

/**
 * Releases every renewal hold whose period's deadline passed before `today` and that did not become a
 * renewal (issue 47): each is recorded once (append-only, with the day) with an audit event on the
 * lease it was held for, in one transaction; the beds are free for new applicants from then on.
 * Answers how many were released.
 */
export async function releaseRenewalHolds(db: Db, { today, timeZone }: CompanyDay): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const holds = await holdsToRelease(trx, today, timeZone);
    if (!holds.length) return 0;
    await insertHoldReleases(trx, holds.map((h) => ({ organization_id: h.organization_id, lease_id: h.lease_id, lease_period_id: h.lease_period_id, layout_id: h.layout_id, released_on: today })));
    await recordAuditEvents(
      trx,
      holds.map((h) => ({
        actor: SYSTEM_ACTOR,
        action: 'lease.hold_release' as const,
        subject: { table: 'leases' as const, id: h.lease_id },
        organizationId: h.organization_id,
        details: { lease_period_id: h.lease_period_id, bed_id: h.layout_id, deadline: h.renewal_deadline! },
      })),
    );
    return holds.length;
  });
}

/** Runs the release once per day, as the payment reminders are (startDailyJob). */
export function startRenewalHoldRelease(deps: { db: Db; logger: Logger }): () => void {
  return startDailyJob(deps, JOB, 'renewal holds released', async (day) => ({ released: await releaseRenewalHolds(deps.db, day) }));
}
