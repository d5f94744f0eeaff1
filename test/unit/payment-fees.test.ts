import { describe, expect, it } from '@jest/globals';
import { amountChoices, MIN_ONLINE_PAYMENT_CENTS, paymentAmountRefusal, paymentFee, paymentTotal, percentToBasisPoints, PAYMENT_AMOUNT_MESSAGES as M } from '../../shared/payments/fees';

const terms = { cardFeeBasisPoints: 290, achFeeCents: 150 };

describe('online payment fees', () => {
  it('reads a card fee percentage as basis points, from 0 to 10 with at most two decimals', () => {
    expect(['0', '2.9', '3.25', '10', ' 1.5 '].map(percentToBasisPoints)).toEqual([0, 290, 325, 1000, 150]);
    expect(['10.01', '11', '-1', '2.999', 'abc', '', '1e2'].map(percentToBasisPoints)).toEqual([null, null, null, null, null, null, null]);
  });

  it('charges a card its percentage rounded half up to the cent, a bank payment its flat fee', () => {
    expect(paymentFee(10_000, 'card', terms)).toBe(290);
    // 2.9 % of $0.50 is 1.45 cents: one cent; of $0.52 it is 1.508: two cents.
    expect([paymentFee(50, 'card', terms), paymentFee(52, 'card', terms)]).toEqual([1, 2]);
    expect(paymentFee(123_456, 'ach', terms)).toBe(150);
    expect(paymentFee(99_999, 'card', { cardFeeBasisPoints: 0, achFeeCents: 0 })).toBe(0);
    expect(paymentTotal(88_889, 'card', terms)).toEqual({ amount: 88_889, fee: 2_578, total: 91_467 });
  });
});

describe('what a tenant may pay online', () => {
  it('refuses nothing owed, less than the least, and more than the balance', () => {
    expect(paymentAmountRefusal(5_000, 0)).toBe(M.nothingOwed);
    expect(paymentAmountRefusal(99, 50_000)).toBe(M.tooSmall(MIN_ONLINE_PAYMENT_CENTS));
    expect(paymentAmountRefusal(50_001, 50_000)).toBe(M.overBalance(50_000));
    expect(M.overBalance(50_000)).toBe('Pay at most your balance, $500.00.');
    expect([paymentAmountRefusal(100, 50_000), paymentAmountRefusal(50_000, 50_000)]).toEqual([null, null]);
    // A balance under the least may be paid off whole.
    expect([paymentAmountRefusal(40, 40), paymentAmountRefusal(39, 40)]).toEqual([null, M.tooSmall(40)]);
  });

  it('offers each distinct amount once: due now, past due, the whole balance', () => {
    expect(amountChoices({ pastDueCents: 30_000, payNowCents: 45_000, balanceCents: 90_000 })).toEqual([
      { key: 'pay_now', cents: 45_000 },
      { key: 'past_due', cents: 30_000 },
      { key: 'balance', cents: 90_000 },
    ]);
    expect(amountChoices({ pastDueCents: 30_000, payNowCents: 30_000, balanceCents: 30_000 })).toEqual([{ key: 'pay_now', cents: 30_000 }]);
    expect(amountChoices({ pastDueCents: 0, payNowCents: 0, balanceCents: 60_000 })).toEqual([{ key: 'balance', cents: 60_000 }]);
    expect(amountChoices({ pastDueCents: 0, payNowCents: 0, balanceCents: 0 })).toEqual([]);
  });
});
