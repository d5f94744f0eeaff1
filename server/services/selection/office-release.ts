import { HOLD_TRANSITIONS, isLiveHold, type HoldStatus } from '../../../shared/selection/hold-lifecycle';
import { SYSTEM_ACTOR, type AuditActor } from '../../audit/record-event';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { tryEndHold } from './hold-transition';
import { selectionChanged } from './map-cache';

type Hold = { id: number; organization_id: number; lease_period_id: number; layout_id: number; status: HoldStatus; expires_at: string };

/**
 * A manager releases a student's hold from the Selection screen (`DELETE /api/selection-holds/{id}/`):
 * the bed is free at once, with the `bed_hold.release` event naming the manager. A hold no longer live
 * is refused with the lifecycle's words (409): one confirmed, released or expired, and one that ran
 * out and waits for the sweep (expired here, by the product, as the sweep would).
 */
export async function releaseHoldFromOffice(db: Db, hold: Hold, actor: AuditActor, now = new Date()): Promise<void> {
  const released = await db.transaction().execute(async (trx) => {
    if (isLiveHold(hold, now)) return tryEndHold(trx, hold, 'release', { actor, details: { bed_id: hold.layout_id } });
    if (hold.status === 'held') await tryEndHold(trx, hold, 'expire', { actor: SYSTEM_ACTOR, details: { bed_id: hold.layout_id, expires_at: hold.expires_at } });
    return false;
  });
  selectionChanged(db, hold.lease_period_id, 'freed');
  if (!released) throw HttpError.detail(409, HOLD_TRANSITIONS.release.refusal);
}
