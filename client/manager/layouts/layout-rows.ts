import { compareLayouts } from '../../../shared/layouts/order';
import { LAYOUT_FIELDS, LAYOUT_LABELS, type LayoutField } from '../../../shared/layouts/schema';
import type { Layout } from './layouts-api';

/** The grid's data columns, in order (2-manager-settings.md §2, Layouts screen). */
export const LAYOUT_COLUMNS: readonly { key: LayoutColumnKey; name: string }[] = [
  { key: 'id', name: 'ID' },
  { key: 'property', name: 'Property' },
  ...LAYOUT_FIELDS.map((key) => ({ key, name: LAYOUT_LABELS[key] })),
];

export type LayoutColumnKey = 'id' | 'property' | LayoutField;
export type LayoutFilters = Partial<Record<LayoutColumnKey, string>>;
export type LayoutSort = { columnKey: string; direction: 'ASC' | 'DESC' } | undefined;

/** Property names by id (the grid shows the name, the API answers the id). */
export type PropertyNames = ReadonlyMap<number, string>;

/** What each column shows, and so what it filters on and the exports write. */
export function columnText(row: Layout, key: LayoutColumnKey, names: PropertyNames): string {
  if (key === 'id') return String(row.id);
  if (key === 'property') return names.get(row.property_id) ?? `#${row.property_id}`;
  return row[key];
}

// Numbers inside texts compare by value ("Room 2" before "Room 10"), case and accents aside.
const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/** The rows with `row` put in its place in the API's order (replacing the row of the same id). */
export function placeRow(rows: readonly Layout[], row: Layout): Layout[] {
  const rest = rows.filter((r) => r.id !== row.id);
  let low = 0;
  let high = rest.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (compareLayouts(rest[mid]!, row) < 0) low = mid + 1;
    else high = mid;
  }
  return [...rest.slice(0, low), row, ...rest.slice(low)];
}

/** A row with its column texts worked out once, so filtering and sorting 10,000 beds stays quick. */
export type IndexedLayout = { row: Layout; text: Record<LayoutColumnKey, string>; lower: Record<LayoutColumnKey, string> };

export function indexLayouts(rows: readonly Layout[], names: PropertyNames): IndexedLayout[] {
  return rows.map((row) => {
    const text = {} as Record<LayoutColumnKey, string>;
    const lower = {} as Record<LayoutColumnKey, string>;
    for (const { key } of LAYOUT_COLUMNS) {
      text[key] = columnText(row, key, names);
      lower[key] = text[key].toLowerCase();
    }
    return { row, text, lower };
  });
}

/**
 * The rows the grid shows: every filter applied (contains, any case), then sorted by the chosen
 * column (numbers in texts by value; ties in the API's order). Without a sort column the rows keep
 * the order they are held in (the API's).
 */
export function shownLayouts(index: readonly IndexedLayout[], filters: LayoutFilters, sort: LayoutSort): Layout[] {
  const active = LAYOUT_COLUMNS.map(({ key }) => [key, filters[key]?.trim().toLowerCase() ?? ''] as const).filter(([, q]) => q);
  const kept = active.length ? index.filter((r) => active.every(([key, q]) => r.lower[key].includes(q))) : [...index];
  const key = sort?.columnKey as LayoutColumnKey | undefined;
  if (!sort || !key || !LAYOUT_COLUMNS.some((c) => c.key === key)) return kept.map((r) => r.row);
  const by = key === 'id' ? (a: IndexedLayout, b: IndexedLayout) => a.row.id - b.row.id : (a: IndexedLayout, b: IndexedLayout) => collator.compare(a.text[key], b.text[key]);
  const direction = sort.direction === 'DESC' ? -1 : 1;
  kept.sort((a, b) => direction * by(a, b) || compareLayouts(a.row, b.row));
  return kept.map((r) => r.row);
}

/** The shown rows as an export writes them: the grid's data columns and their texts. */
export function exportTable(rows: readonly Layout[], names: PropertyNames): { header: string[]; body: string[][] } {
  return { header: LAYOUT_COLUMNS.map((c) => c.name), body: rows.map((row) => LAYOUT_COLUMNS.map((c) => columnText(row, c.key, names))) };
}
