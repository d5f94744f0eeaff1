import { z } from '../zod';
import { PAYMENT_METHODS, type PaymentMethod } from '../ledger/ledger-texts';
import { isPaymentMethod, PAYMENT_ORDERS, type PaymentOrder } from '../ledger/payment-terms';
import { acceptingReadOnly } from '../read-only-keys';
import { versionField } from '../schemas/version';
import { LEASE_TERMS_MESSAGES as M } from './texts';

/** A company's lease terms as `GET /api/lease-terms/` answers them; `version` is the company's (ADR 008). */
export type LeaseTerms = { organization_id: number; version: number; time_zone: string; accepted_payment_methods: PaymentMethod[]; payment_order: PaymentOrder };

/**
 * An IANA time zone this runtime knows (`Intl.supportedValuesOf('timeZone')`), or UTC, which that
 * list leaves out. Names are exact: a certificate prints the name as stored.
 */
export function isTimeZone(name: string): boolean {
  return name === 'UTC' || Intl.supportedValuesOf('timeZone').includes(name);
}

const orderKeys = Object.keys(PAYMENT_ORDERS) as [PaymentOrder, ...PaymentOrder[]];

/** `PUT /api/lease-terms/`: the terms saved whole, with the version the screen loaded. */
export const LeaseTermsSchema = z.strictObject({
  time_zone: z.string({ error: M.timeZoneRequired }).trim().min(1, { error: M.timeZoneRequired, abort: true }).refine(isTimeZone, { error: M.timeZoneUnknown }),
  // One message under the field, whichever item is wrong (not one per index).
  accepted_payment_methods: z
    .array(z.unknown(), { error: M.methodsRequired })
    .min(1, { error: M.methodsRequired, abort: true })
    // More entries than the catalog has methods must repeat one (or name an unknown one): refused before each is looked at.
    .max(Object.keys(PAYMENT_METHODS).length, { error: M.methodRepeated, abort: true })
    .refine((keys) => keys.every(isPaymentMethod), { error: M.methodUnknown, abort: true })
    .refine((keys) => new Set(keys).size === keys.length, { error: M.methodRepeated })
    // Kept in the catalog's order, as every reader lists them.
    .transform((keys) => (Object.keys(PAYMENT_METHODS) as PaymentMethod[]).filter((m) => keys.includes(m))),
  payment_order: z.enum(orderKeys, { error: M.orderRequired }),
  version: versionField,
});

/** The same, taking back what `GET` answered: its `organization_id` is ignored (docs/decisions/020-read-only-keys.md). */
export const LeaseTermsAsLoaded = acceptingReadOnly<LeaseTerms>()(LeaseTermsSchema, ['organization_id']);

export type LeaseTermsInput = z.input<typeof LeaseTermsSchema>;
