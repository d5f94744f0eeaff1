import type { z } from 'zod';
import type { PaymentPlanUpdateSchema } from '../../../../shared/payment-plans/schema';
import type { AccountCode, PaymentPlan } from '../../../../shared/payment-plans/types';
import { getJson, requestJson } from '../../../api/http';

/** The plan editor's calls (bodies as the server's schemas take them); lease periods come from the manager `api`. */
export const planApi = {
  plan: (id: number, signal?: AbortSignal) => getJson<PaymentPlan>(`/api/payment-plans/${id}/`, signal),
  update: (id: number, body: z.input<typeof PaymentPlanUpdateSchema>) => requestJson<PaymentPlan>('PUT', `/api/payment-plans/${id}/`, body),
  approve: (id: number) => requestJson<PaymentPlan>('POST', `/api/payment-plans/${id}/approve/`),
  accountCodes: (signal?: AbortSignal) => getJson<AccountCode[]>('/api/ledger_types/', signal),
};
