import type { Column } from 'react-data-grid';
import { styled } from 'styled-components';
import { DeleteIcon, EditIcon } from '../../components/icons';
import { RowActions } from '../../components/grid-columns';
import type { LedgerRow } from './ledger-rows';

export type LedgerActions = {
  edit: (row: LedgerRow) => void;
  remove: (row: LedgerRow) => void;
};

const Missing = styled.span`
  color: #A3124B;
  font-style: italic;
`;

const Money = styled.span`
  display: block;
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

type Key = 'due' | 'type' | 'account' | 'subPeriod' | 'description' | 'credit' | 'charge' | 'running';

const COLUMNS: { key: Key; name: string; min: number; money?: boolean }[] = [
  { key: 'due', name: 'Due Date', min: 136 },
  { key: 'type', name: 'Type', min: 80 },
  { key: 'account', name: 'Account', min: 120 },
  { key: 'subPeriod', name: 'Sub Period', min: 112 },
  { key: 'description', name: 'Description', min: 150 },
  { key: 'credit', name: 'Pmts/Credit', min: 104, money: true },
  { key: 'charge', name: 'Charge', min: 104, money: true },
  { key: 'running', name: 'Total', min: 110, money: true },
];

const ACTIONS_WIDTH = 80;

const text = (row: LedgerRow, key: Key): string => (key === 'description' ? row.entry.description : key === 'subPeriod' ? (row.subPeriod ?? '') : row[key]);

/** The columns' least total width: narrower grids scroll sideways. */
export const ledgerMinWidth = (withActions: boolean) => COLUMNS.reduce((sum, c) => sum + c.min, withActions ? ACTIONS_WIDTH : 0);

/** The ledger grid's columns (spec §2): money right-aligned, the Action column only while editing. */
export function ledgerColumns(gridWidth: number, actions: LedgerActions | null): Column<LedgerRow>[] {
  const minimum = ledgerMinWidth(actions !== null);
  // Fitted to a wide grid (the description takes what rounding leaves); narrower screens keep the minimums and scroll sideways.
  const scale = Math.max(1, gridWidth / minimum);
  const widths = COLUMNS.map((c) => Math.floor(c.min * scale));
  const spare = Math.max(0, gridWidth - widths.reduce((a, b) => a + b, actions ? ACTIONS_WIDTH : 0));
  const data: Column<LedgerRow>[] = COLUMNS.map(({ key, name, money }, i) => ({
    key,
    name,
    width: widths[i]! + (key === 'description' ? spare : 0),
    headerCellClass: money ? 'money' : undefined,
    renderCell: ({ row }) => {
      if (key === 'subPeriod' && row.subPeriod === null) return <Missing>Not set</Missing>;
      return money ? <Money>{text(row, key)}</Money> : <span title={text(row, key)}>{text(row, key)}</span>;
    },
  }));
  if (!actions) return data;
  return [
    ...data,
    {
      key: 'actions',
      name: 'Action',
      frozen: 'end',
      width: ACTIONS_WIDTH,
      renderCell: ({ row }) => (
        <RowActions>
          <button type="button" aria-label={`Edit entry ${row.number}`} title="Edit" onClick={() => actions.edit(row)}>
            <EditIcon />
          </button>
          <button type="button" className="delete" aria-label={`Delete entry ${row.number}`} title="Delete" onClick={() => actions.remove(row)}>
            <DeleteIcon />
          </button>
        </RowActions>
      ),
    },
  ];
}
