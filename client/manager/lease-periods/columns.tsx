import { Fragment } from 'react';
import type { Column } from 'react-data-grid';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { formatManagerDate } from '../../../shared/csv';
import { theme } from '../../ui/theme';
import type { FilterGridState } from '../components/FilterGrid';
import { actionsColumn, fittedColumns } from '../components/grid-columns';
import type { GridField } from '../components/grid-rows';
import { templatePaths } from '../documents/list/paths';
import { selectionScreenPath } from '../selection/paths';
import type { ContractTemplateKind } from '../../../shared/schemas/lease-periods';
import type { ManagerLeasePeriod } from '../../../shared/types/manager';

export type ColumnActions = {
  canWrite: boolean;
  toggle: (row: ManagerLeasePeriod, field: ToggleField, on: boolean) => void;
  editRenewals: (row: ManagerLeasePeriod) => void;
  editTemplates: (row: ManagerLeasePeriod, kind: ContractTemplateKind) => void;
  edit: (row: ManagerLeasePeriod) => void;
};

export type ToggleField = 'visible_to_managers' | 'visible' | 'open_to_renewals' | 'allow_same_bed_renewals';

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
  a { color: ${theme.color.action}; text-decoration: none; }
  a:hover, a:focus-visible { text-decoration: underline; }
  button { flex: none; border: 0; padding: 0; background: none; color: ${theme.color.action}; cursor: pointer; font: inherit; font-size: 0.85rem; text-decoration: underline; }
`;

/** A period's row actions: Edit, and the period's Room selection screen. */
const RowLinks = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 100%;
  a { color: ${theme.color.action}; font-size: 0.85rem; text-decoration: none; white-space: nowrap; }
  a:hover, a:focus-visible { text-decoration: underline; }
`;

/** The names of a period's templates, as the grid, its filter and the exports show them. */
const templateNames = (list: { name: string }[]) => list.map((t) => t.name).join(', ') || 'None';

const yesNo = (on: boolean) => (on ? 'Yes' : 'No');

export type LeasePeriodKey = 'name' | 'description' | 'semesters' | 'start_date' | 'end_date' | ToggleField | 'renewals' | 'contracts' | 'guarantor_contracts';

/** What the leasing switches and lists mean, in one line each (the headers are the spec's jargon). */
export const LEASE_PERIOD_HELP = {
  visible_to_managers: 'Shows the period’s beds on the Alerts screen’s Leasing at a glance.',
  visible: 'Shows the period on the property’s page, where students apply for it.',
  renewals: 'The periods whose tenants may renew into this one.',
  open_to_renewals: 'Only tenants of a valid renewal period may lease it; new students cannot apply.',
  allow_same_bed_renewals: 'Only current tenants renewing their own bed may lease it (shown as Same Bed Renewals); turning it on opens the period.',
} as const satisfies Partial<Record<LeasePeriodKey, string>>;

/** The grid's data columns, in order: the text each filters and sorts on and the exports write (dates as a manager reads them, sorted as dates). */
export const LEASE_PERIOD_FIELDS: GridField<ManagerLeasePeriod, LeasePeriodKey>[] = [
  { key: 'name', name: 'Period', text: (p) => p.name },
  { key: 'description', name: 'Description', text: (p) => p.description },
  { key: 'semesters', name: 'Subperiods', text: (p) => p.semesters.map((s) => s.name).join(', ') },
  { key: 'start_date', name: 'Start Date', text: (p) => formatManagerDate(p.start_date), order: (p) => p.start_date },
  { key: 'end_date', name: 'End Date', text: (p) => formatManagerDate(p.end_date), order: (p) => p.end_date },
  { key: 'visible_to_managers', name: 'Display on Manager Dashboard', text: (p) => yesNo(p.visible_to_managers), help: LEASE_PERIOD_HELP.visible_to_managers },
  { key: 'visible', name: 'Open to Leasing', text: (p) => yesNo(p.visible), help: LEASE_PERIOD_HELP.visible },
  { key: 'renewals', name: 'Valid Renewal Periods', text: (p) => p.periods_to_renew_from.map((r) => r.name).join(', '), help: LEASE_PERIOD_HELP.renewals },
  { key: 'open_to_renewals', name: 'Limit Leasing to Renewals', text: (p) => yesNo(p.open_to_renewals), help: LEASE_PERIOD_HELP.open_to_renewals },
  { key: 'allow_same_bed_renewals', name: 'Limit Leasing to Renewal Transfers', text: (p) => yesNo(p.allow_same_bed_renewals), help: LEASE_PERIOD_HELP.allow_same_bed_renewals },
  { key: 'contracts', name: 'Contract Templates', text: (p) => templateNames(p.contract_templates) },
  { key: 'guarantor_contracts', name: 'Guarantor Contract Templates', text: (p) => templateNames(p.guarantor_contract_templates) },
];

