import { useCallback, useMemo, useState } from 'react';
import { ASSIGNMENT_MESSAGES as M } from '../../../shared/messages';
import type { AssignmentList } from '../../../shared/payment-plans/offered';
import type { PaymentPlanAssignment } from '../../../shared/payment-plans/types';
import { isStaleVersion } from '../../api/error-details';
import { ApiError, errorMessages } from '../../../shared/api-errors';
import { useManager } from '../context';
import { changedRows, pruneEdits, setList, type Edits } from './assignment-edits';
import type { GridRow } from './assignment-rows';
import { assignmentsApi } from './assignments-api';

const EMPTY: Edits = new Map();

/** The spec's failure text, then every reason the server gave (a detail, or a message per field). */
export function saveFailure(err: unknown): string {
  return err instanceof ApiError ? [`${M.updateFailed}.`, ...errorMessages(err)].join(' ') : M.updateFailed;
}

/**
 * The pending changes of the loaded beds (held per load: another property or lease period starts
 * without any) and their one save.
 */
export function useAssignmentEdits(load: {
  key: string;
  rows: readonly GridRow[];
  leasePeriodId: number | null;
  saved: (rows: PaymentPlanAssignment[]) => void;
  reload: () => Promise<readonly GridRow[] | null>;
}) {
  const { notify } = useManager();
  const { key, rows, leasePeriodId, saved, reload } = load;
  const [held, setHeld] = useState<{ key: string; edits: Edits }>({ key: '', edits: EMPTY });
  const [saving, setSaving] = useState(false);
  /** A save was refused because someone else changed some of the beds since they were loaded. */
  const [stale, setStale] = useState(false);
  const edits = held.key === key ? held.edits : EMPTY;
  const savedLists = useMemo(() => new Map<number, GridRow>(rows.map((r) => [r.id, r])), [rows]);

  /** Gives every bed of `ids` the plans `planIds` in one list. */
  const assign = useCallback(
    (ids: Iterable<number>, list: AssignmentList, planIds: readonly number[]) =>
      setHeld((h) => ({ key, edits: setList(h.key === key ? h.edits : EMPTY, savedLists, ids, list, planIds) })),
    [key, savedLists],
  );

  const discard = useCallback(() => {
    setHeld({ key, edits: EMPTY });
    setStale(false);
  }, [key]);

  const save = async () => {
    if (!edits.size || !leasePeriodId || saving) return;
    setSaving(true);
    try {
      saved(await assignmentsApi.save({ lease_period_id: leasePeriodId, rows: changedRows(edits, savedLists) }));
      setStale(false);
      // The screen takes no changes while a save is on its way: what was sent is all there was.
      setHeld({ key, edits: EMPTY });
      notify({ tone: 'success', text: M.updated });
    } catch (err) {
      notify({ tone: 'error', text: saveFailure(err) });
      if (isStaleVersion(err)) setStale(true);
    } finally {
      setSaving(false);
    }
  };

  /** Loads the beds as they are now, keeping the changes that still change something (Save then replaces theirs). */
  const catchUp = async () => {
    const fresh = await reload();
    if (!fresh) return;
    setHeld((h) => ({ key, edits: pruneEdits(h.key === key ? h.edits : EMPTY, new Map(fresh.map((r) => [r.id, r]))) }));
    setStale(false);
  };

  return { edits, dirty: edits.size > 0, saving, stale, assign, discard, save, catchUp };
}
