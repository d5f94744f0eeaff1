import { compareLayouts } from '../../../shared/layouts/order';
import { LAYOUT_FIELDS, LAYOUT_LABELS, type LayoutField } from '../../../shared/layouts/schema';
import { indexGridRows, shownGridRows, type GridField, type GridFilters, type GridSort } from '../components/grid-rows';
import type { Layout } from './layouts-api';

export type LayoutColumnKey = 'id' | 'property' | LayoutField;

/** Property names by id (the grid shows the name, the API answers the id). */
export type PropertyNames = ReadonlyMap<number, string>;

/** The grid's data columns, in order (2-manager-settings.md §2, Layouts screen): what each shows, and so what it filters on and the exports write. */
export function layoutFields(names: PropertyNames): GridField<Layout, LayoutColumnKey>[] {
  return [
    { key: 'id', name: 'ID', text: (r) => String(r.id), order: (r) => r.id },
    { key: 'property', name: 'Property', text: (r) => names.get(r.property_id) ?? `#${r.property_id}` },
    ...LAYOUT_FIELDS.map((key) => ({ key, name: LAYOUT_LABELS[key], text: (r: Layout) => r[key] })),
  ];
}

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

/**
 * The rows the grid shows: every filter applied (contains, any case), then sorted by the chosen
 * column (numbers in texts by value; ties in the API's order). Without a sort column the rows keep
 * the order they are held in (the API's).
 */
export function shownLayouts(rows: readonly Layout[], names: PropertyNames, filters: GridFilters, sort: GridSort): Layout[] {
  const fields = layoutFields(names);
  return shownGridRows(indexGridRows(rows, fields), fields, filters, sort, compareLayouts);
}
