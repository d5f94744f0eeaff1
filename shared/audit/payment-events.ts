import { z } from '../zod';
import { ONLINE_PAYMENT_METHODS } from '../payments/online-texts';

const id = z.number().int();
const amount = z.string();
const method = z.enum(['card', 'ach']);
const ledgerMethod = z.enum(Object.keys(ONLINE_PAYMENT_METHODS) as [keyof typeof ONLINE_PAYMENT_METHODS, ...(keyof typeof ONLINE_PAYMENT_METHODS)[]]);

/**
 * Online payments' events (issue 48), recorded against the lease: a payment started with the
 * provider, posted, refunded, returned or failed; an autopay set up, turned on, charged or cancelled.
 */
export const PAYMENT_EVENTS = {
  'payment.start': { subject: 'leases', details: z.object({ online_payment_id: id, source: z.enum(['checkout', 'signing', 'autopay']), method, amount, fee: amount }) },
  'payment.fail': { subject: 'leases', details: z.object({ online_payment_id: id, reason: z.string() }) },
  'ledger.online_payment': { subject: 'leases', details: z.object({ online_payment_id: id, payment_id: id, line_id: id, amount, method: ledgerMethod, reference: z.string() }) },
  'ledger.refund': { subject: 'leases', details: z.object({ online_payment_id: id, line_id: id, reverses_id: id, kept_line_id: id.nullable(), amount, reason: z.string() }) },
  'ledger.payment_returned': { subject: 'leases', details: z.object({ online_payment_id: id, line_id: id, reverses_id: id, amount, reason: z.string() }) },
  'autopay.start': { subject: 'leases', details: z.object({ autopay_id: id, method }) },
  'autopay.activate': { subject: 'leases', details: z.object({ autopay_id: id, method }) },
  'autopay.charge': { subject: 'leases', details: z.object({ autopay_id: id, online_payment_id: id, due_date: z.string(), amount }) },
  'autopay.cancel': { subject: 'leases', details: z.object({ autopay_id: id }) },
} as const;
