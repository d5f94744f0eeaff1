import { centsToAmount } from '../payment-plans/money';
import type { LedgerLine } from './ledger-types';
import { amountCents, type NextDue } from './my-balance';

/**
 * What falls due next on `today`: the earliest date on or after today with an open debt, and what is
 * open on it (debts due that same day together: the student pays them at once). What is late is past
 * due, not next. Null when nothing more is owed.
 */
export function nextDue(lines: readonly Pick<LedgerLine, 'due_date' | 'open'>[], today: string): NextDue | null {
  const open = lines.filter((l) => l.open !== null && l.due_date >= today && amountCents(l.open) > 0);
  if (!open.length) return null;
  const date = open.map((l) => l.due_date).sort()[0]!;
  const cents = open.filter((l) => l.due_date === date).reduce((sum, l) => sum + amountCents(l.open!), 0);
  return { amount: centsToAmount(cents), due_date: date, today: date === today };
}
