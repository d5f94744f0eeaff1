import { formatUsd } from '../money';
import type { OnlineMethod } from './fees';

/**
 * Online payments' words (issue 48): the methods a payment paid online is posted with, where a
 * payment stands, and what the API and screens say.
 */
export const ONLINE_PAYMENT_METHODS = { card_online: 'Card (online)', ach_online: 'Bank account (online)' } as const;
export type OnlinePaymentMethod = keyof typeof ONLINE_PAYMENT_METHODS;

/** The ledger method an online payment posts with. */
export const ledgerMethodOf = (method: OnlineMethod): OnlinePaymentMethod => (method === 'card' ? 'card_online' : 'ach_online');

/** An online method in a sentence: 'by card', 'by bank account'. */
export const ONLINE_METHOD_WORDS: Record<OnlineMethod, string> = { card: 'card', ach: 'bank account' };

/** What an online method is called where a tenant chooses one. */
export const ONLINE_METHOD_NAMES: Record<OnlineMethod, string> = { card: 'Card', ach: 'Bank account (ACH)' };

export const ONLINE_PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number];

export const ONLINE_STATUS_NAMES: Record<OnlinePaymentStatus, string> = { pending: 'Processing', succeeded: 'Paid', failed: 'Failed', refunded: 'Refunded' };

/** Where an online payment started: My balance, the end of signing, or an autopay charge. */
export type OnlinePaymentSource = 'checkout' | 'signing' | 'autopay';

export const ONLINE_PAYMENT_MESSAGES = {
  off: 'Online payments are not set up: pay the leasing office, which records your payment.',
  methodRequired: 'Choose card or bank account.',
  providerDown: 'The payment provider could not be reached. Nothing was charged: try again in a few minutes.',
  providerDownRefund: 'The payment provider could not be reached. Nothing was refunded: try again in a few minutes.',
  refundNotReverse: 'A payment made online is given back with Refund, through the payment provider, not reversed.',
  badSignature: 'The webhook signature does not verify.',
  providerRefused: (why: string) => `The payment provider refused: ${why}`,
  notOnline: 'Only a payment made online can be refunded here: reverse a recorded payment instead.',
  refundTooLarge: (kept: number) => `Refund at most ${formatUsd(kept)}, what is left of this payment.`,
  nothingToRefund: 'This payment has nothing left to refund.',
  notSucceeded: 'Only a payment that went through can be refunded.',
  /** The reversal line's reason for each way money goes back. */
  refundReason: (amount: number, reason: string) => `Refunded ${formatUsd(amount)}: ${reason}`,
  providerRefundReason: 'refunded at the payment provider',
  returnedReason: (why: string) => `Returned by the bank: ${why}`,
  failedReason: (why: string) => `Payment failed: ${why}`,
  noReason: 'no reason given',
  pageExpired: 'The payment page expired before it was used: nothing was charged.',
} as const;

/** What the tenant reads on coming back from the provider's page. */
export const PAYMENT_RETURN_TEXTS = {
  received: (balance: string) => `Payment received — your balance is now ${balance}`,
  processing: 'Payment processing — bank payments take a few days',
  failed: (why: string) => `Payment failed: ${why}`,
  cancelled: 'Payment cancelled — nothing was charged.',
  waiting: 'Payment submitted — confirming with the payment provider…',
} as const;

/** The end of signing's offer to pay what is due (issue 48). */
export const PAY_AT_SIGNING_TEXTS = {
  title: 'Pay what is due now',
  intro: (amount: string) => `${amount} is due now: what your payment plan has due today, and anything already past due.`,
  payBy: (total: string, method: string) => `Pay ${total} by ${method}`,
  feeNote: (fee: string) => `includes a ${fee} fee`,
  noFee: 'no fee',
  starting: 'Opening the payment page…',
  later: 'Pay later on My balance',
} as const;
