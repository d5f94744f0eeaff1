import { describe, expect, it } from '@jest/globals';
import { checkEntryForm, EMPTY_ENTRY_FORM, formFromEntry, type EntryForm } from '../../client/manager/payment-plans/editor/entry-form';
import { chargeText, dueText, ledgerRows, planSummary } from '../../client/manager/payment-plans/editor/ledger-rows';
import { draftFromPlan, lacksSubPeriod, planFieldErrors, updateBody, withLeasePeriod, withProperty, type DraftEntry, type PlanDraft } from '../../client/manager/payment-plans/editor/plan-draft';
import { splitServerErrors } from '../../client/manager/payment-plans/editor/plan-errors';
import { PAYMENT_PLAN_MESSAGES as M } from '../../shared/messages';
import type { AccountCode, PaymentPlan } from '../../shared/payment-plans/types';

const ACCOUNTS: AccountCode[] = [
  { id: 1, name: 'Rent', type: 'Charge', version: 1 },
  { id: 2, name: 'Security Deposit', type: 'Deposit', version: 1 },
  { id: 3, name: 'Application Fee', type: 'Fee', version: 1 },
  { id: 4, name: 'Concession', type: 'Credit', version: 1 },
];
const SUBS = [
  { id: 11, name: 'Fall 2026' },
  { id: 12, name: 'Spring 2027' },
];

const entry = (key: number, over: Partial<DraftEntry> = {}): DraftEntry => ({ key, sub_period_id: 11, due_date: '2026-09-01', account_code_id: 1, description: `Entry ${key}`, credit_cents: 0, charge_cents: 0, ...over });

const draft = (over: Partial<PlanDraft> = {}): PlanDraft => ({
  property_id: 1,
  lease_period_id: 5,
  name: 'Fall plan',
  type: 'New Tenant',
  effective_start_date: '2026-08-01',
  effective_end_date: '2027-05-31',
  entries: [],
  ...over,
});

const plan = (over: Partial<PaymentPlan> = {}): PaymentPlan => ({
  id: 9,
  name: 'Fall plan',
  type: null,
  total: '0.00',
  property_id: 1,
  property_name: 'The Quad',
  lease_period_id: 5,
  lease_period_name: 'Fall 2026',
  effective_start_date: null,
  effective_end_date: null,
  active: false,
  approved: false,
  approved_by: null,
  approved_at: null,
  created_by: 'Dana',
  created_at: '2026-01-01T10:00:00.000Z',
  ledger_entries: [],
  version: 3,
  ...over,
});

