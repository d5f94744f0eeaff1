import type { Db } from '../db/database';

/** The audit events of a lease, oldest first (the event ids are the chain's order). */
export async function leaseHistory(db: Db, leaseId: number) {
  return db
    .selectFrom('audit_events')
    .select(['id', 'action', 'actor_name', 'occurred_at', 'details', 'ip'])
    .where('subject_table', '=', 'leases')
    .where('subject_id', '=', leaseId)
    .orderBy('id')
    .execute();
}

export type LeaseHistoryRow = Awaited<ReturnType<typeof leaseHistory>>[number];
