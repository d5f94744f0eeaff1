import type { Column } from 'react-data-grid';
import { SelectColumn } from 'react-data-grid';
import { PAYMENT_PLAN_TYPES, type PaymentPlanType } from '../../../shared/payment-plans/constants';
import type { FilterGridState } from '../components/FilterGrid';
import { fitScale, fittedColumns } from '../components/grid-columns';
import { BED_FIELDS, FILTER_KEYS, type BedKey, type GridRow } from './assignment-rows';
import { PlanCell } from './PlanCell';
import type { PlanIndex } from './plan-index';

export type ColumnOptions = {
  /** Managers select beds and pick plans; maintenance staff only read. */
  canEdit: boolean;
  plans: PlanIndex;
  pick: (row: GridRow, type: PaymentPlanType) => void;
  previewHref: (id: number) => string;
  preview: (id: number) => void;
};

// Narrow enough that all three plan columns show beside the navigation at 1280 px (chips truncate, with their names in a tooltip).
const MIN_WIDTHS: Record<BedKey, number> = { building: 92, floor: 64, unit: 56, unit_type: 88, room: 54, room_type: 98, bed: 44 };
const PLAN_WIDTH = 154;
const SELECT_WIDTH = 35;

/** The grid's columns: a checkbox (managers), the bed's place (sortable; four with filters), one per tenant type. */
export function assignmentColumns(grid: FilterGridState<GridRow>, options: ColumnOptions): Column<GridRow>[] {
  const { canEdit, plans, previewHref, preview, pick } = options;
  const reserved = PAYMENT_PLAN_TYPES.length * PLAN_WIDTH + (canEdit ? SELECT_WIDTH : 0);
  const { scale } = fitScale(MIN_WIDTHS, reserved, grid.width);
  const beds = fittedColumns({ fields: BED_FIELDS, widths: MIN_WIDTHS, width: grid.width, reserved, header: grid.header, filtered: FILTER_KEYS });
  const planColumns: Column<GridRow>[] = PAYMENT_PLAN_TYPES.map((type) => ({
    key: type,
    name: type,
    sortable: false,
    width: Math.floor(PLAN_WIDTH * scale),
    renderCell: ({ row, tabIndex }) => <PlanCell row={row} type={type} plans={plans} tabIndex={tabIndex} previewHref={previewHref} preview={preview} pick={canEdit ? pick : undefined} />,
  }));
  return [...(canEdit ? [SelectColumn as Column<GridRow>] : []), ...beds, ...planColumns];
}
