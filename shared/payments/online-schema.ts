import { z } from '../zod';
import { LEDGER_LIMITS as L, LEDGER_MESSAGES as M } from '../ledger/ledger-texts';
import { parseAmount } from '../money';
import { idParam } from '../schemas/common';
import { ONLINE_METHODS } from './fees';
import { ONLINE_PAYMENT_MESSAGES as P } from './online-texts';

/** A positive amount in dollars and cents, as the ledger's forms take it, in cents. */
export const positiveCents = z
  .union([z.string(), z.number()], { error: M.amountRequired })
  .refine((v) => String(v).trim() !== '', { error: M.amountRequired, abort: true })
  .transform((v, ctx) => {
    const parsed = parseAmount(String(v).trim());
    if (parsed === null || parsed > L.amountCents) {
      ctx.addIssue({ code: 'custom', message: M.amountFormat });
      return z.NEVER;
    }
    if (parsed === 0) {
      ctx.addIssue({ code: 'custom', message: M.amountPositive });
      return z.NEVER;
    }
    return parsed;
  });

const method = z.enum(ONLINE_METHODS, { error: P.methodRequired });

/** `POST /api/tenant/payments/checkout/`. */
export const CheckoutSchema = z.strictObject({
  lease_id: idParam,
  amount: positiveCents,
  method,
  /** Where the tenant started: My balance, or the end of signing. */
  source: z.enum(['checkout', 'signing']).default('checkout'),
});

/** `POST /api/leases/{id}/payments/{paymentId}/refund/`. */
export const RefundSchema = z.strictObject({
  amount: positiveCents,
  reason: z.string({ error: M.reasonRequired }).trim().min(1, { error: M.reasonRequired }).max(L.reason, { error: M.textTooLong(L.reason) }),
});
