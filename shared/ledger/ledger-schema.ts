import { z } from '../zod';
import { EARLIEST_TIME_ZONE, isIsoDate, isoToday } from '../dates';
import { idList, idParam } from '../schemas/common';
import { parseAmount } from '../money';
import { paymentDateAllowed } from './ledger-dates';
import { LEDGER_LIMITS as L, LEDGER_MESSAGES as M, PAYMENT_METHODS } from './ledger-texts';

const cents = (allowNegative: boolean) =>
  z
    .union([z.string(), z.number()], { error: M.amountRequired })
    .refine((v) => String(v).trim() !== '', { error: M.amountRequired, abort: true })
    .transform((v, ctx) => {
      const text = String(v).trim();
      const negative = text.startsWith('-');
      const parsed = parseAmount(negative ? text.slice(1) : text);
      if (parsed === null || parsed > L.amountCents) {
        ctx.addIssue({ code: 'custom', message: M.amountFormat });
        return z.NEVER;
      }
      if (negative && !allowNegative) {
        ctx.addIssue({ code: 'custom', message: M.amountPositive });
        return z.NEVER;
      }
      const value = negative ? -parsed : parsed;
      if (value === 0) {
        ctx.addIssue({ code: 'custom', message: allowNegative ? M.amountNotZero : M.amountPositive });
        return z.NEVER;
      }
      return value;
    });

const date = z.string({ error: M.dateRequired }).trim().min(1, { error: M.dateRequired, abort: true }).refine(isIsoDate, { error: M.dateFormat });
/**
 * A payment's date: no more than a year from today. The schema knows no company, so it counts from
 * the day furthest ahead anywhere (UTC+14): a bound against typos, never a day short for a company.
 */
const paymentDate = date.refine((d) => paymentDateAllowed(d, isoToday(new Date(), EARLIEST_TIME_ZONE)), { error: M.receivedTooFarAhead });
const text = (max: number) => z.string().trim().max(max, { error: M.textTooLong(max) });
const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: M.textTooLong(max) });

/** `POST /api/leases/{id}/payments/`. */
export const PaymentSchema = z.strictObject({
  amount: cents(false),
  received_on: paymentDate,
  method: z.enum(Object.keys(PAYMENT_METHODS) as [keyof typeof PAYMENT_METHODS], { error: M.methodRequired }),
  reference: text(L.reference).default(''),
  note: text(L.note).default(''),
});

/** `POST /api/leases/{id}/adjustments/`: positive adds to the balance, negative lowers it; its date within a year of the lease period (the service checks). */
export const AdjustmentSchema = z.strictObject({
  amount: cents(true),
  due_date: date,
  description: required(M.descriptionRequired, L.description),
  reason: required(M.reasonRequired, L.reason),
});

/** A reversal of a line or a payment. */
export const ReversalSchema = z.strictObject({ reason: required(M.reasonRequired, L.reason) });

export const LeaseLineParams = z.object({ id: idParam, lineId: idParam });
export const LeasePaymentParams = z.object({ id: idParam, paymentId: idParam });

/** `GET /api/collections/?property=1,2&lease_period=3`. */
export const CollectionsQuery = z.object({ property: idList.optional(), lease_period: idParam.optional() });

/** `GET /api/leases/{id}/statement/pdf/?from=&to=`. */
export const StatementQuery = z
  .object({ from: date.optional(), to: date.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: M.periodOrder, path: ['to'] });

/** The Idempotency-Key header a payment form sends once per form. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,100}$/;
