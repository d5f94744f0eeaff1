import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { agingBucket, allocate, reversalProblem, summarize, withRunningBalance, type LineFact } from '../../shared/ledger/ledger-view';

const line = (id: number, kind: LineFact['kind'], amount_cents: number, due_date: string, reverses_id: number | null = null): LineFact => ({ id, kind, amount_cents, due_date, reverses_id });

describe('the ledger’s arithmetic', () => {
  it('applies money to the oldest charges first and keeps an overpayment as a credit', () => {
    const lines = [line(1, 'charge', 50_000, '2026-09-01'), line(2, 'charge', 30_000, '2026-08-01'), line(3, 'payment', -40_000, '2026-08-15'), line(4, 'payment', -60_000, '2026-09-10')];
    const { allocated, balance } = summarize(lines, '2026-09-15');
    expect(allocated.allocations.get(3)).toEqual([{ line_id: 2, amount_cents: 30_000 }, { line_id: 1, amount_cents: 10_000 }]);
    expect(allocated.allocations.get(4)).toEqual([{ line_id: 1, amount_cents: 40_000 }]);
    expect(allocated.unapplied).toBe(20_000);
    expect(balance).toBe(-20_000);
  });

  it('ages what is open by days past due; a reversed payment leaves its charges open again', () => {
    const lines = [line(1, 'charge', 10_000, '2026-05-01'), line(2, 'charge', 10_000, '2026-07-20'), line(3, 'charge', 10_000, '2026-08-30'), line(4, 'charge', 10_000, '2026-09-30'), line(5, 'payment', -10_000, '2026-06-01'), line(6, 'reversal', 10_000, '2026-06-10', 5)];
    const s = summarize(lines, '2026-09-30');
    // 31, 72 and 152 days late; the charge due today is current.
    expect(s.aging).toEqual({ current: 10_000, d1_30: 0, d31_60: 10_000, d61_90: 10_000, over_90: 10_000 });
    expect(s.past_due).toBe(30_000);
    expect(s.balance).toBe(40_000);
    expect(reversalProblem(lines[4]!, lines)).toBe('alreadyReversed');
    expect(reversalProblem(lines[5]!, lines)).toBe('isReversal');
    expect(reversalProblem(lines[0]!, lines)).toBeNull();
  });

  it('buckets by whole days: due today is current, 30 days late is 1–30, 31 is 31–60, 61 is 61–90, 91 is over 90', () => {
    expect(['2026-10-01', '2026-09-30', '2026-09-01', '2026-08-31', '2026-08-02', '2026-08-01', '2026-07-02', '2026-07-01'].map((d) => agingBucket(d, '2026-10-01'))).toEqual(['current', 'd1_30', 'd1_30', 'd31_60', 'd31_60', 'd61_90', 'over_90', 'over_90']);
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
      lines.push(line(i + 1, step.kind, amount, due));
    }
    return lines;
  });

describe('the ledger’s arithmetic, on random ledgers', () => {
  it('keeps the balance the sum of the lines, and open debts less unapplied money equal to it', () => {
    fc.assert(
      fc.property(ledgers, fc.integer({ min: 0, max: 500 }), (lines, day) => {
        const today = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
        const s = summarize(lines, today);
        expect(s.balance).toBe(lines.reduce((sum, l) => sum + l.amount_cents, 0));
        const open = [...s.allocated.open.values()].reduce((a, b) => a + b, 0);
        expect(open - s.allocated.unapplied).toBe(s.balance);
        expect(Object.values(s.aging).reduce((a, b) => a + b, 0)).toBe(open);
        expect(s.past_due).toBeLessThanOrEqual(open);
      }),
      { numRuns: 300 },
    );
  });

  it('never allocates more than a debt or a payment holds, nor a negative amount', () => {
    fc.assert(
      fc.property(ledgers, (lines) => {
        const { allocations, open } = allocate(lines);
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
