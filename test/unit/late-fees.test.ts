import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { shiftDays } from '../../shared/dates';
import { firstFeeDay, lateFeeWork, type LateFeeLedgerLine, type LateFeePolicyTerms, type PostedLateFee } from '../../shared/ledger/late-fees';
import { allocate, effectiveLines } from '../../shared/ledger/ledger-view';
import type { PaymentOrder } from '../../shared/ledger/payment-terms';

const RENT = 1;
const PARKING = 2;
const FEE = 3;
/** The demo lease's policy: 5 days' grace, $50, then $10 a day, at most $150 a month. */
const DEMO: LateFeePolicyTerms = { grace_days: 5, fixed_fee_cents: 5000, daily_fee_cents: 1000, monthly_cap_cents: 15000, rent_code_ids: [RENT], effective_from: '2026-01-01' };

const charge = (id: number, due: string, cents = 60000, code = RENT): LateFeeLedgerLine => ({ id, kind: 'charge', amount_cents: cents, due_date: due, reverses_id: null, ledger_type: 'Charge', account_code_id: code });
const payment = (id: number, on: string, cents: number): LateFeeLedgerLine => ({ id, kind: 'payment', amount_cents: -cents, due_date: on, reverses_id: null, ledger_type: null, account_code_id: null });
const reversal = (id: number, of: LateFeeLedgerLine, on: string): LateFeeLedgerLine => ({ id, kind: 'reversal', amount_cents: -of.amount_cents, due_date: on, reverses_id: of.id, ledger_type: of.ledger_type, account_code_id: of.account_code_id });
const days = (work: { post: { fee_day: string; amount_cents: number }[] }) => work.post.map((f) => `${f.fee_day} ${f.amount_cents}`);

describe('lateFeeWork: the demo policy', () => {
  const rent = charge(10, '2027-01-01');

  it('charges nothing until the grace ends, then the fixed fee on the first day after it', () => {
    expect(firstFeeDay('2027-01-01', 5)).toBe('2027-01-07');
    expect(lateFeeWork([rent], DEMO, 'oldest_first', [], '2027-01-06').post).toEqual([]);
    expect(lateFeeWork([rent], DEMO, 'oldest_first', [], '2027-01-07').post).toEqual([{ charge_line_id: 10, fee_day: '2027-01-07', amount_cents: 5000, daily: false }]);
  });

  it('adds the daily fee each later day up to the monthly cap, and begins again the next month', () => {
    expect(days(lateFeeWork([rent], DEMO, 'oldest_first', [], '2027-01-20'))).toEqual(['2027-01-07 5000', ...Array.from({ length: 10 }, (_, i) => `${shiftDays('2027-01-08', i)} 1000`)]);
    const posted: PostedLateFee[] = lateFeeWork([rent], DEMO, 'oldest_first', [], '2027-01-31').post.map((f, i) => ({ fee_line_id: 100 + i, charge_line_id: f.charge_line_id, fee_day: f.fee_day, amount_cents: f.amount_cents, reversed: false }));
    expect(posted.reduce((sum, f) => sum + f.amount_cents, 0)).toBe(15000);
    expect(days(lateFeeWork([rent], DEMO, 'oldest_first', posted, '2027-02-02'))).toEqual(['2027-02-01 1000', '2027-02-02 1000']);
  });

  it('cuts the fee that would pass the cap to what is left of it', () => {
    expect(days(lateFeeWork([rent], { ...DEMO, monthly_cap_cents: 5500 }, 'oldest_first', [], '2027-01-09'))).toEqual(['2027-01-07 5000', '2027-01-08 500']);
  });

  it('charges a day the rent is paid on (it was not paid the day before), and none after', () => {
    expect(days(lateFeeWork([rent, payment(11, '2027-01-09', 60000)], DEMO, 'oldest_first', [], '2027-01-15'))).toEqual(['2027-01-07 5000', '2027-01-08 1000', '2027-01-09 1000']);
  });

  it('charges nothing on rent paid within the grace, or only in part late', () => {
    expect(lateFeeWork([rent, payment(11, '2027-01-06', 60000)], DEMO, 'oldest_first', [], '2027-01-20').post).toEqual([]);
    expect(days(lateFeeWork([rent, payment(11, '2027-01-06', 59999)], DEMO, 'oldest_first', [], '2027-01-07'))).toEqual(['2027-01-07 5000']);
  });

  it('reverses a fee whose rent turns out to have been paid within the grace (a payment recorded later with an earlier date)', () => {
    const posted: PostedLateFee[] = [{ fee_line_id: 20, charge_line_id: 10, fee_day: '2027-01-07', amount_cents: 5000, reversed: false }];
    const feeLine: LateFeeLedgerLine = { ...charge(20, '2027-01-07', 5000, FEE), ledger_type: 'Fee' };
    const work = lateFeeWork([rent, feeLine, payment(21, '2027-01-05', 60000)], DEMO, 'oldest_first', posted, '2027-01-08');
    expect(work).toEqual({ post: [], reverse: [{ fee_line_id: 20, charge_line_id: 10, reason: 'paid_in_time', paid_on: '2027-01-05' }] });
  });

  it('reverses the fees of a rent charge that was reversed', () => {
    const posted: PostedLateFee[] = [{ fee_line_id: 20, charge_line_id: 10, fee_day: '2027-01-07', amount_cents: 5000, reversed: false }];
    const work = lateFeeWork([rent, reversal(22, rent, '2027-01-08')], DEMO, 'oldest_first', posted, '2027-01-09');
    expect(work.reverse).toEqual([{ fee_line_id: 20, charge_line_id: 10, reason: 'charge_reversed', paid_on: null }]);
    expect(work.post).toEqual([]);
  });

  it('never posts again a fee of a charge and day that was posted, even one a manager reversed', () => {
    const posted: PostedLateFee[] = [{ fee_line_id: 20, charge_line_id: 10, fee_day: '2027-01-07', amount_cents: 5000, reversed: true }];
    expect(days(lateFeeWork([rent], DEMO, 'oldest_first', posted, '2027-01-08'))).toEqual(['2027-01-08 1000']);
  });

  it('charges only rent codes, and nothing before the policy was in force', () => {
    expect(lateFeeWork([charge(10, '2027-01-01', 5000, PARKING)], DEMO, 'oldest_first', [], '2027-01-20').post).toEqual([]);
    expect(days(lateFeeWork([rent], { ...DEMO, effective_from: '2027-01-19' }, 'oldest_first', [], '2027-01-20'))).toEqual(['2027-01-19 1000', '2027-01-20 1000']);
  });

  it('without a daily fee charges the fixed fee once; without a fixed fee the daily fee from the first day', () => {
    expect(days(lateFeeWork([rent], { ...DEMO, daily_fee_cents: null }, 'oldest_first', [], '2027-01-20'))).toEqual(['2027-01-07 5000']);
    expect(days(lateFeeWork([rent], { ...DEMO, fixed_fee_cents: 0 }, 'oldest_first', [], '2027-01-08'))).toEqual(['2027-01-07 1000', '2027-01-08 1000']);
  });

  it('leaves late fees out of what makes rent late: under fees first a payment does not go to a fee and leave rent late', () => {
    const feeLine: LateFeeLedgerLine = { ...charge(20, '2027-01-07', 5000, FEE), ledger_type: 'Fee' };
    const posted: PostedLateFee[] = [{ fee_line_id: 20, charge_line_id: 10, fee_day: '2027-01-07', amount_cents: 5000, reversed: false }];
    // $600 paid on Jan 8 pays the rent (the fee stays owed); the rent is late on Jan 7 and 8, not after.
    expect(days(lateFeeWork([rent, feeLine, payment(21, '2027-01-08', 60000)], DEMO, 'fees_first', posted, '2027-01-12'))).toEqual(['2027-01-08 1000']);
  });
});

