import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { CONFLICT_MESSAGES, LEASE_PERIOD_MESSAGES, OWNERSHIP_MESSAGES, PAYMENT_PLAN_MESSAGES as M } from '../../shared/messages';
import { DUE_ON_APPROVAL, DUE_TODAY } from '../../shared/payment-plans/constants';
import { centsToAmount, parseAmount } from '../../shared/money';
import { planTotal } from '../../shared/payment-plans/totals';
import type { PaymentPlan } from '../../shared/payment-plans/types';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { expectStaffReads, expectManagerWrites, type Write } from '../helpers/access-matrix';
import { agentsFor, buildLeasePeriod, buildSemester } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let a: Awaited<ReturnType<typeof agentsFor>>;
let orgId: number;
let propertyId: number;
let otherPropertyId: number;
let period: { id: number };
let otherPeriod: { id: number };
let subs: number[];
let codes: Record<'rent' | 'deposit' | 'fee' | 'concession', number>;
let strangerCode: number;

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db)).id;
  const otherOrgId = (await buildOrganization(ctx.db)).id;
  a = await agentsFor(ctx, orgId, otherOrgId);
  propertyId = (await buildProperty(ctx.db, orgId)).id;
  otherPropertyId = (await buildProperty(ctx.db, orgId)).id;
  const fall = await buildSemester(ctx.db, orgId, { name: 'Fall 2026' });
  const spring = await buildSemester(ctx.db, orgId, { name: 'Spring 2027', start_date: '2027-01-11', end_date: '2027-05-14' });
  period = await buildLeasePeriod(ctx.db, propertyId, [fall, spring]);
  otherPeriod = await buildLeasePeriod(ctx.db, otherPropertyId, [fall]);
  subs = (await ctx.db.selectFrom('sub_periods').select('id').where('lease_period_id', '=', period.id).orderBy('id').execute()).map((r) => r.id);
  const code = async (org: number, name: string, type: string) => (await ctx.db.insertInto('account_codes').values({ organization_id: org, name, type: type as 'Charge' }).returning('id').executeTakeFirstOrThrow()).id;
  codes = { rent: await code(orgId, 'Rent', 'Charge'), deposit: await code(orgId, 'Security Deposit', 'Deposit'), fee: await code(orgId, 'Application Fee', 'Fee'), concession: await code(orgId, 'Concession', 'Credit') };
  strangerCode = await code(otherOrgId, 'Rent', 'Charge');
});
afterEach(() => ctx.close());

const create = (body: object = { name: 'Academic year', property_id: propertyId, lease_period_id: period.id }) => a.manager.post('/api/payment-plans/').send(body);
const newPlan = async () => (await create()).body as PaymentPlan;
const entries = () => [
  { sub_period_id: subs[1], due_date: '2027-01-11', account_code_id: codes.rent, description: 'Spring installment', credit_amount: '0', charge_amount: '4125.00' },
  { sub_period_id: subs[0], due_date: DUE_TODAY, account_code_id: codes.fee, description: 'Application fee', credit_amount: 0, charge_amount: 50 },
  { sub_period_id: subs[0], due_date: DUE_ON_APPROVAL, account_code_id: codes.deposit, description: 'Deposit', credit_amount: '0', charge_amount: '300' },
  { sub_period_id: subs[0], due_date: '2026-08-20', account_code_id: codes.concession, description: 'Early signing', credit_amount: '250.10', charge_amount: '0' },
];
const fullPlan = (overrides: object = {}) => ({
  property_id: propertyId,
  lease_period_id: period.id,
  name: 'Academic year',
  type: 'New Tenant',
  effective_start_date: '2026-01-15',
  effective_end_date: '2026-12-31',
  ledger_entries: entries(),
  ...overrides,
});
const put = (id: number, body: object) => a.manager.put(`/api/payment-plans/${id}/`).send(body);
const planRow = (id: number) => ctx.db.selectFrom('payment_plans').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const entryRows = (id: number) => ctx.db.selectFrom('ledger_entries').selectAll().where('payment_plan_id', '=', id).orderBy('position').execute();

