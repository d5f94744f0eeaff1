import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Lease, RenewalList, TenantRenewal } from '../../shared/leases/lease-types';
import { RENEWAL_MESSAGES as M, renewalReasonFor } from '../../shared/leases/renewal-rules';
import { LEASE_MESSAGES } from '../../shared/messages';
import { releaseRenewalHolds } from '../../server/services/leasing/renewal-holds';
import { verifyAuditChain } from '../../server/audit/verify-chain';
import { signEverySeat } from '../helpers/executed-lease';
import { signedInAgent } from '../helpers/manager-factories';
import { freshExecutedLeases, type SignableLease } from '../helpers/signable-lease-tests';
import { NEXT_PERIOD, renewalSeason } from '../helpers/renewal-season';
import { dayFromToday } from '../helpers/company-day';
import type { TestContext } from '../helpers/test-app';
import { companyToday } from '../helpers/company-day';
import { DEFAULT_TIME_ZONE } from '../../shared/ledger/payment-terms';

let ctx: TestContext;
let f: SignableLease;
let signature: string;

const day = dayFromToday;
const NEXT = NEXT_PERIOD;

freshExecutedLeases({}, (made) => ({ ctx, f, signature } = made), renewalSeason);

const target = async () => ctx.db.selectFrom('lease_periods').select(['id', 'end_date']).where('name', '=', NEXT).executeTakeFirstOrThrow();
const otherBed = async () => (await ctx.db.selectFrom('layouts').select('id').where('floor', '=', '3').executeTakeFirstOrThrow()).id;
const planId = async (name: string) => (await ctx.db.selectFrom('payment_plans').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const renewals = async () => (await f.agents.student.get('/api/tenant/renewals/')).body as TenantRenewal[];
const renew = async (bedId: number, extra: Record<string, unknown> = {}, agent = f.agents.student) => agent.post('/api/renewals/').send({ lease_id: f.leaseId, lease_period_id: (await target()).id, bed_id: bedId, ...extra });
const count = async (table: 'leases' | 'rental_applications' | 'reservation_requests' | 'audit_events' | 'messages' | 'application_files') => Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const written = () => Promise.all([count('leases'), count('rental_applications'), count('reservation_requests'), count('audit_events')]);
const setPeriod = async (values: Record<string, unknown>) => ctx.db.updateTable('lease_periods').set(values).where('id', '=', (await target()).id).execute();

describe('what a resident may renew (GET /api/tenant/renewals/)', () => {
  it('offers the next period with their bed, its Renewal Tenant plans only, the deadline and a transfer', async () => {
    const period = await target();
    const [one, ...rest] = await renewals();
    expect(rest).toEqual([]);
    expect(one).toEqual({
      lease_id: f.leaseId,
      lease_period: { id: period.id, name: NEXT, start_date: '2027-08-20', end_date: '2028-05-14' },
      property_id: f.propertyId,
      deadline: day(30),
      same_bed: { bed_id: f.bedId, bed: 'A, Floor 2, Unit 4B, Room B, Bed 2', plans: [{ id: await planId('Renewal rate'), name: 'Renewal rate', type: 'Renewal Tenant', total: '7800.00' }] },
      same_bed_reason: null,
      transfer_allowed: true,
      reason_if_not: null,
      renewal_lease_id: null,
    });
  });

  it('says why, rule by rule', async () => {
    await setPeriod({ allow_same_bed_renewals: 0 });
    expect((await renewals())[0]).toMatchObject({ same_bed: null, same_bed_reason: M.noSameBed, transfer_allowed: true, reason_if_not: null });
    await setPeriod({ allow_same_bed_renewals: 1, renewal_deadline: day(-1) });
    expect((await renewals())[0]).toMatchObject({ same_bed: null, same_bed_reason: M.deadlinePassed, transfer_allowed: true });
    await setPeriod({ renewal_deadline: companyToday() });
    expect((await renewals())[0]).toMatchObject({ same_bed: { bed_id: f.bedId }, same_bed_reason: null });
    await ctx.db.updateTable('leases').set({ not_renewing_reason: 'Graduating', not_renewing_by: 'Test' }).where('id', '=', f.leaseId).execute();
    expect((await renewals())[0]).toMatchObject({ same_bed: null, transfer_allowed: false, reason_if_not: M.notRenewing });
    await ctx.db.updateTable('leases').set({ not_renewing_reason: null }).where('id', '=', f.leaseId).execute();
    await setPeriod({ visible: 0 });
    expect(await renewals()).toEqual([]);
    await setPeriod({ visible: 1 });
    await ctx.db.deleteFrom('lease_period_renewal_sources').execute();
    expect(await renewals()).toEqual([]);
  });

  it('is the student’s own: staff are refused, and nobody signed in', async () => {
    expect((await f.agents.manager.get('/api/tenant/renewals/')).status).toBe(403);
    expect((await request(ctx.app).get('/api/tenant/renewals/')).status).toBe(401);
    const other = await signedInAgent(ctx, 'student', null);
    expect((await other.get('/api/tenant/renewals/')).body).toEqual([]);
  });
});

describe('renewing (POST /api/renewals/)', () => {
  it('renews the same bed: a new Offered lease of the period, its Renewal Tenant plans, the application copied; the old lease untouched', async () => {
    const before = await ctx.db.selectFrom('leases').selectAll().where('id', '=', f.leaseId).executeTakeFirstOrThrow();
    const res = await renew(f.bedId, { cell_phone: '(512) 555-0142', guarantor: { name: 'Ana Ruiz', email: 'ana@example.com', phone: '', address: '1 Main St' } });
    expect(res.status).toBe(201);
    const lease = res.body as Lease;
    expect(lease).toMatchObject({ status: 'Offered', kind: 'same_bed', renews_lease_id: f.leaseId, lease_period_id: (await target()).id, bed: { id: f.bedId }, offered_plans: [{ name: 'Renewal rate', type: 'Renewal Tenant', total: '7800.00' }] });
    expect(await ctx.db.selectFrom('leases').selectAll().where('id', '=', f.leaseId).executeTakeFirstOrThrow()).toEqual(before);
    const app = await ctx.db.selectFrom('rental_applications').select(['status', 'answers', 'decision_note']).where('id', '=', lease.application_id).executeTakeFirstOrThrow();
    expect(app).toMatchObject({ status: 'Approved', decision_note: `Renewal of lease ${f.leaseId}` });
    expect(JSON.parse(app.answers)).toEqual({ lg_name: 'Ana Ruiz', lg_email: 'ana@example.com', lg_address: '1 Main St' });
    expect((await ctx.db.selectFrom('users').select('cell_phone').where('id', '=', f.agents.student.userId).executeTakeFirstOrThrow()).cell_phone).toBe('(512) 555-0142');
    const event = await ctx.db.selectFrom('audit_events').select(['subject_id', 'details']).where('action', '=', 'lease.renew').executeTakeFirstOrThrow();
    expect([event.subject_id, JSON.parse(event.details)]).toEqual([lease.id, { renews_lease_id: f.leaseId, kind: 'same_bed', application_id: lease.application_id, bed_id: f.bedId, lease_period_id: (await target()).id, bed: 'A, Floor 2, Unit 4B, Room B, Bed 2' }]);
    expect((await renewals())[0]).toMatchObject({ renewal_lease_id: lease.id, reason_if_not: M.hasLease });
    // Once is enough: a second renewal into the period is refused, nothing written.
    const counts = await written();
    expect((await renew(await otherBed())).body).toEqual({ detail: M.hasLease });
    expect(await written()).toEqual(counts);
  });

  it('of two renewals at once, one wins and the other writes nothing', async () => {
    const [a, b] = await Promise.all([renew(f.bedId), renew(await otherBed(), {}, f.agents.manager)]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    const live = await ctx.db.selectFrom('leases').select('id').where('renews_lease_id', '=', f.leaseId).where('status', '<>', 'Void').execute();
    expect(live.length).toBe(1);
    expect(await count('rental_applications')).toBe(2);
  });

  it('keeps the guarantor of the last application when the resident does not change it', async () => {
    const lease = (await renew(f.bedId)).body as Lease;
    const app = await ctx.db.selectFrom('rental_applications').select('answers').where('id', '=', lease.application_id).executeTakeFirstOrThrow();
    expect(JSON.parse(app.answers)).toEqual({ lg_name: 'Zoë Ñúñez', lg_email: 'zoe@example.com' });
  });

  it('moves to another free bed: a transfer, with that bed’s Renewal Transfer Tenant plans', async () => {
    const bed = await otherBed();
    const beds = (await f.agents.student.get(`/api/renewals/free-beds/?lease=${f.leaseId}&lease_period=${(await target()).id}`)).body as { id: number; plans: { name: string }[] }[];
    expect(beds.map((b) => [b.id, b.plans.map((p) => p.name)])).toEqual([[bed, ['Transfer rate']]]);
    const res = await renew(bed);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'transfer', renews_lease_id: f.leaseId, bed: { id: bed }, offered_plans: [{ name: 'Transfer rate', type: 'Renewal Transfer Tenant' }] });
  });

  it('a manager renews on the resident’s behalf', async () => {
    // Refused, the office reads the reason in its own words.
    await ctx.db.updateTable('leases').set({ not_renewing_reason: 'Graduating' }).where('id', '=', f.leaseId).execute();
    expect((await renew(f.bedId, {}, f.agents.manager)).body).toEqual({ detail: 'The resident is marked as not renewing.' });
    await ctx.db.updateTable('leases').set({ not_renewing_reason: null }).where('id', '=', f.leaseId).execute();
    const res = await renew(f.bedId, {}, f.agents.manager);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'same_bed', student: { id: f.agents.student.userId } });
  });

  it('refuses what may not be renewed, writing nothing', async () => {
    const counts = await written();
    await ctx.db.updateTable('leases').set({ not_renewing_reason: 'Graduating' }).where('id', '=', f.leaseId).execute();
    expect([(await renew(f.bedId)).status, (await renew(f.bedId)).body]).toEqual([400, { detail: M.notRenewing }]);
    await ctx.db.updateTable('leases').set({ not_renewing_reason: null }).where('id', '=', f.leaseId).execute();
    await setPeriod({ visible: 0 });
    expect((await renew(f.bedId)).body).toEqual({ detail: M.notOpen });
    await setPeriod({ visible: 1, allow_same_bed_renewals: 0 });
    expect([(await renew(f.bedId)).status, (await renew(f.bedId)).body]).toEqual([400, { detail: M.noSameBed }]);
    await setPeriod({ allow_same_bed_renewals: 1, renewal_deadline: day(-1) });
    expect([(await renew(f.bedId)).status, (await renew(f.bedId)).body]).toEqual([409, { detail: M.deadlinePassed }]);
    expect((await f.agents.student.post('/api/renewals/').send({ lease_id: f.leaseId, lease_period_id: f.periodId, bed_id: f.bedId })).body).toEqual({ detail: M.notFromPeriod });
    expect(await written()).toEqual(counts);
  });

  it('refuses a bed taken, held for another resident or of another property (409, 409, 400)', async () => {
    const period = await target();
    const bed = await otherBed();
    // Another resident of the same period lives in the second bed and may keep it: it is held for them.
    const other = await signedInAgent(ctx, 'student', null);
    const request2 = await ctx.db.insertInto('reservation_requests').values({ user_id: other.userId, organization_id: f.orgId, property_id: f.propertyId, lease_period_id: f.periodId }).returning('id').executeTakeFirstOrThrow();
    const app2 = await ctx.db.insertInto('rental_applications').values({ organization_id: f.orgId, user_id: other.userId, reservation_request_id: request2.id, status: 'Approved', answers: '{}' }).returning('id').executeTakeFirstOrThrow();
    const held = await ctx.db.insertInto('leases').values({ organization_id: f.orgId, application_id: app2.id, user_id: other.userId, property_id: f.propertyId, lease_period_id: f.periodId, layout_id: bed, status: 'Executed', created_by: 'Test' }).returning('id').executeTakeFirstOrThrow();
    const counts = await written();
    expect([(await renew(bed)).status, (await renew(bed)).body]).toEqual([409, { bed_id: [M.bedHeld] }]);
    await ctx.db.updateTable('leases').set({ not_renewing_reason: 'Moving out' }).where('id', '=', held.id).execute();
    const request3 = await ctx.db.insertInto('reservation_requests').values({ user_id: other.userId, organization_id: f.orgId, property_id: f.propertyId, lease_period_id: period.id }).returning('id').executeTakeFirstOrThrow();
    const app3 = await ctx.db.insertInto('rental_applications').values({ organization_id: f.orgId, user_id: other.userId, reservation_request_id: request3.id, status: 'Approved', answers: '{}' }).returning('id').executeTakeFirstOrThrow();
    await ctx.db.insertInto('leases').values({ organization_id: f.orgId, application_id: app3.id, user_id: other.userId, property_id: f.propertyId, lease_period_id: period.id, layout_id: bed, status: 'Void', created_by: 'Test' }).execute();
    const { id: stranger } = await ctx.db.insertInto('layouts').values({ property_id: (await ctx.db.insertInto('properties').values({ organization_id: f.orgId, name: 'Elsewhere' }).returning('id').executeTakeFirstOrThrow()).id, building: 'Z', floor: '1', unit: '1', unit_type: '', room: 'A', room_type: '', bed: '1' }).returning('id').executeTakeFirstOrThrow();
    expect([(await renew(stranger)).status, (await renew(stranger)).body]).toEqual([400, { bed_id: [M.notYourBed] }]);
    expect(await written()).toEqual([counts[0] + 1, counts[1] + 1, counts[2] + 1, counts[3]]);
    // Taken in the period by a lease that is not void: the same 409 as a new lease's.
    await ctx.db.updateTable('leases').set({ status: 'Offered' }).where('lease_period_id', '=', period.id).where('layout_id', '=', bed).execute();
    expect([(await renew(bed)).status, (await renew(bed)).body]).toEqual([409, { bed_id: [LEASE_MESSAGES.bedTaken] }]);
  });

  it('answers bad bodies with 400 and writes nothing', async () => {
    const counts = await written();
    const period = (await target()).id;
    for (const body of [{}, { lease_id: f.leaseId, lease_period_id: period }, { lease_id: 'x', lease_period_id: period, bed_id: f.bedId }, { lease_id: f.leaseId, lease_period_id: period, bed_id: f.bedId, extra: 1 }, { lease_id: f.leaseId, lease_period_id: period, bed_id: f.bedId, cell_phone: 'call me' }, { lease_id: f.leaseId, lease_period_id: period, bed_id: f.bedId, guarantor: { name: '', email: 'nope' } }]) {
      expect((await f.agents.student.post('/api/renewals/').send(body)).status).toBe(400);
    }
    expect(await written()).toEqual(counts);
  });

  it('is the lease’s student’s or its company’s managers’: another student and another company get 404, maintenance 403, nobody 401', async () => {
    const counts = await written();
    const other = await signedInAgent(ctx, 'student', null);
    expect((await renew(f.bedId, {}, other)).status).toBe(404);
    expect((await renew(f.bedId, {}, f.agents.stranger)).status).toBe(404);
    expect((await renew(f.bedId, {}, f.agents.maintenance)).status).toBe(403);
    expect((await request(ctx.app).post('/api/renewals/').send({ lease_id: f.leaseId, lease_period_id: (await target()).id, bed_id: f.bedId })).status).toBe(401);
    expect((await other.get(`/api/renewals/free-beds/?lease=${f.leaseId}&lease_period=${(await target()).id}`)).status).toBe(404);
    expect(await written()).toEqual(counts);
  });

  it('executes like a new lease: the guarantor signs again and the renewal plan is posted to its ledger', async () => {
    const lease = (await renew(f.bedId)).body as Lease;
    expect((await f.agents.student.put(`/api/leases/${lease.id}/plan/`).send({ payment_plan_id: await planId('New resident rate') })).status).toBe(400);
    expect((await f.agents.student.put(`/api/leases/${lease.id}/plan/`).send({ payment_plan_id: await planId('Renewal rate') })).status).toBe(200);
    const signers = await ctx.db.selectFrom('lease_signers').select('role').where('lease_id', '=', lease.id).orderBy('signing_order').execute();
    expect(signers.map((s) => s.role)).toEqual(['tenant', 'guarantor', 'landlord']);
    expect((await signEverySeat(ctx, { ...f, leaseId: lease.id }, signature)).status).toBe(200);
    expect((await f.agents.manager.get(`/api/leases/${lease.id}/`)).body).toMatchObject({ status: 'Executed' });
    const lines = await ctx.db.selectFrom('ledger_lines').select(['kind', 'amount_cents', 'due_date']).where('lease_id', '=', lease.id).execute();
    expect(lines).toEqual([{ kind: 'charge', amount_cents: 780000, due_date: '2027-08-20' }]);
    // My balance shows both leases.
    expect(((await f.agents.student.get('/api/tenant/ledger/')).body as unknown[]).length).toBe(2);
  });
});

