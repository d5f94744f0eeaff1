import type { Column, RenderHeaderCellProps } from 'react-data-grid';
import { renderHeaderCell } from 'react-data-grid';
import { styled } from 'styled-components';
import { formatManagerDate } from '../../../shared/csv';
import { theme } from '../../ui/theme';
import type { ContractTemplateKind } from '../../../shared/schemas/lease-periods';
import type { ManagerLeasePeriod } from '../../../shared/types/manager';

export type Filters = Record<string, string>;

export type ColumnActions = {
  canWrite: boolean;
  filters: Filters;
  setFilter: (key: string, value: string) => void;
  toggle: (row: ManagerLeasePeriod, field: ToggleField, on: boolean) => void;
  editRenewals: (row: ManagerLeasePeriod) => void;
  editTemplates: (row: ManagerLeasePeriod, kind: ContractTemplateKind) => void;
  edit: (row: ManagerLeasePeriod) => void;
  /** The grid's width in pixels, to fit the columns to it. */
  gridWidth: number;
};

export type ToggleField = 'visible_to_managers' | 'visible' | 'open_to_renewals' | 'allow_same_bed_renewals';

const Head = styled.div`
  display: grid;
  gap: 4px;
  line-height: 1.2;
  padding: 6px 0;
  input { font: inherit; font-weight: 400; font-size: 0.8rem; padding: 3px 6px; border: 1px solid ${theme.color.border}; border-radius: 4px; width: 100%; }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  align-items: center;
  height: 100%;
  span { padding: 1px 8px; border-radius: 10px; background: #E8EEFF; color: #1F3FA6; font-size: 0.8rem; line-height: 1.6; }
  button { border: 0; background: none; color: ${theme.color.action}; cursor: pointer; font: inherit; font-size: 0.85rem; text-decoration: underline; }
`;

