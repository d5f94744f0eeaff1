import type { Column } from 'react-data-grid';
import { styled } from 'styled-components';
import type { ApplicationSummary } from '../../../../shared/rental-application/application-types';
import { theme } from '../../../ui/theme';
import type { FilterGridState } from '../../components/FilterGrid';
import { actionsColumn, fittedColumns } from '../../components/grid-columns';
import { NewMarker, StatusChip } from '../StatusChip';
import { APPLICATION_FIELDS, isUnopened, LISTED_STATUSES, type ApplicationColumnKey } from './application-rows';

export type ColumnActions = { open: (row: ApplicationSummary) => void };

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

/** The status filter's values. */
export const APPLICATION_CHOICES = { status: LISTED_STATUSES };
// A narrow grid keeps the minimums and scrolls sideways, the student in view.
const FREEZE = { keys: ['student'], from: 600 } as const;

/** The list's columns: sortable, filterable (status by a select), resizable, and an Open button. */
export function applicationColumns(grid: Pick<FilterGridState<ApplicationSummary>, 'width' | 'header'>, actions: ColumnActions): Column<ApplicationSummary>[] {
  const data = fittedColumns({ fields: APPLICATION_FIELDS, widths: MIN_WIDTHS, width: grid.width, reserved: ACTIONS_WIDTH, header: grid.header, cells: CELLS, frozen: FREEZE });
  return [
    ...data,
    actionsColumn(ACTIONS_WIDTH, (row) => (
      <OpenButton type="button" aria-label={`Open the application of ${row.student_name}`} onClick={() => actions.open(row)}>
        Open
      </OpenButton>
    )),
  ];
}
