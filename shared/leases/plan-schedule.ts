import { formatShortDate } from '../dates';
import { SPECIAL_DUE_DATES } from '../payment-plans/constants';
import { formatUsd } from '../money';
import { dueSums, orderEntries, planTotal, subtotalsByAccount } from '../payment-plans/totals';
import type { PlanSchedule } from './student-lease';

/** A ledger entry with its account code's name. */
export type NamedEntry = { due_date: string; description: string; account_code_id: number | null; account_name: string; charge_cents: number; credit_cents: number };

/** 'Due Today', 'Due on Approval' or 'Aug 20, 2026'. */
export const scheduleDue = (due: string): string => ((SPECIAL_DUE_DATES as readonly string[]).includes(due) ? due : formatShortDate(due));

const amountOrBlank = (cents: number) => (cents ? formatUsd(cents) : '');

/**
 * A plan's entries in ledger order with subtotals per account, Due Today, Due on Approval and the
 * total, by the same rules as the manager's previewer. Charges read as positive amounts: a student
 * reads "Charge $4,125.00", not the ledger's signed "-$4,125.00".
 */
export function planSchedule(entries: readonly NamedEntry[]): PlanSchedule {
  const ordered = orderEntries(entries);
  const names = new Map(ordered.map((e) => [e.account_code_id, e.account_name]));
  const due = dueSums(ordered);
  return {
    rows: ordered.map((e) => ({ due: scheduleDue(e.due_date), description: e.description, account: e.account_name, charge: amountOrBlank(e.charge_cents), credit: amountOrBlank(e.credit_cents) })),
    subtotals: subtotalsByAccount(ordered).map((s) => ({ account: names.get(s.account_code_id) ?? '', total: formatUsd(s.total) })),
    dueToday: formatUsd(due.dueToday),
    dueOnApproval: formatUsd(due.dueOnApproval),
    total: formatUsd(planTotal(ordered)),
  };
}
