import type { CollectionRow, Ledger, LineRecorded, PaymentRecorded } from '../../../shared/ledger/ledger-types';
import { getJson, requestJson } from '../../api/http';

/** A Collections row keyed for the grid by its lease. */
export type CollectionGridRow = CollectionRow & { id: number };

/** What the payment and adjustment forms send, as typed (the server reads the amounts as decimal text). */
export type PaymentInput = { amount: string; received_on: string; method: string; reference: string; note: string };
export type RefundInput = { amount: string; reason: string };
export type AdjustmentInput = { amount: string; due_date: string; description: string; reason: string };

const lease = (id: number) => `/api/leases/${id}`;

/** The managers' calls for Collections and a lease's ledger (issue 28). */
export const collectionsApi = {
  list: async (propertyIds: readonly number[], signal?: AbortSignal): Promise<CollectionGridRow[]> =>
    (await getJson<CollectionRow[]>(`/api/collections/?property=${propertyIds.join(',')}`, signal)).map((row) => ({ ...row, id: row.lease_id })),
  ledger: (leaseId: number, signal?: AbortSignal) => getJson<Ledger>(`${lease(leaseId)}/ledger/`, signal),
  /** One key per opened form: a second submit of the same form records nothing new. Each write answers the ledger after it. */
  pay: (leaseId: number, body: PaymentInput, idempotencyKey: string) => requestJson<PaymentRecorded>('POST', `${lease(leaseId)}/payments/`, body, undefined, { 'Idempotency-Key': idempotencyKey }),
  reversePayment: (leaseId: number, paymentId: number, reason: string) => requestJson<LineRecorded>('POST', `${lease(leaseId)}/payments/${paymentId}/reverse/`, { reason }),
  /** Refunds part or all of an online payment through the provider (issue 48); answers the ledger after it. */
  refund: (leaseId: number, paymentId: number, body: RefundInput) => requestJson<Ledger>('POST', `${lease(leaseId)}/payments/${paymentId}/refund/`, body),
  reverseLine: (leaseId: number, lineId: number, reason: string) => requestJson<LineRecorded>('POST', `${lease(leaseId)}/lines/${lineId}/reverse/`, { reason }),
  adjust: (leaseId: number, body: AdjustmentInput) => requestJson<LineRecorded>('POST', `${lease(leaseId)}/adjustments/`, body),
  /** The statement PDF of the lines between two dates (either may be left out). */
  statementPdf: (leaseId: number, from: string, to: string) => {
    const query = new URLSearchParams(Object.entries({ from, to }).filter(([, v]) => v)).toString();
    return `${lease(leaseId)}/statement/pdf/${query ? `?${query}` : ''}`;
  },
};
