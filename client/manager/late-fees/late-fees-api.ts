import type { z } from 'zod';
import type { LateFeePolicy, LateFeePolicySchema } from '../../../shared/ledger/late-fee-policy';
import type { AccountCode } from '../../../shared/payment-plans/types';
import { getJson, requestJson } from '../../api/http';

/** Settings › Late Fees' calls: a property's policy, loaded and saved whole, and the company's account codes to choose from. */
export const lateFeesApi = {
  get: (propertyId: number, signal?: AbortSignal) => getJson<LateFeePolicy>(`/api/properties/${propertyId}/late-fee-policy/`, signal),
  save: (propertyId: number, body: z.input<typeof LateFeePolicySchema>) => requestJson<LateFeePolicy>('PUT', `/api/properties/${propertyId}/late-fee-policy/`, body),
  accountCodes: (signal?: AbortSignal) => getJson<AccountCode[]>('/api/ledger_types/', signal),
};
