import { describe, expect, it } from '@jest/globals';
import type { LineFact } from '../../shared/ledger/ledger-view';
import { autopayDue } from '../../shared/payments/autopay-due';

const charge = (id: number, due: string, cents: number): LineFact => ({ id, kind: 'charge', amount_cents: cents, due_date: due, reverses_id: null, ledger_type: 'Charge' });
const payment = (id: number, on: string, cents: number): LineFact => ({ id, kind: 'payment', amount_cents: -cents, due_date: on, reverses_id: null, ledger_type: null });
const reversal = (id: number, of: LineFact): LineFact => ({ id, kind: 'reversal', amount_cents: -of.amount_cents, due_date: of.due_date, reverses_id: of.id, ledger_type: null });

const RENT = [charge(1, '2026-09-01', 80_000), charge(2, '2026-10-01', 80_000), charge(3, '2026-11-01', 80_000)];
const due = (lines: LineFact[], today: string, opts: Partial<{ pendingCents: number; since: string }> = {}) => autopayDue(lines, today, 'oldest_first', { pendingCents: 0, since: '2026-08-01', ...opts });

describe('what autopay charges on a day', () => {
  it('charges on a due date what is due by then, and nothing before it or on a later day of the same due date', () => {
    expect(due(RENT, '2026-08-31')).toBeNull();
    expect(due(RENT, '2026-09-01')).toEqual({ dueDate: '2026-09-01', amountCents: 80_000 });
    // Still open on the 2nd: the charge is the 1st's (the job charges once per lease and due date).
    expect(due(RENT, '2026-09-02')).toEqual({ dueDate: '2026-09-01', amountCents: 80_000 });
  });

  it('takes what is past due into the next due date’s charge, less what money covered and what is still confirming', () => {
    expect(due(RENT, '2026-10-01')).toEqual({ dueDate: '2026-10-01', amountCents: 160_000 });
    expect(due([...RENT, payment(4, '2026-09-05', 30_000)], '2026-10-01')).toEqual({ dueDate: '2026-10-01', amountCents: 130_000 });
    expect(due(RENT, '2026-10-01', { pendingCents: 100_000 })).toEqual({ dueDate: '2026-10-01', amountCents: 60_000 });
    expect(due(RENT, '2026-10-01', { pendingCents: 160_000 })).toBeNull();
  });

  it('charges nothing when the due date’s debt is paid, reversed, or fell due before autopay was turned on', () => {
    expect(due([...RENT, payment(4, '2026-08-20', 80_000)], '2026-09-01')).toBeNull();
    expect(due([...RENT, reversal(4, RENT[0]!)], '2026-09-01')).toBeNull();
    expect(due(RENT, '2026-09-20', { since: '2026-09-15' })).toBeNull();
    // The next due date after turning it on charges what is past due as well.
    expect(due(RENT, '2026-10-01', { since: '2026-09-15' })).toEqual({ dueDate: '2026-10-01', amountCents: 160_000 });
  });

  it('never charges more than the balance, nor less than an online payment may be', () => {
    // A credit left by an earlier overpayment lowers the charge.
    const credit = { ...charge(9, '2026-08-01', -5_000), kind: 'credit' as const, ledger_type: null };
    expect(due([...RENT, credit], '2026-09-01')).toEqual({ dueDate: '2026-09-01', amountCents: 75_000 });
    expect(due([charge(1, '2026-09-01', 50), charge(2, '2026-10-01', 80_000)], '2026-09-01')).toBeNull();
  });
});
