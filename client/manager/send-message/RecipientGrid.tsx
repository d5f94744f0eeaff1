import { useMemo } from 'react';
import type { Column } from 'react-data-grid';
import { styled } from 'styled-components';
import { MESSAGE_TEXTS } from '../../../shared/notifications/texts';
import { theme } from '../../ui/theme';
import { FilterGrid, HEADER_HEIGHT, ROW_HEIGHT, useFilterGrid } from '../components/FilterGrid';
import { fittedColumns } from '../components/grid-columns';
import { RECIPIENT_FIELDS, type RecipientColumnKey, type RecipientRow } from './recipient-rows';

const T = MESSAGE_TEXTS.send;

/** The name opens the person's filled message; a skipped person reads greyed. */
const NameButton = styled.button<{ $skipped: boolean }>`
  font: inherit;
  padding: 0;
  border: 0;
  background: none;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  text-align: left;
  cursor: pointer;
  color: ${({ $skipped }) => ($skipped ? theme.color.muted : theme.color.action)};
  font-weight: ${({ $skipped }) => ($skipped ? 400 : 600)};
  &:hover, &:focus-visible { text-decoration: underline; }
`;

const Muted = styled.span<{ $skipped: boolean }>`
  ${({ $skipped }) => $skipped && `color: ${theme.color.muted}; font-style: italic;`}
`;

const MIN_WIDTHS: Record<RecipientColumnKey, number> = { name: 170, to: 220, state: 190 };
const FREEZE = { keys: ['name'], from: 600 } as const;

/** The people a message goes to (up to 10,000: the grid draws only the rows in view), each name opening their preview. */
export function RecipientGrid({ rows, onPreview }: { rows: readonly RecipientRow[]; onPreview: (row: RecipientRow) => void }) {
  // The status filter offers the reasons these recipients have, beside 'Will get it'.
  const choices = useMemo(() => ({ state: [...new Set(rows.map((r) => r.skip ?? T.willGet))].sort() }), [rows]);
  const grid = useFilterGrid(rows, RECIPIENT_FIELDS, { choices });
  const { width, header } = grid;
  const columns = useMemo<Column<RecipientRow>[]>(() => {
    const cells: Partial<Record<RecipientColumnKey, Column<RecipientRow>['renderCell']>> = {
      name: ({ row }) => (
        <NameButton type="button" $skipped={row.skip !== null} onClick={() => onPreview(row)} aria-label={T.preview(row.name)}>
          {row.name}
        </NameButton>
      ),
      to: ({ row }) => <Muted $skipped={row.skip !== null}>{row.to}</Muted>,
      state: ({ row }) => <Muted $skipped={row.skip !== null}>{row.skip ?? T.willGet}</Muted>,
    };
    return fittedColumns({ fields: RECIPIENT_FIELDS, widths: MIN_WIDTHS, width, header, cells, frozen: FREEZE });
  }, [width, header, onPreview]);
  // A few recipients take a short grid; many, the list's usual height (it draws only the rows in view).
  const style = useMemo(() => ({ blockSize: `min(70vh, 640px, ${HEADER_HEIGHT + Math.max(grid.shown.length, 2) * ROW_HEIGHT + 2}px)` }), [grid.shown.length]);
  return <FilterGrid grid={grid} label={T.listTitle} columns={columns} loaded empty={grid.filtering ? T.noneMatch : T.noneFound} onOpen={onPreview} style={style} />;
}
