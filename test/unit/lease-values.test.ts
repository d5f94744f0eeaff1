import { describe, expect, it } from '@jest/globals';
import { longDate, leaseFactsOf, leaseVariableValues, namedGuarantor, type LeaseFacts, type LeaseFactsRow } from '../../shared/leases/lease-values';
import { leaseMoney } from '../../shared/leases/lease-money';
import { leaseSchedule } from '../../shared/leases/lease-schedule';
import { DUE_ON_APPROVAL, DUE_TODAY } from '../../shared/payment-plans/constants';
import { MESSAGE_VARIABLES, sampleValues, VARIABLES } from '../../shared/documents/variables';
import { formatLongDate, formatShortDate } from '../../shared/dates';

const facts: LeaseFacts = {
  student: { first_name: 'Jordan', last_name: 'Rivera', email: 'jordan@example.com', phone: '' },
  guarantor: null,
  property: { name: 'The Standard', street: '2400 Nueces St', city: 'Austin', state: 'TX', code: '78705', phone_number: '(512) 555-0100', email: 'leasing@example.com' },
  company: { name: 'Campus Edge Living', street: '', city: 'Austin', state: 'TX', code: '', phone_number: '(512) 555-0199' },
  bed: { building: 'North Hall', floor: '2', unit: '204', room: 'A', bed: '1' },
  period: { name: 'Academic Year', start_date: '2026-08-20', end_date: '2027-05-14' },
  plan: {
    money: { monthly_rent: null, total_rent: 800000, rent_installments: 2, first_rent_due: '2026-08-20', last_rent_due: '2027-01-11', security_deposit: 30000, total_fees: 20000, application_fee: 5000, lease_days: 268, daily_rent: 2985, plan_total: 835000 },
    schedule: leaseSchedule([
      { due_date: DUE_TODAY, type: 'Fee', charge_cents: 5000, credit_cents: 0, description: 'Application fee' },
      { due_date: '2026-08-20', type: 'Charge', charge_cents: 412500, credit_cents: 0, description: 'Fall installment' },
    ]),
  },
  terms: { methods: ['check', 'money_order'], order: 'fees_first' },
  today: '2026-11-26',
};

describe('lease variable values', () => {
  it('fills every variable of the catalog but the message-only ones from the lease’s facts', () => {
    const values = leaseVariableValues(facts);
    expect(Object.keys(values).sort()).toEqual(Object.keys(VARIABLES).filter((key) => !(MESSAGE_VARIABLES as string[]).includes(key)).sort());
    expect(values).toMatchObject({
      student_full_name: 'Jordan Rivera',
      property_address: '2400 Nueces St, Austin, TX 78705',
      company_address: 'Austin, TX',
      lease_start_date: 'August 20, 2026',
      lease_end_date: 'May 14, 2027',
      monthly_rent: '',
      total_rent: '$8,000.00',
      rent_installments: '2',
      first_rent_due_date: 'August 20, 2026',
      last_rent_due_date: 'January 11, 2027',
      lease_days: '268',
      daily_rent: '$29.85',
      security_deposit: '$300.00',
      total_fees: '$200.00',
      application_fee: '$50.00',
      plan_total: '$8,350.00',
      payment_schedule: 'Due Today: Application fee, charge $50.00; Aug 20, 2026: Fall installment, charge $4,125.00; total $4,175.00',
      today: 'November 26, 2026',
      premises: 'North Hall, Floor 2, Unit 204, Room A, Bed 1',
      building_name: 'North Hall',
      floor: '2',
      unit_number: '204',
      room: 'A',
      bed_number: '1',
      accepted_payment_methods: 'Check or Money order',
      payment_application_order: 'each payment is applied first to unpaid fees and deposits due on or before the day it is received, oldest first, then to unpaid rent due by that day, oldest first, and any remainder to charges falling due later, in the order they fall due',
    });
  });

  it('prints the monthly rent only for a plan that charges monthly, and a special due date as it is', () => {
    const money = { ...facts.plan!.money, monthly_rent: 94444, first_rent_due: DUE_ON_APPROVAL };
    expect(leaseVariableValues({ ...facts, plan: { ...facts.plan!, money } })).toMatchObject({ monthly_rent: '$944.44', first_rent_due_date: DUE_ON_APPROVAL });
  });

  it('leaves every fact of the plan empty before a plan is chosen', () => {
    const values = leaseVariableValues({ ...facts, plan: null });
    const planKeys = ['payment_schedule', 'total_rent', 'rent_installments', 'first_rent_due_date', 'last_rent_due_date', 'lease_days', 'daily_rent', 'monthly_rent', 'security_deposit', 'total_fees', 'application_fee', 'plan_total'] as const;
    expect(planKeys.map((k) => values[k])).toEqual(planKeys.map(() => ''));
  });

  it('leaves what the records do not hold empty, never a bracketed name', () => {
    const values = leaseVariableValues(facts);
    expect([values.student_phone, values.guarantor_full_name, values.guarantor_email, values.guarantor_address, values.guarantor_phone]).toEqual(['', '', '', '', '']);
    expect(leaseVariableValues({ ...facts, student: { ...facts.student, last_name: '' } }).student_full_name).toBe('Jordan');
  });

  it('writes every day as a message writes it when given the message form, special due dates as they are', () => {
    const values = leaseVariableValues({ ...facts, plan: { ...facts.plan!, money: { ...facts.plan!.money, last_rent_due: DUE_ON_APPROVAL } } }, formatShortDate);
    expect(values).toMatchObject({ lease_start_date: 'Aug 20, 2026', lease_end_date: 'May 14, 2027', first_rent_due_date: 'Aug 20, 2026', last_rent_due_date: DUE_ON_APPROVAL, today: 'Nov 26, 2026' });
  });

  it('keeps each day variable’s sample the day it names: in full for a lease, shorter for a message', () => {
    const days = Object.entries(VARIABLES).filter(([, v]) => 'day' in v);
    expect(days.map(([key]) => key).sort()).toEqual(['due_date', 'first_rent_due_date', 'last_rent_due_date', 'lease_end_date', 'lease_start_date', 'link_expires_on', 'payment_date', 'renewal_deadline', 'today']);
    for (const [key, v] of days) expect([key, formatLongDate((v as { day: string }).day)]).toEqual([key, v.sample]);
    expect(sampleValues(formatShortDate)).toMatchObject({ lease_start_date: 'Aug 20, 2027', due_date: 'Dec 1, 2026', today: 'Nov 23, 2026', student_first_name: 'Jordan' });
    expect(sampleValues().lease_start_date).toBe('August 20, 2027');
  });

  it('formats dates in full, whatever the server’s time zone', () => {
    expect(longDate('2027-01-01')).toBe('January 1, 2027');
    expect(longDate('2026-12-31')).toBe('December 31, 2026');
  });
});

