import type { Column, RenderHeaderCellProps } from 'react-data-grid';
import { renderHeaderCell } from 'react-data-grid';
import { styled } from 'styled-components';
import { theme } from '../../ui/theme';
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

const Head = styled.div`
  display: grid;
  gap: 4px;
  line-height: 1.2;
  padding: 6px 0;
  input { font: inherit; font-weight: 400; font-size: 0.8rem; padding: 3px 6px; border: 1px solid ${theme.color.border}; border-radius: 4px; width: 100%; background: #fff; }
`;

const Actions = styled.div`
  display: flex;
  gap: 2px;
  align-items: center;
  height: 100%;
  button { display: grid; place-items: center; width: 32px; height: 32px; padding: 0; border: 0; border-radius: 6px; background: none; color: ${theme.color.action}; cursor: pointer; }
  button.delete { color: #A3124B; }
  button:hover, button:focus-visible { background: #E8EEFF; }
`;

function filterHeader(actions: ColumnActions) {
  return function Header(props: RenderHeaderCellProps<Layout>) {
    const key = props.column.key as LayoutColumnKey;
    // The header sorts on click and on keys: the filter's own clicks and keys stay with the filter.
    const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();
    return (
      <Head>
        <span>{renderHeaderCell(props)}</span>
        <input aria-label={`Filter ${String(props.column.name)}`} value={actions.filters[key] ?? ''} onChange={(e) => actions.setFilter(key, e.target.value)} onClick={stop} onKeyDown={stop} />
      </Head>
    );
  };
}

const ACTIONS_WIDTH = 84;
const MIN_WIDTHS: Record<LayoutColumnKey, number> = { id: 70, property: 170, building: 110, floor: 80, unit: 90, unit_type: 120, room: 90, room_type: 120, bed: 80 };

/** The grid's columns (2-manager-settings.md §2): sortable, filterable, resizable; edit and delete for managers. */
export function layoutColumns(actions: ColumnActions): Column<Layout>[] {
  const minimum = Object.values(MIN_WIDTHS).reduce((a, b) => a + b, actions.canWrite ? ACTIONS_WIDTH : 0);
  // Fitted to a wide grid; on smaller screens the columns keep their minimum and the grid scrolls sideways.
  const scale = Math.max(1, actions.gridWidth / minimum);
  const header = filterHeader(actions);
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
        <Actions>
          <button type="button" aria-label={`Edit layout ${row.id}`} title="Edit" onClick={() => actions.edit(row)}>
            <EditIcon />
          </button>
          <button type="button" className="delete" aria-label={`Delete layout ${row.id}`} title="Delete" onClick={() => actions.remove(row)}>
            <DeleteIcon />
          </button>
        </Actions>
      ),
    },
  ];
}
