import { describe, expect, it } from '@jest/globals';
import { DUE_ON_APPROVAL, DUE_TODAY } from '../../shared/payment-plans/constants';
import { leaseMoney, leaseMonths, MONEY_SAMPLE_NOTE, SAMPLE_PLAN, type TypedEntry } from '../../shared/leases/lease-money';
import { sampleValues } from '../../shared/documents/variables';
import { formatUsd } from '../../shared/payment-plans/money';

const entry = (due_date: string, type: TypedEntry['type'], charge_cents: number, credit_cents = 0): TypedEntry => ({ due_date, type, charge_cents, credit_cents });

/** The demo's approved academic-year plan (server/seed/demo-payment-plans.ts). */
const DEMO_PLAN = [
  entry(DUE_TODAY, 'Fee', 5000),
  entry(DUE_ON_APPROVAL, 'Deposit', 30000),
  entry(DUE_ON_APPROVAL, 'Fee', 15000),
  entry('2026-08-20', 'Charge', 412500),
  entry('2026-08-20', 'Credit', 0, 25000),
  entry('2027-01-11', 'Charge', 412500),
];

describe('leaseMonths', () => {
  it('counts the months a lease period spans, a part month as one', () => {
    expect(leaseMonths('2026-08-20', '2027-05-14')).toBe(9);
    expect(leaseMonths('2026-08-01', '2027-07-31')).toBe(12);
    expect(leaseMonths('2026-08-20', '2027-08-19')).toBe(12);
    expect(leaseMonths('2026-08-20', '2027-08-20')).toBe(13);
    expect(leaseMonths('2027-01-11', '2027-01-11')).toBe(1);
    expect(leaseMonths('2027-05-20', '2027-05-10')).toBe(1);
    expect(leaseMonths('2027-01-31', '2027-02-27')).toBe(1);
    expect(leaseMonths('2027-01-31', '2027-02-28')).toBe(2);
  });
});

describe('leaseMoney', () => {
  it("derives the demo plan's variables: rent less the concession over nine months, the deposit, the fee due today", () => {
    expect(leaseMoney(DEMO_PLAN, { start_date: '2026-08-20', end_date: '2027-05-14' })).toEqual({
      total_rent: 800000,
      monthly_rent: 88889,
      security_deposit: 30000,
      application_fee: 5000,
    });
  });

  it('nets credits written on any code into its own variable, and is zero where the plan has no such entries', () => {
    const plan = [entry('2026-09-01', 'Charge', 100000, 1000), entry(DUE_ON_APPROVAL, 'Deposit', 50000, 10000), entry(DUE_ON_APPROVAL, 'Fee', 7500)];
    expect(leaseMoney(plan, { start_date: '2026-09-01', end_date: '2026-09-30' })).toEqual({ total_rent: 99000, monthly_rent: 99000, security_deposit: 40000, application_fee: 0 });
    expect(leaseMoney([], { start_date: '2026-09-01', end_date: '2027-08-31' })).toEqual({ total_rent: 0, monthly_rent: 0, security_deposit: 0, application_fee: 0 });
  });
});

describe('the previewer’s money samples', () => {
  it('are what the rule makes of the sample plan', () => {
    const money = leaseMoney(SAMPLE_PLAN.entries, SAMPLE_PLAN.period);
    const samples = sampleValues();
    expect([samples.total_rent, samples.monthly_rent, samples.security_deposit, samples.application_fee]).toEqual([money.total_rent, money.monthly_rent, money.security_deposit, money.application_fee].map(formatUsd));
    for (const shown of [samples.total_rent, samples.monthly_rent, samples.security_deposit, samples.application_fee]) expect(MONEY_SAMPLE_NOTE).toContain(shown);
  });
});
