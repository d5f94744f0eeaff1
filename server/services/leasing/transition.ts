import type { LeaseStatus } from '../../../shared/leases/lease-types';
import { LEASE_TRANSITIONS, type LeaseAction } from '../../../shared/leases/lifecycle';
import { CONFLICT_MESSAGES } from '../../../shared/messages';
import type { AuditEvents } from '../../../shared/audit/events';
import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import type { Transaction, Updateable } from 'kysely';
import type { Database, LeasesTable } from '../../db/schema';
import { HttpError } from '../../ground/http-error';
import { leaseStatusAndVersion, updateLeaseIf } from '../../queries/leases';

/** The details of the audit event an action is recorded as. */
type DetailsOf<A extends LeaseAction> = AuditEvents[(typeof LEASE_TRANSITIONS)[A]['event']];

export type LeaseMove<A extends LeaseAction> = {
  actor: AuditActor;
  /** The version the caller read (a versioned save): a lease changed since is refused as stale. */
  version?: number;
  /** What else the move writes on the lease row (the chosen plan, the void's reason). */
  changes?: Omit<Updateable<LeasesTable>, 'status' | 'version' | 'updated_at'>;
  /** What the audit event records; a function when it records what the writes that go with the move made. */
  details: DetailsOf<A> | (() => DetailsOf<A>);
  /** Writes that go with the move, after it and before its event. */
  alongside?: () => Promise<unknown>;
};

/** What a move did: moved (and recorded), or nothing written, with the lease's status and version as the refusal found them. */
type MoveOutcome = { moved: true } | { moved: false; now: Awaited<ReturnType<typeof leaseStatusAndVersion>> };

/**
 * Takes one row of the leasing lifecycle (shared/leases/lifecycle.ts) inside the caller's
 * transaction: the guarded update from the row's statuses to its status (and version, when given),
 * the writes that go with it, and its audit event. Nothing is written when the lease is not in a
 * status the action starts from (or has changed since the caller read it). An action that leaves
 * the status as it is (a consent while Signing) writes no update but is still checked.
 */
async function moveLease<A extends LeaseAction>(trx: Transaction<Database>, lease: { id: number; organization_id: number }, action: A, move: LeaseMove<A>): Promise<MoveOutcome> {
  const row = LEASE_TRANSITIONS[action];
  const from: readonly LeaseStatus[] = row.from;
  const moving = from.filter((status) => status !== row.to);
  const updated = moving.length > 0 && (await updateLeaseIf(trx, lease.id, { statuses: moving, version: move.version }, { ...move.changes, status: row.to }));
  if (!updated) {
    const now = await leaseStatusAndVersion(trx, lease.id);
    const stays = from.includes(row.to) && now?.status === row.to && (move.version === undefined || now.version === move.version);
    if (!stays) return { moved: false, now };
  }
  if (move.alongside) await move.alongside();
  const details = typeof move.details === 'function' ? move.details() : move.details;
  await recordAuditEvent(trx, { actor: move.actor, action: row.event, subject: { table: 'leases', id: lease.id }, organizationId: lease.organization_id, details });
  return { moved: true };
}

/** Takes the move (moveLease); false, with nothing written, when the lease is not in a status for it or has changed since read. */
export async function tryTransitionLease<A extends LeaseAction>(trx: Transaction<Database>, lease: { id: number; organization_id: number }, action: A, move: LeaseMove<A>): Promise<boolean> {
  return (await moveLease(trx, lease, action, move)).moved;
}

/** As tryTransitionLease, refusing a move the lease is not in a status for with the row's words (409), or a stale one as stale. */
export async function transitionLease<A extends LeaseAction>(trx: Transaction<Database>, lease: { id: number; organization_id: number }, action: A, move: LeaseMove<A>): Promise<void> {
  const outcome = await moveLease(trx, lease, action, move);
  if (outcome.moved) return;
  const { now } = outcome;
  const stale = move.version !== undefined && now !== undefined && now.version !== move.version;
  throw HttpError.detail(409, stale ? CONFLICT_MESSAGES.staleVersion : LEASE_TRANSITIONS[action].refusal);
}