describe('the plan draft', () => {
  it('reads the API answer: unset fields as empty, decimal text as cents', () => {
    const d = draftFromPlan(plan({ ledger_entries: [{ id: 7, sub_period_id: 11, due_date: 'Due Today', account_code_id: 2, description: 'Deposit', credit_amount: '0.10', charge_amount: '655.50' }] }));
    expect(d).toEqual({
      property_id: 1,
      lease_period_id: 5,
      name: 'Fall plan',
      type: '',
      effective_start_date: '',
      effective_end_date: '',
      entries: [{ key: 1, id: 7, sub_period_id: 11, due_date: 'Due Today', account_code_id: 2, description: 'Deposit', credit_cents: 10, charge_cents: 65550 }],
    });
  });

  it('clears the lease period and every sub period when the property changes, only the sub periods when the lease period does', () => {
    const d = draft({ entries: [entry(1), entry(2, { sub_period_id: 12 })] });
    const otherProperty = withProperty(d, 2);
    expect(otherProperty.lease_period_id).toBeNull();
    expect(otherProperty.entries.map((e) => e.sub_period_id)).toEqual([null, null]);
    expect(withProperty(d, 1)).toBe(d);
    const otherPeriod = withLeasePeriod(d, 6);
    expect(otherPeriod.lease_period_id).toBe(6);
    expect(otherPeriod.property_id).toBe(1);
    expect(otherPeriod.entries.map((e) => e.sub_period_id)).toEqual([null, null]);
    expect(lacksSubPeriod(otherPeriod)).toBe(true);
    expect(lacksSubPeriod(d)).toBe(false);
  });

  it('sends the whole plan in ledger order with amounts as decimal text, and names the entry behind each index', () => {
    const d = draft({ entries: [entry(1, { id: 40, due_date: '2026-10-01', charge_cents: 125000 }), entry(2, { due_date: 'Due on Approval', credit_cents: 5 }), entry(3, { due_date: 'Due Today', charge_cents: 10 })] });
    const { body, keys } = updateBody(d, 3);
    expect(keys).toEqual([3, 2, 1]);
    expect(body.version).toBe(3);
    expect(body.ledger_entries).toEqual([
      { sub_period_id: 11, due_date: 'Due Today', account_code_id: 1, description: 'Entry 3', credit_amount: '0.00', charge_amount: '0.10' },
      { sub_period_id: 11, due_date: 'Due on Approval', account_code_id: 1, description: 'Entry 2', credit_amount: '0.05', charge_amount: '0.00' },
      { id: 40, sub_period_id: 11, due_date: '2026-10-01', account_code_id: 1, description: 'Entry 1', credit_amount: '0.00', charge_amount: '1250.00' },
    ]);
  });

  it("checks the plan's fields with the spec's messages", () => {
    expect(planFieldErrors(draft())).toEqual({});
    expect(planFieldErrors(draft({ property_id: null, lease_period_id: null, name: ' ', type: '', effective_start_date: '', effective_end_date: '' }))).toEqual({
      property_id: M.propertyRequired,
      lease_period_id: M.agreementPeriodRequired,
      name: M.nameRequired,
      type: M.typeRequired,
      effective_start_date: M.startRequired,
      effective_end_date: M.endRequired,
    });
    expect(planFieldErrors(draft({ effective_start_date: '2027-01-02', effective_end_date: '2027-01-01' }))).toEqual({ effective_end_date: M.endBeforeStart });
  });
});

describe('server errors of a save', () => {
  it('go to the field, or to the entry sent at that index, or to the plan', () => {
    const split = splitServerErrors({ name: ['Name is required'], 'ledger_entries.2.charge_amount': [M.chargePositive], 'ledger_entries.2.description': [M.descriptionRequired], 'ledger_entries.0.sub_period_id': [M.notThisPeriod], ledger_entries: ['Too many'], 'ledger_entries.9.due_date': ['lost'] }, [30, 10, 20]);
    expect(split.plan).toEqual({ name: 'Name is required' });
    expect([...split.entries]).toEqual([
      [20, { charge_amount: M.chargePositive, description: M.descriptionRequired }],
      [30, { sub_period_id: M.notThisPeriod }],
    ]);
    expect(split.other).toEqual(['Too many', 'lost']);
  });
});

describe('the ledger rows and totals', () => {
  const entries = [
    entry(1, { due_date: '2026-09-01', account_code_id: 1, charge_cents: 125000 }),
    entry(2, { due_date: 'Due on Approval', account_code_id: 2, charge_cents: 50000, sub_period_id: null }),
    entry(3, { due_date: 'Due Today', account_code_id: 3, charge_cents: 7500 }),
    entry(4, { due_date: '2026-09-01', account_code_id: 4, credit_cents: 10 }),
    entry(5, { due_date: '2026-10-01', account_code_id: 1, charge_cents: 20 }),
  ];

  it('lists entries in ledger order with charges negative, credits positive and a running total of charges minus credits', () => {
    const rows = ledgerRows(entries, ACCOUNTS, SUBS);
    expect(rows.map((r) => [r.number, r.due, r.type, r.account, r.subPeriod, r.credit, r.charge, r.running])).toEqual([
      [1, 'Due Today', 'Fee', 'Application Fee', 'Fall 2026', '$0.00', '-$75.00', '$75.00'],
      [2, 'Due on Approval', 'Deposit', 'Security Deposit', null, '$0.00', '-$500.00', '$575.00'],
      [3, '09/01/2026', 'Charge', 'Rent', 'Fall 2026', '$0.00', '-$1,250.00', '$1,825.00'],
      [4, '09/01/2026', 'Credit', 'Concession', 'Fall 2026', '$0.10', '$0.00', '$1,824.90'],
      [5, '10/01/2026', 'Charge', 'Rent', 'Fall 2026', '$0.00', '-$0.20', '$1,825.10'],
    ]);
  });

  it('sums per account, due today, due on approval and in all, in cents', () => {
    expect(planSummary(entries, ACCOUNTS)).toEqual({
      subtotals: [
        { account: 'Application Fee', total: '$75.00' },
        { account: 'Security Deposit', total: '$500.00' },
        { account: 'Rent', total: '$1,250.20' },
        { account: 'Concession', total: '-$0.10' },
      ],
      dueToday: '$75.00',
      dueOnApproval: '$500.00',
      total: '$1,825.10',
    });
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is exactly 30.
    const tiny = [entry(1, { charge_cents: 10 }), entry(2, { charge_cents: 20 })];
    expect(planSummary(tiny, ACCOUNTS).total).toBe('$0.30');
    expect(planSummary([], ACCOUNTS)).toEqual({ subtotals: [], dueToday: '$0.00', dueOnApproval: '$0.00', total: '$0.00' });
  });

  it('writes due dates and charges as the ledger shows them', () => {
    expect(dueText('Due Today')).toBe('Due Today');
    expect(dueText('2027-01-15')).toBe('01/15/2027');
    expect(chargeText(0)).toBe('$0.00');
    expect(chargeText(50000)).toBe('-$500.00');
  });
});

