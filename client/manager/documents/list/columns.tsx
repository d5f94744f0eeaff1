import type { Column } from 'react-data-grid';
import { DOCUMENT_TYPES } from '../../../../shared/documents/types';
import type { DocumentTemplateRow } from '../../../../shared/types/documents';
import { ApprovalChip } from '../../components/ApprovalChip';
import type { FilterGridState } from '../../components/FilterGrid';
import { actionsColumn, ApprovableRowActions, fittedColumns, type ApprovableActions } from '../../components/grid-columns';
import { TEMPLATE_FIELDS, type TemplateColumnKey } from './template-rows';

export type ColumnActions = ApprovableActions<DocumentTemplateRow>;

/** The choice columns' filter values. */
export const TEMPLATE_CHOICES: Partial<Record<TemplateColumnKey, readonly string[]>> = { type: DOCUMENT_TYPES, status: ['Approved', 'Draft'] };


const CELLS: Partial<Record<TemplateColumnKey, Column<DocumentTemplateRow>['renderCell']>> = {
  name: ({ row }) => <strong>{row.name}</strong>,
  status: ({ row }) => <ApprovalChip record={row} />,
};

const ACTIONS_WIDTH = 116;
// Together with the actions they fit a 1280 px screen beside the navigation; on a phone the name and
// the actions show and the next column peeks out, so the sideways scroll is evident.
const MIN_WIDTHS: Record<TemplateColumnKey, number> = { name: 180, type: 140, status: 100, date: 165, created_by: 125, approved_by: 125 };

/** The list's columns (3-templates-and-application.md §2.1): sortable, filterable, resizable. */
export function templateColumns(grid: FilterGridState<DocumentTemplateRow>, actions: ColumnActions): Column<DocumentTemplateRow>[] {
  const data = fittedColumns({ fields: TEMPLATE_FIELDS, widths: MIN_WIDTHS, width: grid.width, reserved: ACTIONS_WIDTH, header: grid.header, cells: CELLS });
  return [
    ...data,
    actionsColumn(ACTIONS_WIDTH, (row) => <ApprovableRowActions row={row} actions={actions} order={['edit', 'clone', 'preview']} />, 'Actions'),
  ];
}
