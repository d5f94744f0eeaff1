import { useState } from 'react';
import { CONFLICT_MESSAGES, PAYMENT_PLAN_MESSAGES as M } from '../../../../shared/messages';
import type { PaymentPlan } from '../../../../shared/payment-plans/types';
import { errorDetail, withDetail } from '../../../api/error-details';
import { ApiError, fieldErrorLists } from '../../../../shared/api-errors';
import { useManager } from '../../context';
import { planApi } from './plan-api';
import { lacksSubPeriod, planFieldErrors, updateBody, type PlanDraft, type PlanFieldErrors } from './plan-draft';
import { splitServerErrors, type EntryErrors } from './plan-errors';

export type SaveProblems = {
  fields: PlanFieldErrors;
  entries: ReadonlyMap<number, EntryErrors>;
  /** Other messages of a refused save (for the whole plan). */
  other: string[];
  /** A 409: someone else saved (or approved) the plan since it was loaded; what was typed stays. */
  conflict: string | null;
};

const NONE: SaveProblems = { fields: {}, entries: new Map(), other: [], conflict: null };

/**
 * Save (spec §4): the fields are checked and every entry needs its sub period before anything is
 * sent; then the whole plan goes in one PUT with the version it was loaded at.
 */
export function usePlanSave(plan: PaymentPlan, onSaved: (plan: PaymentPlan) => void) {
  const { notify } = useManager();
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<SaveProblems>(NONE);

  const save = async (draft: PlanDraft) => {
    const fields = planFieldErrors(draft);
    const missing = lacksSubPeriod(draft);
    setProblems({ ...NONE, fields });
    if (missing) notify({ tone: 'error', text: M.subPeriodsMissing });
    if (missing || Object.keys(fields).length) return;
    const { body, keys } = updateBody(draft, plan.version);
    setSaving(true);
    try {
      const saved = await planApi.update(plan.id, body);
      onSaved(saved);
      notify({ tone: 'success', text: M.updated });
    } catch (err) {
      notify({ tone: 'error', text: withDetail(M.updateFailed, err) });
      if (err instanceof ApiError && err.status === 409) {
        setProblems({ ...NONE, conflict: errorDetail(err) ?? CONFLICT_MESSAGES.staleVersion });
      } else {
        const split = splitServerErrors(fieldErrorLists(err) ?? {}, keys);
        setProblems({ fields: split.plan, entries: split.entries, other: split.other, conflict: null });
      }
    } finally {
      setSaving(false);
    }
  };

  /** A field or entry changed: its old message no longer applies. */
  const clearField = (key: keyof PlanFieldErrors) => setProblems((p) => (p.fields[key] ? { ...p, fields: { ...p.fields, [key]: undefined } } : p));
  const clearEntry = (key: number) =>
    setProblems((p) => {
      if (!p.entries.has(key)) return p;
      const entries = new Map(p.entries);
      entries.delete(key);
      return { ...p, entries };
    });
  const dismissConflict = () => setProblems((p) => ({ ...p, conflict: null, other: [] }));

  return { save, saving, problems, clearField, clearEntry, dismissConflict };
}
