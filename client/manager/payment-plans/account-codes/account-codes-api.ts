import type { z } from 'zod';
import type { AccountCodeSchema, AccountCodeUpdateSchema } from '../../../../shared/payment-plans/schema';
import type { AccountCode } from '../../../../shared/payment-plans/types';
import { getJson, requestJson } from '../../../api/http';

/** The account codes screen's calls (`/api/ledger_types/`), one function each. */
export const accountCodesApi = {
  list: (signal?: AbortSignal) => getJson<AccountCode[]>('/api/ledger_types/', signal),
  create: (body: z.input<typeof AccountCodeSchema>) => requestJson<AccountCode>('POST', '/api/ledger_types/', body),
  update: (id: number, body: z.input<typeof AccountCodeUpdateSchema>) => requestJson<AccountCode>('PATCH', `/api/ledger_types/${id}/`, body),
};
