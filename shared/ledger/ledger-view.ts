/**
 * The tenant ledger's arithmetic (issue 28), one rule for server and client. A line's amount is its
 * signed effect on the balance in integer cents: a charge adds, a credit or payment lowers, an
 * adjustment does either, a reversal undoes the line it names. The balance is the sum of the lines.
 *
 * What is owed when: a reversed line and its reversal leave the picture together; every other line
 * that adds is a debt due on its date, every line that lowers is money applied to the debts in the
 * company's payment order (and, among money, the oldest first). A debt's open amount is what no money
 * has covered; money left over is a credit.
 */
import type { LedgerType } from '../payment-plans/constants';
import type { PaymentOrder } from './payment-terms';

export const LEDGER_KINDS = ['charge', 'credit', 'payment', 'adjustment', 'reversal'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** `ledger_type` is the line's account code's type (null for a line of no code: an adjustment, a payment). */
export type LineFact = { id: number; kind: LedgerKind; amount_cents: number; due_date: string; reverses_id: number | null; ledger_type: LedgerType | null };

export type Allocation = { line_id: number; amount_cents: number };

/** Open money by when it falls due on the day read: not yet due (after today), current (due today), then by days late. */
export const AGING_BUCKETS = ['not_yet_due', 'current', 'd1_30', 'd31_60', 'd61_90', 'over_90'] as const;
export type Aging = Record<(typeof AGING_BUCKETS)[number], number>;

const byDue = (a: LineFact, b: LineFact) => (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : a.id - b.id);

/** The lines that count for what is owed: all but reversed lines and the reversals of them. */
export function effectiveLines<T extends LineFact>(lines: readonly T[]): T[] {
  const reversed = new Set(lines.filter((l) => l.kind === 'reversal' && l.reverses_id !== null).map((l) => l.reverses_id));
  return lines.filter((l) => l.kind !== 'reversal' && !reversed.has(l.id));
}

export type Allocated = {
  /** Each debt's open amount, by line id. */
  open: Map<number, number>;
  /** Where each money line went, by its id, oldest debt first. */
  allocations: Map<number, Allocation[]>;
  /** Money not applied to any debt (a credit on the ledger). */
  unapplied: number;
  /** The date of the money that covered each debt's last cent, by line id (absent while it is open). */
  settledOn: Map<number, string>;
};

/** A fee or a deposit (its account code's type), which `fees_first` covers before rent; every other debt counts as rent. */
export const isFeeOrDeposit = (line: Pick<LineFact, 'ledger_type'>): boolean => line.ledger_type === 'Fee' || line.ledger_type === 'Deposit';

type Debt = { id: number; due: string; fee: boolean; left: number };

/**
 * The debts in the order one money line covers them. `oldest_first`: oldest due first. `fees_first`:
 * what is due on or before the money's date, fees and deposits before rent, each oldest due first;
 * then what falls due later, oldest due first (so a prepayment pays the next rent before a later fee).
 */
function coverOrder(debts: readonly Debt[], order: PaymentOrder, paidOn: string): readonly Debt[] {
  if (order === 'oldest_first') return debts;
  const tier = (d: Debt) => (d.due > paidOn ? 2 : d.fee ? 0 : 1);
  // `debts` is in due order already and sort is stable, so each tier stays oldest due first.
  return [...debts].sort((a, b) => tier(a) - tier(b));
}

/** Applies the money, oldest first, to the debts in the company's payment order (see `coverOrder`). */
export function allocate(lines: readonly LineFact[], order: PaymentOrder): Allocated {
  const effective = effectiveLines(lines).sort(byDue);
  const debts: Debt[] = effective.filter((l) => l.amount_cents > 0).map((l) => ({ id: l.id, due: l.due_date, fee: isFeeOrDeposit(l), left: l.amount_cents }));
  const open = new Map(debts.map((d) => [d.id, d.left]));
  const allocations = new Map<number, Allocation[]>();
  const settledOn = new Map<number, string>();
  let unapplied = 0;
  for (const money of effective.filter((l) => l.amount_cents < 0)) {
    let left = -money.amount_cents;
    const applied: Allocation[] = [];
    for (const debt of coverOrder(debts, order, money.due_date)) {
      if (left === 0) break;
      if (debt.left === 0) continue;
      const take = Math.min(left, debt.left);
      debt.left -= take;
      left -= take;
      open.set(debt.id, debt.left);
      if (debt.left === 0) settledOn.set(debt.id, money.due_date);
      applied.push({ line_id: debt.id, amount_cents: take });
    }
    unapplied += left;
    allocations.set(money.id, applied);
  }
  return { open, allocations, unapplied, settledOn };
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The bucket of an open amount due on `due` seen on `today`: after today it is not yet due, today it is current. */
export function agingBucket(due: string, today: string): keyof Aging {
  if (due > today) return 'not_yet_due';
  const late = daysBetween(due, today);
  if (late <= 0) return 'current';
  if (late <= 30) return 'd1_30';
  if (late <= 60) return 'd31_60';
  if (late <= 90) return 'd61_90';
  return 'over_90';
}

/** An aging with nothing in it. */
export const emptyAging = (): Aging => ({ not_yet_due: 0, current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over_90: 0 });

/** What is past due of an aging: every bucket but not yet due and current. */
export const pastDueOf = (aging: Aging): number => aging.d1_30 + aging.d31_60 + aging.d61_90 + aging.over_90;

export type LedgerSummary = { balance: number; past_due: number; aging: Aging; allocated: Allocated };

/** The balance: the sum of the lines, whatever the payment order. */
export const balanceOf = (lines: readonly Pick<LineFact, 'amount_cents'>[]): number => lines.reduce((sum, l) => sum + l.amount_cents, 0);

/** The balance, what is past due on `today` and its aging, the money applied in the company's payment order. */
export function summarize(lines: readonly LineFact[], today: string, order: PaymentOrder): LedgerSummary {
  const allocated = allocate(lines, order);
  const aging = emptyAging();
  const due = new Map(lines.map((l) => [l.id, l.due_date]));
  for (const [id, left] of allocated.open) if (left > 0) aging[agingBucket(due.get(id)!, today)] += left;
  const balance = balanceOf(lines);
  return { balance, past_due: pastDueOf(aging), aging, allocated };
}

/** The lines in the order a statement lists them (by date, then as posted) with the balance after each. */
export function withRunningBalance<T extends LineFact>(lines: readonly T[]): (T & { running_cents: number })[] {
  let running = 0;
  return [...lines].sort(byDue).map((line) => ({ ...line, running_cents: (running += line.amount_cents) }));
}

/** Why a line cannot be reversed, or null: a reversal is final, and a line is reversed once. */
export function reversalProblem(line: LineFact, lines: readonly LineFact[]): 'isReversal' | 'alreadyReversed' | null {
  return reversalProblemOf(line, lines.some((l) => l.kind === 'reversal' && l.reverses_id === line.id));
}

/** The same, for a line read with whether a reversal already undid it. */
export function reversalProblemOf(line: Pick<LineFact, 'kind'>, reversed: boolean): 'isReversal' | 'alreadyReversed' | null {
  if (line.kind === 'reversal') return 'isReversal';
  return reversed ? 'alreadyReversed' : null;
}
