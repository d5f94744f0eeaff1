import type { Column } from 'react-data-grid';
import { styled } from 'styled-components';
import type { ApplicationSummary } from '../../../../shared/rental-application/application-types';
import { theme } from '../../../ui/theme';
import { filterHeader } from '../../components/grid-columns';
import { NewMarker, StatusChip } from '../StatusChip';
import { APPLICATION_COLUMNS, columnText, isUnopened, LISTED_STATUSES, type ApplicationColumnKey, type ApplicationFilters } from './application-rows';

export type ColumnActions = {
  filters: ApplicationFilters;
  setFilter: (key: ApplicationColumnKey, value: string) => void;
  open: (row: ApplicationSummary) => void;
  /** The grid's width in pixels, to fit the columns to it. */
  gridWidth: number;
};

const Student = styled.span`
  display: flex;
  gap: 8px;
  align-items: center;
  min-width: 0;
  span.name { overflow: hidden; text-overflow: ellipsis; }
`;

const OpenButton = styled.button`
  font: inherit;
  font-size: 0.85rem;
  padding: 4px 12px;
  border: 1px solid ${theme.color.action};
  border-radius: 6px;
  background: #fff;
  color: ${theme.color.action};
  cursor: pointer;
  &:hover, &:focus-visible { background: #E8EEFF; }
`;

const CELLS: Partial<Record<ApplicationColumnKey, Column<ApplicationSummary>['renderCell']>> = {
  student: ({ row }) => (
    <Student>
      <span className="name">{row.student_name}</span>
      {isUnopened(row) && <NewMarker title="Not opened yet">New</NewMarker>}
    </Student>
  ),
  status: ({ row }) => <StatusChip status={row.status} />,
};

const ACTIONS_WIDTH = 90;
const MIN_WIDTHS: Record<ApplicationColumnKey, number> = { student: 200, property: 170, lease_period: 190, submitted_at: 170, status: 130 };

/** The list's columns: sortable, filterable (status by a select), resizable, and an Open button. */
export function applicationColumns(actions: ColumnActions): Column<ApplicationSummary>[] {
  const minimum = Object.values(MIN_WIDTHS).reduce((a, b) => a + b, ACTIONS_WIDTH);
  // Fitted to a wide grid; a narrow one keeps the minimums and scrolls sideways, the student in view.
  const scale = Math.max(1, actions.gridWidth / minimum);
  const frozen = actions.gridWidth >= 600 && actions.gridWidth < minimum;
  const header = filterHeader<ApplicationSummary, ApplicationColumnKey>({ filters: actions.filters, setFilter: actions.setFilter, choices: { status: LISTED_STATUSES } });
  const data: Column<ApplicationSummary>[] = APPLICATION_COLUMNS.map(({ key, name }) => ({
    key,
    name,
    width: Math.floor(MIN_WIDTHS[key] * scale),
    frozen: frozen && key === 'student',
    renderHeaderCell: header,
    renderCell: CELLS[key] ?? (({ row }) => columnText[key](row)),
  }));
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
        <OpenButton type="button" aria-label={`Open the application of ${row.student_name}`} onClick={() => actions.open(row)}>
          Open
        </OpenButton>
      ),
    },
  ];
}
