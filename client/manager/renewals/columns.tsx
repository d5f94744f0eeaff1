import type { Column } from 'react-data-grid';
import { RowTextButton } from '../components/RowTextButton';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { RenewalStatus } from '../../../shared/leases/renewal-rules';
import { theme } from '../../ui/theme';
import { statusChip } from '../components/Chip';
import type { FilterGridState } from '../components/FilterGrid';
import { actionsColumn, fittedColumns, TwoLines } from '../components/grid-columns';
import { leasePaths } from '../leases/paths';
import { RENEWAL_FIELDS, residentName, type RenewalColumnKey } from './renewal-rows';
import type { RenewalGridRow } from './renewals-api';
import { RENEWAL_TEXTS as T } from './texts';

/** A renewal's status as a chip: where it stands, in the lease chips' tones (a renewal made is a success, one refused a danger). */
export const RenewalStatusChip = statusChip<RenewalStatus>({
  'Not started': 'neutral',
  Offered: 'info',
  Signing: 'violet',
  Renewed: 'success',
  Declined: 'danger',
  'Not renewing': 'warning',
  'Hold released': 'warning',
});

const ResidentLink = styled(Link)`
  color: ${theme.color.action};
  font-weight: 600;
  text-decoration: none;
  &:hover, &:focus-visible { text-decoration: underline; }
`;


const CELLS: Partial<Record<RenewalColumnKey, Column<RenewalGridRow>['renderCell']>> = {
  // The resident's name opens their current lease.
  resident: ({ row }) => <ResidentLink to={leasePaths.detail(row.lease_id)}>{residentName(row)}</ResidentLink>,
  bed: ({ row }) => <TwoLines title={row.bed}>{row.bed}</TwoLines>,
  lease_period: ({ row }) => <TwoLines>{row.lease_period_name}</TwoLines>,
  status: ({ row }) => <RenewalStatusChip status={row.status} />,
  not_renewing_reason: ({ row }) => <TwoLines title={row.not_renewing_reason ?? undefined}>{row.not_renewing_reason}</TwoLines>,
};

// Every column in view on a 1280 px screen beside the navigation (about 955 px of grid, with the select column and the action).
const MIN_WIDTHS: Record<RenewalColumnKey, number> = { resident: 130, email: 150, lease_period: 110, bed: 130, status: 120, not_renewing_reason: 120 };
const ACTIONS_WIDTH = 150;
// A narrow grid keeps the minimums and scrolls sideways, the resident in view.
const FREEZE = { keys: ['resident'], from: 600 } as const;

/** What a manager may do to one resident from the list. */
export type RowActionsOf = { offerAgain: (row: RenewalGridRow) => void; renew: (row: RenewalGridRow) => void };

/** The one action a row offers: a renewal on the resident's behalf before they start, "Offer renewal again" once marked not renewing. */
function rowAction(row: RenewalGridRow, actions: RowActionsOf) {
  if (row.status === 'Not started') {
    return (
      <RowTextButton type="button" aria-label={`${T.renew.button}: ${residentName(row)}`} onClick={() => actions.renew(row)}>
        {T.renew.button}
      </RowTextButton>
    );
  }
  return (
    row.status === 'Not renewing' && (
      <RowTextButton type="button" aria-label={`${T.offerAgain.button}: ${residentName(row)}`} onClick={() => actions.offerAgain(row)}>
        {T.offerAgain.button}
      </RowTextButton>
    )
  );
}

/** The list's columns; for managers, each row's action (rowAction). */
export function renewalColumns(grid: Pick<FilterGridState<RenewalGridRow>, 'width' | 'header'>, actions: RowActionsOf | null): Column<RenewalGridRow>[] {
  const reserved = actions ? ACTIONS_WIDTH : 0;
  const data = fittedColumns({ fields: RENEWAL_FIELDS, widths: MIN_WIDTHS, width: grid.width, reserved, header: grid.header, cells: CELLS, frozen: FREEZE, spare: 'not_renewing_reason' });
  if (!actions) return data;
  // On a phone the action scrolls with the row rather than covering half of it.
  return [...data, { ...actionsColumn(ACTIONS_WIDTH, (row: RenewalGridRow) => rowAction(row, actions), T.actions), frozen: grid.width >= FREEZE.from ? 'end' : false }];
}