describe('the hold on a resident’s bed', () => {
  /** A second student's approved application for the next period, as a new applicant's. */
  async function newApplicant(): Promise<number> {
    const other = await signedInAgent(ctx, 'student', null);
    const req = await ctx.db.insertInto('reservation_requests').values({ user_id: other.userId, organization_id: f.orgId, property_id: f.propertyId, lease_period_id: (await target()).id }).returning('id').executeTakeFirstOrThrow();
    return (await ctx.db.insertInto('rental_applications').values({ organization_id: f.orgId, user_id: other.userId, reservation_request_id: req.id, status: 'Approved', answers: '{}' }).returning('id').executeTakeFirstOrThrow()).id;
  }
  const freeBeds = async (application: number) => ((await f.agents.manager.get(`/api/leases/free-beds/?application=${application}`)).body as { id: number }[]).map((b) => b.id);

  it('hides the bed from new applicants until the deadline; the job releases it the day after, once', async () => {
    const application = await newApplicant();
    expect(await freeBeds(application)).toEqual([await otherBed()]);
    // Not before the deadline has passed.
    expect(await releaseRenewalHolds(ctx.db, { today: day(30), timeZone: DEFAULT_TIME_ZONE })).toBe(0);
    const events = await count('audit_events');
    // The clock moved past the deadline: the job releases the hold, records it and its event once.
    expect(await releaseRenewalHolds(ctx.db, { today: day(31), timeZone: DEFAULT_TIME_ZONE })).toBe(1);
    expect(await releaseRenewalHolds(ctx.db, { today: day(32), timeZone: DEFAULT_TIME_ZONE })).toBe(0);
    expect(await count('audit_events')).toBe(events + 1);
    expect(await verifyAuditChain(ctx.db)).toMatchObject({ intact: true });
    const event = await ctx.db.selectFrom('audit_events').select(['subject_id', 'details', 'actor_name']).where('action', '=', 'lease.hold_release').executeTakeFirstOrThrow();
    expect([event.subject_id, JSON.parse(event.details), event.actor_name]).toEqual([f.leaseId, { lease_period_id: (await target()).id, bed_id: f.bedId, deadline: day(30) }, 'System']);
    expect(await freeBeds(application)).toEqual([f.bedId, await otherBed()]);
    const list = (await f.agents.manager.get(`/api/renewals/?lease_period=${(await target()).id}`)).body as RenewalList;
    expect(list.rows.map((r) => [r.status, r.held])).toEqual([['Hold released', false]]);
  });

  it('holds nothing without a deadline, or for a resident marked not renewing', async () => {
    const application = await newApplicant();
    await setPeriod({ renewal_deadline: null });
    expect(await freeBeds(application)).toEqual([f.bedId, await otherBed()]);
    await setPeriod({ renewal_deadline: day(30) });
    expect((await f.agents.manager.post(`/api/leases/${f.leaseId}/not-renewing/`).send({ reason: 'Graduating' })).status).toBe(200);
    expect(await freeBeds(application)).toEqual([f.bedId, await otherBed()]);
  });

  it('keeps the bed of a renewal started before the deadline', async () => {
    await renew(f.bedId);
    expect(await releaseRenewalHolds(ctx.db, { today: day(31), timeZone: DEFAULT_TIME_ZONE })).toBe(0);
    expect(await freeBeds(await newApplicant())).toEqual([await otherBed()]);
  });
});

