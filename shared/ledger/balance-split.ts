import { centsToAmount } from '../money';
import type { Amount, LedgerLine } from './ledger-types';
import { amountCents } from './my-balance';

/**
 * What a tenant owes, split by when on `today` (issue 45): past due (due before today, late), due now
 * (due today) and scheduled later (each later date with what falls due on it, oldest first). What is
 * past due and due now together is what paying now settles.
 */
export type BalanceSplit = { past_due: Amount; due_now: Amount; pay_now: Amount; later: { due_date: string; amount: Amount }[]; later_total: Amount };

/** Splits the debts' open amounts (as the ledger's one rule leaves them) into past due, due now and later. */
export function balanceSplit(lines: readonly Pick<LedgerLine, 'due_date' | 'open'>[], today: string): BalanceSplit {
  let pastDue = 0;
  let dueNow = 0;
  const later = new Map<string, number>();
  for (const line of lines) {
    const open = line.open === null ? 0 : amountCents(line.open);
    if (open <= 0) continue;
    if (line.due_date < today) pastDue += open;
    else if (line.due_date === today) dueNow += open;
    else later.set(line.due_date, (later.get(line.due_date) ?? 0) + open);
  }
  const dates = [...later.keys()].sort();
  return {
    past_due: centsToAmount(pastDue),
    due_now: centsToAmount(dueNow),
    pay_now: centsToAmount(pastDue + dueNow),
    later: dates.map((due_date) => ({ due_date, amount: centsToAmount(later.get(due_date)!) })),
    later_total: centsToAmount([...later.values()].reduce((sum, cents) => sum + cents, 0)),
  };
}
