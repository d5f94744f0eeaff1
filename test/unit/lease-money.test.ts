import { describe, expect, it } from '@jest/globals';
import { DUE_ON_APPROVAL, DUE_TODAY } from '../../shared/payment-plans/constants';
import { leaseDays, leaseMoney, monthlyCharge, MONEY_SAMPLE_NOTE, SAMPLE_PLAN, type TypedEntry } from '../../shared/leases/lease-money';
import { sampleSchedule } from '../../shared/leases/lease-schedule';
import { leaseVariableValues, type LeaseFacts } from '../../shared/leases/lease-values';
import { premisesLabel } from '../../shared/leases/premises';
import { sampleValues } from '../../shared/documents/variables';
import { PAYMENT_METHODS, type PaymentMethod } from '../../shared/ledger/ledger-texts';
import { methodsSentence, PAYMENT_ORDER_SENTENCES } from '../../shared/ledger/payment-terms';

const entry = (due_date: string, type: TypedEntry['type'], charge_cents: number, credit_cents = 0): TypedEntry => ({ due_date, type, charge_cents, credit_cents });

/** Facts besides the plan's, for deriving the plan's variables the way a lease does. */
const SAMPLE_FACTS: LeaseFacts = {
  student: { first_name: '', last_name: '', email: '', phone: '' },
  guarantor: null,
  property: { name: '', street: '', city: '', state: '', code: '', phone_number: '', email: '' },
  company: { name: '', street: '', city: '', state: '', code: '', phone_number: '' },
  bed: { building: '', floor: '', unit: '', room: '', bed: '' },
  period: { name: '', ...SAMPLE_PLAN.period },
  plan: null,
  terms: { methods: [], order: 'oldest_first' },
  today: '2026-11-23',
};

/** The demo's approved academic-year plan (server/seed/demo-payment-plans.ts). */
const DEMO_PLAN = [
  entry(DUE_TODAY, 'Fee', 5000),
  entry(DUE_ON_APPROVAL, 'Deposit', 30000),
  entry(DUE_ON_APPROVAL, 'Fee', 15000),
  entry('2026-08-20', 'Charge', 412500),
  entry('2026-08-20', 'Credit', 0, 25000),
  entry('2027-01-11', 'Charge', 412500),
];

describe('leaseMoney', () => {
  it("derives the demo plan's facts: rent less the concession in two installments, the deposit, every fee, the fee due today, the daily rate", () => {
    expect(leaseMoney(DEMO_PLAN, { start_date: '2026-08-20', end_date: '2027-05-14' })).toEqual({
      total_rent: 800000,
      monthly_rent: null,
      rent_installments: 2,
      first_rent_due: '2026-08-20',
      last_rent_due: '2027-01-11',
      security_deposit: 30000,
      total_fees: 20000,
      application_fee: 5000,
      lease_days: 268,
      daily_rent: 2985,
      plan_total: 850000,
    });
  });

  it('nets credits written on any code into its own variable, and is zero where the plan has no such entries', () => {
    const plan = [entry('2026-09-01', 'Charge', 100000, 1000), entry(DUE_ON_APPROVAL, 'Deposit', 50000, 10000), entry(DUE_ON_APPROVAL, 'Fee', 7500)];
    expect(leaseMoney(plan, { start_date: '2026-09-01', end_date: '2026-09-30' })).toMatchObject({ total_rent: 99000, monthly_rent: null, rent_installments: 1, security_deposit: 40000, total_fees: 7500, application_fee: 0, lease_days: 30, daily_rent: 3300, plan_total: 146500 });
    expect(leaseMoney([], { start_date: '2026-09-01', end_date: '2027-08-31' })).toEqual({
      total_rent: 0,
      monthly_rent: null,
      rent_installments: 0,
      first_rent_due: null,
      last_rent_due: null,
      security_deposit: 0,
      total_fees: 0,
      application_fee: 0,
      lease_days: 365,
      daily_rent: 0,
      plan_total: 0,
    });
  });

  it('orders rent due dates as a ledger does: Due Today, Due on Approval, then by date', () => {
    const plan = [entry('2027-01-11', 'Charge', 1000), entry(DUE_ON_APPROVAL, 'Charge', 1000), entry('2026-08-20', 'Charge', 1000)];
    expect(leaseMoney(plan, SAMPLE_PLAN.period)).toMatchObject({ first_rent_due: DUE_ON_APPROVAL, last_rent_due: '2027-01-11', rent_installments: 3 });
  });
});

