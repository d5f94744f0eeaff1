import type { Column } from 'react-data-grid';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { Lease } from '../../../../shared/leases/lease-types';
import { theme } from '../../../ui/theme';
import type { FilterGridState } from '../../components/FilterGrid';
import { actionsColumn, fittedColumns } from '../../components/grid-columns';
import { lacksPlan, planText, tenantName } from '../lease-text';
import { LeaseStatusChip } from '../LeaseStatusChip';
import { leasePaths } from '../paths';
import { LEASE_FIELDS, type LeaseColumnKey } from './lease-rows';

const Tenant = styled.span`
  display: grid;
  line-height: 1.25;
  min-width: 0;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .email { color: ${theme.color.muted}; font-size: 0.82rem; }
`;

/** A plan the office has to see to: none offered on the bed. */
const Warning = styled.span`
  color: #8A4B00;
  font-weight: 600;
  &::before { content: '⚠ '; }
`;

const OpenLink = styled(Link)`
  font-size: 0.85rem;
  padding: 4px 12px;
  border: 1px solid ${theme.color.action};
  border-radius: 6px;
  color: ${theme.color.action};
  text-decoration: none;
  &:hover, &:focus-visible { background: #E8EEFF; }
`;

const CELLS: Partial<Record<LeaseColumnKey, Column<Lease>['renderCell']>> = {
  tenant: ({ row }) => (
    <Tenant>
      <span>{tenantName(row)}</span>
      <span className="email">{row.student.email}</span>
    </Tenant>
  ),
  plan: ({ row }) => (lacksPlan(row) ? <Warning>{planText(row)}</Warning> : planText(row)),
  status: ({ row }) => <LeaseStatusChip status={row.status} />,
};

const ACTIONS_WIDTH = 90;
const MIN_WIDTHS: Record<LeaseColumnKey, number> = { tenant: 220, property: 160, bed: 170, lease_period: 170, plan: 200, status: 130, updated_at: 170 };
// A narrow grid keeps the minimums and scrolls sideways, the tenant in view.
const FREEZE = { keys: ['tenant'], from: 600 } as const;

/** The list's columns: sortable, filterable (status by a select), resizable, and an Open link. */
export function leaseColumns(grid: FilterGridState<Lease>): Column<Lease>[] {
  const data = fittedColumns({ fields: LEASE_FIELDS, widths: MIN_WIDTHS, width: grid.width, reserved: ACTIONS_WIDTH, header: grid.header, cells: CELLS, frozen: FREEZE });
  return [
    ...data,
    actionsColumn(ACTIONS_WIDTH, (row) => (
      <OpenLink to={leasePaths.detail(row.id)} aria-label={`Open the lease of ${tenantName(row)}`}>
        Open
      </OpenLink>
    )),
  ];
}
