import { describe, expect, it } from '@jest/globals';
import { PAYMENT_RETURN_TEXTS } from '../../shared/payments/online-texts';
import { feeTermsText, payChoices, postedAmountText, returnBanner, type PaymentReturn } from '../../shared/payments/pay-now';

describe('Pay now’s amounts', () => {
  it('offers what is due now, the past-due part and the full balance, each once, none more than may be paid now', () => {
    expect(payChoices({ past_due: '250.00', pay_now: '290.00' }, '8615.00', 861_500).map((c) => [c.key, c.value, c.label])).toEqual([
      ['pay_now', '290.00', 'Everything due by today'],
      ['past_due', '250.00', 'The past-due amount'],
      ['balance', '8615.00', 'The full balance'],
    ]);
    // Nothing late: what is due now only once beside the balance.
    expect(payChoices({ past_due: '0.00', pay_now: '40.00' }, '40.00', 4000).map((c) => c.key)).toEqual(['pay_now']);
    // A bank payment of $100.00 still confirming: the balance offered is what is left.
    expect(payChoices({ past_due: '250.00', pay_now: '250.00' }, '300.00', 20_000).map((c) => c.cents)).toEqual([20_000]);
  });

  it('reads the amount posted from its radio, or from Another amount (also typed with its radio left unticked)', () => {
    expect(postedAmountText('250.00', '')).toBe('250.00');
    expect(postedAmountText('other', ' 12.50 ')).toBe('12.50');
    expect(postedAmountText('', '12.50')).toBe('12.50');
    expect(postedAmountText('', '')).toBe('');
  });

  it('says what each method costs', () => {
    expect(feeTermsText({ cardFeeBasisPoints: 290, achFeeCents: 150 })).toBe('Card: 2.9% fee. Bank account (ACH): $1.50 fee.');
    expect(feeTermsText({ cardFeeBasisPoints: 0, achFeeCents: 0 })).toBe('Card: no fee. Bank account (ACH): no fee.');
  });
});

describe('the banner on coming back from the provider', () => {
  const back = (over: Partial<PaymentReturn>): PaymentReturn => ({ id: 1, status: 'pending', method: 'card', failure: null, balance: '120.00', cancelled: false, ...over });

  it('says received with the balance now, processing for a bank payment, waiting for a card not yet confirmed, failed with why, or cancelled', () => {
    expect(returnBanner(back({ status: 'succeeded' }))).toEqual({ tone: 'success', text: PAYMENT_RETURN_TEXTS.received('$120.00'), waiting: false });
    expect(returnBanner(back({ status: 'succeeded', balance: '-5.00' })).text).toBe('Payment received — your balance is now Credit $5.00');
    expect(returnBanner(back({ method: 'ach' }))).toEqual({ tone: 'info', text: 'Payment processing — bank payments take a few days', waiting: false });
    expect(returnBanner(back({}))).toEqual({ tone: 'info', text: PAYMENT_RETURN_TEXTS.waiting, waiting: true });
    expect(returnBanner(back({ status: 'failed', failure: 'Your card was declined.' }))).toEqual({ tone: 'error', text: 'Payment failed: Your card was declined.', waiting: false });
    expect(returnBanner(back({ status: 'failed' })).text).toBe('Payment failed: no reason given');
    expect(returnBanner(back({ cancelled: true }))).toEqual({ tone: 'info', text: PAYMENT_RETURN_TEXTS.cancelled, waiting: false });
    expect(returnBanner(back({ cancelled: true, method: 'ach' })).text).toBe(PAYMENT_RETURN_TEXTS.cancelled);
  });
});
