import { formatUsDate } from '../../../../shared/dates';
import { SPECIAL_DUE_DATES, type LedgerType } from '../../../../shared/payment-plans/constants';
import { formatUsd } from '../../../../shared/money';
import { dueSums, orderEntries, planTotal, runningTotals, subtotalsByAccount } from '../../../../shared/payment-plans/totals';
import type { AccountCode } from '../../../../shared/payment-plans/types';
import type { DraftEntry } from './plan-draft';

export type SubPeriod = { id: number; name: string };

/** A row of the ledger grid: the entry and what the grid shows of it. */
export type LedgerRow = {
  entry: DraftEntry;
  /** 1-based position in ledger order. */
  number: number;
  due: string;
  type: LedgerType | '';
  account: string;
  /** Null when the entry has no sub period (cleared by a property or lease period change). */
  subPeriod: string | null;
  credit: string;
  charge: string;
  /** Charge minus credit of this entry and every one above it. */
  running: string;
};

export type PlanSummary = {
  subtotals: { account: string; total: string }[];
  dueToday: string;
  dueOnApproval: string;
  total: string;
};

/** A due date as the ledger shows it: 'Due Today', 'Due on Approval' or MM/DD/YYYY. */
export const dueText = (due: string) => ((SPECIAL_DUE_DATES as readonly string[]).includes(due) ? due : formatUsDate(due));

/** A charge shows with a minus sign (spec §2); nothing charged is plain $0.00. */
export const chargeText = (cents: number) => formatUsd(cents === 0 ? 0 : -cents);

const amounts = (e: DraftEntry) => ({ due_date: e.due_date, account_code_id: e.account_code_id as number | null, credit_cents: e.credit_cents, charge_cents: e.charge_cents });

/** The grid's rows in ledger order, with running totals (all sums in cents, by the shared rules). */
export function ledgerRows(entries: readonly DraftEntry[], accounts: readonly AccountCode[], subPeriods: readonly SubPeriod[]): LedgerRow[] {
  const ordered = orderEntries(entries.map((entry) => ({ ...amounts(entry), entry })));
  const running = runningTotals(ordered);
  return ordered.map(({ entry }, i) => {
    const account = accounts.find((a) => a.id === entry.account_code_id);
    return {
      entry,
      number: i + 1,
      due: dueText(entry.due_date),
      type: account?.type ?? '',
      account: account?.name ?? `Account ${entry.account_code_id}`,
      subPeriod: subPeriods.find((s) => s.id === entry.sub_period_id)?.name ?? null,
      credit: formatUsd(entry.credit_cents),
      charge: chargeText(entry.charge_cents),
      running: formatUsd(running[i]!),
    };
  });
}

/** Subtotals per account (by name, in ledger order of first use), Due Today, Due on Approval and the total. */
export function planSummary(entries: readonly DraftEntry[], accounts: readonly AccountCode[]): PlanSummary {
  const ordered = orderEntries(entries.map(amounts));
  const due = dueSums(ordered);
  return {
    subtotals: subtotalsByAccount(ordered).map(({ account_code_id, total }) => ({
      account: accounts.find((a) => a.id === account_code_id)?.name ?? `Account ${account_code_id}`,
      total: formatUsd(total),
    })),
    dueToday: formatUsd(due.dueToday),
    dueOnApproval: formatUsd(due.dueOnApproval),
    total: formatUsd(planTotal(ordered)),
  };
}
