import { formatUsd, parseAmount } from '../../../../shared/payment-plans/money';
import type { PaymentPlanRow } from '../../../../shared/payment-plans/types';
import { formatDateTime } from '../../components/date-time';

/** The grid's data columns, in order (2-manager-settings.md §2, Payment plans list). */
export const PLAN_COLUMNS = [
  { key: 'id', name: 'ID' },
  { key: 'name', name: 'Name' },
  { key: 'type', name: 'Type' },
  { key: 'total', name: 'Total (USD)' },
  { key: 'property', name: 'Property' },
  { key: 'lease_period', name: 'Lease Period' },
  { key: 'status', name: 'Approval Status' },
  { key: 'active', name: 'Is Active' },
  { key: 'created_by', name: 'Created by' },
  { key: 'created_at', name: 'Created at' },
] as const;

export type PlanColumnKey = (typeof PLAN_COLUMNS)[number]['key'];
export type PlanFilters = Partial<Record<PlanColumnKey, string>>;
export type PlanSort = { columnKey: string; direction: 'ASC' | 'DESC' } | undefined;

/** Columns filtered by choosing one value (equal), the others by typing (contains, any case). */
export const CHOICE_COLUMNS: Partial<Record<PlanColumnKey, true>> = { type: true, status: true, active: true };

/** The total in cents: the API's decimal text, which is negative when credits exceed charges (unreadable: 0). */
function totalCents(row: PaymentPlanRow): number {
  const negative = row.total.startsWith('-');
  const cents = parseAmount(negative ? row.total.slice(1) : row.total) ?? 0;
  // 0 - cents, not -cents: a "-0.00" total shows as $0.00, not -$0.00.
  return negative ? 0 - cents : cents;
}

/** What each column shows, and so what it filters on. */
export const columnText: Record<PlanColumnKey, (row: PaymentPlanRow) => string> = {
  id: (r) => String(r.id),
  name: (r) => r.name,
  type: (r) => r.type ?? '',
  total: (r) => formatUsd(totalCents(r)),
  property: (r) => r.property_name,
  lease_period: (r) => r.lease_period_name,
  status: (r) => (r.approved ? 'Approved' : 'Draft'),
  active: (r) => (r.active ? 'Yes' : 'No'),
  created_by: (r) => r.created_by,
  created_at: (r) => formatDateTime(r.created_at),
};

/** A row with its column texts worked out once, so filtering and sorting hundreds of rows stays cheap. */
export type IndexedPlan = { row: PaymentPlanRow; cents: number; text: Record<PlanColumnKey, string>; lower: Record<PlanColumnKey, string> };

export function indexPlans(rows: PaymentPlanRow[]): IndexedPlan[] {
  return rows.map((row) => {
    const text = {} as Record<PlanColumnKey, string>;
    const lower = {} as Record<PlanColumnKey, string>;
    for (const { key } of PLAN_COLUMNS) {
      text[key] = columnText[key](row);
      lower[key] = text[key].toLowerCase();
    }
    return { row, cents: totalCents(row), text, lower };
  });
}

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

function compare(a: IndexedPlan, b: IndexedPlan, key: PlanColumnKey): number {
  // Numbers and times sort by value, not by their text; ties keep the newest (highest id) first.
  const order =
    key === 'id' ? a.row.id - b.row.id : key === 'total' ? a.cents - b.cents : key === 'created_at' ? a.row.created_at.localeCompare(b.row.created_at) : collator.compare(a.text[key], b.text[key]);
  return order || b.row.id - a.row.id;
}

/** The rows the grid shows: every filter applied, then the sort column (none: as the server ordered them, newest first). */
export function shownPlans(index: IndexedPlan[], filters: PlanFilters, sort: PlanSort): PaymentPlanRow[] {
  const active = PLAN_COLUMNS.map(({ key }) => [key, filters[key]?.trim() ?? ''] as const)
    .filter(([, q]) => q)
    .map(([key, q]) => [key, CHOICE_COLUMNS[key] ? q : q.toLowerCase()] as const);
  const kept = active.length ? index.filter((r) => active.every(([key, q]) => (CHOICE_COLUMNS[key] ? r.text[key] === q : r.lower[key].includes(q)))) : index;
  const key = sort?.columnKey as PlanColumnKey | undefined;
  if (!sort || !key || !(key in columnText)) return kept.map((r) => r.row);
  const sorted = [...kept].sort((a, b) => compare(a, b, key));
  if (sort.direction === 'DESC') sorted.reverse();
  return sorted.map((r) => r.row);
}
