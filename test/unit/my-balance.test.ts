import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { amountCents, balanceText, formatAmount, paymentHow } from '../../shared/ledger/my-balance';
import { balanceSplit } from '../../shared/ledger/balance-split';

describe('My balance’s figures', () => {
  it('reads the API’s signed decimal text and shows a negative balance as a credit', () => {
    expect([amountCents('8000.00'), amountCents('-250.5'), amountCents('0.00'), amountCents('-0.07')]).toEqual([800000, -25050, 0, -7]);
    expect([balanceText('4500.00'), balanceText('-1000.00'), balanceText('0.00')]).toEqual(['$4,500.00', 'Credit $1,000.00', '$0.00']);
    expect(formatAmount('-3000.00')).toBe('-$3,000.00');
  });

  it('names how a payment was made, with its reference when there is one', () => {
    const payment = { id: 1, method: 'check' as const, reference: '1042', note: '', received_on: '2026-08-01', online: null };
    expect([paymentHow(payment), paymentHow({ ...payment, method: 'cash', reference: '' })]).toEqual(['Check · Ref. 1042', 'Cash']);
    expect(paymentHow({ ...payment, method: 'card_online', reference: 'pi_123' })).toBe('Card (online) · Ref. pi_123');
  });

  it('splits what is owed by when: past due before today, due now today, each later date with its amount', () => {
    const lines = [
      { due_date: '2026-08-01', open: '100.00' }, // late
      { due_date: '2026-08-15', open: '20.00' }, // late
      { due_date: '2026-09-01', open: '0.00' }, // paid
      { due_date: '2026-10-01', open: '250.00' },
      { due_date: '2026-10-01', open: '50.50' },
      { due_date: '2026-11-01', open: '900.00' },
      { due_date: '2026-09-15', open: null }, // money, not a debt
      { due_date: '2026-09-16', open: '-5.00' }, // never counted as owed
    ];
    expect(balanceSplit(lines, '2026-08-20')).toEqual({
      past_due: '120.00',
      due_now: '0.00',
      pay_now: '120.00',
      later: [{ due_date: '2026-10-01', amount: '300.50' }, { due_date: '2026-11-01', amount: '900.00' }],
      later_total: '1200.50',
    });
    // On a due date, what falls due that day is due now, not late and not later.
    expect(balanceSplit(lines, '2026-10-01')).toEqual({ past_due: '120.00', due_now: '300.50', pay_now: '420.50', later: [{ due_date: '2026-11-01', amount: '900.00' }], later_total: '900.00' });
    expect(balanceSplit(lines, '2026-11-02')).toEqual({ past_due: '1320.50', due_now: '0.00', pay_now: '1320.50', later: [], later_total: '0.00' });
    expect(balanceSplit([], '2026-11-02')).toEqual({ past_due: '0.00', due_now: '0.00', pay_now: '0.00', later: [], later_total: '0.00' });
  });

  it('splits into parts that add up to the open debts: every open cent is in exactly one part', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ day: fc.integer({ min: 1, max: 28 }), cents: fc.integer({ min: 0, max: 1_000_000 }) })), fc.integer({ min: 1, max: 28 }), (debts, today) => {
        const iso = (d: number) => `2026-10-${String(d).padStart(2, '0')}`;
        const split = balanceSplit(debts.map((d) => ({ due_date: iso(d.day), open: (d.cents / 100).toFixed(2) })), iso(today));
        const open = debts.reduce((sum, d) => sum + d.cents, 0);
        expect(amountCents(split.past_due) + amountCents(split.due_now) + amountCents(split.later_total)).toBe(open);
        expect(split.later.reduce((sum, l) => sum + amountCents(l.amount), 0)).toBe(amountCents(split.later_total));
        expect(split.later.every((l) => l.due_date > iso(today))).toBe(true);
      }),
    );
  });
});
