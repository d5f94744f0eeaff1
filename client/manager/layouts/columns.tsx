import type { Column } from 'react-data-grid';
import { filterHeader, RowActions } from '../components/grid-columns';
import { DeleteIcon, EditIcon } from '../components/icons';
import type { Layout } from './layouts-api';
import { LAYOUT_COLUMNS, columnText, type LayoutColumnKey, type LayoutFilters, type PropertyNames } from './layout-rows';

export type ColumnActions = {
  canWrite: boolean;
  names: PropertyNames;
  filters: LayoutFilters;
  setFilter: (key: LayoutColumnKey, value: string) => void;
  edit: (row: Layout) => void;
  remove: (row: Layout) => void;
  /** The grid's width in pixels, to fit the columns to it. */
  gridWidth: number;
};

const ACTIONS_WIDTH = 84;
const MIN_WIDTHS: Record<LayoutColumnKey, number> = { id: 70, property: 170, building: 110, floor: 80, unit: 90, unit_type: 120, room: 90, room_type: 120, bed: 80 };

/** The grid's columns (2-manager-settings.md §2): sortable, filterable, resizable; edit and delete for managers. */
export function layoutColumns(actions: ColumnActions): Column<Layout>[] {
  const minimum = Object.values(MIN_WIDTHS).reduce((a, b) => a + b, actions.canWrite ? ACTIONS_WIDTH : 0);
  // Fitted to a wide grid; on smaller screens the columns keep their minimum and the grid scrolls sideways.
  const scale = Math.max(1, actions.gridWidth / minimum);
  const header = filterHeader<Layout, LayoutColumnKey>(actions);
  const widths = LAYOUT_COLUMNS.map(({ key }) => Math.floor(MIN_WIDTHS[key] * scale));
  // The pixels rounding left over go to Property, so the columns end at the grid's edge.
  if (scale > 1) widths[1]! += actions.gridWidth - widths.reduce((a, b) => a + b, actions.canWrite ? ACTIONS_WIDTH : 0);
  const data: Column<Layout>[] = LAYOUT_COLUMNS.map(({ key, name }, i) => ({
    key,
    name,
    width: widths[i]!,
    renderHeaderCell: header,
    ...(key === 'property' && { renderCell: ({ row }: { row: Layout }) => columnText(row, key, actions.names) }),
  }));
  if (!actions.canWrite) return data;
  return [
    ...data,
    {
      key: 'actions',
      name: 'Action',
      frozen: 'end',
      sortable: false,
      resizable: false,
      width: ACTIONS_WIDTH,
      renderCell: ({ row }) => (
        <RowActions>
          <button type="button" aria-label={`Edit layout ${row.id}`} title="Edit" onClick={() => actions.edit(row)}>
            <EditIcon />
          </button>
          <button type="button" className="delete" aria-label={`Delete layout ${row.id}`} title="Delete" onClick={() => actions.remove(row)}>
            <DeleteIcon />
          </button>
        </RowActions>
      ),
    },
  ];
}
