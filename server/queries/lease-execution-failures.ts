import type { ExecutionFailure } from '../../shared/leases/execution-texts';
import type { Db } from '../db/database';
import { slices } from './payment-plan-assignments';

/** Records a failed attempt to execute a lease (append-only). */
export async function insertExecutionFailure(db: Db, row: { lease_id: number; reason: string }): Promise<void> {
  await db.insertInto('lease_execution_failures').values(row).execute();
}

/** Each lease's latest failed execution, by lease id (leases that never failed are absent): one query per 500 leases. */
export async function latestExecutionFailures(db: Db, leaseIds: readonly number[]): Promise<Map<number, ExecutionFailure>> {
  const byLease = new Map<number, ExecutionFailure>();
  for (const ids of slices(leaseIds)) {
    const rows = await db
      .selectFrom('lease_execution_failures as f')
      .select(['f.lease_id', 'f.reason', 'f.created_at'])
      .where('f.id', 'in', (eb) => eb.selectFrom('lease_execution_failures as g').select((g) => g.fn.max('g.id').as('id')).where('g.lease_id', 'in', ids).groupBy('g.lease_id'))
      .execute();
    for (const row of rows) byLease.set(row.lease_id, { reason: row.reason, failed_at: row.created_at });
  }
  return byLease;
}

/**
 * What a lease's status shows about its execution: its latest failure while it is Signing (signed by
 * everyone, not executed); once executed or voided, a failure is history only.
 */
export async function failuresOfSigningLeases(db: Db, leases: readonly { id: number; status: string }[]): Promise<Map<number, ExecutionFailure>> {
  return latestExecutionFailures(db, leases.filter((lease) => lease.status === 'Signing').map((lease) => lease.id));
}
