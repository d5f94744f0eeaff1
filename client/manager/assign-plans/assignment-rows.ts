import { premisesLabel } from '../../../shared/leases/premises';
import { PAYMENT_PLAN_TYPES } from '../../../shared/payment-plans/constants';
import { ASSIGNMENT_LISTS, type AssignmentList } from '../../../shared/payment-plans/offered';
import type { PaymentPlanAssignment } from '../../../shared/payment-plans/types';
import { indexGridRows, shownGridRows, type GridField, type GridFilters, type GridSort } from '../components/grid-rows';

/** A grid row: the bed with its lists as they stand (pending changes in), and the lists changed since the load. */
export type GridRow = PaymentPlanAssignment & { changed: Partial<Record<AssignmentList, true>> | null };

/** The bed's columns, in order (2-manager-settings.md §3, PaymentPlanAssignment). */
export const BED_COLUMNS = [
  { key: 'building', name: 'Building' },
  { key: 'floor', name: 'Floor' },
  { key: 'unit', name: 'Unit' },
  { key: 'unit_type', name: 'Unit Type' },
  { key: 'room', name: 'Room' },
  { key: 'room_type', name: 'Room Type' },
  { key: 'bed', name: 'Bed' },
] as const;

export type BedKey = (typeof BED_COLUMNS)[number]['key'];

/** The columns a manager narrows the beds by, choosing one of their values (every bed of building B, say). */
export const FILTER_KEYS = ['building', 'floor', 'unit_type', 'room_type'] as const satisfies readonly BedKey[];
export type FilterKey = (typeof FILTER_KEYS)[number];
export type BedFilters = GridFilters<FilterKey>;

/** The bed columns as a list's fields: the four filter columns are filtered by choosing one of their values. */
export const BED_FIELDS: GridField<PaymentPlanAssignment, BedKey>[] = BED_COLUMNS.map(({ key, name }) => ({ key, name, text: (r) => r[key], choice: (FILTER_KEYS as readonly string[]).includes(key) }));

// Numbers inside texts compare by value ("Floor 2" before "Floor 10"), case and accents aside.
const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/** The rows as the grid holds them: nothing changed yet. */
export const gridRows = (rows: readonly PaymentPlanAssignment[]): GridRow[] => rows.map((row) => ({ ...row, changed: null }));

/** Each filter column's values, in natural order. */
export function filterChoices(rows: readonly PaymentPlanAssignment[]): Record<FilterKey, string[]> {
  const out = {} as Record<FilterKey, string[]>;
  for (const key of FILTER_KEYS) out[key] = [...new Set(rows.map((r) => r[key]))].sort(collator.compare);
  return out;
}

/**
 * The rows the grid shows: those equal to every chosen filter value, sorted by the chosen bed column
 * (numbers in texts by value; ties, and no sort at all, keep the API's order).
 */
export const shownRows = <R extends PaymentPlanAssignment>(rows: readonly R[], filters: BedFilters, sort: GridSort): R[] => shownGridRows(indexGridRows(rows, BED_FIELDS), BED_FIELDS, filters, sort);

/** Where a bed is, as a person reads it (the picker's heading, the pick buttons' names). */
export const bedPlace = (r: PaymentPlanAssignment) => premisesLabel(r);

/** The rows as an export writes them: the grid's columns, plans by name. */
export function exportTable(rows: readonly PaymentPlanAssignment[], planName: (id: number) => string): { header: string[]; body: string[][] } {
  const header = [...BED_COLUMNS.map((c) => c.name), ...PAYMENT_PLAN_TYPES];
  const body = rows.map((row) => [...BED_COLUMNS.map((c) => row[c.key]), ...PAYMENT_PLAN_TYPES.map((type) => row[ASSIGNMENT_LISTS[type]].map(planName).join(', '))]);
  return { header, body };
}

/** How many of the selected beds the shown rows leave out. */
export function hiddenCount(shown: readonly PaymentPlanAssignment[], selected: ReadonlySet<number>): number {
  let inView = 0;
  for (const row of shown) if (selected.has(row.id)) inView++;
  return selected.size - inView;
}
