import { DUE_ON_APPROVAL, DUE_TODAY } from './constants';

/** What the totals need of a ledger entry: amounts in cents. */
export type EntryAmounts = { due_date: string; account_code_id: number | null; credit_cents: number; charge_cents: number };

/** An entry's total: its charge minus its credit (what it adds to what the tenant owes). */
export function entryTotal(entry: Pick<EntryAmounts, 'charge_cents' | 'credit_cents'>): number {
  return entry.charge_cents - entry.credit_cents;
}

/** Sort key of a due date: Due Today, then Due on Approval, then dates in order. */
function dueRank(due: string): string {
  if (due === DUE_TODAY) return '0';
  if (due === DUE_ON_APPROVAL) return '1';
  return `2${due}`;
}

/** The entries in ledger order (by due date; entries due the same day keep their order). */
export function orderEntries<E extends EntryAmounts>(entries: readonly E[]): E[] {
  return entries
    .map((entry, index) => ({ entry, index, rank: dueRank(entry.due_date) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a.index - b.index))
    .map((x) => x.entry);
}

/** The running total after each entry, in the order given. */
export function runningTotals(entries: readonly EntryAmounts[]): number[] {
  let sum = 0;
  return entries.map((entry) => (sum += entryTotal(entry)));
}

/** The total of each account's entries, accounts in the order they first appear. */
export function subtotalsByAccount(entries: readonly EntryAmounts[]): { account_code_id: number | null; total: number }[] {
  const sums = new Map<number | null, number>();
  for (const entry of entries) sums.set(entry.account_code_id, (sums.get(entry.account_code_id) ?? 0) + entryTotal(entry));
  return [...sums].map(([account_code_id, total]) => ({ account_code_id, total }));
}

/** What is due today and what is due on approval. */
export function dueSums(entries: readonly EntryAmounts[]): { dueToday: number; dueOnApproval: number } {
  let dueToday = 0;
  let dueOnApproval = 0;
  for (const entry of entries) {
    if (entry.due_date === DUE_TODAY) dueToday += entryTotal(entry);
    else if (entry.due_date === DUE_ON_APPROVAL) dueOnApproval += entryTotal(entry);
  }
  return { dueToday, dueOnApproval };
}

/** The plan's total: every charge minus every credit. */
export function planTotal(entries: readonly EntryAmounts[]): number {
  return entries.reduce((sum, entry) => sum + entryTotal(entry), 0);
}
