import { allocate, effectiveLines } from '../../shared/ledger/ledger-view';
import type { Db } from '../db/database';
import { lineFactsOf, paymentOrdersOf, upsertLedgerSummaries } from '../queries/ledger';

/**
 * Rewrites the summaries of these leases from their lines, inside the caller's transaction (every
 * ledger write calls it, and a change of the company's payment order): the balance, the last payment
 * not reversed, and each debt still open (in the company's payment order) with its due date.
 * Collections ages them by the day it is read.
 */
export async function refreshLedgerSummaries(trx: Db, leaseIds: readonly number[]): Promise<void> {
  const lines = await lineFactsOf(trx, leaseIds);
  const orders = await paymentOrdersOf(trx, leaseIds);
  await upsertLedgerSummaries(
    trx,
    leaseIds.map((leaseId) => {
      const own = lines.get(leaseId) ?? [];
      const { open } = allocate(own, orders.get(leaseId) ?? 'oldest_first');
      const due = new Map(own.map((l) => [l.id, l.due_date]));
      const openDebts = [...open].filter(([, left]) => left > 0).map(([id, left]) => [due.get(id)!, left]);
      const payments = effectiveLines(own).filter((l) => l.kind === 'payment').map((l) => l.due_date).sort();
      return { lease_id: leaseId, balance_cents: own.reduce((sum, l) => sum + l.amount_cents, 0), last_payment_on: payments.at(-1) ?? null, open_debts: JSON.stringify(openDebts) };
    }),
  );
}
