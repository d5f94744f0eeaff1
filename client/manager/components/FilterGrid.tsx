import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DataGrid, SELECT_COLUMN_KEY, type Column, type DataGridProps, type SortColumn } from 'react-data-grid';
import { styled } from 'styled-components';
import { theme } from '../../ui/theme';
import { GridBox, GridEmpty, useGridStyles } from './grid';
import { ScreenBar, ScreenIntro } from './ScreenBar';
import { filterHeader, pinnedByCss } from './grid-columns';
import { exportCsv, exportXlsx } from './grid-export';
import { exportTable, indexGridRows, isFiltering, shownGridRows, type GridField, type GridFilters } from './grid-rows';
import { scrollbarWidth, useBoxSize } from './box-size';

export const HEADER_HEIGHT = 78;
export const ROW_HEIGHT = 44;

type Options<R> = {
  /** The order of rows equal in the sort column (none: the order they are held in). */
  tie?: (a: R, b: R) => number;
  /** Values to choose from in a choice column's filter (all its values when not given). */
  choices?: Partial<Record<string, readonly string[]>>;
  /** The screen's own filters beside the columns' (a quick filter bar): the rows it keeps. The rows are indexed once, whatever it keeps. */
  keep?: (row: R) => boolean;
  rowHeight?: number;
  headerRowHeight?: number;
};

/**
 * The state of a manager list: its filters, its sort column, the rows it shows, the header renderer
 * of its filter boxes, and the width the columns have (fitted beside a vertical scrollbar when the
 * rows overflow). Screens build their columns from it and hand it to <FilterGrid>.
 */
export function useFilterGrid<R>(rows: readonly R[], fields: readonly GridField<R>[], options: Options<R> = {}) {
  useGridStyles();
  const { tie, choices, keep, rowHeight = ROW_HEIGHT, headerRowHeight = HEADER_HEIGHT } = options;
  const [filters, setFilters] = useState<GridFilters>({});
  const [sortColumns, setSortColumns] = useState<readonly SortColumn[]>([]);
  const [box, size] = useBoxSize();
  const index = useMemo(() => indexGridRows(rows, fields), [rows, fields]);
  const shown = useMemo(() => shownGridRows(index, fields, filters, sortColumns[0], tie, keep), [index, fields, filters, sortColumns, tie, keep]);
  const setFilter = useCallback((key: string, value: string) => setFilters((f) => ({ ...f, [key]: value })), []);
  const help = useMemo(() => Object.fromEntries(fields.flatMap((f) => (f.help ? [[f.key, f.help]] : []))), [fields]);
  const header = useMemo(() => filterHeader<R, string>({ filters, setFilter, choices, help }), [filters, setFilter, choices, help]);
  // Rows taller than the grid bring a vertical scrollbar, which takes its width from the columns.
  const scrolls = headerRowHeight + shown.length * rowHeight > size.height;
  const width = scrolls && size.width ? size.width - scrollbarWidth() : size.width;
  const exportAs = (kind: string, fileName: string) => {
    const { header: head, body } = exportTable(shown, fields);
    if (kind === 'csv') exportCsv(head, body, `${fileName}.csv`);
    if (kind === 'xlsx') void exportXlsx(head, body, `${fileName}.xlsx`);
  };
  return { filters, setFilters, setFilter, filtering: isFiltering(filters), sortColumns, setSortColumns, shown, header, width, box, rowHeight, headerRowHeight, exportAs };
}

export type FilterGridState<R> = ReturnType<typeof useFilterGrid<R>>;

type Props<R> = Pick<DataGridProps<R, unknown, number>, 'selectedRows' | 'onSelectedRowsChange' | 'enableVirtualization' | 'style' | 'bottomSummaryRows' | 'summaryRowHeight'> & {
  grid: FilterGridState<R>;
  label: string;
  columns: readonly Column<R>[];
  /** What the grid shows, when more than the filtered and sorted rows (pending edits put in, say). */
  rows?: readonly R[];
  /** False while the rows load: the grid is busy and says nothing about being empty. */
  loaded: boolean;
  /** What an empty grid says: without rows at all, and when the filters leave none. */
  empty: ReactNode;
  /** Double-click on a row's cell (not its actions). */
  onOpen?: (row: R) => void;
  minColumnWidth?: number;
};

/** A manager list: react-data-grid with a filter under each header, one sort column, resizable columns, row actions and an empty text. */
export function FilterGrid<R extends { id: number }>({ grid, label, columns, rows, loaded, empty, onOpen, minColumnWidth = 60, enableVirtualization, ...rest }: Props<R>) {
  const { box, shown, headerRowHeight, rowHeight, sortColumns, setSortColumns } = grid;
  // Every column is in the page when virtualization is off: its pinned columns are pinned by CSS.
  const pinned = useMemo(() => (enableVirtualization === false ? pinnedByCss(columns) : { columns, vars: {} }), [columns, enableVirtualization]);
  return (
    <GridBox ref={box} style={pinned.vars}>
      <DataGrid
        aria-label={label}
        aria-busy={!loaded}
        columns={pinned.columns}
        rows={rows ?? shown}
        rowKeyGetter={(r) => r.id}
        headerRowHeight={headerRowHeight}
        rowHeight={rowHeight}
        sortColumns={sortColumns}
        onSortColumnsChange={(s) => setSortColumns(s.slice(-1))}
        defaultColumnOptions={{ sortable: true, resizable: true, minWidth: minColumnWidth }}
        // Not from the actions, nor from the tick box (ticking and unticking quickly is no request to open).
        onCellDoubleClick={onOpen && (({ row, column }) => column.key !== 'actions' && column.key !== SELECT_COLUMN_KEY && onOpen(row))}
        renderers={{ noRowsFallback: loaded ? <GridEmpty>{empty}</GridEmpty> : null }}
        enableVirtualization={enableVirtualization}
        {...rest}
      />
    </GridBox>
  );
}

const Select = styled.select`
  font: inherit;
  padding: 9px 10px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.color.border};
  background: #fff;
  @media print { display: none; }
`;

/** The list's Export menu: the shown rows to CSV or Excel. */
export function ExportMenu({ onExport, disabled, print }: { onExport: (kind: 'csv' | 'xlsx') => void; disabled?: boolean; print?: boolean }) {
  return (
    <Select
      aria-label={print ? 'More actions' : 'Export'}
      value=""
      disabled={disabled}
      onChange={(e) => {
        const choice = e.target.value;
        if (choice === 'print') window.print();
        if (choice === 'csv' || choice === 'xlsx') onExport(choice);
      }}
    >
      <option value="">{print ? 'More…' : 'Export…'}</option>
      {print && <option value="print">Print</option>}
      <option value="csv">Export to CSV</option>
      <option value="xlsx">Export to Excel</option>
    </Select>
  );
}

/** A list screen's heading: its title with the Export menu of the rows shown (and the screen's `actions`), and the line saying what the list is for. */
export function ListHeading<R>({ title, intro, grid, fileName, actions }: { title: string; intro: ReactNode; grid: FilterGridState<R>; fileName: string; actions?: ReactNode }) {
  return (
    <>
      <ScreenBar>
        <h1>{title}</h1>
        {actions}
        <ExportMenu onExport={(kind) => grid.exportAs(kind, fileName)} disabled={!grid.shown.length} />
      </ScreenBar>
      <ScreenIntro>{intro}</ScreenIntro>
    </>
  );
}
