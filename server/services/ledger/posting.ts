import { planLines } from '../../../shared/ledger/posting';
import type { Db } from '../../db/database';
import { planEntriesOf } from '../../queries/ledger';
import { postLedgerLines } from './kernel';

/** An executed lease whose chosen plan is to be posted, with the days its relative due dates mean. */
export type PostingLease = { id: number; organization_id: number; payment_plan_id: number | null; signedOn: string; executedOn: string };

/**
 * Posts the chosen plans of executed leases to their ledgers, inside the caller's transaction
 * (ADR 025), through the ledger kernel's `post`: every plan's entries are read once, and the lines go
 * in as few inserts as the database takes. Answers how many lines each lease got, by lease id.
 */
export async function postPlans(trx: Db, leases: readonly PostingLease[]): Promise<Map<number, number>> {
  const planIds = [...new Set(leases.map((l) => l.payment_plan_id).filter((id): id is number => id !== null))];
  const entries = await planEntriesOf(trx, planIds);
  const posted = new Map<number, number>();
  const rows = leases.flatMap((lease) => {
    const lines = lease.payment_plan_id === null ? [] : planLines(entries.get(lease.payment_plan_id) ?? [], lease);
    posted.set(lease.id, lines.length);
    return lines.map((line) => ({ ...line, lease_id: lease.id, organization_id: lease.organization_id, created_by: 'Lease executed' }));
  });
  await postLedgerLines(trx, leases.map((l) => l.id), rows);
  return posted;
}

/** The same for many leases at once, in one transaction of its own: all posted or none. */
export function postPlansOf(db: Db, leases: readonly PostingLease[]): Promise<Map<number, number>> {
  return db.transaction().execute((trx) => postPlans(trx, leases));
}
