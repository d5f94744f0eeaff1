import { isoToday } from '../../../shared/dates';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { recordAuditEvents, SYSTEM_ACTOR } from '../../audit/record-event';
import { claimJobDay } from '../../queries/ledger';
import { holdsToRelease, insertHoldReleases } from '../../queries/renewals';

const JOB = 'renewal-holds';
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Releases every renewal hold whose period's deadline passed before `today` and that did not become a
 * renewal (issue 47): each is recorded once (append-only, with the day) with an audit event on the
 * lease it was held for, in one transaction; the beds are free for new applicants from then on.
 * Answers how many were released.
 */
export async function releaseRenewalHolds(db: Db, today: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const holds = await holdsToRelease(trx, today);
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

/** Runs the release once per day (the first process to claim the day), at start and then hourly, as the payment reminders do. */
export function startRenewalHoldRelease(deps: { db: Db; logger: Logger }): () => void {
  const run = async () => {
    const today = isoToday();
    if (!(await claimJobDay(deps.db, JOB, today))) return;
    const released = await releaseRenewalHolds(deps.db, today);
    deps.logger.info({ released, day: today }, 'renewal holds released');
  };
  const tick = () => void run().catch((err: unknown) => deps.logger.error({ err }, 'renewal hold release failed'));
  tick();
  const timer = setInterval(tick, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
