/**
 * What every manager list does with its rows, whatever they are: each data column's text worked out
 * once (so filtering and sorting 10,000 rows stays quick), the filters applied, the sort column
 * applied, and the shown rows as an export writes them. A screen declares its fields; nothing more.
 */

/** A data column of a list: its key and header, and what it shows (and so filters on and exports). */
export type GridField<R, K extends string = string> = {
  key: K;
  name: string;
  text: (row: R) => string;
  /** Filtered by choosing one of its values (equal), not by typing (contains, any case). */
  choice?: boolean;
  /** What a typed filter searches when it is more than the text (a student's e-mail beside the name). */
  search?: (row: R) => string;
  /** Sorted by this value (a number, an ISO time) rather than by the text as people read it. */
  order?: (row: R) => number | string;
  /** One line saying what a jargon header means, shown on hover and focus beside it. */
  help?: string;
};

export type GridFilters<K extends string = string> = Partial<Record<K, string>>;
export type GridSort = { columnKey: string; direction: 'ASC' | 'DESC' } | undefined;

/** A row with its column texts worked out once. */
export type IndexedRow<R> = { row: R; text: Record<string, string>; lower: Record<string, string> };

// Numbers inside texts compare by value ("Room 2" before "Room 10"), case and accents aside.
const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

export function indexGridRows<R>(rows: readonly R[], fields: readonly GridField<R>[]): IndexedRow<R>[] {
  return rows.map((row) => {
    const text: Record<string, string> = {};
    const lower: Record<string, string> = {};
    for (const field of fields) {
      text[field.key] = field.text(row);
      lower[field.key] = (field.search ? field.search(row) : text[field.key]!).toLowerCase();
    }
    return { row, text, lower };
  });
}

function comparer<R>(field: GridField<R>): (a: IndexedRow<R>, b: IndexedRow<R>) => number {
  const order = field.order;
  if (!order) return (a, b) => collator.compare(a.text[field.key]!, b.text[field.key]!);
  return (a, b) => {
    const x = order(a.row);
    const y = order(b.row);
    return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
  };
}

/**
 * The rows a list shows: those `keep` keeps (the screen's own filters, when it has any beside the
 * columns'), every column filter applied (a choice column by equality, any other by containing, in
 * any case), then sorted by the chosen column either way; rows equal in it keep `tie`'s order
 * (none: the order they are held in). Without a sort column, or with an unknown one, the held order.
 */
export function shownGridRows<R>(index: readonly IndexedRow<R>[], fields: readonly GridField<R>[], filters: GridFilters, sort: GridSort, tie?: (a: R, b: R) => number, keep?: (row: R) => boolean): R[] {
  const active = fields
    .map((f) => [f, filters[f.key]?.trim() ?? ''] as const)
    .filter(([, q]) => q)
    .map(([f, q]) => [f, f.choice ? q : q.toLowerCase()] as const);
  const kept = active.length || keep ? index.filter((r) => (!keep || keep(r.row)) && active.every(([f, q]) => (f.choice ? r.text[f.key] === q : r.lower[f.key]!.includes(q)))) : [...index];
  const field = sort && fields.find((f) => f.key === sort.columnKey);
  if (!sort || !field) return kept.map((r) => r.row);
  const by = comparer(field);
  const direction = sort.direction === 'DESC' ? -1 : 1;
  // Array.prototype.sort is stable: rows equal in every way stay in the held order.
  kept.sort((a, b) => direction * by(a, b) || (tie ? tie(a.row, b.row) : 0));
  return kept.map((r) => r.row);
}

/** The shown rows as an export writes them: the list's data columns and their texts. */
export function exportTable<R>(rows: readonly R[], fields: readonly GridField<R>[]): { header: string[]; body: string[][] } {
  return { header: fields.map((f) => f.name), body: rows.map((row) => fields.map((f) => f.text(row))) };
}

/** Whether any filter holds more than spaces. */
export const isFiltering = (filters: GridFilters) => Object.values(filters).some((q) => q?.trim());

/** Ties among rows of a list held newest first: the newest (highest id) first. */
export const newestFirst = (a: { id: number }, b: { id: number }) => b.id - a.id;
