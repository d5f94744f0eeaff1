import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { agingBucket, allocate, isFeeOrDeposit, reversalProblem, summarize, withRunningBalance, type LineFact } from '../../shared/ledger/ledger-view';
import { PAYMENT_ORDERS, type PaymentOrder } from '../../shared/ledger/payment-terms';
import { LEDGER_TYPES } from '../../shared/payment-plans/constants';

const line = (id: number, kind: LineFact['kind'], amount_cents: number, due_date: string, reverses_id: number | null = null, ledger_type: LineFact['ledger_type'] = null): LineFact => ({ id, kind, amount_cents, due_date, reverses_id, ledger_type });
const typed = (id: number, ledger_type: LineFact['ledger_type'], amount_cents: number, due_date: string): LineFact => line(id, amount_cents > 0 ? 'charge' : 'credit', amount_cents, due_date, null, ledger_type);
const ORDERS = Object.keys(PAYMENT_ORDERS) as PaymentOrder[];

describe('the ledger’s arithmetic', () => {
  it('applies money to the oldest charges first and keeps an overpayment as a credit', () => {
    const lines = [line(1, 'charge', 50_000, '2026-09-01'), line(2, 'charge', 30_000, '2026-08-01'), line(3, 'payment', -40_000, '2026-08-15'), line(4, 'payment', -60_000, '2026-09-10')];
    const { allocated, balance } = summarize(lines, '2026-09-15', 'oldest_first');
    expect(allocated.allocations.get(3)).toEqual([{ line_id: 2, amount_cents: 30_000 }, { line_id: 1, amount_cents: 10_000 }]);
    expect(allocated.allocations.get(4)).toEqual([{ line_id: 1, amount_cents: 40_000 }]);
    expect(allocated.unapplied).toBe(20_000);
    expect(balance).toBe(-20_000);
  });

  it('ages what is open by days past due; a reversed payment leaves its charges open again', () => {
    const lines = [line(1, 'charge', 10_000, '2026-05-01'), line(2, 'charge', 10_000, '2026-07-20'), line(3, 'charge', 10_000, '2026-08-30'), line(4, 'charge', 10_000, '2026-09-30'), line(5, 'payment', -10_000, '2026-06-01'), line(6, 'reversal', 10_000, '2026-06-10', 5)];
    const s = summarize(lines, '2026-09-30', 'oldest_first');
    // 31, 72 and 152 days late; the charge due today is current.
    expect(s.aging).toEqual({ not_yet_due: 0, current: 10_000, d1_30: 0, d31_60: 10_000, d61_90: 10_000, over_90: 10_000 });
    expect(s.past_due).toBe(30_000);
    expect(s.balance).toBe(40_000);
    expect(reversalProblem(lines[4]!, lines)).toBe('alreadyReversed');
    expect(reversalProblem(lines[5]!, lines)).toBe('isReversal');
    expect(reversalProblem(lines[0]!, lines)).toBeNull();
  });

  it('buckets by whole days: due after today is not yet due, due today is current, 30 days late is 1–30, 31 is 31–60, 61 is 61–90, 91 is over 90', () => {
    expect(['2027-01-01', '2026-10-02'].map((d) => agingBucket(d, '2026-10-01'))).toEqual(['not_yet_due', 'not_yet_due']);
    expect(['2026-10-01', '2026-09-30', '2026-09-01', '2026-08-31', '2026-08-02', '2026-08-01', '2026-07-02', '2026-07-01'].map((d) => agingBucket(d, '2026-10-01'))).toEqual(['current', 'd1_30', 'd1_30', 'd31_60', 'd31_60', 'd61_90', 'over_90', 'over_90']);
  });

  it('keeps a charge that falls due after today out of current and out of past due', () => {
    const lines = [line(1, 'charge', 10_000, '2026-10-01'), line(2, 'charge', 20_000, '2026-10-02'), line(3, 'charge', 40_000, '2026-11-01')];
    const s = summarize(lines, '2026-10-01', 'oldest_first');
    expect(s.aging).toEqual({ not_yet_due: 60_000, current: 10_000, d1_30: 0, d31_60: 0, d61_90: 0, over_90: 0 });
    expect(s.past_due).toBe(0);
  });

  it('lists the lines by date with the balance after each', () => {
    const lines = [line(2, 'payment', -5_000, '2026-08-02'), line(1, 'charge', 12_000, '2026-08-01')];
    expect(withRunningBalance(lines).map((l) => [l.id, l.running_cents])).toEqual([[1, 12_000], [2, 7_000]]);
  });
});

