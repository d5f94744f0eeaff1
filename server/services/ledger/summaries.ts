import { allocate, effectiveLines, type LineFact } from '../../../shared/ledger/ledger-view';
import type { PaymentOrder } from '../../../shared/ledger/payment-terms';
import type { Db } from '../../db/database';
import { lineFactsOf, paymentOrdersOf, upsertLedgerSummaries } from '../../queries/ledger';

/** A lease's summary row from its lines: the balance, the last payment not reversed, and each debt still open (in the payment order) with its due date. */
export function summaryRowOf(leaseId: number, lines: readonly LineFact[], order: PaymentOrder) {
  const { open } = allocate(lines, order);
  const due = new Map(lines.map((l) => [l.id, l.due_date]));
  const openDebts = [...open].filter(([, left]) => left > 0).map(([id, left]) => [due.get(id)!, left]);
  const payments = effectiveLines(lines).filter((l) => l.kind === 'payment').map((l) => l.due_date).sort();
  return { lease_id: leaseId, balance_cents: lines.reduce((sum, l) => sum + l.amount_cents, 0), last_payment_on: payments.at(-1) ?? null, open_debts: JSON.stringify(openDebts) };
}

/**
 * Rewrites the summaries of these leases from their lines, inside the caller's transaction (every
 * ledger write, through server/services/ledger/kernel.ts, and a change of the company's payment
 * order). Collections ages them by the day it is read.
 */
export async function refreshLedgerSummaries(trx: Db, leaseIds: readonly number[]): Promise<void> {
  const lines = await lineFactsOf(trx, leaseIds);
  const orders = await paymentOrdersOf(trx, leaseIds);
  await upsertLedgerSummaries(
    trx,
    leaseIds.map((leaseId) => summaryRowOf(leaseId, lines.get(leaseId) ?? [], orders.get(leaseId) ?? 'oldest_first')),
  );
}