describe('a period open to residents renewing only', () => {
  it('refuses new applications and gives its free beds to renewals only', async () => {
    await setPeriod({ open_to_renewals: 1 });
    const other = await signedInAgent(ctx, 'student', null);
    const req = await ctx.db.insertInto('reservation_requests').values({ user_id: other.userId, organization_id: f.orgId, property_id: f.propertyId, lease_period_id: (await target()).id }).returning('id').executeTakeFirstOrThrow();
    const started = await other.post('/api/applications/').send({ reservation_request_id: req.id });
    expect([started.status, started.body]).toEqual([400, { detail: M.renewalsOnly }]);
    const app = await ctx.db.insertInto('rental_applications').values({ organization_id: f.orgId, user_id: other.userId, reservation_request_id: req.id, status: 'Approved', answers: '{}' }).returning('id').executeTakeFirstOrThrow();
    const assigned = await f.agents.manager.post('/api/leases/').send({ application_id: app.id, bed_id: await otherBed() });
    expect([assigned.status, assigned.body]).toEqual([409, { detail: M.renewalsOnly }]);
    expect((await renew(await otherBed())).status).toBe(201);
  });
});

describe('not renewing (POST and DELETE /api/leases/{id}/not-renewing/)', () => {
  const mark = (agent = f.agents.manager, body: Record<string, unknown> = { reason: 'Graduating' }) => agent.post(`/api/leases/${f.leaseId}/not-renewing/`).send(body);

  it('marks and unmarks, with audit events; twice is a 409', async () => {
    const marked = await mark();
    expect([marked.status, (marked.body as Lease).not_renewing_reason]).toEqual([200, 'Graduating']);
    expect((await mark()).body).toEqual({ detail: M.alreadyNotRenewing });
    expect((await renewals())[0]).toMatchObject({ reason_if_not: M.notRenewing });
    const cleared = await f.agents.manager.delete(`/api/leases/${f.leaseId}/not-renewing/`);
    expect([cleared.status, (cleared.body as Lease).not_renewing_reason]).toEqual([200, null]);
    expect((await f.agents.manager.delete(`/api/leases/${f.leaseId}/not-renewing/`)).body).toEqual({ detail: M.notMarked });
    const events = await ctx.db.selectFrom('audit_events').select(['action', 'details']).where('action', 'in', ['lease.not_renewing', 'lease.renewing']).orderBy('id').execute();
    expect(events.map((e) => [e.action, JSON.parse(e.details)])).toEqual([['lease.not_renewing', { reason: 'Graduating' }], ['lease.renewing', { reason: 'Graduating' }]]);
  });

  it('refuses a resident who already renewed, bad bodies, and anyone but the company’s managers', async () => {
    const counts = await written();
    for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(1001) }, { reason: 'ok', extra: 1 }]) expect((await mark(f.agents.manager, body)).status).toBe(400);
    expect((await mark(f.agents.student)).status).toBe(403);
    expect((await mark(f.agents.maintenance)).status).toBe(403);
    expect((await mark(f.agents.stranger)).status).toBe(404);
    expect((await request(ctx.app).post(`/api/leases/${f.leaseId}/not-renewing/`).send({ reason: 'x' })).status).toBe(401);
    expect(await written()).toEqual(counts);
    await renew(f.bedId);
    expect((await mark()).body).toEqual({ detail: M.alreadyRenewed });
  });
});

