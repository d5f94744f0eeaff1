import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { PrimaryButton } from '../../ui/form';
import { LEASE_PERIOD_MESSAGES as M, type ContractTemplateKind, type LeasePeriodAction } from '../../../shared/schemas/lease-periods';
import { SEASON_TEXTS } from '../../../shared/season-readiness/texts';
import { withDetail } from '../../api/error-details';
import type { ManagerLeasePeriod } from '../../../shared/types/manager';
import { api } from '../api';
import { SecondaryButton } from '../components/Dialog';
import { ExportMenu, FilterGrid, useFilterGrid } from '../components/FilterGrid';
import { useLoad } from '../components/use-load';
import { ScreenBar } from '../components/ScreenBar';
import { useManager } from '../context';
import { LEASE_PERIOD_FIELDS, leasePeriodColumns, type ToggleField } from './columns';
import { ContractTemplatesDialog } from './ContractTemplatesDialog';
import { LeasePeriodDialog } from './LeasePeriodDialog';
import { RenewalPicker } from './RenewalPicker';
import { SeasonReadinessPanel, type GapFixes } from './SeasonReadinessPanel';
import { SemestersDialog } from './SemestersDialog';

const ACTIONS: Record<ToggleField, [on: LeasePeriodAction, off: LeasePeriodAction] | null> = {
  visible: ['visible-to-tenants', 'invisible-to-tenants'],
  visible_to_managers: ['visible-to-managers', 'invisible-to-managers'],
  open_to_renewals: ['renewals-only', 'not-renewals-only'],
  allow_same_bed_renewals: null,
};

const Bar = styled(ScreenBar)`
  @media print { button, select { display: none; } }
`;

const NONE: ManagerLeasePeriod[] = [];

/**
 * Lease periods of the property the address names (`?property=`, as the season alert links) or else
 * the first selected one: season readiness, grid, toggles, renewal and contract template pickers,
 * add/edit, exports.
 */
export function LeasePeriodsScreen() {
  const { selectedPropertyIds, organization, notify, canWrite } = useManager();
  const [params] = useSearchParams();
  const asked = organization.properties.find((p) => p.id === Number(params.get('property')));
  const propertyId = asked?.id ?? selectedPropertyIds[0];
  const property = organization.properties.find((p) => p.id === propertyId);
  const [dialog, setDialog] = useState<
    | { kind: 'edit'; period: ManagerLeasePeriod | null }
    | { kind: 'renewals'; period: ManagerLeasePeriod }
    | { kind: 'templates'; period: ManagerLeasePeriod; templates: ContractTemplateKind }
    | { kind: 'semesters' }
    | null
  >(null);

  // Load failures are only logged (spec §8); the grid keeps what it had.
  const periods = useLoad(propertyId ? String(propertyId) : null, (signal) => api.leasePeriods(propertyId!, signal), { onFailed: (err) => console.error('lease periods', err) });
  const readiness = useLoad(propertyId ? `readiness-${propertyId}` : null, (signal) => api.seasonReadiness(propertyId!, signal), {
    onFailed: () => notify({ tone: 'error', text: SEASON_TEXTS.loadFailed }),
  });
  const semesterLoad = useLoad('semesters', (signal) => api.semesters(signal), { onFailed: (err) => console.error('semesters', err) });
  const rows = periods.data ?? NONE;
  const semesters = semesterLoad.data ?? [];
  const grid = useFilterGrid(rows, LEASE_PERIOD_FIELDS);
  const load = () => {
    void periods.reload();
    void semesterLoad.reload();
    void readiness.reload();
  };

  /** A period as the server answered it, in its row's place (a period just made: added). */
  const replace = (period: ManagerLeasePeriod) => periods.update((all) => (all.some((r) => r.id === period.id) ? all.map((r) => (r.id === period.id ? period : r)) : [...all, period]));
  /** A period the server answered after a change: shown, and its readiness asked again. */
  const saved = (period: ManagerLeasePeriod) => {
    replace(period);
    void readiness.reload();
  };

  const toggle = async (row: ManagerLeasePeriod, field: ToggleField, on: boolean) => {
    // Show the new state at once; the server's answer (with its side effects) replaces it, a failure restores it and says why.
    replace({ ...row, [field]: on });
    try {
      const pair = ACTIONS[field];
      saved(pair ? await api.leasePeriodAction(row.id, on ? pair[0] : pair[1]) : await api.putLeasePeriod(row.id, { allow_same_bed_renewals: on }));
      notify({ tone: 'success', text: M.saved });
    } catch (err) {
      replace(row);
      notify({ tone: 'error', text: withDetail(M.toggleFailed(row.name), err) });
    }
  };

  const fixes: GapFixes = canWrite
    ? {
        fix: (periodId, gap) => {
          const period = rows.find((r) => r.id === periodId);
          if (!period) return;
          if (gap === 'open_to_leasing') void toggle(period, 'visible', true);
          else setDialog({ kind: 'templates', period, templates: gap === 'tenant_templates' ? 'tenant' : 'guarantor' });
        },
      }
    : null;

  const columns = leasePeriodColumns(grid, {
    canWrite,
    toggle,
    editRenewals: (period) => setDialog({ kind: 'renewals', period }),
    editTemplates: (period, templates) => setDialog({ kind: 'templates', period, templates }),
    edit: (period) => setDialog({ kind: 'edit', period }),
  });

  if (!propertyId || !property) return <p>Choose a property in the selector above to see its lease periods.</p>;
  const fileName = `lease-periods-${property.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

  return (
    <>
      <Bar>
        <h1>Lease periods · {property.name}</h1>
        <SecondaryButton type="button" onClick={load}>
          Refresh
        </SecondaryButton>
        <ExportMenu print onExport={(kind) => grid.exportAs(kind, fileName)} />
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
      {readiness.data && <SeasonReadinessPanel periods={readiness.data} fixes={fixes} />}
      <FilterGrid
        grid={grid}
        label="Lease periods"
        columns={columns}
        loaded={periods.loaded}
        // A few dozen rows at most: render every column, so each control is in the page for keyboards and search.
        enableVirtualization={false}
        minColumnWidth={110}
        onOpen={(row) => canWrite && setDialog({ kind: 'edit', period: row })}
        empty="No lease periods yet."
      />
      {dialog?.kind === 'edit' && (
        <LeasePeriodDialog
          period={dialog.period}
          propertyId={propertyId}
          semesters={semesters}
          onManageSemesters={() => setDialog({ kind: 'semesters' })}
          onClose={() => setDialog(null)}
          onSaved={(period) => {
            setDialog(null);
            // The saved period shows at once, so a dialog opened again before the reload reads it, not the row before.
            if (period) replace(period);
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
            saved(p);
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
            saved(p);
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'semesters' && <SemestersDialog semesters={semesters} onChanged={load} onClose={() => setDialog(null)} />}
    </>
  );
}
