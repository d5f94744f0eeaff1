import { describe, expect, it } from '@jest/globals';
import { DUE_ON_APPROVAL, DUE_TODAY } from '../../shared/payment-plans/constants';
import { centsToAmount, formatUsd, parseAmount } from '../../shared/money';
import { isPlanActive } from '../../shared/payment-plans/status';
import { dueSums, entryTotal, orderEntries, planTotal, runningTotals, subtotalsByAccount } from '../../shared/payment-plans/totals';

const entry = (due_date: string, account_code_id: number, charge_cents: number, credit_cents = 0) => ({ due_date, account_code_id, charge_cents, credit_cents });

describe('money in cents', () => {
  it('parses decimal text and numbers to whole cents without floating point', () => {
    expect(parseAmount('655')).toBe(65500);
    expect(parseAmount('655.5')).toBe(65550);
    expect(parseAmount(' 0.10 ')).toBe(10);
    expect(parseAmount('0.20')).toBe(20);
    expect(parseAmount(655.5)).toBe(65550);
    expect(parseAmount(0.1)).toBe(10);
    expect(parseAmount('4125.00')).toBe(412500);
  });

  it('refuses negatives, fractions of a cent, exponents and anything else', () => {
    for (const bad of ['-1', '1.005', '1e3', '', 'ten', '1,000', '.5', 'Infinity', ' 1 2']) expect(parseAmount(bad)).toBeNull();
    expect(parseAmount(0.1 + 0.2)).toBeNull();
    expect(parseAmount(Number.NaN)).toBeNull();
    expect(parseAmount(-5)).toBeNull();
  });

  it('writes cents back as decimal text and as US dollars', () => {
    expect(centsToAmount(65550)).toBe('655.50');
    expect(centsToAmount(5)).toBe('0.05');
    expect(centsToAmount(-50000)).toBe('-500.00');
    expect(formatUsd(125000)).toBe('$1,250.00');
    expect(formatUsd(-50000)).toBe('-$500.00');
    expect(formatUsd(0)).toBe('$0.00');
  });
});

describe('payment plan totals', () => {
  const entries = [
    entry('2026-08-20', 1, 412500),
    entry(DUE_ON_APPROVAL, 2, 30000),
    entry(DUE_TODAY, 3, 5000),
    entry('2026-08-20', 4, 0, 25000),
    entry(DUE_ON_APPROVAL, 3, 15000),
  ];

  it('an entry’s total is its charge minus its credit', () => {
    expect(entryTotal(entry(DUE_TODAY, 1, 10000, 2500))).toBe(7500);
    expect(entryTotal(entry(DUE_TODAY, 1, 0, 2500))).toBe(-2500);
  });

  it('orders a ledger by due date: Due Today, Due on Approval, then dates; equal dates keep their order', () => {
    expect(orderEntries(entries).map((e) => `${e.due_date}/${e.account_code_id}`)).toEqual([
      `${DUE_TODAY}/3`,
      `${DUE_ON_APPROVAL}/2`,
      `${DUE_ON_APPROVAL}/3`,
      '2026-08-20/1',
      '2026-08-20/4',
    ]);
  });

  it('keeps running totals row by row', () => {
    expect(runningTotals(orderEntries(entries))).toEqual([5000, 35000, 50000, 462500, 437500]);
  });

  it('sums each account, what is due today and on approval, and the whole plan', () => {
    expect(subtotalsByAccount(entries)).toEqual([
      { account_code_id: 1, total: 412500 },
      { account_code_id: 2, total: 30000 },
      { account_code_id: 3, total: 20000 },
      { account_code_id: 4, total: -25000 },
    ]);
    expect(dueSums(entries)).toEqual({ dueToday: 5000, dueOnApproval: 45000 });
    expect(planTotal(entries)).toBe(437500);
    expect(planTotal([])).toBe(0);
  });

  it('adds dimes exactly (0.1 + 0.2 is 0.30)', () => {
    const dimes = [entry(DUE_TODAY, 1, parseAmount('0.10')!), entry(DUE_TODAY, 1, parseAmount('0.20')!)];
    expect(centsToAmount(planTotal(dimes))).toBe('0.30');
    expect(centsToAmount(dueSums(dimes).dueToday)).toBe('0.30');
  });
});

describe('isPlanActive', () => {
  const plan = { approved: true, effective_start_date: '2026-01-15', effective_end_date: '2026-12-31' };
  it('is active only when approved and today is within the effective dates', () => {
    expect(isPlanActive(plan, '2026-01-15')).toBe(true);
    expect(isPlanActive(plan, '2026-12-31')).toBe(true);
    expect(isPlanActive(plan, '2027-01-01')).toBe(false);
    expect(isPlanActive(plan, '2026-01-14')).toBe(false);
    expect(isPlanActive({ ...plan, approved: false }, '2026-06-01')).toBe(false);
    expect(isPlanActive({ ...plan, effective_end_date: null }, '2026-06-01')).toBe(false);
  });
});