describe('the guarantor an application names', () => {
  it('is read from the guarantor answers, trimmed, the address on one line; none when name and e-mail are empty', () => {
    expect(namedGuarantor({ lg_name: ' Maria Rivera ', lg_email: 'maria@example.com', lg_phone: ' (214) 555-0173 ', lg_address: '1820 Elm St\n\nDallas, TX 75201 \n' })).toEqual({
      name: 'Maria Rivera',
      email: 'maria@example.com',
      phone: '(214) 555-0173',
      address: '1820 Elm St, Dallas, TX 75201',
    });
    expect(namedGuarantor({ lg_email: 'maria@example.com' })).toEqual({ name: '', email: 'maria@example.com', phone: '', address: '' });
    expect(namedGuarantor({ lg_name: '  ', lg_phone: '555' })).toBeNull();
    expect(namedGuarantor({ lg_name: 42 })).toBeNull();
  });
});

describe('a lease’s facts from its row', () => {
  const row: LeaseFactsRow = {
    first_name: 'Zoë',
    last_name: 'Núñez',
    email: 'zoe@example.com',
    cell_phone: '',
    answers: JSON.stringify({ lg_name: 'Maria Núñez', lg_email: 'maria@example.com', lg_phone: '555-0100', lg_address: '1 Main St' }),
    building: 'South Hall',
    floor: '',
    unit: '204',
    room: 'B',
    bed: '1',
    period_name: 'Academic Year',
    start_date: '2026-08-20',
    end_date: '2027-05-14',
    accepted_payment_methods: '["money_order","check","bitcoin"]',
    payment_order: 'fees_first',
    ...Object.fromEntries(['property', 'company'].flatMap((p) => ['name', 'street', 'city', 'state', 'code', 'phone'].map((k) => [`${p}_${k}`, '']))),
    property_email: '',
  } as LeaseFactsRow;

  it('names the bed by building, floor, unit, room and bed, reads the guarantor and the company’s terms', () => {
    const f = leaseFactsOf(row, { money: leaseMoney([], row), schedule: leaseSchedule([]) }, '2026-11-26');
    const values = leaseVariableValues(f);
    expect([values.premises, values.building_name, values.room]).toEqual(['South Hall, Unit 204, Room B, Bed 1', 'South Hall', 'B']);
    expect([values.guarantor_address, values.guarantor_phone]).toEqual(['1 Main St', '555-0100']);
    expect([values.accepted_payment_methods, values.payment_application_order]).toEqual(['Check or Money order', 'each payment is applied first to unpaid fees and deposits due on or before the day it is received, oldest first, then to unpaid rent due by that day, oldest first, and any remainder to charges falling due later, in the order they fall due']);
    expect(leaseFactsOf({ ...row, payment_order: 'newest_first' }, null, '2026-11-26').terms.order).toBe('oldest_first');
  });
});
