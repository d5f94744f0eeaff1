import type { z } from 'zod';
import type { PaymentPlanType } from '../../../../shared/payment-plans/constants';
import { centsToAmount, parseAmount } from '../../../../shared/money';
import { PaymentPlanUpdateSchema } from '../../../../shared/payment-plans/schema';
import { orderEntries } from '../../../../shared/payment-plans/totals';
import type { PaymentPlan } from '../../../../shared/payment-plans/types';

/** A ledger entry while it is edited: amounts in cents; `key` tells entries apart before they have ids. */
export type DraftEntry = {
  key: number;
  id?: number;
  sub_period_id: number | null;
  due_date: string;
  account_code_id: number;
  description: string;
  credit_cents: number;
  charge_cents: number;
};

/** The plan's own fields as the editor holds them ('' and null while unset). */
export type PlanFields = {
  property_id: number | null;
  lease_period_id: number | null;
  name: string;
  type: PaymentPlanType | '';
  effective_start_date: string;
  effective_end_date: string;
};

export type PlanDraft = PlanFields & { entries: DraftEntry[] };

export type PlanUpdateBody = z.input<typeof PaymentPlanUpdateSchema>;

/** The editor's starting point: the loaded plan, amounts read into cents. */
export function draftFromPlan(plan: PaymentPlan): PlanDraft {
  return {
    property_id: plan.property_id,
    lease_period_id: plan.lease_period_id,
    name: plan.name,
    type: plan.type ?? '',
    effective_start_date: plan.effective_start_date ?? '',
    effective_end_date: plan.effective_end_date ?? '',
    entries: plan.ledger_entries.map((e, i) => ({
      key: i + 1,
      id: e.id,
      sub_period_id: e.sub_period_id,
      due_date: e.due_date,
      account_code_id: e.account_code_id,
      description: e.description,
      // The API writes amounts as decimal text; anything unreadable counts as nothing rather than NaN.
      credit_cents: parseAmount(e.credit_amount) ?? 0,
      charge_cents: parseAmount(e.charge_amount) ?? 0,
    })),
  };
}

const clearSubPeriods = (entries: DraftEntry[]) => entries.map((e) => (e.sub_period_id === null ? e : { ...e, sub_period_id: null }));

/** Another property: its lease periods differ, so the lease period and every entry's sub period are cleared (spec §4). */
export function withProperty(draft: PlanDraft, propertyId: number | null): PlanDraft {
  if (propertyId === draft.property_id) return draft;
  return { ...draft, property_id: propertyId, lease_period_id: null, entries: clearSubPeriods(draft.entries) };
}

/** Another lease period: the entries' sub periods belonged to the old one and are cleared (spec §4). */
export function withLeasePeriod(draft: PlanDraft, leasePeriodId: number | null): PlanDraft {
  if (leasePeriodId === draft.lease_period_id) return draft;
  return { ...draft, lease_period_id: leasePeriodId, entries: clearSubPeriods(draft.entries) };
}

/** The key the next added entry gets. */
export const nextEntryKey = (entries: readonly DraftEntry[]) => entries.reduce((max, e) => Math.max(max, e.key), 0) + 1;

/** Whether any entry still lacks its sub period (the plan cannot be saved then, spec §5). */
export const lacksSubPeriod = (draft: PlanDraft) => draft.entries.some((e) => e.sub_period_id === null);

/**
 * The PUT body: the whole plan in ledger order, amounts as decimal text, and the keys of the entries
 * in the order sent (the server names an entry's errors by its index in that order).
 */
export function updateBody(draft: PlanDraft, version: number): { body: PlanUpdateBody; keys: number[] } {
  const ordered = orderEntries(draft.entries.map((e) => ({ ...e, account_code_id: e.account_code_id as number | null })));
  return {
    keys: ordered.map((e) => e.key),
    body: {
      property_id: draft.property_id as number,
      lease_period_id: draft.lease_period_id as number,
      name: draft.name,
      type: draft.type as PaymentPlanType,
      effective_start_date: draft.effective_start_date,
      effective_end_date: draft.effective_end_date,
      ledger_entries: ordered.map((e) => ({
        ...(e.id !== undefined && { id: e.id }),
        sub_period_id: e.sub_period_id,
        due_date: e.due_date,
        account_code_id: e.account_code_id as number,
        description: e.description,
        credit_amount: centsToAmount(e.credit_cents),
        charge_amount: centsToAmount(e.charge_cents),
      })),
      version,
    },
  };
}

export type PlanFieldKey = keyof PlanFields;
export type PlanFieldErrors = Partial<Record<PlanFieldKey, string>>;
const FIELD_KEYS: readonly PlanFieldKey[] = ['property_id', 'lease_period_id', 'name', 'type', 'effective_start_date', 'effective_end_date'];
export const isPlanField = (key: string): key is PlanFieldKey => (FIELD_KEYS as readonly string[]).includes(key);

/** The plan fields' messages, by the server's own schema (the entries are checked by their dialog and the sub period rule). */
export function planFieldErrors(draft: PlanDraft): PlanFieldErrors {
  const { body } = updateBody({ ...draft, entries: [] }, 1);
  const parsed = PaymentPlanUpdateSchema.safeParse(body);
  const errors: PlanFieldErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]);
    if (isPlanField(key)) errors[key] ??= issue.message;
  }
  return errors;
}