// Random ledgers and policies, the job run day after day as the daily job runs it, with payments
// recorded late (dated days before the day they are recorded on), rent charges and fees reversed.
const START = '2027-01-01';
const DAYS = 75;

type Event = { kind: 'pay'; recordedOn: number; datedBack: number; cents: number } | { kind: 'reverseCharge'; on: number; index: number } | { kind: 'waive'; on: number; index: number };

const scenario = fc.record({
  charges: fc.array(fc.record({ dueOn: fc.integer({ min: 0, max: 60 }), cents: fc.integer({ min: 1, max: 90000 }), rent: fc.boolean() }), { minLength: 1, maxLength: 6 }),
  events: fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('pay' as const), recordedOn: fc.integer({ min: 0, max: DAYS }), datedBack: fc.integer({ min: 0, max: 12 }), cents: fc.integer({ min: 1, max: 120000 }) }),
      fc.record({ kind: fc.constant('reverseCharge' as const), on: fc.integer({ min: 0, max: DAYS }), index: fc.nat() }),
      fc.record({ kind: fc.constant('waive' as const), on: fc.integer({ min: 0, max: DAYS }), index: fc.nat() }),
    ),
    { maxLength: 10 },
  ),
  terms: fc.record({
    grace_days: fc.integer({ min: 0, max: 10 }),
    fixed_fee_cents: fc.integer({ min: 0, max: 10000 }),
    daily_fee_cents: fc.option(fc.integer({ min: 1, max: 2500 }), { nil: null }),
    monthly_cap_cents: fc.option(fc.integer({ min: 0, max: 30000 }), { nil: null }),
    effectiveOn: fc.integer({ min: 0, max: 30 }),
  }),
  order: fc.constantFrom<PaymentOrder>('oldest_first', 'fees_first'),
});