describe('who may call the payment plan endpoints', () => {
  it('answers 401 signed out, 403 to a student, reads only to maintenance and 404 for another company’s plan', async () => {
    const { id } = await newPlan();
    const writes: Write[] = [
      ['post', '/api/payment-plans/', { name: 'x', property_id: propertyId, lease_period_id: period.id }],
      ['put', `/api/payment-plans/${id}/`, fullPlan()],
      ['post', `/api/payment-plans/${id}/clone/`, { name: 'Copy', property_id: propertyId, lease_period_id: period.id }],
      ['post', `/api/payment-plans/${id}/approve/`, {}],
      ['post', '/api/ledger_types/', { name: 'Parking', type: 'Charge' }],
      ['patch', `/api/ledger_types/${codes.rent}/`, { name: 'Monthly rent' }],
    ];
    await expectStaffReads(a, ['/api/payment-plans/', `/api/payment-plans/${id}/`, '/api/ledger_types/']);
    await expectManagerWrites(a, writes);
    for (const [method, path, body] of writes.filter(([, path]) => /\d/.test(path))) {
      expect((await a.stranger[method as 'post'](path).send(body)).status).toBe(404);
    }
    expect((await a.stranger.get(`/api/payment-plans/${id}/`)).status).toBe(404);
    expect((await a.stranger.get('/api/payment-plans/')).body).toEqual([]);
    expect((await a.stranger.get('/api/ledger_types/')).body).toEqual([{ id: strangerCode, name: 'Rent', type: 'Charge', version: 1 }]);
    expect({ plans: (await ctx.db.selectFrom('payment_plans').select('id').execute()).length, entries: (await entryRows(id)).length, approved: (await planRow(id)).approved }).toEqual({ plans: 1, entries: 0, approved: 0 });
    expect((await ctx.db.selectFrom('account_codes').select('name').where('id', '=', codes.rent).executeTakeFirstOrThrow()).name).toBe('Rent');
  });
});

describe('POST /api/payment-plans/ and the list', () => {
  it('creates a draft with the caller as author, listed with the grid’s columns', async () => {
    const res = await create({ name: '  Academic year ', property_id: propertyId, lease_period_id: period.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Academic year', type: null, total: '0.00', property_id: propertyId, lease_period_id: period.id, approved: false, active: false, created_by: 'Test manager', ledger_entries: [], version: 1 });
    const list = await a.manager.get('/api/payment-plans/');
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: res.body.id, property_name: expect.any(String), lease_period_name: expect.any(String), total: '0.00' });
    expect(list.body[0]).not.toHaveProperty('ledger_entries');
  });

  it('refuses missing fields with the spec’s messages, another company’s property, and a period of another property', async () => {
    expect((await create({})).body).toEqual({ name: [M.templateNameRequired], property_id: [M.propertyRequired], lease_period_id: [M.leasePeriodRequired] });
    expect((await create({ name: ' ', property_id: propertyId, lease_period_id: period.id })).body).toEqual({ name: [M.templateNameRequired] });
    const strangerProperty = (await buildProperty(ctx.db, (await buildOrganization(ctx.db)).id)).id;
    expect((await create({ name: 'x', property_id: strangerProperty, lease_period_id: period.id })).body).toEqual({ property_id: [OWNERSHIP_MESSAGES.notYours('property')] });
    expect((await create({ name: 'x', property_id: propertyId, lease_period_id: otherPeriod.id })).body).toEqual({ lease_period_id: [M.notThisProperty] });
    expect((await create({ name: 'x', property_id: propertyId, lease_period_id: period.id, approved: true })).status).toBe(400);
    expect(await ctx.db.selectFrom('payment_plans').select('id').execute()).toEqual([]);
  });

  it('filters by properties and lease periods, and refuses malformed filters', async () => {
    const mine = await newPlan();
    const other = (await create({ name: 'Fall only', property_id: otherPropertyId, lease_period_id: otherPeriod.id })).body as PaymentPlan;
    const ids = async (query: string) => ((await a.manager.get(`/api/payment-plans/${query}`)).body as { id: number }[]).map((p) => p.id);
    expect(await ids(`?property=${propertyId}`)).toEqual([mine.id]);
    expect(await ids(`?property=${propertyId},${otherPropertyId}`)).toEqual([other.id, mine.id]);
    expect(await ids(`?lease_period=${otherPeriod.id}`)).toEqual([other.id]);
    expect(await ids(`?property=${propertyId}&lease_period=${otherPeriod.id}`)).toEqual([]);
    expect(await ids('?lease_period=')).toEqual([]);
    expect((await a.manager.get('/api/payment-plans/?property=1;drop')).status).toBe(400);
    const strangerProperty = (await buildProperty(ctx.db, (await buildOrganization(ctx.db)).id)).id;
    expect((await a.manager.get(`/api/payment-plans/?property=${strangerProperty}`)).status).toBe(404);
  });
});

