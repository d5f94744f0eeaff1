import { useCallback } from 'react';
import { ASSIGNMENT_MESSAGES as M } from '../../../shared/messages';
import type { PaymentPlanAssignment, PaymentPlanRow } from '../../../shared/payment-plans/types';
import { withDetail } from '../../api/error-details';
import { useLoad } from '../components/use-load';
import { useManager } from '../context';
import { gridRows, type GridRow } from './assignment-rows';
import { assignmentsApi } from './assignments-api';
import { withSaved } from './assignment-edits';

const NO_ROWS: GridRow[] = [];
const NO_PLANS: PaymentPlanRow[] = [];

/**
 * The beds of a property with their plans for one lease period, and the period's plans, loaded
 * together whenever the choice changes; `loaded` once the current choice has answered. A failure is
 * the spec's snackbar (with the server's reason) and an empty grid.
 */
export function useAssignments(propertyId: number | null, leasePeriodId: number | null) {
  const { notify } = useManager();
  const key = propertyId && leasePeriodId ? `${propertyId}:${leasePeriodId}` : '';
  const load = useLoad(
    key || null,
    async (signal) => {
      const [rows, plans] = await Promise.all([assignmentsApi.list(propertyId!, leasePeriodId!, signal), assignmentsApi.plans(propertyId!, leasePeriodId!, signal)]);
      return { rows: gridRows(rows), plans };
    },
    { onFailed: (err) => notify({ tone: 'error', text: withDetail(M.loadFailed, err) }) },
  );
  const { update, reload: reloadBoth } = load;

  /** Loads the beds and plans afresh (after someone else's change); answers the rows, or null when that failed. */
  const reload = useCallback(async () => (await reloadBoth())?.rows ?? null, [reloadBoth]);

  /** Puts a save's answer in place of the rows it saved. */
  const saved = useCallback((rows: PaymentPlanAssignment[]) => update((h) => ({ ...h, rows: withSaved(h.rows, rows) })), [update]);

  return { key, rows: load.data?.rows ?? NO_ROWS, plans: load.data?.plans ?? NO_PLANS, loaded: load.loaded, saved, reload };
}
