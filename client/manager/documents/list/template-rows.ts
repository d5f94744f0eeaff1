import { approvalStatus } from '../../../../shared/approval';
import type { DocumentTemplateRow } from '../../../../shared/types/documents';
import { formatDateTime } from '../../components/date-time';
import { indexGridRows, newestFirst, shownGridRows, type GridField, type GridFilters, type GridSort, type IndexedRow } from '../../components/grid-rows';

export type TemplateColumnKey = 'name' | 'type' | 'status' | 'date' | 'created_by' | 'approved_by';
export type TemplateFilters = GridFilters<TemplateColumnKey>;

/** The grid's data columns, in order: what each shows, and so what it filters on (type and status by choosing). */
export const TEMPLATE_FIELDS: GridField<DocumentTemplateRow, TemplateColumnKey>[] = [
  { key: 'name', name: 'Name', text: (r) => r.name },
  { key: 'type', name: 'Document Type', text: (r) => r.type, choice: true },
  { key: 'status', name: 'Status', text: approvalStatus, choice: true },
  // Dates sort by time, not by their text.
  { key: 'date', name: 'Date', text: (r) => formatDateTime(r.created_at), order: (r) => r.created_at },
  { key: 'created_by', name: 'Created By', text: (r) => r.created_by },
  { key: 'approved_by', name: 'Approved By', text: (r) => r.approved_by ?? '' },
];

export const indexRows = (rows: readonly DocumentTemplateRow[]) => indexGridRows(rows, TEMPLATE_FIELDS);

/** The rows the grid shows: every filter applied, then the sort column (ties newest first; none: as the server ordered them). */
export const shownRows = (index: readonly IndexedRow<DocumentTemplateRow>[], filters: TemplateFilters, sort: GridSort) => shownGridRows(index, TEMPLATE_FIELDS, filters, sort, newestFirst);