describe('PUT /api/payment-plans/{id}/', () => {
  it('saves the whole plan with its entries in ledger order, and the server’s total equals the shared functions’', async () => {
    const { id, version } = await newPlan();
    const res = await put(id, fullPlan({ version }));
    expect(res.status).toBe(200);
    const plan = res.body as PaymentPlan;
    expect(plan.ledger_entries.map((e) => e.due_date)).toEqual([DUE_TODAY, DUE_ON_APPROVAL, '2026-08-20', '2027-01-11']);
    expect(plan.ledger_entries[0]).toEqual({ id: expect.any(Number), sub_period_id: subs[0], due_date: DUE_TODAY, account_code_id: codes.fee, description: 'Application fee', credit_amount: '0.00', charge_amount: '50.00' });
    const expected = planTotal(entries().map((e) => ({ ...e, credit_cents: parseAmount(e.credit_amount)!, charge_cents: parseAmount(e.charge_amount)! })));
    expect(plan.total).toBe(centsToAmount(expected));
    expect(plan.total).toBe('4224.90');
    expect((await planRow(id)).total_cents).toBe(422490);
    expect(plan).toMatchObject({ type: 'New Tenant', effective_start_date: '2026-01-15', effective_end_date: '2026-12-31', version: version + 1 });
  });

  it('updates entries sent with their id, adds new ones and removes the rest', async () => {
    const { id } = await newPlan();
    const saved = (await put(id, fullPlan())).body as PaymentPlan;
    const [today, , , spring] = saved.ledger_entries;
    const res = await put(id, fullPlan({ ledger_entries: [{ ...today!, description: 'Application fee (non-refundable)' }, { ...spring! }, { ...entries()[2]!, description: 'New deposit' }] }));
    expect(res.status).toBe(200);
    const rows = await entryRows(id);
    expect(rows.map((r) => r.id).slice(0, 2)).toEqual([today!.id, spring!.id]);
    expect(rows.map((r) => r.description)).toEqual(['Application fee (non-refundable)', 'Spring installment', 'New deposit']);
    expect((res.body as PaymentPlan).total).toBe('4475.00');
  });

  it('refuses bad fields and entries with the spec’s messages, changing nothing', async () => {
    const { id } = await newPlan();
    await put(id, fullPlan());
    const before = { plan: await planRow(id), entries: await entryRows(id) };
    const blank = await put(id, { ledger_entries: [] });
    expect(blank.body).toEqual({
      property_id: [M.propertyRequired],
      lease_period_id: [M.agreementPeriodRequired],
      name: [M.nameRequired],
      type: [M.typeRequired],
      effective_start_date: [M.startRequired],
      effective_end_date: [M.endRequired],
    });
    const badEntry = await put(id, fullPlan({ ledger_entries: [{ sub_period_id: null, due_date: '', account_code_id: null, description: ' ', credit_amount: '', charge_amount: '-10' }] }));
    expect(badEntry.body).toEqual({
      'ledger_entries.0.sub_period_id': [M.subPeriodsMissing],
      'ledger_entries.0.due_date': [M.dueDateRequired],
      'ledger_entries.0.account_code_id': [M.accountRequired],
      'ledger_entries.0.description': [M.descriptionRequired],
      'ledger_entries.0.credit_amount': [M.creditRequired],
      'ledger_entries.0.charge_amount': [M.chargePositive],
    });
    const formats = await put(id, fullPlan({ ledger_entries: [{ ...entries()[0]!, due_date: '2026-02-30', credit_amount: '1.005', charge_amount: 'ten' }] }));
    expect(formats.body).toEqual({ 'ledger_entries.0.due_date': [M.dueDateFormat], 'ledger_entries.0.credit_amount': [M.amountFormat], 'ledger_entries.0.charge_amount': [M.amountFormat] });
    expect((await put(id, fullPlan({ effective_end_date: '2026-01-01' }))).body).toEqual({ effective_end_date: [M.endBeforeStart] });
    expect((await put(id, fullPlan({ effective_start_date: '', effective_end_date: '01/02/2027' }))).body).toEqual({ effective_start_date: [M.startRequired], effective_end_date: ['Use YYYY-MM-DD'] });
    expect((await put(id, fullPlan({ type: 'Tenant' }))).body).toEqual({ type: [M.typeRequired] });
    expect((await put(id, fullPlan({ not_a_field: '1.00' }))).status).toBe(400);
    expect((await put(id, fullPlan({ ledger_entries: Array.from({ length: 501 }, () => entries()[0]) }))).body).toEqual({ ledger_entries: [M.tooManyEntries(500)] });
    expect({ plan: await planRow(id), entries: await entryRows(id) }).toEqual(before);
  });

  it('refuses sub periods of another lease period, accounts of another company, another property’s period and entries of another plan', async () => {
    const { id } = await newPlan();
    const other = await newPlan();
    const otherSaved = (await put(other.id, fullPlan())).body as PaymentPlan;
    const otherSub = (await ctx.db.selectFrom('sub_periods').select('id').where('lease_period_id', '=', otherPeriod.id).executeTakeFirstOrThrow()).id;
    const res = await put(id, fullPlan({ ledger_entries: [{ ...entries()[0]!, sub_period_id: otherSub }, { ...entries()[1]!, account_code_id: strangerCode }, { ...entries()[2]!, id: otherSaved.ledger_entries[0]!.id }] }));
    expect(res.body).toEqual({ 'ledger_entries.0.sub_period_id': [M.notThisPeriod], 'ledger_entries.1.account_code_id': [M.notYourAccount], 'ledger_entries.2.id': [M.unknownEntry] });
    expect((await put(id, fullPlan({ lease_period_id: otherPeriod.id, ledger_entries: [] }))).body).toEqual({ lease_period_id: [M.notThisProperty] });
    expect(await entryRows(id)).toEqual([]);
    expect((await entryRows(other.id)).length).toBe(4);
  });

  it('refuses a save over a newer version (409) and keeps the other manager’s save', async () => {
    const { id, version } = await newPlan();
    expect((await put(id, fullPlan({ name: 'First', version }))).status).toBe(200);
    const stale = await put(id, fullPlan({ name: 'Second', ledger_entries: [], version }));
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ detail: CONFLICT_MESSAGES.staleVersion });
    expect((await planRow(id)).name).toBe('First');
    expect((await entryRows(id)).length).toBe(4);
  });

  it('says a save is stale before it says which of its entries the other save removed', async () => {
    const { id, version } = await newPlan();
    const loaded = (await put(id, fullPlan({ version }))).body as PaymentPlan;
    expect((await put(id, fullPlan({ ledger_entries: [entries()[0]], version: loaded.version }))).status).toBe(200);
    const stale = await put(id, fullPlan({ ledger_entries: loaded.ledger_entries, version: loaded.version }));
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ detail: CONFLICT_MESSAGES.staleVersion });
  });
});

