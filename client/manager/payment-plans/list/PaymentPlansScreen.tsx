import { useEffect, useMemo, useState } from 'react';
import { DataGrid, type SortColumn } from 'react-data-grid';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { SETTINGS_DIALOG_RESET_MS } from '../../../../shared/payment-plans/constants';
import type { PaymentPlan, PaymentPlanRow } from '../../../../shared/payment-plans/types';
import { PAYMENT_PLAN_MESSAGES } from '../../../../shared/messages';
import { PrimaryButton } from '../../../ui/form';
import { GridBox, GridEmpty, observeWidth, useGridStyles } from '../../components/grid';
import { ScreenBar } from '../../components/ScreenBar';
import { useManager } from '../../context';
import { useFadingDialog } from '../../components/use-fading-dialog';
import { plansApi } from '../plans-api';
import { planColumns } from './columns';
import { LeasePeriodPicker } from './LeasePeriodPicker';
import { planPaths } from './paths';
import { PlanDialog, type PlanDialogMode } from './PlanDialog';
import { indexPlans, shownPlans, type PlanFilters } from './plan-rows';
import { useLeasePeriods } from './use-lease-periods';

const Bar = styled(ScreenBar)`
  @media (max-width: 600px) { h1 { flex-basis: 100%; } > * { flex: 1 1 auto; } button { text-align: center; } }
`;

/** Payment plans (2-manager-settings.md §2): by property and lease period, grid, add, clone, preview, edit. */
export function PaymentPlansScreen() {
  useGridStyles();
  const { canWrite, notify, selectedPropertyIds } = useManager();
  const navigate = useNavigate();
  const [rows, setRows] = useState<PaymentPlanRow[]>([]);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [deselected, setDeselected] = useState<Set<number>>(() => new Set());
  const [sortColumns, setSortColumns] = useState<SortColumn[]>([]);
  const [filters, setFilters] = useState<PlanFilters>({});
  const [gridWidth, setGridWidth] = useState(0);
  const { dialog, open: openDialog, close: closeDialog, dismiss: dismissDialog } = useFadingDialog<PlanDialogMode>(SETTINGS_DIALOG_RESET_MS);
  const { periods } = useLeasePeriods(selectedPropertyIds);
  const propertyKey = selectedPropertyIds.join(',');

  // The selected properties' plans come from the server; the lease period choice filters them here, at once.
  useEffect(() => {
    if (!propertyKey) return;
    const abort = new AbortController();
    plansApi
      .plans({ propertyIds: propertyKey.split(',').map(Number) }, abort.signal)
      .then((list) => {
        setRows(list);
        setLoadedFor(propertyKey);
      })
      .catch(() => {
        if (abort.signal.aborted) return;
        setRows([]);
        setLoadedFor(propertyKey);
        notify({ tone: 'error', text: PAYMENT_PLAN_MESSAGES.loadListFailed });
      });
    return () => abort.abort();
  }, [propertyKey, notify]);

  const saved = (plan: PaymentPlan, cloned: boolean) => {
    // The list is left for the new plan's editor (spec §4); coming back loads it afresh.
    dismissDialog();
    notify({ tone: 'success', text: cloned ? PAYMENT_PLAN_MESSAGES.cloned : PAYMENT_PLAN_MESSAGES.created });
    navigate(planPaths.edit(plan.id));
  };

  const columns = useMemo(
    () =>
      planColumns({
        canWrite,
        filters,
        setFilter: (key, value) => setFilters((f) => ({ ...f, [key]: value })),
        edit: (row) => navigate(planPaths.edit(row.id)),
        clone: (row) => openDialog({ kind: 'clone', source: row }),
        preview: (row) => navigate(planPaths.preview(row.id)),
        gridWidth,
      }),
    [canWrite, filters, gridWidth, navigate, openDialog],
  );

  const loaded = loadedFor === propertyKey;
  const inPeriods = useMemo(() => (deselected.size ? rows.filter((r) => !deselected.has(r.lease_period_id)) : rows), [rows, deselected]);
  const index = useMemo(() => indexPlans(inPeriods), [inPeriods]);
  const shown = useMemo(() => shownPlans(index, filters, sortColumns[0]), [index, filters, sortColumns]);
  const filtering = Object.values(filters).some((q) => q?.trim());
  const noPeriod = periods.length > 0 && periods.every((p) => deselected.has(p.id));
  const emptyText = noPeriod ? 'Choose a lease period to see its payment plans.' : filtering || deselected.size ? 'No payment plans match these filters.' : 'No payment plans yet.';

  return (
    <>
      <Bar>
        <h1>Payment Plans</h1>
        <LeasePeriodPicker periods={periods} deselected={deselected} onChange={setDeselected} />
        {canWrite && (
          <PrimaryButton type="button" onClick={() => openDialog({ kind: 'new' })}>
            Add Payment Plan
          </PrimaryButton>
        )}
      </Bar>
      {!propertyKey ? (
        <p>Choose a property in the selector above to see its payment plans.</p>
      ) : (
        <GridBox ref={(el) => observeWidth(el, setGridWidth)}>
          <DataGrid
            aria-label="Payment plans"
            aria-busy={!loaded}
            columns={columns}
            rows={loaded ? shown : []}
            rowKeyGetter={(r) => r.id}
            headerRowHeight={78}
            rowHeight={44}
            sortColumns={sortColumns}
            onSortColumnsChange={(s) => setSortColumns(s.slice(-1))}
            defaultColumnOptions={{ sortable: true, resizable: true, minWidth: 60 }}
            onCellDoubleClick={({ row, column }) => column.key !== 'actions' && navigate(planPaths.preview(row.id))}
            renderers={{ noRowsFallback: loaded ? <GridEmpty>{emptyText}</GridEmpty> : null }}
          />
        </GridBox>
      )}
      {dialog && <PlanDialog key={dialog.key} mode={dialog.mode} closing={dialog.closing} onClose={closeDialog} onSaved={(plan) => saved(plan, dialog.mode.kind === 'clone')} />}
    </>
  );
}
