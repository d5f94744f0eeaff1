import { useCallback, useEffect, useMemo, useState } from 'react';
import { DataGrid, type SortColumn } from 'react-data-grid';
import { styled } from 'styled-components';
import { PrimaryButton } from '../../ui/form';
import { theme } from '../../ui/theme';
import type { ContractTemplateKind, LeasePeriodAction } from '../../../shared/schemas/lease-periods';
import type { ManagerLeasePeriod, Semester } from '../../../shared/types/manager';
import { api } from '../api';
import { SecondaryButton } from '../components/Dialog';
import { GridBox, observeWidth, useGridStyles } from '../components/grid';
import { ScreenBar } from '../components/ScreenBar';
import { useManager } from '../context';
import { columnText, leasePeriodColumns, type ToggleField } from './columns';
import { ContractTemplatesDialog } from './ContractTemplatesDialog';
import { exportPeriodsCsv, exportPeriodsXlsx } from './exports';
import { LeasePeriodDialog } from './LeasePeriodDialog';
import { RenewalPicker } from './RenewalPicker';
import { SemestersDialog } from './SemestersDialog';

const ACTIONS: Record<ToggleField, [on: LeasePeriodAction, off: LeasePeriodAction] | null> = {
  visible: ['visible-to-tenants', 'invisible-to-tenants'],
  visible_to_managers: ['visible-to-managers', 'invisible-to-managers'],
  open_to_renewals: ['renewals-only', 'not-renewals-only'],
  allow_same_bed_renewals: null,
};

const Bar = styled(ScreenBar)`
  select { font: inherit; padding: 9px 10px; border-radius: ${theme.radius}; border: 1px solid ${theme.color.border}; }
  @media print { button, select { display: none; } }
`;

/** Lease periods of the first selected property: grid, toggles, renewal and contract template pickers, add/edit, exports. */
export function LeasePeriodsScreen() {
  useGridStyles();
  const { selectedPropertyIds, organization, notify, canWrite } = useManager();
  const propertyId = selectedPropertyIds[0];
  const property = organization.properties.find((p) => p.id === propertyId);
  const [rows, setRows] = useState<ManagerLeasePeriod[]>([]);
  const [semesters, setSemesters] = useState<Semester[]>([]);
  const [sortColumns, setSortColumns] = useState<SortColumn[]>([]);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [gridWidth, setGridWidth] = useState(0);
  const [dialog, setDialog] = useState<
    | { kind: 'edit'; period: ManagerLeasePeriod | null }
    | { kind: 'renewals'; period: ManagerLeasePeriod }
    | { kind: 'templates'; period: ManagerLeasePeriod; templates: ContractTemplateKind }
    | { kind: 'semesters' }
    | null
  >(null);

  const load = useCallback(() => {
    if (!propertyId) return;
    // Load failures are only logged (spec §8); the grid keeps what it had.
    api.leasePeriods(propertyId).then(setRows).catch((err) => console.error('lease periods', err));
    api.semesters().then(setSemesters).catch((err) => console.error('semesters', err));
  }, [propertyId]);
  useEffect(load, [load]);

  const replace = (period: ManagerLeasePeriod) => setRows((all) => all.map((r) => (r.id === period.id ? period : r)));

  const toggle = async (row: ManagerLeasePeriod, field: ToggleField, on: boolean) => {
    // Show the new state at once; the server's answer (with its side effects) replaces it, a failure restores it.
    replace({ ...row, [field]: on });
    try {
      const pair = ACTIONS[field];
      replace(pair ? await api.leasePeriodAction(row.id, on ? pair[0] : pair[1]) : await api.putLeasePeriod(row.id, { allow_same_bed_renewals: on }));
    } catch {
      replace(row);
      notify({ tone: 'error', text: `Couldn't update ${row.name}` });
    }
  };

  const columns = leasePeriodColumns({
    canWrite,
    filters,
    setFilter: (key, value) => setFilters((f) => ({ ...f, [key]: value })),
    toggle,
    editRenewals: (period) => setDialog({ kind: 'renewals', period }),
    editTemplates: (period, templates) => setDialog({ kind: 'templates', period, templates }),
    edit: (period) => setDialog({ kind: 'edit', period }),
    gridWidth,
  });

  const shown = useMemo(() => {
    const filtered = rows.filter((r) => Object.entries(filters).every(([key, q]) => !q || (columnText[key]?.(r) ?? '').toLowerCase().includes(q.toLowerCase())));
    if (!sortColumns.length) return filtered;
    const { columnKey, direction } = sortColumns[0]!;
    const text = columnText[columnKey];
    if (!text) return filtered;
    const sorted = [...filtered].sort((a, b) => text(a).localeCompare(text(b)));
    return direction === 'DESC' ? sorted.reverse() : sorted;
  }, [rows, filters, sortColumns]);

  if (!propertyId || !property) return <p>Choose a property in the selector above to see its lease periods.</p>;
  const fileName = `lease-periods-${property.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

  return (
    <>
      <Bar>
        <h1>Lease periods · {property.name}</h1>
        <SecondaryButton type="button" onClick={load}>
          Refresh
        </SecondaryButton>
        <select
          aria-label="More actions"
          value=""
          onChange={(e) => {
            const choice = e.target.value;
            if (choice === 'print') window.print();
            if (choice === 'csv') exportPeriodsCsv(shown, `${fileName}.csv`);
            if (choice === 'xlsx') void exportPeriodsXlsx(shown, `${fileName}.xlsx`);
          }}
        >
          <option value="">More…</option>
          <option value="print">Print</option>
          <option value="csv">Export to CSV</option>
          <option value="xlsx">Export to Excel</option>
        </select>
        {canWrite && (
          <>
            <SecondaryButton type="button" onClick={() => setDialog({ kind: 'semesters' })}>
              Semesters
            </SecondaryButton>
            <PrimaryButton type="button" onClick={() => setDialog({ kind: 'edit', period: null })}>
              Add Lease Period
            </PrimaryButton>
          </>
        )}
      </Bar>
      <GridBox ref={(el) => observeWidth(el, setGridWidth)}>
        <DataGrid
          aria-label="Lease periods"
          columns={columns}
          rows={shown}
          rowKeyGetter={(r) => r.id}
          // A few dozen rows at most: render every column, so each control is in the page for keyboards and search.
          enableVirtualization={false}
          headerRowHeight={78}
          rowHeight={44}
          sortColumns={sortColumns}
          onSortColumnsChange={(s) => setSortColumns(s.slice(-1))}
          defaultColumnOptions={{ sortable: true, resizable: true, minWidth: 110 }}
          onCellDoubleClick={({ row }) => canWrite && setDialog({ kind: 'edit', period: row })}
        />
      </GridBox>
      {dialog?.kind === 'edit' && (
        <LeasePeriodDialog
          period={dialog.period}
          propertyId={propertyId}
          semesters={semesters}
          onManageSemesters={() => setDialog({ kind: 'semesters' })}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            load();
          }}
        />
      )}
      {dialog?.kind === 'renewals' && (
        <RenewalPicker
          period={dialog.period}
          periods={rows}
          onClose={() => setDialog(null)}
          onSaved={(p) => {
            replace(p);
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'templates' && (
        <ContractTemplatesDialog
          period={dialog.period}
          kind={dialog.templates}
          onClose={() => setDialog(null)}
          onSaved={(p) => {
            replace(p);
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'semesters' && <SemestersDialog semesters={semesters} onChanged={load} onClose={() => setDialog(null)} />}
    </>
  );
}
