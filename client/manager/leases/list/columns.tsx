import type { Column } from 'react-data-grid';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { Lease } from '../../../../shared/leases/lease-types';
import type { FilterGridState } from '../../components/FilterGrid';
import { fittedColumns, LinkCell, TwoLines } from '../../components/grid-columns';
import { lacksPlan, planText, tenantName } from '../lease-text';
import { premisesLabel } from '../../../../shared/leases/premises';
import { LeaseStatusShown } from '../LeaseStatusChip';
import { leasePaths } from '../paths';
import { LEASE_FIELDS, type LeaseColumnKey } from './lease-rows';

/** A plan the office has to see to: none offered on the bed. */
const Warning = styled(TwoLines)`
  color: #8A4B00;
  font-weight: 600;
  &::before { content: '⚠ '; }
`;

const CELLS: Partial<Record<LeaseColumnKey, Column<Lease>['renderCell']>> = {
  tenant: ({ row }) => (
    // The tenant's name is the row's link to the lease page.
    <LinkCell>
      <Link to={leasePaths.detail(row.id)}>{tenantName(row)}</Link>
      <span>{row.student.email}</span>
    </LinkCell>
  ),
  bed: ({ row }) => <TwoLines>{premisesLabel(row.bed)}</TwoLines>,
  lease_period: ({ row }) => <TwoLines>{row.lease_period_name}</TwoLines>,
  plan: ({ row }) => (lacksPlan(row) ? <Warning>{planText(row)}</Warning> : <TwoLines>{planText(row)}</TwoLines>),
  status: ({ row }) => <LeaseStatusShown lease={row} lines={2} />,
};

// Every column in view on a 1280 px screen beside the navigation (about 1,020 px of grid, 35 of them the select column).
const MIN_WIDTHS: Record<LeaseColumnKey, number> = { tenant: 180, property: 120, bed: 150, lease_period: 130, plan: 140, status: 110, updated_at: 145 };
// A narrow grid keeps the minimums and scrolls sideways, the tenant in view.
const FREEZE = { keys: ['tenant'], from: 600 } as const;

/** The list's columns: sortable, filterable (status by a select), resizable; the tenant's name opens the lease. */
export function leaseColumns(grid: Pick<FilterGridState<Lease>, 'width' | 'header'>): Column<Lease>[] {
  return fittedColumns({ fields: LEASE_FIELDS, widths: MIN_WIDTHS, width: grid.width, header: grid.header, cells: CELLS, frozen: FREEZE });
}
