import type { Column } from 'react-data-grid';
import type { FilterGridState } from '../components/FilterGrid';
import { actionsColumn, fittedColumns, RowActions } from '../components/grid-columns';
import type { GridField } from '../components/grid-rows';
import { DeleteIcon, EditIcon } from '../components/icons';
import type { LayoutColumnKey } from './layout-rows';
import type { Layout } from './layouts-api';

export type ColumnActions = {
  canWrite: boolean;
  edit: (row: Layout) => void;
  remove: (row: Layout) => void;
};

const ACTIONS_WIDTH = 84;
const MIN_WIDTHS: Record<LayoutColumnKey, number> = { id: 70, property: 170, building: 110, floor: 80, unit: 90, unit_type: 120, room: 90, room_type: 120, bed: 80 };

/** The grid's columns (2-manager-settings.md §2): sortable, filterable, resizable; edit and delete for managers. */
export function layoutColumns(grid: FilterGridState<Layout>, fields: readonly GridField<Layout, LayoutColumnKey>[], actions: ColumnActions): Column<Layout>[] {
  const reserved = actions.canWrite ? ACTIONS_WIDTH : 0;
  const data = fittedColumns({ fields, widths: MIN_WIDTHS, width: grid.width, reserved, header: grid.header, spare: 'property' });
  if (!actions.canWrite) return data;
  return [
    ...data,
    actionsColumn(ACTIONS_WIDTH, (row) => (
      <RowActions>
        <button type="button" aria-label={`Edit layout ${row.id}`} title="Edit" onClick={() => actions.edit(row)}>
          <EditIcon />
        </button>
        <button type="button" className="delete" aria-label={`Delete layout ${row.id}`} title="Delete" onClick={() => actions.remove(row)}>
          <DeleteIcon />
        </button>
      </RowActions>
    )),
  ];
}
