import { describe, expect, it } from '@jest/globals';
import { PaymentSchema } from '../../shared/ledger/ledger-schema';
import { paymentFingerprint } from '../../server/services/ledger/payment-key';

describe('a payment’s fingerprint', () => {
  const payment = { lease_id: 7, amount_cents: 300000, received_on: '2026-08-01', method: 'check' as const, reference: '1042', note: '' };

  it('is the same for the same payment, written in any order, and differs for any other', () => {
    const parse = (body: Record<string, unknown>) => ({ lease_id: 7, ...PaymentSchema.parse(body) });
    const fingerprint = (body: Record<string, unknown>) => {
      const p = parse(body);
      return paymentFingerprint({ ...p, amount_cents: p.amount });
    };
    expect(fingerprint({ amount: '3000', received_on: '2026-08-01', method: 'check', reference: '1042' })).toBe(paymentFingerprint(payment));
    expect(fingerprint({ reference: ' 1042 ', method: 'check', received_on: '2026-08-01', amount: 3000, note: '' })).toBe(paymentFingerprint(payment));
    const others = [{ lease_id: 8 }, { amount_cents: 300001 }, { received_on: '2026-08-02' }, { method: 'cash' as const }, { reference: '1043' }, { note: 'x' }];
    const prints = new Set([payment, ...others.map((o) => ({ ...payment, ...o }))].map(paymentFingerprint));
    expect(prints.size).toBe(others.length + 1);
    // Fields are kept apart: a reference that ends where the note begins is not the same payment.
    expect(paymentFingerprint({ ...payment, reference: 'ab', note: 'c' })).not.toBe(paymentFingerprint({ ...payment, reference: 'a', note: 'bc' }));
  });
});