type Scenario = {
  charges: { dueOn: number; cents: number; rent: boolean }[];
  events: Event[];
  terms: { grace_days: number; fixed_fee_cents: number; daily_fee_cents: number | null; monthly_cap_cents: number | null; effectiveOn: number };
  order: PaymentOrder;
};

/** Runs the job each day of the scenario; answers the final ledger, the fees posted and the terms. */
function run(s: Scenario) {
  const terms: LateFeePolicyTerms = { ...s.terms, rent_code_ids: [RENT], effective_from: shiftDays(START, s.terms.effectiveOn) };
  let nextId = 1;
  const lines: LateFeeLedgerLine[] = s.charges.map((c) => charge(nextId++, shiftDays(START, c.dueOn), c.cents, c.rent ? RENT : PARKING));
  const posted: PostedLateFee[] = [];
  for (let d = 0; d <= DAYS; d++) {
    const today = shiftDays(START, d);
    for (const e of s.events) {
      if (e.kind === 'pay' && e.recordedOn === d) lines.push(payment(nextId++, shiftDays(today, -e.datedBack), e.cents));
      if (e.kind === 'reverseCharge' && e.on === d) {
        const target = lines.filter((l) => l.kind === 'charge' && l.account_code_id !== FEE)[e.index % s.charges.length]!;
        if (!lines.some((l) => l.reverses_id === target.id)) lines.push(reversal(nextId++, target, today));
      }
      if (e.kind === 'waive' && e.on === d) {
        const live = posted.filter((p) => !p.reversed);
        const fee = live[e.index % Math.max(1, live.length)];
        if (fee) {
          lines.push(reversal(nextId++, lines.find((l) => l.id === fee.fee_line_id)!, today));
          fee.reversed = true;
        }
      }
    }
    const work = lateFeeWork(lines, terms, s.order, posted, today);
    for (const r of work.reverse) {
      lines.push(reversal(nextId++, lines.find((l) => l.id === r.fee_line_id)!, today));
      posted.find((p) => p.fee_line_id === r.fee_line_id)!.reversed = true;
    }
    for (const f of work.post) {
      const line: LateFeeLedgerLine = { ...charge(nextId++, f.fee_day, f.amount_cents, FEE), ledger_type: 'Fee' };
      lines.push(line);
      posted.push({ fee_line_id: line.id, charge_line_id: f.charge_line_id, fee_day: f.fee_day, amount_cents: f.amount_cents, reversed: false });
    }
    // The same day again posts and reverses nothing: the job may run twice.
    expect(lateFeeWork(lines, terms, s.order, posted, today)).toEqual({ post: [], reverse: [] });
  }
  return { lines, posted, terms, today: shiftDays(START, DAYS) };
}

describe('lateFeeWork over random ledgers, payment dates and policies, day after day', () => {
  it('never charges before the grace ends, above the monthly cap, or twice for one charge and day; every fee left stands on rent late that day', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { lines, posted, terms } = run(s);
        const chargeOf = new Map(lines.map((l) => [l.id, l]));
        const live = posted.filter((p) => !p.reversed);
        // Not before the grace ends, nor before the policy.
        for (const fee of posted) {
          expect(fee.fee_day >= firstFeeDay(chargeOf.get(fee.charge_line_id)!.due_date, terms.grace_days)).toBe(true);
          expect(fee.fee_day >= terms.effective_from).toBe(true);
        }
        // Not above the cap in any month.
        if (terms.monthly_cap_cents !== null) {
          const byMonth = new Map<string, number>();
          for (const fee of live) byMonth.set(fee.fee_day.slice(0, 7), (byMonth.get(fee.fee_day.slice(0, 7)) ?? 0) + fee.amount_cents);
          for (const total of byMonth.values()) expect(total).toBeLessThanOrEqual(terms.monthly_cap_cents);
        }
        // Never twice for one charge and day.
        expect(new Set(posted.map((p) => `${p.charge_line_id}@${p.fee_day}`)).size).toBe(posted.length);
        // Every fee still standing: its rent charge stands and was open at the end of the day before
        // the fee, counting only money dated by then (independently of the rule: allocate on a cut ledger).
        const feeIds = new Set(posted.map((p) => p.fee_line_id));
        const base = lines.filter((l) => !feeIds.has(l.id) && !(l.reverses_id !== null && feeIds.has(l.reverses_id)));
        const effective = effectiveLines(base);
        const standing = new Set(effective.map((l) => l.id));
        for (const fee of live) {
          expect(standing.has(fee.charge_line_id)).toBe(true);
          const dayBefore = shiftDays(fee.fee_day, -1);
          const cut = effective.filter((l) => l.amount_cents > 0 || l.due_date <= dayBefore);
          expect(allocate(cut, s.order).open.get(fee.charge_line_id)).toBeGreaterThan(0);
        }
      }),
      { numRuns: 150 },
    );
  });
});
