import type { Column, RenderHeaderCellProps } from 'react-data-grid';
import { renderHeaderCell, SelectColumn } from 'react-data-grid';
import { styled } from 'styled-components';
import { PAYMENT_PLAN_TYPES, type PaymentPlanType } from '../../../shared/payment-plans/constants';
import { theme } from '../../ui/theme';
import { BED_COLUMNS, FILTER_KEYS, type BedFilters, type BedKey, type FilterKey, type GridRow } from './assignment-rows';
import { PlanCell } from './PlanCell';
import type { PlanIndex } from './plan-index';

export type ColumnOptions = {
  /** Managers select beds and pick plans; maintenance staff only read. */
  canEdit: boolean;
  plans: PlanIndex;
  filters: BedFilters;
  choices: Record<FilterKey, string[]>;
  setFilter: (key: FilterKey, value: string) => void;
  pick: (row: GridRow, type: PaymentPlanType) => void;
  previewHref: (id: number) => string;
  preview: (id: number) => void;
  /** The grid's width in pixels, to fit the columns to it. */
  gridWidth: number;
};

const Head = styled.div`
  display: grid;
  gap: 4px;
  line-height: 1.2;
  padding: 6px 0;
  select { font: inherit; font-weight: 400; font-size: 0.8rem; padding: 3px 4px; border: 1px solid ${theme.color.border}; border-radius: 4px; width: 100%; background: #fff; }
`;

const FILTERED = new Set<string>(FILTER_KEYS);

function filterHeader(options: ColumnOptions) {
  return function Header(props: RenderHeaderCellProps<GridRow>) {
    const key = props.column.key as FilterKey;
    if (!FILTERED.has(key)) return renderHeaderCell(props);
    // The header sorts on click and on keys: the filter's own clicks and keys stay with the filter.
    const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();
    return (
      <Head>
        <span>{renderHeaderCell(props)}</span>
        <select aria-label={`Filter ${String(props.column.name)}`} value={options.filters[key] ?? ''} onChange={(e) => options.setFilter(key, e.target.value)} onClick={stop} onKeyDown={stop}>
          <option value="">All</option>
          {options.choices[key].map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </Head>
    );
  };
}

const MIN_WIDTHS: Record<BedKey, number> = { building: 110, floor: 76, unit: 76, unit_type: 104, room: 70, room_type: 110, bed: 60 };
const PLAN_WIDTH = 200;
const SELECT_WIDTH = 35;

/** The grid's columns: a checkbox (managers), the bed's place (sortable; four with filters), one per tenant type. */
export function assignmentColumns(options: ColumnOptions): Column<GridRow>[] {
  const { canEdit, plans, previewHref, preview, pick } = options;
  const minimum = Object.values(MIN_WIDTHS).reduce((a, b) => a + b, PAYMENT_PLAN_TYPES.length * PLAN_WIDTH + (canEdit ? SELECT_WIDTH : 0));
  // Fitted to a wide grid; on smaller screens the columns keep their minimum and the grid scrolls sideways.
  const scale = Math.max(1, options.gridWidth / minimum);
  const header = filterHeader(options);
  const beds: Column<GridRow>[] = BED_COLUMNS.map(({ key, name }) => ({ key, name, width: Math.floor(MIN_WIDTHS[key] * scale), renderHeaderCell: header }));
  const planColumns: Column<GridRow>[] = PAYMENT_PLAN_TYPES.map((type) => ({
    key: type,
    name: type,
    sortable: false,
    width: Math.floor(PLAN_WIDTH * scale),
    renderCell: ({ row, tabIndex }) => <PlanCell row={row} type={type} plans={plans} tabIndex={tabIndex} previewHref={previewHref} preview={preview} pick={canEdit ? pick : undefined} />,
  }));
  return [...(canEdit ? [SelectColumn as Column<GridRow>] : []), ...beds, ...planColumns];
}
