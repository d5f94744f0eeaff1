import type { Transaction } from 'kysely';
import { GENESIS_HASH, canonicalJson, eventHash } from '../../server/audit/chain-hash';
import type { AuditActor } from '../../server/audit/record-event';
import type { AuditEventsTable, Database } from '../../server/db/schema';

/**
 * Appends an event as recordAuditEvent wrote them before its events were typed (issue 46): any
 * action, any details. For rows an older version left in the chain, which must keep verifying and
 * reading; the product itself writes only through recordAuditEvent.
 */
export async function recordUntypedAuditEvent(
  trx: Transaction<Database>,
  input: { actor: AuditActor; action: string; subject: { table: string; id: number }; organizationId: number | null; details?: Record<string, unknown> },
): Promise<AuditEventsTable> {
  const last = await trx.selectFrom('audit_events').select(['id', 'hash']).orderBy('id', 'desc').limit(1).executeTakeFirst();
  const unhashed = {
    id: (last?.id ?? 0) + 1,
    occurred_at: new Date().toISOString(),
    organization_id: input.organizationId,
    actor_user_id: input.actor.userId,
    actor_name: input.actor.name,
    action: input.action,
    subject_table: input.subject.table,
    subject_id: input.subject.id,
    ip: input.actor.ip,
    user_agent: input.actor.userAgent === null ? null : input.actor.userAgent.slice(0, 500),
    details: canonicalJson(input.details ?? {}),
    prev_hash: last?.hash ?? GENESIS_HASH,
  };
  const event = { ...unhashed, hash: eventHash(unhashed) };
  await trx.insertInto('audit_events').values(event).execute();
  return event;
}