const Templates = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  height: 100%;
  span { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  span[data-none] { color: ${theme.color.muted}; }
  button { flex: none; border: 0; padding: 0; background: none; color: ${theme.color.action}; cursor: pointer; font: inherit; font-size: 0.85rem; text-decoration: underline; }
`;

/** The names of a period's templates, as the grid, its filter and the exports show them. */
const templateNames = (list: { name: string }[]) => list.map((t) => t.name).join(', ') || 'None';

/** The text a column filters and sorts on (and the exports write). */
export const columnText: Record<string, (p: ManagerLeasePeriod) => string> = {
  name: (p) => p.name,
  description: (p) => p.description,
  semesters: (p) => p.semesters.map((s) => s.name).join(', '),
  start_date: (p) => p.start_date,
  end_date: (p) => p.end_date,
  visible_to_managers: (p) => (p.visible_to_managers ? 'yes' : 'no'),
  visible: (p) => (p.visible ? 'yes' : 'no'),
  renewals: (p) => p.periods_to_renew_from.map((r) => r.name).join(', '),
  open_to_renewals: (p) => (p.open_to_renewals ? 'yes' : 'no'),
  allow_same_bed_renewals: (p) => (p.allow_same_bed_renewals ? 'yes' : 'no'),
  contracts: (p) => templateNames(p.contract_templates),
  guarantor_contracts: (p) => templateNames(p.guarantor_contract_templates),
};

function filterHeader(actions: ColumnActions) {
  return function Header(props: RenderHeaderCellProps<ManagerLeasePeriod>) {
    const key = props.column.key;
    return (
      <Head>
        <span>{renderHeaderCell(props)}</span>
        <input
          aria-label={`Filter ${String(props.column.name)}`}
          value={actions.filters[key] ?? ''}
          onChange={(e) => actions.setFilter(key, e.target.value)}
          onClick={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
        />
      </Head>
    );
  };
}

const toggleColumn = (key: ToggleField, name: string, actions: ColumnActions): Column<ManagerLeasePeriod> => ({
  key,
  name,
  renderCell: ({ row }) => (
    <input
      type="checkbox"
      role="switch"
      aria-label={`${name}: ${row.name}`}
      checked={row[key]}
      disabled={!actions.canWrite}
      onChange={(e) => actions.toggle(row, key, e.target.checked)}
    />
  ),
});

const TEMPLATE_COLUMNS = { tenant: ['contracts', 'Contract Templates', 'contract_templates'], guarantor: ['guarantor_contracts', 'Guarantor Contract Templates', 'guarantor_contract_templates'] } as const;

/** A contract templates column: the names, and for managers a button that opens the picker. */
function templatesColumn(kind: ContractTemplateKind, actions: ColumnActions): Column<ManagerLeasePeriod> {
  const [key, name, field] = TEMPLATE_COLUMNS[kind];
  return {
    key,
    name,
    renderCell: ({ row }) => {
      const text = columnText[key]!(row);
      return (
        <Templates>
          <span title={text} {...(!row[field].length && { 'data-none': '' })}>
            {text}
          </span>
          {actions.canWrite && (
            <button type="button" onClick={() => actions.editTemplates(row, kind)} aria-label={`Edit ${name.toLowerCase()} of ${row.name}`}>
              {row[field].length ? 'Edit' : 'Assign'}
            </button>
          )}
        </Templates>
      );
    },
  };
}

const DEFAULT_MIN = 130;
const MIN_WIDTHS: Record<string, number> = { name: 190, description: 200, semesters: 170, renewals: 200, visible_to_managers: 150, allow_same_bed_renewals: 160, contracts: 190, guarantor_contracts: 190 };

/** The grid's columns (2-manager-settings.md §2, lease periods screen). */
export function leasePeriodColumns(actions: ColumnActions): Column<ManagerLeasePeriod>[] {
  const columns: Column<ManagerLeasePeriod>[] = [
    { key: 'name', name: 'Period', renderCell: ({ row }) => <strong>{row.name}</strong> },
    { key: 'description', name: 'Description' },
    { key: 'semesters', name: 'Subperiods', renderCell: ({ row }) => columnText.semesters!(row) },
    { key: 'start_date', name: 'Start Date', renderCell: ({ row }) => formatManagerDate(row.start_date) },
    { key: 'end_date', name: 'End Date', renderCell: ({ row }) => formatManagerDate(row.end_date) },
    toggleColumn('visible_to_managers', 'Display on Manager Dashboard', actions),
    toggleColumn('visible', 'Open to Leasing', actions),
    {
      key: 'renewals',
      name: 'Valid Renewal Periods',
      renderCell: ({ row }) => (
        <Chips>
          {row.periods_to_renew_from.map((r) => (
            <span key={r.id}>{r.name}</span>
          ))}
          {actions.canWrite && (
            <button type="button" onClick={() => actions.editRenewals(row)} aria-label={`Edit valid renewal periods of ${row.name}`}>
              {row.periods_to_renew_from.length ? 'Edit' : 'Assign'}
            </button>
          )}
        </Chips>
      ),
    },
    toggleColumn('open_to_renewals', 'Limit Leasing to Renewals', actions),
    toggleColumn('allow_same_bed_renewals', 'Limit Leasing to Renewal Transfers', actions),
    templatesColumn('tenant', actions),
    templatesColumn('guarantor', actions),
    {
      key: 'actions',
      name: 'Actions',
      frozen: 'end',
      sortable: false,
      resizable: false,
      width: 90,
      renderCell: ({ row }) =>
        actions.canWrite ? (
          <button type="button" onClick={() => actions.edit(row)} aria-label={`Edit ${row.name}`}>
            Edit
          </button>
        ) : null,
    },
  ];
  // Columns are fitted to a wide grid and keep a readable minimum (the grid scrolls) on smaller screens.
  const minimum = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : (MIN_WIDTHS[c.key] ?? DEFAULT_MIN)), 0);
  const scale = Math.max(1, actions.gridWidth / minimum);
  return columns.map((c) => ({
    ...c,
    width: typeof c.width === 'number' ? c.width : Math.floor((MIN_WIDTHS[c.key] ?? DEFAULT_MIN) * scale),
    ...(c.key in columnText && { renderHeaderCell: filterHeader(actions) }),
  }));
}
