import { useMemo, useState } from 'react';
import { SelectColumn, type Column } from 'react-data-grid';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { MESSAGE_TEXTS as T } from '../../../shared/notifications/texts';
import { PrimaryButton } from '../../ui/form';
import type { FilterGridState } from '../components/FilterGrid';
import { useManager } from '../context';
import { SEND_MESSAGE_ROUTE, type SendMessageState } from './send-state';

/** As tall as the Export menu beside it. */
const Button = styled(PrimaryButton)`
  padding: 9px 16px;
`;

/** What react-data-grid's select column takes from the grid's width. */
export const SELECT_WIDTH = SelectColumn.width as number;

/**
 * The rows picked in a grid (ids, so 10,000 rows select and clear in one step): `gridProps` for
 * FilterGrid. Only managers send messages: for maintenance staff (`on` false) the grid has no tick boxes.
 */
export function useRowSelection() {
  const { canWrite: on } = useManager();
  const [selectedRows, onSelectedRowsChange] = useState<ReadonlySet<number>>(() => new Set<number>());
  return { on, selected: selectedRows, gridProps: on ? { selectedRows, onSelectedRowsChange } : {} };
}

/** What the select column takes from the grid's width (none when it is not there). */
export const selectWidth = (on: boolean) => (on ? SELECT_WIDTH : 0);

/** The grid's columns after the select column, when there is one (the data columns fitted to the width less selectWidth). */
export const withSelectColumn = <R,>(on: boolean, columns: readonly Column<R>[]): Column<R>[] => (on ? [SelectColumn as Column<R>, ...columns] : [...columns]);

type Fit<R> = Pick<FilterGridState<R>, 'width' | 'header'>;

/**
 * A selectable list's columns: `columnsFor` fitted to the grid's width less the select column's,
 * after the select column when there is one. Worked out once per width, filter or `columnsFor`
 * (keep it stable), not per render: ticking a row re-renders the screen.
 */
export function useSelectableColumns<R>(on: boolean, grid: Fit<R>, columnsFor: (fit: Fit<R>) => readonly Column<R>[]): Column<R>[] {
  const { width, header } = grid;
  return useMemo(() => withSelectColumn(on, columnsFor({ width: width - selectWidth(on), header })), [on, width, header, columnsFor]);
}

type Props = {
  kind: 'lease_ids' | 'application_ids';
  selected: ReadonlySet<number>;
  /** The rows the grid holds: a row ticked before the list was loaded again (other properties chosen) and gone from it is not sent. */
  rows: readonly { id: number }[];
};

/** 'Send message' in a grid's screen bar: opens the Send message screen with the picked rows (none: it opens to choose by a filter). */
export function SendMessageButton({ kind, selected, rows }: Props) {
  const { canWrite } = useManager();
  const navigate = useNavigate();
  const open = () => {
    const ids = selected.size ? rows.filter((row) => selected.has(row.id)).map((row) => row.id) : [];
    const state: SendMessageState | null = ids.length ? { recipients: kind === 'lease_ids' ? { lease_ids: ids } : { application_ids: ids } } : null;
    navigate(SEND_MESSAGE_ROUTE, { state });
  };
  if (!canWrite) return null;
  return (
    <Button type="button" onClick={open} title={selected.size ? T.send.selectedRows(selected.size) : undefined}>
      {T.sendButton}
    </Button>
  );
}
