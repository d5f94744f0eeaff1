import type { Db } from '../db/database';

// Lease executions as claimed jobs (issue 46, ADR 024), claimed as the message queue claims its rows
// (ADR 034): queued → running under one holder, which refreshes `claimed_at` while it works → done.

/** Queues the lease's execution, in the transaction of the complete that made it signed by everyone; again is a no-op. */
export async function queueExecution(db: Db, leaseId: number): Promise<void> {
  await db.insertInto('lease_executions').values({ lease_id: leaseId, status: 'queued' }).onConflict((oc) => oc.column('lease_id').doNothing()).execute();
}

/**
 * Takes the execution of `leaseId` (or, without it, of any lease) for `holder`: a queued one, or a
 * running one nobody refreshed since `staleBefore`. One statement per row, so two processes never
 * take the same one. Answers the lease ids taken.
 */
export async function claimExecutions(db: Db, holder: string, at: string, staleBefore: string, leaseId?: number): Promise<number[]> {
  const rows = await db
    .updateTable('lease_executions')
    .set((eb) => ({ status: 'running', claimed_by: holder, claimed_at: at, attempts: eb('attempts', '+', 1) }))
    .where('lease_id', 'in', (eb) => {
      const pick = eb.selectFrom('lease_executions').select('lease_id').where((w) => w.or([w('status', '=', 'queued'), w.and([w('status', '=', 'running'), w('claimed_at', '<', staleBefore)])]));
      return (leaseId === undefined ? pick : pick.where('lease_id', '=', leaseId)).orderBy('lease_id').limit(5);
    })
    // Again on the row itself: of two processes that picked it, only the first update still matches.
    .where((w) => w.or([w('status', '=', 'queued'), w.and([w('status', '=', 'running'), w('claimed_at', '<', staleBefore)])]))
    .returning('lease_id')
    .execute();
  return rows.map((r) => r.lease_id);
}

/** Marks the holder's running executions as still held now. */
export async function refreshExecutionClaims(db: Db, holder: string, leaseIds: readonly number[], at: string): Promise<void> {
  if (!leaseIds.length) return;
  await db.updateTable('lease_executions').set({ claimed_at: at }).where('lease_id', 'in', leaseIds).where('status', '=', 'running').where('claimed_by', '=', holder).execute();
}

/** The holder's run is over (executed, failed and recorded, or nothing left to do). */
export async function finishExecution(db: Db, leaseId: number, holder: string): Promise<void> {
  await db.updateTable('lease_executions').set({ status: 'done', finished_at: new Date().toISOString() }).where('lease_id', '=', leaseId).where('status', '=', 'running').where('claimed_by', '=', holder).execute();
}

/** Hands the holder's running claims back to the queue (a restart under the same name: they were left by a run that died). */
export async function releaseExecutionClaims(db: Db, holder: string): Promise<number> {
  const result = await db.updateTable('lease_executions').set({ status: 'queued', claimed_by: null, claimed_at: null }).where('status', '=', 'running').where('claimed_by', '=', holder).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The ids of the leases being signed: those whose execution may be pending. */
export const signingIds = (leases: readonly { id: number; status: string }[]) => leases.filter((lease) => lease.status === 'Signing').map((lease) => lease.id);

/** Which of the leases have an execution not done yet: they show "Finishing…". */
export async function finishingLeases(db: Db, leaseIds: readonly number[]): Promise<Set<number>> {
  if (!leaseIds.length) return new Set();
  const rows = await db.selectFrom('lease_executions').select('lease_id').where('lease_id', 'in', leaseIds).where('status', '<>', 'done').execute();
  return new Set(rows.map((r) => r.lease_id));
}

/** Queues again the executions of leases signed by everyone and not executed (at start: a crash, or a failure to try once more); a running one is left to its holder or the sweep. */
export async function requeueExecutions(db: Db, leaseIds: readonly number[]): Promise<void> {
  if (!leaseIds.length) return;
  await db
    .insertInto('lease_executions')
    .values(leaseIds.map((lease_id) => ({ lease_id, status: 'queued' as const })))
    .onConflict((oc) => oc.column('lease_id').doUpdateSet({ status: 'queued', claimed_by: null, claimed_at: null, finished_at: null }).where('lease_executions.status', '=', 'done'))
    .execute();
}