describe('the Renewals screen’s list and invitations', () => {
  const list = async () => (await f.agents.manager.get(`/api/renewals/?lease_period=${(await target()).id}`)).body as RenewalList;

  it('lists each resident with their status and the renewal rate as it changes', async () => {
    const period = await target();
    expect(await list()).toMatchObject({
      lease_period: { id: period.id, name: NEXT, renewal_deadline: day(30), allow_same_bed_renewals: true, open_to_renewals: false, visible: true },
      rows: [{ lease_id: f.leaseId, student: { first_name: 'Jordan', last_name: 'Rivera' }, bed_id: f.bedId, bed: 'A, Floor 2, Unit 4B, Room B, Bed 2', status: 'Not started', renewal_lease_id: null, held: true }],
      renewed: 0,
      eligible: 1,
      rate: 0,
    });
    const lease = (await renew(f.bedId)).body as Lease;
    expect((await list()).rows[0]).toMatchObject({ status: 'Offered', renewal_lease_id: lease.id, renewal_kind: 'same_bed', held: false });
    await ctx.db.updateTable('leases').set({ status: 'Executed' }).where('id', '=', lease.id).execute();
    expect(await list()).toMatchObject({ rows: [{ status: 'Renewed' }], renewed: 1, eligible: 1, rate: 1 });
  });

  it('is the company’s managers’: another company 404, maintenance and students 403, a bad query 400', async () => {
    const period = (await target()).id;
    expect((await f.agents.stranger.get(`/api/renewals/?lease_period=${period}`)).status).toBe(404);
    expect((await f.agents.maintenance.get(`/api/renewals/?lease_period=${period}`)).status).toBe(403);
    expect((await f.agents.student.get(`/api/renewals/?lease_period=${period}`)).status).toBe(403);
    expect((await f.agents.manager.get('/api/renewals/?lease_period=x')).status).toBe(400);
    expect((await request(ctx.app).get(`/api/renewals/?lease_period=${period}`)).status).toBe(401);
  });

  it('invites residents in bulk through the message queue, skipping those who may not renew', async () => {
    const period = await target();
    const res = await f.agents.manager.post('/api/renewals/invitations/').send({ lease_period_id: period.id, lease_ids: [f.leaseId] });
    expect(res.body).toEqual({ queued: 1, skipped: [] });
    const message = await ctx.db.selectFrom('messages').select(['event', 'to', 'subject', 'text', 'lease_id']).where('event', '=', 'renewal_invitation').executeTakeFirstOrThrow();
    expect(message).toMatchObject({ to: f.agents.student.user.email, subject: `Renew your lease for ${NEXT}`, lease_id: f.leaseId });
    expect(message.text).toContain(`/new/tenant/renew/${period.id}`);
    await renew(f.bedId);
    expect((await f.agents.manager.post('/api/renewals/invitations/').send({ lease_period_id: period.id, lease_ids: [f.leaseId] })).body).toEqual({ queued: 0, skipped: [{ lease_id: f.leaseId, reason: renewalReasonFor(M.hasLease, 'staff') }] });
  });

  it('refuses bad bodies and another company’s leases, queueing nothing', async () => {
    const period = (await target()).id;
    const messages = await count('messages');
    for (const body of [{}, { lease_period_id: period, lease_ids: [] }, { lease_period_id: period, lease_ids: ['x'] }, { lease_period_id: period, lease_ids: Array.from({ length: 5001 }, (_, i) => i + 1) }]) {
      expect((await f.agents.manager.post('/api/renewals/invitations/').send(body)).status).toBe(400);
    }
    expect((await f.agents.manager.post('/api/renewals/invitations/').send({ lease_period_id: period, lease_ids: [f.leaseId, 999_999] })).status).toBe(400);
    expect((await f.agents.stranger.post('/api/renewals/invitations/').send({ lease_period_id: period, lease_ids: [f.leaseId] })).status).toBe(404);
    expect((await f.agents.student.post('/api/renewals/invitations/').send({ lease_period_id: period, lease_ids: [f.leaseId] })).status).toBe(403);
    expect(await count('messages')).toBe(messages);
  });
});