/** Random ledgers: charges, credits, payments, signed adjustments, and reversals of earlier unreversed lines. */
const ledgers = fc
  .array(
    fc.record({
      kind: fc.constantFrom('charge', 'credit', 'payment', 'adjustment', 'reversal'),
      cents: fc.integer({ min: 1, max: 500_000 }),
      day: fc.integer({ min: 0, max: 400 }),
      sign: fc.boolean(),
      pick: fc.nat(),
      type: fc.constantFrom(...LEDGER_TYPES, null),
    }),
    { maxLength: 40 },
  )
  .map((steps) => {
    const lines: LineFact[] = [];
    for (const [i, step] of steps.entries()) {
      const due = new Date(Date.UTC(2026, 0, 1) + step.day * 86_400_000).toISOString().slice(0, 10);
      if (step.kind === 'reversal') {
        const candidates = lines.filter((l) => reversalProblem(l, lines) === null);
        if (!candidates.length) continue;
        const target = candidates[step.pick % candidates.length]!;
        lines.push(line(i + 1, 'reversal', -target.amount_cents, due, target.id));
        continue;
      }
      const amount = step.kind === 'charge' ? step.cents : step.kind === 'adjustment' ? (step.sign ? step.cents : -step.cents) : -step.cents;
      lines.push(line(i + 1, step.kind, amount, due, null, step.kind === 'payment' ? null : step.type));
    }
    return lines;
  });

describe('the order a payment is applied in', () => {
  // Rent of Aug 1 and Sep 1, a deposit due Aug 15 and a fee due Sep 20; a payment on Sep 5 of 600.00.
  const lines = [typed(1, 'Charge', 50_000, '2026-08-01'), typed(2, 'Deposit', 30_000, '2026-08-15'), typed(3, 'Charge', 50_000, '2026-09-01'), typed(4, 'Fee', 10_000, '2026-09-20'), line(5, 'payment', -60_000, '2026-09-05')];

  it('oldest first: the oldest charge first, whatever its kind', () => {
    expect(allocate(lines, 'oldest_first').allocations.get(5)).toEqual([{ line_id: 1, amount_cents: 50_000 }, { line_id: 2, amount_cents: 10_000 }]);
  });

  it('fees first: fees and deposits due by the payment’s date, then rent due by it, each oldest first; a fee due later waits its turn', () => {
    const { allocations, open } = allocate(lines, 'fees_first');
    expect(allocations.get(5)).toEqual([{ line_id: 2, amount_cents: 30_000 }, { line_id: 1, amount_cents: 30_000 }]);
    expect(open).toEqual(new Map([[1, 20_000], [2, 0], [3, 50_000], [4, 10_000]]));
    // A larger payment reaches the rent of Sep 1, then the fee due after the payment, oldest due first.
    const more = [...lines.slice(0, 4), line(5, 'payment', -135_000, '2026-09-05')];
    expect(allocate(more, 'fees_first').allocations.get(5)).toEqual([{ line_id: 2, amount_cents: 30_000 }, { line_id: 1, amount_cents: 50_000 }, { line_id: 3, amount_cents: 50_000 }, { line_id: 4, amount_cents: 5_000 }]);
  });

  it('fees first: a prepayment pays the next rent before a fee due after it', () => {
    const prepaid = [typed(1, 'Charge', 50_000, '2026-10-01'), typed(2, 'Fee', 10_000, '2026-11-01'), line(3, 'payment', -50_000, '2026-09-15')];
    expect(allocate(prepaid, 'fees_first').allocations.get(3)).toEqual([{ line_id: 1, amount_cents: 50_000 }]);
  });

  it('counts only Fee and Deposit codes as fees: an adjustment or a line of no code is rent', () => {
    expect(LEDGER_TYPES.filter((type) => isFeeOrDeposit({ ledger_type: type }))).toEqual(['Deposit', 'Fee']);
    expect(isFeeOrDeposit({ ledger_type: null })).toBe(false);
  });

  it('changes the aging the summary shows: the same lines seen under each order', () => {
    // On Oct 5: oldest first leaves the deposit (51 days late) open, fees first the rent of Aug 1 (65 days late).
    expect(summarize(lines, '2026-10-05', 'oldest_first').aging).toEqual({ not_yet_due: 0, current: 0, d1_30: 10_000, d31_60: 70_000, d61_90: 0, over_90: 0 });
    expect(summarize(lines, '2026-10-05', 'fees_first').aging).toEqual({ not_yet_due: 0, current: 0, d1_30: 10_000, d31_60: 50_000, d61_90: 20_000, over_90: 0 });
  });
});

