import type { Column } from 'react-data-grid';
import { styled } from 'styled-components';
import { PAYMENT_PLAN_TYPES } from '../../../../shared/payment-plans/constants';
import type { PaymentPlanRow } from '../../../../shared/payment-plans/types';
import { ApprovalChip } from '../../components/ApprovalChip';
import type { FilterGridState } from '../../components/FilterGrid';
import { actionsColumn, ApprovableRowActions, fittedColumns, type ApprovableActions } from '../../components/grid-columns';
import { PLAN_FIELDS, planText, type PlanColumnKey } from './plan-rows';

export type ColumnActions = ApprovableActions<PaymentPlanRow>;

/** The choice columns' filter values. */
export const PLAN_CHOICES: Partial<Record<PlanColumnKey, readonly string[]>> = { type: PAYMENT_PLAN_TYPES, status: ['Approved', 'Draft'], active: ['Yes', 'No'] };


const Money = styled.span`
  display: block;
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

const CELLS: Partial<Record<PlanColumnKey, Column<PaymentPlanRow>['renderCell']>> = {
  name: ({ row }) => <strong>{row.name}</strong>,
  total: ({ row }) => <Money>{planText('total', row)}</Money>,
  status: ({ row }) => <ApprovalChip record={row} />,
};

const ACTIONS_WIDTH = 116;
const MIN_WIDTHS: Record<PlanColumnKey, number> = {
  id: 64,
  name: 180,
  type: 150,
  total: 110,
  property: 150,
  lease_period: 170,
  status: 120,
  active: 90,
  created_by: 120,
  created_at: 165,
};
/** From this grid width ID and Name stay in view while the other columns scroll sideways. */
const FREEZE = { keys: ['id', 'name'], from: 700 } as const;

/** The list's columns (2-manager-settings.md §2): sortable, filterable, resizable. */
export function planColumns(grid: FilterGridState<PaymentPlanRow>, actions: ColumnActions): Column<PaymentPlanRow>[] {
  const data = fittedColumns({ fields: PLAN_FIELDS, widths: MIN_WIDTHS, width: grid.width, reserved: ACTIONS_WIDTH, header: grid.header, cells: CELLS, frozen: FREEZE });
  return [
    ...data,
    actionsColumn(ACTIONS_WIDTH, (row) => <ApprovableRowActions row={row} actions={actions} order={['preview', 'clone', 'edit']} />),
  ];
}
