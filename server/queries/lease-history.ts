import type { Db } from '../db/database';

/** The audit events of a lease, oldest first (the event ids are the chain's order). */
export async function leaseHistory(db: Db, leaseId: number) {
  return db
    .selectFrom('audit_events')
    .select(['id', 'action', 'actor_user_id', 'actor_name', 'occurred_at', 'details', 'ip'])
    .where('subject_table', '=', 'leases')
    .where('subject_id', '=', leaseId)
    .orderBy('id')
    .execute();
}

export type LeaseHistoryRow = Awaited<ReturnType<typeof leaseHistory>>[number];

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
