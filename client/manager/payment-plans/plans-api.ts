import type { z } from 'zod';
import type { NewPaymentPlanSchema } from '../../../shared/payment-plans/schema';
import type { PaymentPlan, PaymentPlanRow } from '../../../shared/payment-plans/types';
import { getJson, requestJson } from '../../api/http';

type NewPlan = z.input<typeof NewPaymentPlanSchema>;

/** Which plans to list: ids of properties and of lease periods (none given: no filter). */
export type PlanFilter = { propertyIds?: readonly number[]; leasePeriodIds?: readonly number[] };

function listUrl({ propertyIds, leasePeriodIds }: PlanFilter): string {
  const query = new URLSearchParams();
  if (propertyIds) query.set('property', propertyIds.join(','));
  if (leasePeriodIds) query.set('lease_period', leasePeriodIds.join(','));
  const text = query.toString().replaceAll('%2C', ',');
  return `/api/payment-plans/${text ? `?${text}` : ''}`;
}

/** The payment plans list's calls, one function each (bodies as the server's schemas take them). */
export const plansApi = {
  plans: (filter: PlanFilter, signal?: AbortSignal) => getJson<PaymentPlanRow[]>(listUrl(filter), signal),
  createPlan: (body: NewPlan) => requestJson<PaymentPlan>('POST', '/api/payment-plans/', body),
  clonePlan: (id: number, body: NewPlan) => requestJson<PaymentPlan>('POST', `/api/payment-plans/${id}/clone/`, body),
};