describe('the ledger entry dialog check', () => {
  const filled: EntryForm = { due: 'date', date: '2026-09-01', type: 'Charge', account_code_id: '1', sub_period_id: '12', description: ' Rent ', credit_amount: '0', charge_amount: '655.5' };
  const check = (form: Partial<EntryForm>) => checkEntryForm({ ...filled, ...form }, ACCOUNTS, [11, 12]);

  it("answers every required field's message for an empty form (amounts start at 0)", () => {
    expect(checkEntryForm(EMPTY_ENTRY_FORM, ACCOUNTS, [11, 12])).toEqual({
      errors: { due_date: M.dueDateRequired, type: M.typeRequired, account_code_id: M.accountRequired, sub_period_id: M.subPeriodRequired, description: M.descriptionRequired },
    });
    expect(checkEntryForm({ ...EMPTY_ENTRY_FORM, credit_amount: '', charge_amount: '' }, ACCOUNTS, [])).toMatchObject({ errors: { credit_amount: M.creditRequired, charge_amount: M.chargeRequired } });
    expect(check({ date: '' })).toEqual({ errors: { due_date: M.dueDateRequired } });
  });

  it('refuses negative amounts, fractions of a cent, an account of another type and a sub period of another lease period', () => {
    expect(check({ credit_amount: '-10', charge_amount: '-0.5' })).toEqual({ errors: { credit_amount: M.creditPositive, charge_amount: M.chargePositive } });
    expect(check({ charge_amount: '1.005' })).toEqual({ errors: { charge_amount: M.amountFormat } });
    expect(check({ type: 'Fee' })).toEqual({ errors: { account_code_id: M.accountRequired } });
    expect(check({ sub_period_id: '99' })).toEqual({ errors: { sub_period_id: M.subPeriodRequired } });
  });

  it('answers the entry in cents, trimmed, with a special due date or the picked one', () => {
    expect(check({})).toEqual({ entry: { due_date: '2026-09-01', account_code_id: 1, sub_period_id: 12, description: 'Rent', credit_cents: 0, charge_cents: 65550 } });
    expect(check({ due: 'Due on Approval', charge_amount: '15' })).toMatchObject({ entry: { due_date: 'Due on Approval', charge_cents: 1500 } });
  });

  it("fills the dialog from an entry, the type from the entry's account", () => {
    expect(formFromEntry(entry(1, { due_date: 'Due Today', account_code_id: 4, credit_cents: 65550, sub_period_id: null }), ACCOUNTS)).toEqual({
      due: 'Due Today',
      date: '',
      type: 'Credit',
      account_code_id: '4',
      sub_period_id: '',
      description: 'Entry 1',
      credit_amount: '655.50',
      charge_amount: '0.00',
    });
    expect(formFromEntry(entry(2), ACCOUNTS)).toMatchObject({ due: 'date', date: '2026-09-01', type: 'Charge' });
  });
});
