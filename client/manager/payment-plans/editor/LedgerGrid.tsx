import { useMemo } from 'react';
import { DataGrid } from 'react-data-grid';
import { styled } from 'styled-components';
import { theme } from '../../../ui/theme';
import { useBoxSize } from '../../components/box-size';
import { GridEmpty, useGridStyles } from '../../components/grid';
import { ledgerColumns, ledgerMinWidth, type LedgerActions } from './ledger-columns';
import type { LedgerRow } from './ledger-rows';

const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 40;
/** Ten rows show at once; longer ledgers scroll inside the grid (its rows are virtualized). */
const VISIBLE_ROWS = 10;
/** Room a scrollbar takes (Chromium's classic scrollbars). */
const SCROLLBAR = 16;

const Box = styled.div`
  min-width: 0;
  .rdg { border-radius: ${theme.radius}; font-size: 0.9rem; }
  .rdg-header-row [role='columnheader'] { white-space: normal; line-height: 1.2; display: flex; align-items: center; }
  .rdg-header-row .money { justify-content: flex-end; }
  .entry-error { background: #FFF0F6; }
  .entry-error:hover { background: #FFE3EF; }
  @media print { .rdg { block-size: auto !important; } }
`;

/** The ledger entries in ledger order; with actions (the editor) each row can be edited or deleted. */
export function LedgerGrid({ rows, actions, errorKeys, emptyText }: { rows: LedgerRow[]; actions: LedgerActions | null; errorKeys: ReadonlySet<number>; emptyText: string }) {
  useGridStyles();
  const [box, { width }] = useBoxSize();
  // A vertical scrollbar takes its width from the columns.
  const fitWidth = rows.length > VISIBLE_ROWS ? width - SCROLLBAR : width;
  const columns = useMemo(() => ledgerColumns(fitWidth, actions), [fitWidth, actions]);
  // As tall as its rows (and a sideways scrollbar when the columns overflow), so a short ledger leaves no blank box.
  const scrollbar = width > 0 && fitWidth < ledgerMinWidth(actions !== null) ? SCROLLBAR : 0;
  const height = HEADER_HEIGHT + ROW_HEIGHT * Math.min(VISIBLE_ROWS, Math.max(rows.length, 2)) + 2 + scrollbar;
  return (
    <Box ref={box}>
      <DataGrid
        aria-label="Ledger entries"
        columns={columns}
        rows={rows}
        rowKeyGetter={(r) => r.entry.key}
        rowHeight={ROW_HEIGHT}
        headerRowHeight={HEADER_HEIGHT}
        rowClass={(r) => (errorKeys.has(r.entry.key) ? 'entry-error' : undefined)}
        defaultColumnOptions={{ resizable: true, minWidth: 70 }}
        onCellDoubleClick={({ row, column }) => actions && column.key !== 'actions' && actions.edit(row)}
        style={{ blockSize: height }}
        renderers={{ noRowsFallback: <GridEmpty>{emptyText}</GridEmpty> }}
      />
    </Box>
  );
}