describe('approval', () => {
  it('approves a complete plan once, recording the caller and the time; an approved plan can no longer change', async () => {
    const { id } = await newPlan();
    await put(id, fullPlan());
    const res = await a.manager.post(`/api/payment-plans/${id}/approve/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ approved: true, approved_by: 'Test manager', approved_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const before = { plan: await planRow(id), entries: await entryRows(id) };
    const locked = await put(id, fullPlan({ name: 'Changed', ledger_entries: [] }));
    expect(locked.status).toBe(409);
    expect(locked.body).toEqual({ detail: M.approvedLocked });
    expect((await a.manager.post(`/api/payment-plans/${id}/approve/`)).body).toEqual({ detail: M.alreadyApproved });
    expect({ plan: await planRow(id), entries: await entryRows(id) }).toEqual(before);
  });

  it('records the approval in the audit chain with the caller, address and browser; a refused approval records nothing', async () => {
    const { id } = await newPlan();
    expect((await a.manager.post(`/api/payment-plans/${id}/approve/`)).status).toBe(400);
    await put(id, fullPlan());
    expect((await a.manager.post(`/api/payment-plans/${id}/approve/`).set('X-Forwarded-For', '198.51.100.4').set('User-Agent', 'PlanAudit/2.0')).status).toBe(200);
    expect((await a.manager.post(`/api/payment-plans/${id}/approve/`)).status).toBe(409);
    const events = await ctx.db.selectFrom('audit_events').selectAll().execute();
    expect(events).toEqual([
      expect.objectContaining({ action: 'payment_plan.approve', subject_table: 'payment_plans', subject_id: id, organization_id: orgId, actor_user_id: a.manager.userId, ip: '198.51.100.4', user_agent: 'PlanAudit/2.0' }),
    ]);
    expect(JSON.parse(events[0]!.details)).toEqual({ name: (await planRow(id)).name });
  });

  it('refuses to approve a plan that is not complete', async () => {
    const { id } = await newPlan();
    expect((await a.manager.post(`/api/payment-plans/${id}/approve/`)).body).toEqual({ detail: M.notReadyToApprove });
    expect((await planRow(id)).approved).toBe(0);
  });

  it('is active while approved and within its effective dates', async () => {
    const { id } = await newPlan();
    await put(id, fullPlan({ effective_start_date: '2000-01-01', effective_end_date: '2999-12-31' }));
    expect(((await a.manager.get(`/api/payment-plans/${id}/`)).body as PaymentPlan).active).toBe(false);
    await a.manager.post(`/api/payment-plans/${id}/approve/`);
    expect(((await a.manager.get('/api/payment-plans/')).body as PaymentPlan[])[0]!.active).toBe(true);
  });
});

describe('POST /api/payment-plans/{id}/clone/', () => {
  it('copies an approved plan as a draft with its entries; sub periods stay only within the same lease period', async () => {
    const { id } = await newPlan();
    await put(id, fullPlan());
    await a.manager.post(`/api/payment-plans/${id}/approve/`);
    const same = await a.manager.post(`/api/payment-plans/${id}/clone/`).send({ name: 'Academic year v2', property_id: propertyId, lease_period_id: period.id });
    expect(same.status).toBe(201);
    expect(same.body).toMatchObject({ name: 'Academic year v2', approved: false, approved_by: null, type: 'New Tenant', total: '4224.90' });
    expect((same.body as PaymentPlan).ledger_entries.map((e) => e.sub_period_id)).toEqual([subs[0], subs[0], subs[0], subs[1]]);
    const moved = await a.manager.post(`/api/payment-plans/${id}/clone/`).send({ name: 'For the other property', property_id: otherPropertyId, lease_period_id: otherPeriod.id });
    expect((moved.body as PaymentPlan).ledger_entries.map((e) => e.sub_period_id)).toEqual([null, null, null, null]);
    expect((await a.manager.post(`/api/payment-plans/${id}/clone/`).send({ name: '', property_id: propertyId })).body).toEqual({ name: [M.templateNameRequired], lease_period_id: [M.leasePeriodRequired] });
    expect((await ctx.db.selectFrom('payment_plans').select('id').execute()).length).toBe(3);
  });
});

describe('sub periods when a lease period’s semesters change', () => {
  it('keeps sub period ids of semesters that stay; a removed one clears draft entries and is refused under an approved plan', async () => {
    const { id } = await newPlan();
    await put(id, fullPlan());
    const semesters = await ctx.db.selectFrom('sub_periods').select('semester_id').where('lease_period_id', '=', period.id).orderBy('id').execute();
    const fallOnly = await a.manager.patch(`/api/agreement-periods/${period.id}/`).send({ semesters: [semesters[0]!.semester_id] });
    expect(fallOnly.status).toBe(200);
    expect((await ctx.db.selectFrom('sub_periods').select('id').where('lease_period_id', '=', period.id).execute()).map((r) => r.id)).toEqual([subs[0]]);
    expect((await entryRows(id)).map((e) => e.sub_period_id).sort()).toEqual([null, subs[0], subs[0], subs[0]].sort());

    const approved = await newPlan();
    await put(approved.id, fullPlan({ ledger_entries: [entries()[1]] }));
    await a.manager.post(`/api/payment-plans/${approved.id}/approve/`);
    const refused = await a.manager.patch(`/api/agreement-periods/${period.id}/`).send({ semesters: [semesters[1]!.semester_id] });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ semesters: [LEASE_PERIOD_MESSAGES.semesterInApprovedPlan] });
    expect((await entryRows(approved.id))[0]!.sub_period_id).toBe(subs[0]);
  });
});

describe('account codes (/api/ledger_types/)', () => {
  it('lists the company’s codes by type and name, also in the manager organization answer', async () => {
    const list = (await a.manager.get('/api/ledger_types/')).body as { name: string; type: string }[];
    expect(list.map((c) => `${c.type}:${c.name}`)).toEqual(['Charge:Rent', 'Credit:Concession', 'Deposit:Security Deposit', 'Fee:Application Fee']);
    const org = await a.manager.get('/api/manager/organization/');
    expect(org.body.account_codes).toEqual(list);
  });

  it('adds and renames codes, refusing duplicates, unknown types and a type change of a code in use', async () => {
    const res = await a.manager.post('/api/ledger_types/').send({ name: ' Parking ', type: 'Charge' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), name: 'Parking', type: 'Charge', version: 1 });
    expect((await a.manager.post('/api/ledger_types/').send({ name: 'parking', type: 'Fee' })).body).toEqual({ name: ['An account code with this name already exists.'] });
    expect((await a.manager.post('/api/ledger_types/').send({ name: '', type: 'Rent' })).body).toEqual({ name: ['Name is required'], type: ['Type is required'] });
    const renamed = await a.manager.patch(`/api/ledger_types/${res.body.id}/`).send({ name: 'Garage parking', type: 'Fee', version: 1 });
    expect(renamed.body).toEqual({ id: res.body.id, name: 'Garage parking', type: 'Fee', version: 2 });
    expect((await a.manager.patch(`/api/ledger_types/${res.body.id}/`).send({ name: 'Rent' })).status).toBe(400);
    const { id } = await newPlan();
    await put(id, fullPlan());
    expect((await a.manager.patch(`/api/ledger_types/${codes.rent}/`).send({ type: 'Fee' })).status).toBe(400);
    expect((await a.manager.patch(`/api/ledger_types/${codes.rent}/`).send({ name: 'Monthly rent' })).body).toMatchObject({ name: 'Monthly rent', type: 'Charge' });
  });
});
