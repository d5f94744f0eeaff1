import type { Transaction } from 'kysely';
import { AUDIT_EVENTS, type AuditAction, type AuditEvents, type AuditSubjects } from '../../shared/audit/events';
import type { AuditEventsTable, Database } from '../db/schema';
import { GENESIS_HASH, canonicalJson, eventHash } from './chain-hash';

/** Who acted, and from where: the signed-in person and the request's client address and browser. */
export type AuditActor = { userId: number | null; name: string; ip: string | null; userAgent: string | null };

/** The product acting on its own (a notice it sends, a lease it executes): no person, no address. */
export const SYSTEM_ACTOR: AuditActor = { userId: null, name: 'System', ip: null, userAgent: null };

export type AuditEventInput<K extends AuditAction = AuditAction> = {
  actor: AuditActor;
  /** What was done, `<subject>.<verb>`: `payment_plan.approve` (shared/audit/events.ts lists them all). */
  action: K;
  /** The record it was done to: a row of the table the action is recorded against. */
  subject: { table: AuditSubjects[K] & keyof Database; id: number };
  /** The company the record belongs to (null for a record of no company). */
  organizationId: number | null;
  /** What else a reader would ask about (the new status, a note), as the action defines it; stored as canonical JSON. */
  details: AuditEvents[K];
};

/** A browser's description is the client's to choose: keep enough to recognise it, not whatever length was sent. */
const USER_AGENT_MAX = 500;

/** An event as the chain stores it, before its place in the chain: any action, any details. */
export type AuditRow = { actor: AuditActor; action: string; subject: { table: string; id: number }; organizationId: number | null; details: unknown };

/**
 * Appends one event to the audit chain, inside the caller's transaction, so the event and the change
 * it records commit (or roll back) together. The transaction holds SQLite's write lock from its
 * begin (`begin immediate`, server/db/sqlite-driver.ts), so no other writer can append between
 * reading the last event and writing this one; were one to try, the unique prev_hash and id refuse
 * the fork. Unchecked: the product appends through recordAuditEvent.
 */
export async function appendAuditRow(trx: Transaction<Database>, row: AuditRow): Promise<AuditEventsTable> {
  const [event] = await appendAuditRows(trx, [row]);
  return event!;
}

/** The chain's last event, whose hash the next one links to. */
const lastEvent = (trx: Transaction<Database>) => trx.selectFrom('audit_events').select(['id', 'hash']).orderBy('id', 'desc').limit(1).executeTakeFirst();

/**
 * Appends events in the order given (appendAuditRow's rules), each linked to the one before: one read
 * of the chain's end and 500 rows a statement, for a job that records thousands at once (the renewal
 * holds it releases).
 */
export async function appendAuditRows(trx: Transaction<Database>, rows: readonly AuditRow[]): Promise<AuditEventsTable[]> {
  let last = await lastEvent(trx);
  const events: AuditEventsTable[] = [];
  for (const row of rows) {
    const event = chained(row, last);
    events.push(event);
    last = event;
  }
  for (let i = 0; i < events.length; i += 500) await trx.insertInto('audit_events').values(events.slice(i, i + 500)).execute();
  return events;
}

function chained(row: AuditRow, last: { id: number; hash: string } | undefined): AuditEventsTable {
  const unhashed = {
    id: (last?.id ?? 0) + 1,
    occurred_at: new Date().toISOString(),
    organization_id: row.organizationId,
    actor_user_id: row.actor.userId,
    actor_name: row.actor.name,
    action: row.action,
    subject_table: row.subject.table,
    subject_id: row.subject.id,
    ip: row.actor.ip,
    user_agent: row.actor.userAgent === null ? null : row.actor.userAgent.slice(0, USER_AGENT_MAX),
    details: canonicalJson(row.details),
    prev_hash: last?.hash ?? GENESIS_HASH,
  };
  return { ...unhashed, hash: eventHash(unhashed) };
}

/** Throws when an event's details do not match its action's definition. */
function checkDetails(input: AuditEventInput): void {
  // The types hold the callers to each action's details; the check holds values that came from elsewhere (stored JSON, a cast).
  const checked = AUDIT_EVENTS[input.action].details.safeParse(input.details);
  if (!checked.success) throw new TypeError(`recordAuditEvent: details of ${input.action} do not match its definition: ${checked.error.message}`);
}

/** Appends one event of a defined action (appendAuditRow), its details checked against the action's definition. */
export async function recordAuditEvent<K extends AuditAction>(trx: Transaction<Database>, input: AuditEventInput<K>): Promise<AuditEventsTable> {
  checkDetails(input);
  return appendAuditRow(trx, input);
}

/** Appends many events of defined actions at once (appendAuditRows), each one's details checked. */
export async function recordAuditEvents<K extends AuditAction>(trx: Transaction<Database>, inputs: readonly AuditEventInput<K>[]): Promise<void> {
  for (const input of inputs) checkDetails(input);
  await appendAuditRows(trx, inputs);
}
