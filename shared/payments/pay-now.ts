import type { BalanceSplit } from '../ledger/balance-split';
import type { Amount } from '../ledger/ledger-types';
import { amountCents, balanceText, MY_BALANCE_PATH } from '../ledger/my-balance';
import { formatUsd } from '../money';
import { amountChoices, type FeeTerms, type OnlineMethod } from './fees';
import { ONLINE_PAYMENT_MESSAGES, PAYMENT_RETURN_TEXTS, type OnlinePaymentStatus } from './online-texts';

/**
 * Pay now on My balance (issue 48): the form's fields and words, what the page knows to offer it, and
 * the banner read on coming back from the provider's hosted page. The form posts to the page (works
 * without JavaScript); its confirm step shows the amount, the fee and the total before the tenant leaves.
 */

/** The query the provider sends the tenant back with: `?payment={id}`, and `&cancelled=1` from its Cancel. */
export const PAYMENT_RETURN_PARAM = 'payment';
export const PAYMENT_CANCELLED_PARAM = 'cancelled';

/** The form's fields: the amount chosen (an amount in dollars, or OTHER_AMOUNT), the other amount typed, the method, and which button. */
export const PAY_FIELDS = { lease: 'lease_id', amount: 'amount', other: 'other_amount', method: 'method', intent: 'intent' } as const;
export const OTHER_AMOUNT = 'other';
/** review: from the choice to the confirm step; pay: on to the provider; change: back to the choice. */
export const PAY_INTENTS = ['review', 'pay', 'change'] as const;
export type PayIntent = (typeof PAY_INTENTS)[number];

/** The amount a posted choice names, as typed: a listed amount, or the other amount (also when it was typed but its radio left unticked). */
export const postedAmountText = (amount: string, other: string): string => (amount === OTHER_AMOUNT || (!amount && other.trim()) ? other.trim() : amount);

export const PAY_NOW_TEXTS = {
  heading: 'Pay now',
  amountLegend: 'How much',
  choice: { pay_now: 'Everything due by today', past_due: 'The past-due amount', balance: 'The full balance' },
  other: 'Another amount',
  otherInput: 'Another amount, in dollars',
  otherHint: (most: string) => `At most ${most}`,
  methodLegend: 'Pay by',
  fee: 'Fee',
  total: 'Total',
  amount: 'Amount',
  noFee: 'no fee',
  /** What each method costs, said before anything is chosen (without JavaScript the total shows on the next step). */
  feeTerms: (card: string, ach: string) => `Card: ${card}. Bank account (ACH): ${ach}.`,
  cardFee: (percent: string) => `${percent}% fee`,
  achFee: (amount: string) => `${amount} fee`,
  review: 'Review payment',
  confirmHeading: 'Check your payment',
  confirmMethod: (method: string) => `Paying by ${method}`,
  hosted: 'You pay on the payment provider’s secure page: your card or bank details never reach this site.',
  goPay: 'Continue to payment',
  change: 'Change',
  checkAgain: 'Check again',
  /** How a student pays when online payments are on, beside the office's methods. */
  payHowOnline: (methods: string) => `Pay online below by card or bank account, or pay the leasing office by ${methods}: it records your payment here and mails you a receipt.`,
} as const;

/** The fee rules as a tenant reads them ('2.9% fee', '$1.50 fee', 'no fee'). */
export function feeTermsText(fees: FeeTerms): string {
  const card = fees.cardFeeBasisPoints ? PAY_NOW_TEXTS.cardFee(String(fees.cardFeeBasisPoints / 100)) : PAY_NOW_TEXTS.noFee;
  const ach = fees.achFeeCents ? PAY_NOW_TEXTS.achFee(formatUsd(fees.achFeeCents)) : PAY_NOW_TEXTS.noFee;
  return PAY_NOW_TEXTS.feeTerms(card, ach);
}

/** Online payments as My balance offers them: the fees, and per lease what may be paid now (the balance less bank payments still confirming). */
export type PayNowTerms = { fees: FeeTerms; payable: Record<number, number> };

/** One amount Pay now offers, with its label and its value as the form posts it (dollars). */
export type PayChoice = { key: 'pay_now' | 'past_due' | 'balance'; cents: number; label: string; value: string };

/** The amounts to offer: what is due now, the past-due part, the full balance (each once, never more than may be paid now). */
export function payChoices(split: Pick<BalanceSplit, 'past_due' | 'pay_now'>, balance: Amount, payableCents: number): PayChoice[] {
  const cap = (cents: number) => Math.min(cents, payableCents);
  return amountChoices({ pastDueCents: cap(amountCents(split.past_due)), payNowCents: cap(amountCents(split.pay_now)), balanceCents: cap(amountCents(balance)) }).map((c) => ({
    ...c,
    label: PAY_NOW_TEXTS.choice[c.key],
    value: (c.cents / 100).toFixed(2),
  }));
}

/** Where a payment stands as the page that the provider sent the tenant back to reads it; only the payment's own student gets one. */
export type PaymentReturn = { id: number; status: OnlinePaymentStatus; method: OnlineMethod; failure: string | null; balance: Amount; cancelled: boolean };

export type ReturnBanner = { tone: 'success' | 'info' | 'error'; text: string; /** A card payment the provider's webhook has not confirmed yet: look again. */ waiting: boolean };

/** The banner for a payment on its return: received with the new balance, a bank payment processing, a card payment not yet confirmed, failed, or cancelled. */
export function returnBanner(r: PaymentReturn): ReturnBanner {
  if (r.status === 'succeeded' || r.status === 'refunded') return { tone: 'success', text: PAYMENT_RETURN_TEXTS.received(balanceText(r.balance)), waiting: false };
  if (r.status === 'failed') return { tone: 'error', text: PAYMENT_RETURN_TEXTS.failed(r.failure ?? ONLINE_PAYMENT_MESSAGES.noReason), waiting: false };
  if (r.cancelled) return { tone: 'info', text: PAYMENT_RETURN_TEXTS.cancelled, waiting: false };
  if (r.method === 'ach') return { tone: 'info', text: PAYMENT_RETURN_TEXTS.processing, waiting: false };
  return { tone: 'info', text: PAYMENT_RETURN_TEXTS.waiting, waiting: true };
}

/** The page a payment comes back to. */
export const paymentReturnPath = (id: number) => `${MY_BALANCE_PATH}?${PAYMENT_RETURN_PARAM}=${id}`;

/** The API's reading of a payment's state that the waiting banner polls. */
export const paymentStatusUrl = (id: number) => `/api/tenant/payments/${id}/`;