describe('monthlyCharge', () => {
  const months = (amounts: number[], from = 8) => amounts.map((cents, i) => entry(`2026-${String(from + i).padStart(2, '0')}-01`, 'Charge', cents));
  it('is the amount most months charge when rent falls once in each of consecutive months', () => {
    expect(monthlyCharge(months([94444, 94444, 94444, 94444]))).toBe(94444);
    // A prorated first month does not make the installment.
    expect(monthlyCharge(months([30000, 94444, 94444, 94444]))).toBe(94444);
    expect(monthlyCharge([entry('2026-12-01', 'Charge', 500), entry('2027-01-01', 'Charge', 500)])).toBe(500);
  });

  it('is none for semester installments, a single charge, a skipped month, two charges in one month or a charge without a date', () => {
    expect(monthlyCharge([entry('2026-08-20', 'Charge', 412500), entry('2027-01-11', 'Charge', 412500)])).toBeNull();
    expect(monthlyCharge(months([99000]))).toBeNull();
    expect(monthlyCharge([entry('2026-08-01', 'Charge', 500), entry('2026-10-01', 'Charge', 500)])).toBeNull();
    expect(monthlyCharge([entry('2026-08-01', 'Charge', 500), entry('2026-08-15', 'Charge', 500)])).toBeNull();
    expect(monthlyCharge([entry(DUE_ON_APPROVAL, 'Charge', 500), ...months([500, 500])])).toBeNull();
  });
});

describe('leaseDays', () => {
  it('counts both dates', () => {
    expect(leaseDays('2026-08-20', '2027-05-14')).toBe(268);
    expect(leaseDays('2027-01-11', '2027-01-11')).toBe(1);
    expect(leaseDays('2028-01-01', '2028-12-31')).toBe(366);
  });
});

describe('the previewer’s samples', () => {
  it('are what the rules make of the sample plan, and the note states each money sample', () => {
    const money = leaseMoney(SAMPLE_PLAN.entries, SAMPLE_PLAN.period);
    const samples = sampleValues();
    const derived = leaseVariableValues({ ...SAMPLE_FACTS, plan: { money, schedule: sampleSchedule() } });
    const keys = ['payment_schedule', 'total_rent', 'rent_installments', 'first_rent_due_date', 'last_rent_due_date', 'lease_days', 'daily_rent', 'monthly_rent', 'security_deposit', 'total_fees', 'application_fee', 'plan_total'] as const;
    for (const key of keys.filter((k) => k !== 'monthly_rent')) expect([key, samples[key]]).toEqual([key, derived[key]]);
    // The sample plan is not monthly: a lease would print nothing, and the preview says why.
    expect(derived.monthly_rent).toBe('');
    expect(samples.monthly_rent).toBe('(none: the sample plan does not charge monthly)');
    for (const key of keys.filter((k) => k !== 'payment_schedule' && k !== 'monthly_rent')) expect([key, MONEY_SAMPLE_NOTE.includes(samples[key])]).toEqual([key, true]);
  });

  it('name the premises by the one bed-label rule, and state the default terms', () => {
    const samples = sampleValues();
    expect(samples.premises).toBe(premisesLabel({ building: samples.building_name, floor: samples.floor, unit: samples.unit_number, room: samples.room, bed: samples.bed_number }));
    expect(samples.accepted_payment_methods).toBe(methodsSentence(Object.keys(PAYMENT_METHODS) as PaymentMethod[]));
    expect(samples.payment_application_order).toBe(PAYMENT_ORDER_SENTENCES.oldest_first);
  });
});