describe('the renewal deadline (PUT /api/agreement-periods/{id}/)', () => {
  const put = async (body: Record<string, unknown>) => f.agents.manager.put(`/api/agreement-periods/${(await target()).id}/`).send(body);

  it('is set, answered with the period, and cleared', async () => {
    const res = await put({ renewal_deadline: '2027-03-01' });
    expect([res.status, res.body.renewal_deadline]).toEqual([200, '2027-03-01']);
    expect((await put({ renewal_deadline: null })).body.renewal_deadline).toBeNull();
  });

  it('refuses a date that is not one, one after the period ends, and another key beside it', async () => {
    await put({ renewal_deadline: '2027-03-01' });
    expect((await put({ renewal_deadline: '2027-02-30' })).body).toEqual({ renewal_deadline: ['Enter a date as YYYY-MM-DD, or leave it empty.'] });
    expect((await put({ renewal_deadline: '2028-06-01' })).body).toEqual({ renewal_deadline: ['The renewal deadline must be before the lease period ends.'] });
    expect((await put({ renewal_deadline: '2027-04-01', allow_same_bed_renewals: true })).status).toBe(400);
    expect((await f.agents.maintenance.put(`/api/agreement-periods/${(await target()).id}/`).send({ renewal_deadline: '2027-04-01' })).status).toBe(403);
    expect((await target()).end_date).toBe('2028-05-14');
    expect((await ctx.db.selectFrom('lease_periods').select('renewal_deadline').where('name', '=', NEXT).executeTakeFirstOrThrow()).renewal_deadline).toBe('2027-03-01');
  });
});
