import { summarize, withRunningBalance, type Aging, type LineFact } from '../../../shared/ledger/ledger-view';
import { LEDGER_PAYMENT_METHODS, type PaymentMethod } from '../../../shared/ledger/ledger-texts';
import type { OnlinePaymentMethod } from '../../../shared/payments/online-texts';
import type { PaymentOrder } from '../../../shared/ledger/payment-terms';
import { describedLine } from '../../../shared/ledger/line-names';

/** What a statement prints, in cents, for the PDF worker. */
export type StatementInput = {
  companyName: string;
  tenantName: string;
  propertyName: string;
  bed: string;
  leasePeriod: string;
  from: string;
  to: string;
  /** The day past due and aging are seen from. */
  asOf: string;
  openingCents: number;
  lines: { date: string; description: string; amountCents: number; runningCents: number }[];
  closingCents: number;
  pastDueCents: number;
  aging: Aging;
  payments: { receivedOn: string; method: string; reference: string; amountCents: number; reversed: boolean }[];
};

export type StatementLease = Pick<StatementInput, 'companyName' | 'tenantName' | 'propertyName' | 'bed' | 'leasePeriod'>;
type Line = LineFact & { description: string; payment_id: number | null; account_code_name: string | null };
type Payment = { id: number; amount_cents: number; received_on: string; method: PaymentMethod; online_method?: OnlinePaymentMethod | null; reference: string };

/**
 * The period a statement covers when the query leaves a bound out: the whole ledger, from its first
 * line to its last or today, whichever is later.
 */
export function statementPeriod(lines: readonly Pick<LineFact, 'due_date'>[], query: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const dates = lines.map((l) => l.due_date).sort();
  const to = query.to ?? [today, ...dates].sort().at(-1)!;
  return { from: query.from ?? dates[0] ?? to, to };
}

/**
 * A statement of `from`..`to` (both included): the balance before `from`, the lines of the period
 * with the running balance, the balance after, past due and aging as of `asOf` over the lines dated
 * up to `to` (the money applied in the company's payment `order`), and the payments received in the period.
 */
export function statementOf(lease: StatementLease, lines: readonly Line[], payments: readonly Payment[], period: { from: string; to: string; asOf: string }, order: PaymentOrder): StatementInput {
  const { from, to, asOf } = period;
  const running = withRunningBalance(lines);
  const inPeriod = running.filter((l) => l.due_date >= from && l.due_date <= to);
  const before = running.filter((l) => l.due_date < from);
  const openingCents = before.reduce((sum, l) => sum + l.amount_cents, 0);
  const summary = summarize(lines.filter((l) => l.due_date <= to), asOf, order);
  const reversedLines = new Set(lines.filter((l) => l.kind === 'reversal').map((l) => l.reverses_id));
  const reversedPayments = new Set(lines.filter((l) => l.payment_id !== null && reversedLines.has(l.id)).map((l) => l.payment_id));
  return {
    ...lease,
    from,
    to,
    asOf,
    openingCents,
    lines: inPeriod.map((l) => ({ date: l.due_date, description: describedLine(l), amountCents: l.amount_cents, runningCents: l.running_cents })),
    closingCents: openingCents + inPeriod.reduce((sum, l) => sum + l.amount_cents, 0),
    pastDueCents: summary.past_due,
    aging: summary.aging,
    payments: payments
      .filter((p) => p.received_on >= from && p.received_on <= to)
      .sort((a, b) => (a.received_on < b.received_on ? -1 : a.received_on > b.received_on ? 1 : a.id - b.id))
      .map((p) => ({ receivedOn: p.received_on, method: LEDGER_PAYMENT_METHODS[p.online_method ?? p.method], reference: p.reference, amountCents: p.amount_cents, reversed: reversedPayments.has(p.id) })),
  };
}
