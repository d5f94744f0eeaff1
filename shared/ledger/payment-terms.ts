import { PAYMENT_METHODS, type PaymentMethod } from './ledger-texts';

/**
 * Terms of payment a company sets and the product enforces (issue 44): which methods it accepts
 * (the Record payment dialog and receipts offer only those) and in which order a payment is applied
 * to what is owed (the ledger's one allocation rule). A lease states both with the sentences below.
 */
export const PAYMENT_ORDERS = {
  oldest_first: 'Oldest charge first',
  fees_first: 'Fees and deposits before rent',
} as const;
export type PaymentOrder = keyof typeof PAYMENT_ORDERS;

export const DEFAULT_TIME_ZONE = 'America/Chicago';

export const isPaymentMethod = (key: unknown): key is PaymentMethod => typeof key === 'string' && Object.hasOwn(PAYMENT_METHODS, key);
export const isPaymentOrder = (key: unknown): key is PaymentOrder => typeof key === 'string' && Object.hasOwn(PAYMENT_ORDERS, key);

/** The accepted methods a company row holds (a JSON array), in the catalog's order; unknown keys are dropped. */
export function acceptedMethodsOf(json: string): PaymentMethod[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  const keys = new Set(Array.isArray(parsed) ? parsed.filter(isPaymentMethod) : []);
  return (Object.keys(PAYMENT_METHODS) as PaymentMethod[]).filter((k) => keys.has(k));
}

/** "Check, Bank transfer or Money order": the methods as a lease lists them. */
export function methodsSentence(methods: readonly PaymentMethod[]): string {
  const names = methods.map((m) => PAYMENT_METHODS[m]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** How a lease states the order a payment is applied in. */
export const PAYMENT_ORDER_SENTENCES: Record<PaymentOrder, string> = {
  oldest_first: 'each payment is applied to the oldest unpaid charge first, whatever its kind',
  // The rule of shared/ledger/ledger-view.ts allocate (ADR 025): what is due by the payment's date, fees and deposits first; then what falls due later.
  fees_first: 'each payment is applied first to unpaid fees and deposits due on or before the day it is received, oldest first, then to unpaid rent due by that day, oldest first, and any remainder to charges falling due later, in the order they fall due',
};
