import type { Transaction } from 'kysely';
import type { AuditEvents } from '../../../shared/audit/events';
import { HOLD_TRANSITIONS, type HoldEndAction } from '../../../shared/selection/hold-lifecycle';
import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import type { Database } from '../../db/schema';
import { HttpError } from '../../ground/http-error';
import { endHoldIf } from '../../queries/selection';

type HoldRecord = { id: number; organization_id: number };
type DetailsOf<A extends HoldEndAction> = AuditEvents[(typeof HOLD_TRANSITIONS)[A]['event']];

const ENDED_STATUS = { confirm: 'confirmed', release: 'released', expire: 'expired' } as const satisfies { [A in HoldEndAction]: (typeof HOLD_TRANSITIONS)[A]['to'] };

/**
 * Takes one row of the hold lifecycle (shared/selection/hold-lifecycle.ts) that ends a live hold,
 * inside the caller's transaction: the guarded update from held, and its audit event. False, with
 * nothing written, when the hold is no longer live (the sweep or its student ended it first).
 */
export async function tryEndHold<A extends HoldEndAction>(trx: Transaction<Database>, hold: HoldRecord, action: A, move: { actor: AuditActor; details: DetailsOf<A>; leaseId?: number }): Promise<boolean> {
  const ended = await endHoldIf(trx, hold.id, { status: ENDED_STATUS[action], ended_by: move.actor.name, ...(move.leaseId !== undefined && { lease_id: move.leaseId }) });
  if (!ended) return false;
  await recordAuditEvent(trx, { actor: move.actor, action: HOLD_TRANSITIONS[action].event, subject: { table: 'bed_holds', id: hold.id }, organizationId: hold.organization_id, details: move.details });
  return true;
}

/** As tryEndHold, refusing a hold that is no longer live with the row's words (409). */
export async function endHold<A extends HoldEndAction>(trx: Transaction<Database>, hold: HoldRecord, action: A, move: { actor: AuditActor; details: DetailsOf<A>; leaseId?: number }): Promise<void> {
  if (!(await tryEndHold(trx, hold, action, move))) throw HttpError.detail(409, HOLD_TRANSITIONS[action].refusal);
}
