import type { DocumentTemplateRow } from '../../../../shared/types/documents';
import { formatDateTime } from '../../components/date-time';

/** The grid's data columns, in order. */
export const TEMPLATE_COLUMNS = [
  { key: 'name', name: 'Name' },
  { key: 'type', name: 'Document Type' },
  { key: 'status', name: 'Status' },
  { key: 'date', name: 'Date' },
  { key: 'created_by', name: 'Created By' },
  { key: 'approved_by', name: 'Approved By' },
] as const;

export type TemplateColumnKey = (typeof TEMPLATE_COLUMNS)[number]['key'];
export type TemplateFilters = Partial<Record<TemplateColumnKey, string>>;
export type TemplateSort = { columnKey: string; direction: 'ASC' | 'DESC' } | undefined;

/** Columns filtered by choosing one value (equal), the others by typing (contains, any case). */
export const CHOICE_COLUMNS: Partial<Record<TemplateColumnKey, true>> = { type: true, status: true };

export const statusText = (row: DocumentTemplateRow) => (row.approved ? 'Approved' : 'Draft');

/** What each column shows, and so what it filters on. */
export const columnText: Record<TemplateColumnKey, (row: DocumentTemplateRow) => string> = {
  name: (r) => r.name,
  type: (r) => r.type,
  status: statusText,
  date: (r) => formatDateTime(r.created_at),
  created_by: (r) => r.created_by,
  approved_by: (r) => r.approved_by ?? '',
};

/** A row with its column texts worked out once, so filtering and sorting thousands of rows stays cheap. */
export type IndexedRow = { row: DocumentTemplateRow; text: Record<TemplateColumnKey, string>; lower: Record<TemplateColumnKey, string> };

export function indexRows(rows: DocumentTemplateRow[]): IndexedRow[] {
  return rows.map((row) => {
    const text = {} as Record<TemplateColumnKey, string>;
    const lower = {} as Record<TemplateColumnKey, string>;
    for (const { key } of TEMPLATE_COLUMNS) {
      text[key] = columnText[key](row);
      lower[key] = text[key].toLowerCase();
    }
    return { row, text, lower };
  });
}

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

function compare(a: IndexedRow, b: IndexedRow, key: TemplateColumnKey): number {
  // Dates sort by time, not by their text; ties keep the newest (highest id) first.
  const order = key === 'date' ? a.row.created_at.localeCompare(b.row.created_at) : collator.compare(a.text[key], b.text[key]);
  return order || b.row.id - a.row.id;
}

/** The rows the grid shows: every filter applied, then the sort column (none: as the server ordered them). */
export function shownRows(index: IndexedRow[], filters: TemplateFilters, sort: TemplateSort): DocumentTemplateRow[] {
  const active = TEMPLATE_COLUMNS.map(({ key }) => [key, filters[key]?.trim() ?? ''] as const)
    .filter(([, q]) => q)
    .map(([key, q]) => [key, CHOICE_COLUMNS[key] ? q : q.toLowerCase()] as const);
  const kept = active.length ? index.filter((r) => active.every(([key, q]) => (CHOICE_COLUMNS[key] ? r.text[key] === q : r.lower[key].includes(q)))) : index;
  const key = sort?.columnKey as TemplateColumnKey | undefined;
  if (!sort || !key || !(key in columnText)) return kept.map((r) => r.row);
  const sorted = [...kept].sort((a, b) => compare(a, b, key));
  if (sort.direction === 'DESC') sorted.reverse();
  return sorted.map((r) => r.row);
}
