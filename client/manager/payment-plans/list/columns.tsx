import type { Column } from 'react-data-grid';
import { styled } from 'styled-components';
import { PAYMENT_PLAN_TYPES } from '../../../../shared/payment-plans/constants';
import type { PaymentPlanRow } from '../../../../shared/payment-plans/types';
import { CloneIcon, EditIcon, PreviewIcon } from '../../components/icons';
import { filterHeader, RowActions } from '../../components/grid-columns';
import { columnText, PLAN_COLUMNS, type PlanColumnKey, type PlanFilters } from './plan-rows';

export type ColumnActions = {
  canWrite: boolean;
  filters: PlanFilters;
  setFilter: (key: PlanColumnKey, value: string) => void;
  edit: (row: PaymentPlanRow) => void;
  clone: (row: PaymentPlanRow) => void;
  preview: (row: PaymentPlanRow) => void;
  /** The grid's width in pixels, to fit the columns to it. */
  gridWidth: number;
};

const CHOICES: Partial<Record<PlanColumnKey, readonly string[]>> = { type: PAYMENT_PLAN_TYPES, status: ['Approved', 'Draft'], active: ['Yes', 'No'] };

const Status = styled.span<{ $approved: boolean }>`
  padding: 2px 10px;
  border-radius: 10px;
  font-size: 0.8rem;
  font-weight: 600;
  background: ${({ $approved }) => ($approved ? '#E3F4DC' : '#EEF1F5')};
  color: ${({ $approved }) => ($approved ? '#22600A' : '#3E4A5C')};
`;

const Money = styled.span`
  display: block;
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

const CELLS: Partial<Record<PlanColumnKey, Column<PaymentPlanRow>['renderCell']>> = {
  name: ({ row }) => <strong>{row.name}</strong>,
  total: ({ row }) => <Money>{columnText.total(row)}</Money>,
  status: ({ row }) => <Status $approved={row.approved}>{columnText.status(row)}</Status>,
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
const FREEZE_FROM = 700;

/** The list's columns (2-manager-settings.md §2): sortable, filterable, resizable. */
export function planColumns(actions: ColumnActions): Column<PaymentPlanRow>[] {
  const minimum = Object.values(MIN_WIDTHS).reduce((a, b) => a + b, ACTIONS_WIDTH);
  // Fitted to a wide grid; on smaller screens the columns keep their minimum and the grid scrolls sideways.
  const scale = Math.max(1, actions.gridWidth / minimum);
  const frozen = actions.gridWidth >= FREEZE_FROM && actions.gridWidth < minimum;
  const header = filterHeader<PaymentPlanRow, PlanColumnKey>({ filters: actions.filters, setFilter: actions.setFilter, choices: CHOICES });
  const data: Column<PaymentPlanRow>[] = PLAN_COLUMNS.map(({ key, name }) => ({
    key,
    name,
    width: Math.floor(MIN_WIDTHS[key] * scale),
    frozen: frozen && (key === 'id' || key === 'name'),
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
        <RowActions>
          <button type="button" aria-label={`Preview ${row.name}`} title="Preview" onClick={() => actions.preview(row)}>
            <PreviewIcon />
          </button>
          {actions.canWrite && (
            <button type="button" aria-label={`Clone ${row.name}`} title="Clone" onClick={() => actions.clone(row)}>
              <CloneIcon />
            </button>
          )}
          {actions.canWrite &&
            (row.approved ? (
              // An approved plan is never edited (spec §4); the gap keeps each action in its place.
              <span className="gap" />
            ) : (
              <button type="button" aria-label={`Edit ${row.name}`} title="Edit" onClick={() => actions.edit(row)}>
                <EditIcon />
              </button>
            ))}
        </RowActions>
      ),
    },
  ];
}