describe('the ledger’s arithmetic, on random ledgers', () => {
  it.each(ORDERS)('keeps the balance the sum of the lines, and open debts less unapplied money equal to it (%s)', (order) => {
    fc.assert(
      fc.property(ledgers, fc.integer({ min: 0, max: 500 }), (lines, day) => {
        const today = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
        const s = summarize(lines, today, order);
        expect(s.balance).toBe(lines.reduce((sum, l) => sum + l.amount_cents, 0));
        const open = [...s.allocated.open.values()].reduce((a, b) => a + b, 0);
        expect(open - s.allocated.unapplied).toBe(s.balance);
        expect(Object.values(s.aging).reduce((a, b) => a + b, 0)).toBe(open);
        expect(s.past_due).toBeLessThanOrEqual(open);
      }),
      { numRuns: 300 },
    );
  });

  it.each(ORDERS)('never allocates more than a debt or a payment holds, nor a negative amount (%s)', (order) => {
    fc.assert(
      fc.property(ledgers, (lines) => {
        const { allocations, open } = allocate(lines, order);
        const byId = new Map(lines.map((l) => [l.id, l]));
        const toDebt = new Map<number, number>();
        for (const [moneyId, applied] of allocations) {
          const given = applied.reduce((sum, a) => sum + a.amount_cents, 0);
          expect(given).toBeLessThanOrEqual(-byId.get(moneyId)!.amount_cents);
          for (const a of applied) {
            expect(a.amount_cents).toBeGreaterThan(0);
            toDebt.set(a.line_id, (toDebt.get(a.line_id) ?? 0) + a.amount_cents);
          }
        }
        for (const [debtId, left] of open) {
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left + (toDebt.get(debtId) ?? 0)).toBe(byId.get(debtId)!.amount_cents);
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each(ORDERS)('leaves money unapplied only when no debt is open (%s)', (order) => {
    fc.assert(
      fc.property(ledgers, (lines) => {
        const { open, unapplied } = allocate(lines, order);
        if (unapplied > 0) expect([...open.values()].every((left) => left === 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('fees first: no money covers rent due by its date while a fee or deposit due by that date is still open', () => {
    fc.assert(
      fc.property(ledgers, (lines) => {
        const { allocations } = allocate(lines, 'fees_first');
        const byId = new Map(lines.map((l) => [l.id, l]));
        const covered = new Map<number, number>();
        // Replay the money as the rule takes it: oldest first, then as posted.
        const money = [...allocations.keys()].map((id) => byId.get(id)!).sort((a, b) => (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : a.id - b.id));
        for (const m of money) {
          for (const a of allocations.get(m.id)!) {
            const debt = byId.get(a.line_id)!;
            if (!isFeeOrDeposit(debt) && debt.due_date <= m.due_date) {
              const openFees = [...allocate(lines, 'fees_first').open.keys()]
                .map((id) => byId.get(id)!)
                .filter((d) => isFeeOrDeposit(d) && d.due_date <= m.due_date && (covered.get(d.id) ?? 0) < d.amount_cents);
              expect(openFees).toEqual([]);
            }
            covered.set(a.line_id, (covered.get(a.line_id) ?? 0) + a.amount_cents);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('fees first: each payment covers what is due by its date before anything due later, and the later debts oldest due first', () => {
    fc.assert(
      fc.property(ledgers, (lines) => {
        const { allocations } = allocate(lines, 'fees_first');
        const byId = new Map(lines.map((l) => [l.id, l]));
        for (const [moneyId, applied] of allocations) {
          const paidOn = byId.get(moneyId)!.due_date;
          const later = applied.map((a) => byId.get(a.line_id)!).map((d) => d.due_date > paidOn);
          // Once a payment reaches a debt due after its date, it covers nothing due by its date.
          expect(later).toEqual([...later].sort((a, b) => Number(a) - Number(b)));
          const laterDues = applied.map((a) => byId.get(a.line_id)!.due_date).filter((d) => d > paidOn);
          expect(laterDues).toEqual([...laterDues].sort());
        }
      }),
      { numRuns: 300 },
    );
  });

  it('oldest first and fees first agree when no debt is a fee or a deposit', () => {
    fc.assert(
      fc.property(ledgers, (lines) => {
        const rentOnly = lines.map((l) => ({ ...l, ledger_type: isFeeOrDeposit(l) ? ('Charge' as const) : l.ledger_type }));
        expect(allocate(rentOnly, 'fees_first')).toEqual(allocate(rentOnly, 'oldest_first'));
      }),
      { numRuns: 200 },
    );
  });

  it('refuses to reverse a line twice or to reverse a reversal', () => {
    fc.assert(
      fc.property(ledgers, (lines) => {
        for (const l of lines) {
          const reversals = lines.filter((r) => r.kind === 'reversal' && r.reverses_id === l.id);
          expect(reversals.length).toBeLessThanOrEqual(1);
          if (reversals.length) expect(reversalProblem(l, lines)).toBe('alreadyReversed');
          if (l.kind === 'reversal') expect(reversalProblem(l, lines)).toBe('isReversal');
        }
      }),
      { numRuns: 200 },
    );
  });
});
