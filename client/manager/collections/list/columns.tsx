import type { Column } from 'react-data-grid';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { formatUsd } from '../../../../shared/money';
import { theme } from '../../../ui/theme';
import type { FilterGridState } from '../../components/FilterGrid';
import { fittedColumns } from '../../components/grid-columns';
import type { CollectionGridRow } from '../collections-api';
import { collectionPaths } from '../paths';
import { COLLECTION_TEXTS as T } from '../texts';
import { COLLECTION_FIELDS, MONEY_KEYS, moneyOf, type CollectionColumnKey, type MoneyKey } from './collection-rows';

const TenantLink = styled(Link)`
  color: ${theme.color.action};
  font-weight: 600;
  text-decoration: none;
  &:hover, &:focus-visible { text-decoration: underline; }
`;

/** Money lines up on the right; an amount owed late reads in the warning colour. */
const Money = styled.span<{ $late?: boolean }>`
  display: block;
  text-align: right;
  font-variant-numeric: tabular-nums;
  ${({ $late }) => $late && 'color: #A3124B; font-weight: 600;'}
`;

const LATE: readonly MoneyKey[] = ['past_due', 'd1_30', 'd31_60', 'd61_90', 'over_90'];

const moneyCell = (key: MoneyKey): Column<CollectionGridRow>['renderCell'] =>
  function MoneyCell({ row }) {
    const cents = moneyOf(row, key);
    return <Money $late={LATE.includes(key) && cents > 0}>{formatUsd(cents)}</Money>;
  };

const CELLS: Partial<Record<CollectionColumnKey, Column<CollectionGridRow>['renderCell']>> = {
  tenant: ({ row }) => <TenantLink to={collectionPaths.ledger(row.lease_id)}>{row.tenant_name}</TenantLink>,
  ...Object.fromEntries(MONEY_KEYS.map((k) => [k, moneyCell(k)])),
};

// Every column in view on a 1280 px screen beside the navigation, money columns just wide enough for $99,999.99.
const MIN_WIDTHS: Record<CollectionColumnKey, number> = { tenant: 150, property: 120, bed: 110, lease_period: 130, balance: 100, past_due: 100, not_yet_due: 100, current: 95, d1_30: 95, d31_60: 95, d61_90: 95, over_90: 100, last_payment_on: 105 };
// A narrow grid keeps the minimums and scrolls sideways, the tenant in view.
const FREEZE = { keys: ['tenant'], from: 600 } as const;

/** The list's columns, with the totals of the shown rows in the summary row under them. */
export function collectionColumns(grid: Pick<FilterGridState<CollectionGridRow>, 'width' | 'header'>, totals: Record<MoneyKey, number>): Column<CollectionGridRow>[] {
  return fittedColumns({ fields: COLLECTION_FIELDS, widths: MIN_WIDTHS, width: grid.width, header: grid.header, cells: CELLS, frozen: FREEZE }).map((column) => {
    const key = column.key as CollectionColumnKey;
    if (key === 'tenant') return { ...column, renderSummaryCell: () => <strong>{T.totals}</strong> };
    if (!(MONEY_KEYS as readonly string[]).includes(key)) return column;
    return { ...column, renderSummaryCell: () => <Money as="strong">{formatUsd(totals[key as MoneyKey])}</Money> };
  });
}