const toggleCell =
  (key: ToggleField, name: string, actions: ColumnActions): Column<ManagerLeasePeriod>['renderCell'] =>
  ({ row }) => (
    <input
      type="checkbox"
      role="switch"
      aria-label={`${name}: ${row.name}`}
      checked={row[key]}
      disabled={!actions.canWrite}
      onChange={(e) => actions.toggle(row, key, e.target.checked)}
    />
  );

const TEMPLATE_COLUMNS = { tenant: ['contracts', 'Contract Templates', 'contract_templates'], guarantor: ['guarantor_contracts', 'Guarantor Contract Templates', 'guarantor_contract_templates'] } as const;

/** A contract templates cell: each name opens that template's previewer; for managers a button opens the picker. */
function templatesCell(kind: ContractTemplateKind, actions: ColumnActions): Column<ManagerLeasePeriod>['renderCell'] {
  const [, name, field] = TEMPLATE_COLUMNS[kind];
  return ({ row }) => {
    const list = row[field];
    return (
      <Templates>
        <span title={templateNames(list)} {...(!list.length && { 'data-none': '' })}>
          {list.length
            ? list.map((t, i) => (
                <Fragment key={t.id}>
                  {i > 0 && ', '}
                  <Link to={templatePaths.preview(t.id)}>{t.name}</Link>
                </Fragment>
              ))
            : 'None'}
        </span>
        {actions.canWrite && (
          <button type="button" onClick={() => actions.editTemplates(row, kind)} aria-label={`Edit ${name.toLowerCase()} of ${row.name}`}>
            {list.length ? 'Edit' : 'Assign'}
          </button>
        )}
      </Templates>
    );
  };
}

const ACTIONS_WIDTH = 180;
/** The Period column stays in view (with the actions at the end) while the grid scrolls sideways. */
const FREEZE = { keys: ['name'], from: 600 } as const;
const DEFAULT_MIN = 130;
const MIN_WIDTHS: Record<LeasePeriodKey, number> = {
  ...(Object.fromEntries(LEASE_PERIOD_FIELDS.map((f) => [f.key, DEFAULT_MIN])) as Record<LeasePeriodKey, number>),
  name: 190,
  description: 200,
  semesters: 170,
  renewals: 200,
  visible_to_managers: 150,
  allow_same_bed_renewals: 160,
  contracts: 190,
  guarantor_contracts: 190,
};

/** The grid's columns (2-manager-settings.md §2, lease periods screen). */
export function leasePeriodColumns(grid: FilterGridState<ManagerLeasePeriod>, actions: ColumnActions): Column<ManagerLeasePeriod>[] {
  const cells: Partial<Record<LeasePeriodKey, Column<ManagerLeasePeriod>['renderCell']>> = {
    name: ({ row }) => <strong>{row.name}</strong>,
    visible_to_managers: toggleCell('visible_to_managers', 'Display on Manager Dashboard', actions),
    visible: toggleCell('visible', 'Open to Leasing', actions),
    renewals: ({ row }) => (
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
    open_to_renewals: toggleCell('open_to_renewals', 'Limit Leasing to Renewals', actions),
    allow_same_bed_renewals: toggleCell('allow_same_bed_renewals', 'Limit Leasing to Renewal Transfers', actions),
    contracts: templatesCell('tenant', actions),
    guarantor_contracts: templatesCell('guarantor', actions),
  };
  // Columns are fitted to a wide grid and keep a readable minimum (the grid scrolls) on smaller screens.
  const data = fittedColumns({ fields: LEASE_PERIOD_FIELDS, widths: MIN_WIDTHS, width: grid.width, reserved: ACTIONS_WIDTH, header: grid.header, cells, frozen: FREEZE });
  const edit = (row: ManagerLeasePeriod) =>
    actions.canWrite ? (
      <RowLinks>
        <button type="button" onClick={() => actions.edit(row)} aria-label={`Edit ${row.name}`}>
          Edit
        </button>
        <Link to={selectionScreenPath(row.id)} aria-label={`Room selection of ${row.name}`}>
          Room selection
        </Link>
      </RowLinks>
    ) : null;
  return [...data, actionsColumn(ACTIONS_WIDTH, edit, 'Actions')];
}
