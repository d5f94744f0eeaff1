import { describe, expect, it } from '@jest/globals';
import { amountCents, balanceText, formatAmount, paymentHow } from '../../shared/ledger/my-balance';
import { nextDue } from '../../shared/ledger/next-due';

describe('My balance’s figures', () => {
  it('reads the API’s signed decimal text and shows a negative balance as a credit', () => {
    expect([amountCents('8000.00'), amountCents('-250.5'), amountCents('0.00'), amountCents('-0.07')]).toEqual([800000, -25050, 0, -7]);
    expect([balanceText('4500.00'), balanceText('-1000.00'), balanceText('0.00')]).toEqual(['$4,500.00', 'Credit $1,000.00', '$0.00']);
    expect(formatAmount('-3000.00')).toBe('-$3,000.00');
  });

  it('names how a payment was made, with its reference when there is one', () => {
    const payment = { id: 1, method: 'check' as const, reference: '1042', note: '', received_on: '2026-08-01' };
    expect([paymentHow(payment), paymentHow({ ...payment, method: 'cash', reference: '' })]).toEqual(['Check · Ref. 1042', 'Cash']);
  });

  it('finds what falls due next: the earliest open debt due today or later, with what else is open that day', () => {
    const lines = [
      { due_date: '2026-08-01', open: '100.00' }, // late: past due, not next
      { due_date: '2026-09-01', open: '0.00' }, // paid
      { due_date: '2026-10-01', open: '250.00' },
      { due_date: '2026-10-01', open: '50.50' },
      { due_date: '2026-11-01', open: '900.00' },
      { due_date: '2026-09-15', open: null }, // money, not a debt
    ];
    expect(nextDue(lines, '2026-08-20')).toEqual({ amount: '300.50', due_date: '2026-10-01', today: false });
    expect(nextDue(lines, '2026-11-01')).toEqual({ amount: '900.00', due_date: '2026-11-01', today: true });
    expect(nextDue(lines, '2026-11-02')).toBeNull();
  });
});
