import type { CollectionNarrowing } from '../../../../shared/alerts/manager-links';
import { AGING_BUCKETS } from '../../../../shared/ledger/ledger-view';
import { formatUsDate } from '../../../../shared/dates';
import { formatUsd } from '../../../../shared/money';
import type { GridField } from '../../components/grid-rows';
import type { CollectionGridRow } from '../collections-api';
import { amountCents } from '../money-text';
import { COLLECTION_TEXTS as T } from '../texts';

type Bucket = (typeof AGING_BUCKETS)[number];
/** The money columns: the balance, what is past due and the six aging buckets (not yet due, current, then by days late). */
export type MoneyKey = 'balance' | 'past_due' | Bucket;
export type CollectionColumnKey = 'tenant' | 'property' | 'bed' | 'lease_period' | MoneyKey | 'last_payment_on';

export const MONEY_KEYS: readonly MoneyKey[] = ['balance', 'past_due', ...AGING_BUCKETS];

/** A row's cents in a money column. */
export const moneyOf = (row: CollectionGridRow, key: MoneyKey) => amountCents(key === 'balance' || key === 'past_due' ? row[key] : row.aging[key]);

// Money shows as dollars and sorts by value.
const moneyField = (key: MoneyKey): GridField<CollectionGridRow, CollectionColumnKey> => ({ key, name: T.columns[key], text: (r) => formatUsd(moneyOf(r, key)), order: (r) => moneyOf(r, key) });

/** The grid's data columns, in order: what each shows, and so what it filters on and exports. */
export const COLLECTION_FIELDS: GridField<CollectionGridRow, CollectionColumnKey>[] = [
  { key: 'tenant', name: T.columns.tenant, text: (r) => r.tenant_name },
  { key: 'property', name: T.columns.property, text: (r) => r.property_name, choice: true },
  { key: 'bed', name: T.columns.bed, text: (r) => r.bed },
  { key: 'lease_period', name: T.columns.lease_period, text: (r) => r.lease_period_name, choice: true },
  ...MONEY_KEYS.map(moneyField),
  { key: 'last_payment_on', name: T.columns.last_payment_on, text: (r) => (r.last_payment_on ? formatUsDate(r.last_payment_on) : T.never), order: (r) => r.last_payment_on ?? '' },
];

/** The choice filters' values: the properties and lease periods the rows have, in name order. */
export function collectionChoices(rows: readonly CollectionGridRow[]) {
  const names = (pick: (r: CollectionGridRow) => string) => [...new Set(rows.map(pick))].sort((a, b) => a.localeCompare(b));
  return { property: names((r) => r.property_name), lease_period: names((r) => r.lease_period_name) };
}

/** The totals row: each money column summed, in cents, over the rows shown. */
export function collectionTotals(rows: readonly CollectionGridRow[]): Record<MoneyKey, number> {
  const totals = Object.fromEntries(MONEY_KEYS.map((k) => [k, 0])) as Record<MoneyKey, number>;
  for (const row of rows) for (const key of MONEY_KEYS) totals[key] += moneyOf(row, key);
  return totals;
}

/** Whether a lease is one a narrowed list shows: it owes money in the aging bucket. */
export const inCollectionNarrowing = (row: CollectionGridRow, narrowing: CollectionNarrowing) => moneyOf(row, narrowing.aging) > 0;
