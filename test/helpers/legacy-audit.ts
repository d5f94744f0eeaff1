import type { Transaction } from 'kysely';
import { appendAuditRow, type AuditActor } from '../../server/audit/record-event';
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
  return appendAuditRow(trx, { ...input, details: input.details ?? {} });
}
