import { formatUsd } from '../money';

/**
 * Online payments' fees and amounts (issue 48, docs/decisions/042-online-payments.md): the tenant sees
 * the fee and the total before going to the provider's page, and pays at most what they owe. Money is
 * whole cents throughout.
 */

export const ONLINE_METHODS = ['card', 'ach'] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

/** What the company charges on top of a payment: a percentage of a card payment (in basis points, 2.9 % = 290) and a flat bank-payment fee. */
export type FeeTerms = { cardFeeBasisPoints: number; achFeeCents: number };

/** Parses a percentage written as in PAYMENT_CARD_FEE_PERCENT ("2.9", "0", "3.25") into basis points; null when it is not one from 0 to 10 with at most two decimals. */
export function percentToBasisPoints(text: string): number | null {
  const m = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const points = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return points <= 1000 ? points : null;
}

/** The fee on a payment of `amountCents`: a card's percentage rounded half up to the cent, a bank payment's flat fee. */
export function paymentFee(amountCents: number, method: OnlineMethod, terms: FeeTerms): number {
  if (method === 'ach') return terms.achFeeCents;
  return Math.floor((amountCents * terms.cardFeeBasisPoints + 5_000) / 10_000);
}

/** The amount, its fee and what the tenant is charged in all. */
export function paymentTotal(amountCents: number, method: OnlineMethod, terms: FeeTerms): { amount: number; fee: number; total: number } {
  const fee = paymentFee(amountCents, method, terms);
  return { amount: amountCents, fee, total: amountCents + fee };
}

export const PAYMENT_AMOUNT_MESSAGES = {
  tooSmall: (min: number) => `Pay at least ${formatUsd(min)}.`,
  overBalance: (balance: number) => `Pay at most your balance, ${formatUsd(balance)}.`,
  nothingOwed: 'You owe nothing on this lease.',
} as const;

/** The least an online payment may be (a provider's own minimum is about this). */
export const MIN_ONLINE_PAYMENT_CENTS = 100;

/** Why the tenant may not pay `amountCents` online against a balance of `balanceCents`, or null when they may. */
export function paymentAmountRefusal(amountCents: number, balanceCents: number): string | null {
  if (balanceCents <= 0) return PAYMENT_AMOUNT_MESSAGES.nothingOwed;
  const least = Math.min(MIN_ONLINE_PAYMENT_CENTS, balanceCents);
  if (amountCents < least) return PAYMENT_AMOUNT_MESSAGES.tooSmall(least);
  if (amountCents > balanceCents) return PAYMENT_AMOUNT_MESSAGES.overBalance(balanceCents);
  return null;
}

/** The amounts My balance offers to pay: what is due now (past due and due today), the past-due part, the whole balance; each once, none of zero. */
export function amountChoices(split: { pastDueCents: number; payNowCents: number; balanceCents: number }): { key: 'pay_now' | 'past_due' | 'balance'; cents: number }[] {
  const choices = [
    { key: 'pay_now' as const, cents: split.payNowCents },
    { key: 'past_due' as const, cents: split.pastDueCents },
    { key: 'balance' as const, cents: split.balanceCents },
  ];
  const seen = new Set<number>();
  return choices.filter((c) => c.cents > 0 && !seen.has(c.cents) && (seen.add(c.cents), true));
}
