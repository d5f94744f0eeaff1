import { useCallback, useEffect, useState } from 'react';
import { ASSIGNMENT_MESSAGES as M } from '../../../shared/messages';
import type { PaymentPlanAssignment, PaymentPlanRow } from '../../../shared/payment-plans/types';
import { withDetail } from '../../api/error-details';
import { useManager } from '../context';
import { gridRows, type GridRow } from './assignment-rows';
import { assignmentsApi } from './assignments-api';
import { withSaved } from './assignment-edits';

type Held = { key: string; rows: GridRow[]; plans: PaymentPlanRow[] };
const NONE: Held = { key: '', rows: [], plans: [] };

/**
 * The beds of a property with their plans for one lease period, and the period's plans, loaded
 * together whenever the choice changes; `loaded` once the current choice has answered. A failure is
 * the spec's snackbar (with the server's reason) and an empty grid.
 */
export function useAssignments(propertyId: number | null, leasePeriodId: number | null) {
  const { notify } = useManager();
  const key = propertyId && leasePeriodId ? `${propertyId}:${leasePeriodId}` : '';
  const [held, setHeld] = useState<Held>(NONE);

  const fetchBoth = useCallback(
    (signal?: AbortSignal) => {
      if (!propertyId || !leasePeriodId) return Promise.resolve(null);
      const loadKey = `${propertyId}:${leasePeriodId}`;
      return Promise.all([assignmentsApi.list(propertyId, leasePeriodId, signal), assignmentsApi.plans(propertyId, leasePeriodId, signal)]).then(
        ([rows, plans]) => {
          const fresh = { key: loadKey, rows: gridRows(rows), plans };
          setHeld(fresh);
          return fresh;
        },
        (err: unknown) => {
          if (signal?.aborted) return null;
          setHeld({ ...NONE, key: loadKey });
          notify({ tone: 'error', text: withDetail(M.loadFailed, err) });
          return null;
        },
      );
    },
    [propertyId, leasePeriodId, notify],
  );

  useEffect(() => {
    const abort = new AbortController();
    void fetchBoth(abort.signal);
    return () => abort.abort();
  }, [fetchBoth]);

  /** Loads the beds and plans afresh (after someone else's change); answers the rows, or null when that failed. */
  const reload = useCallback(() => fetchBoth().then((h) => h?.rows ?? null), [fetchBoth]);

  /** Puts a save's answer in place of the rows it saved. */
  const saved = useCallback((rows: PaymentPlanAssignment[]) => setHeld((h) => ({ ...h, rows: withSaved(h.rows, rows) })), []);

  const current = key && held.key === key ? held : null;
  return { key, rows: current?.rows ?? NONE.rows, plans: current?.plans ?? NONE.plans, loaded: current !== null, saved, reload };
}
