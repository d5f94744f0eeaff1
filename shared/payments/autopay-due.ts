import { allocate, balanceOf, effectiveLines, type LineFact } from '../ledger/ledger-view';
import type { PaymentOrder } from '../ledger/payment-terms';
import { paymentAmountRefusal } from './fees';

export type AutopayDue = { dueDate: string; amountCents: number };

/**
 * What autopay charges a lease on `today`, or null (issue 48). A lease is charged for a due date:
 * the latest date on or before today, and on or after the day autopay was turned on (`since`), on
 * which a debt falls due that money has not yet covered. The charge is everything due by today (past
 * due too, as the ledger's one rule leaves it open, never more than the balance), less the online
 * payments still confirming. One charge a due date: a failed one is not tried again until the next.
 */
export function autopayDue(lines: readonly LineFact[], today: string, order: PaymentOrder, opts: { pendingCents: number; since: string }): AutopayDue | null {
  const { open } = allocate(lines, order);
  const due = effectiveLines(lines).filter((l) => l.due_date <= today && (open.get(l.id) ?? 0) > 0);
  const dates = due.map((l) => l.due_date).filter((d) => d >= opts.since);
  if (!dates.length) return null;
  const dueDate = dates.reduce((a, b) => (a > b ? a : b));
  const owed = balanceOf(lines) - opts.pendingCents;
  const amountCents = Math.min(due.reduce((sum, l) => sum + open.get(l.id)!, 0) - opts.pendingCents, owed);
  if (amountCents <= 0 || paymentAmountRefusal(amountCents, owed) !== null) return null;
  return { dueDate, amountCents };
}
