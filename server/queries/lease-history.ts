import { parseAuditEvent } from '../../shared/audit/parse-event';
import type { ReadAuditEvent } from '../../shared/audit/events';
import type { Db } from '../db/database';

/** A lease's audit event: who, when, from where, and the event read against its action's types. */
export type LeaseHistoryRow = { id: number; actor_user_id: number | null; actor_name: string; occurred_at: string; ip: string | null; event: ReadAuditEvent };

/** The audit events of a lease, oldest first (the event ids are the chain's order), each read (typed, or unreadable and why). */
export async function leaseHistory(db: Db, leaseId: number): Promise<LeaseHistoryRow[]> {
  const rows = await db
    .selectFrom('audit_events')
    .select(['id', 'action', 'actor_user_id', 'actor_name', 'occurred_at', 'details', 'ip'])
    .where('subject_table', '=', 'leases')
    .where('subject_id', '=', leaseId)
    .orderBy('id')
    .execute();
  return rows.map(({ action, details, ...row }) => ({ ...row, event: parseAuditEvent({ action, details }) }));
}

/**
 * What reading a lease's events needs beside them: the lease's student (whose requests are the
 * tenant's) and the page of each signature slot by id (slot events recorded before issue 44 name
 * the slot, not its page).
 */
export async function leaseHistoryContext(db: Db, leaseId: number): Promise<{ tenantUserId: number | null; slotPages: Map<number, number> }> {
  const [lease, slots] = await Promise.all([
    db.selectFrom('leases').select('user_id').where('id', '=', leaseId).executeTakeFirst(),
    db.selectFrom('lease_slots').select(['id', 'page']).where('lease_id', '=', leaseId).execute(),
  ]);
  return { tenantUserId: lease?.user_id ?? null, slotPages: new Map(slots.map((s) => [s.id, s.page])) };
}
