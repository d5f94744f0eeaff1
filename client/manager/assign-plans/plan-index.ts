import { PAYMENT_PLAN_TYPES, type PaymentPlanType } from '../../../shared/payment-plans/constants';
import type { PaymentPlanRow } from '../../../shared/payment-plans/types';

/** A plan as the screen names it: in a chip, a picker and an export. */
export type PlanChoice = { id: number; name: string; offered: boolean };

/** The lease period's plans, looked up once per load: by id, and the ones offered per tenant type. */
export type PlanIndex = {
  names: ReadonlyMap<number, string>;
  offered: Record<PaymentPlanType, readonly PaymentPlanRow[]>;
  offeredIds: Record<PaymentPlanType, ReadonlySet<number>>;
};

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/**
 * Indexes the plans: the cells then look names up by id. A type's offered plans (by name) are its
 * active ones, as the server decided `active` on the company's day (ADR 045), not the browser's.
 */
export function indexPlans(plans: readonly PaymentPlanRow[]): PlanIndex {
  const offered = {} as Record<PaymentPlanType, readonly PaymentPlanRow[]>;
  const offeredIds = {} as Record<PaymentPlanType, ReadonlySet<number>>;
  for (const type of PAYMENT_PLAN_TYPES) {
    offered[type] = plans.filter((p) => p.type === type && p.active).sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
    offeredIds[type] = new Set(offered[type].map((p) => p.id));
  }
  return { names: new Map(plans.map((p) => [p.id, p.name])), offered, offeredIds };
}

/** A plan's name; an id the list does not hold (deleted since) still reads as something. */
export const planName = (index: PlanIndex, id: number): string => index.names.get(id) ?? `Payment plan ${id}`;

/**
 * What a picker lists for a tenant type: the offered plans, then any plan the bed holds (saved or
 * pending) that is no longer offered: the server lets an assigned plan stay, so it can stay or go.
 */
export function pickerChoices(index: PlanIndex, type: PaymentPlanType, held: readonly number[]): PlanChoice[] {
  const offered = index.offered[type].map((p) => ({ id: p.id, name: p.name, offered: true }));
  const kept = held.filter((id) => !index.offeredIds[type].has(id)).map((id) => ({ id, name: planName(index, id), offered: false }));
  return [...offered, ...kept];
}
