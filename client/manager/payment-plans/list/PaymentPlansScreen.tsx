import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { SETTINGS_DIALOG_RESET_MS } from '../../../../shared/payment-plans/constants';
import type { PaymentPlan, PaymentPlanRow } from '../../../../shared/payment-plans/types';
import { PAYMENT_PLAN_MESSAGES } from '../../../../shared/messages';
import { PrimaryButton } from '../../../ui/form';
import { ExportMenu, FilterGrid, useFilterGrid } from '../../components/FilterGrid';
import { newestFirst } from '../../components/grid-rows';
import { useLoad } from '../../components/use-load';
import { ScreenBar } from '../../components/ScreenBar';
import { useManager } from '../../context';
import { useFadingDialog } from '../../components/use-fading-dialog';
import { plansApi } from '../plans-api';
import { PLAN_CHOICES, planColumns } from './columns';
import { LeasePeriodPicker } from './LeasePeriodPicker';
import { planPaths } from './paths';
import { PlanDialog, type PlanDialogMode } from './PlanDialog';
import { PLAN_FIELDS } from './plan-rows';
import { useLeasePeriods } from './use-lease-periods';

const Bar = styled(ScreenBar)`
  @media (max-width: 600px) { h1 { flex-basis: 100%; } > * { flex: 1 1 auto; } button { text-align: center; } }
`;

const NONE: PaymentPlanRow[] = [];

/** Payment plans (2-manager-settings.md §2): by property and lease period, grid, add, clone, preview, edit. */
export function PaymentPlansScreen() {
  const { canWrite, notify, selectedPropertyIds } = useManager();
  const navigate = useNavigate();
  const [deselected, setDeselected] = useState<Set<number>>(() => new Set());
  const { dialog, open: openDialog, close: closeDialog, dismiss: dismissDialog } = useFadingDialog<PlanDialogMode>(SETTINGS_DIALOG_RESET_MS);
  const { periods } = useLeasePeriods(selectedPropertyIds);
  const propertyKey = selectedPropertyIds.join(',');

  // The selected properties' plans come from the server; the lease period choice filters them here, at once.
  const load = useLoad(propertyKey || null, (signal) => plansApi.plans({ propertyIds: selectedPropertyIds }, signal), {
    onFailed: () => notify({ tone: 'error', text: PAYMENT_PLAN_MESSAGES.loadListFailed }),
  });
  const rows = load.data ?? NONE;
  const inPeriods = useMemo(() => (deselected.size ? rows.filter((r) => !deselected.has(r.lease_period_id)) : rows), [rows, deselected]);
  const grid = useFilterGrid(inPeriods, PLAN_FIELDS, { tie: newestFirst, choices: PLAN_CHOICES });

  const saved = (plan: PaymentPlan, cloned: boolean) => {
    // The list is left for the new plan's editor (spec §4); coming back loads it afresh.
    dismissDialog();
    notify({ tone: 'success', text: cloned ? PAYMENT_PLAN_MESSAGES.cloned : PAYMENT_PLAN_MESSAGES.created });
    navigate(planPaths.edit(plan.id));
  };

  const columns = planColumns(grid, {
    canWrite,
    edit: (row) => navigate(planPaths.edit(row.id)),
    clone: (row) => openDialog({ kind: 'clone', source: row }),
    preview: (row) => navigate(planPaths.preview(row.id)),
  });

  const noPeriod = periods.length > 0 && periods.every((p) => deselected.has(p.id));
  const emptyText = noPeriod ? 'Choose a lease period to see its payment plans.' : grid.filtering || deselected.size ? 'No payment plans match these filters.' : 'No payment plans yet.';

  return (
    <>
      <Bar>
        <h1>Payment Plans</h1>
        <LeasePeriodPicker periods={periods} deselected={deselected} onChange={setDeselected} />
        <ExportMenu onExport={(kind) => grid.exportAs(kind, 'payment-plans')} disabled={!grid.shown.length} />
        {canWrite && (
          <PrimaryButton type="button" onClick={() => openDialog({ kind: 'new' })}>
            Add Payment Plan
          </PrimaryButton>
        )}
      </Bar>
      {!propertyKey ? (
        <p>Choose a property in the selector above to see its payment plans.</p>
      ) : (
        <FilterGrid
          grid={grid}
          label="Payment plans"
          columns={columns}
          loaded={load.loaded}
          onOpen={(row) => navigate(planPaths.preview(row.id))}
          empty={emptyText}
        />
      )}
      {dialog && <PlanDialog key={dialog.key} mode={dialog.mode} closing={dialog.closing} onClose={closeDialog} onSaved={(plan) => saved(plan, dialog.mode.kind === 'clone')} />}
    </>
  );
}
