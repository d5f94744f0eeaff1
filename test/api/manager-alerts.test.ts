import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { ALERT_KINDS, type AlertKind } from '../../shared/alerts/alert-kinds';
import type { AlertGroup, Glance } from '../../shared/alerts/alert-types';
import { seasonOf } from '../../shared/alerts/season';
import { formatShortDate } from '../../shared/dates';
import type { Lease } from '../../shared/leases/lease-types';
import type { InboxCounts } from '../../shared/types/manager';
import type { PdfRenderer } from '../../server/documents/pdf/pdf-renderer';
import { executeThroughApi, signAll, type Caller } from '../helpers/executed-lease';
import { buildProperty, buildUser } from '../helpers/factories';
import { type buildSignableLease, keptSignableLeases, signaturePng } from '../helpers/lease-fixture';
import { lastMailTo } from '../helpers/outbox';
import type { TestContext } from '../helpers/test-app';
import { processPdfRenderer } from '../helpers/test-app';
import { companyToday, dayFromToday } from '../helpers/company-day';

let ctx: TestContext;
let pdf: PdfRenderer;
let f: Awaited<ReturnType<typeof buildSignableLease>>;
let signature: string;

const alerts = async (caller: Caller, query = '') => {
  const res = await caller.get(`/api/manager/alerts/${query}`);
  expect(res.status).toBe(200);
  return res.body as AlertGroup[];
};
const group = async (caller: Caller, kind: AlertKind, query = '') => (await alerts(caller, query)).find((g) => g.kind === kind);
const count = async (caller: Caller, kind: AlertKind, query = '') => (await group(caller, kind, query))?.count;
const glance = async (caller: Caller, query = '') => (await caller.get(`/api/manager/alerts/glance/${query}`)).body as Glance;
const navCounts = async (caller: Caller) => (await caller.get('/api/manager/counts/')).body as InboxCounts;
const leaseUrl = (id: number) => `/new/manager/leases/${id}`;
// The plan's rent fell due 2026-08-20: past due unless the clock says otherwise.
const late = () => companyToday() > '2026-08-20';

/** A student of their own with an application of the status at the property (its reservation request opened, so only the application counts). */
async function application(organizationId: number, propertyId: number, leasePeriodId: number | null, status: 'Submitted' | 'Approved', name = 'Avery Stone') {
  const [first, last] = name.split(' ');
  const student = await buildUser(ctx.db, 'student');
  await ctx.db.updateTable('users').set({ first_name: first, last_name: last }).where('id', '=', student.id).execute();
  const request = await ctx.db.insertInto('reservation_requests').values({ user_id: student.id, organization_id: organizationId, property_id: propertyId, lease_period_id: leasePeriodId, opened_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
  const row = await ctx.db
    .insertInto('rental_applications')
    .values({ organization_id: organizationId, user_id: student.id, reservation_request_id: request.id, status, answers: '{}', submitted_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A student of their own whose reservation request at the property no application answers yet. */
async function openRequest(organizationId: number, propertyId: number, leasePeriodId: number | null, name: string) {
  const [first, last] = name.split(' ');
  const student = await buildUser(ctx.db, 'student');
  await ctx.db.updateTable('users').set({ first_name: first, last_name: last }).where('id', '=', student.id).execute();
  return (await ctx.db.insertInto('reservation_requests').values({ user_id: student.id, organization_id: organizationId, property_id: propertyId, lease_period_id: leasePeriodId }).returning('id').executeTakeFirstOrThrow()).id;
}

const bed = async (propertyId: number, unit: string) =>
  (await ctx.db.insertInto('layouts').values({ property_id: propertyId, building: 'A', floor: '1', unit, unit_type: '2x2', room: 'A', room_type: 'Private', bed: '1' }).returning('id').executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  pdf = processPdfRenderer();
  signature = await signaturePng();
});
afterEach(() => ctx.close());
/** Each test of the block on a new app with a lease ready to sign (with or without a guarantor's documents). */
const kept = { withGuarantor: keptSignableLeases({ guarantor: true }, () => ({ pdf })), alone: keptSignableLeases({ guarantor: false }, () => ({ pdf })) };
const freshLease = (opts: { guarantor: boolean }) =>
  beforeEach(async () => {
    ({ ctx, f } = await kept[opts.guarantor ? 'withGuarantor' : 'alone']());
  });

describe('GET /api/manager/alerts/: who sees what', () => {
  freshLease({ guarantor: false });

  it('answers every kind in order to managers (counted even at 0), tickets only to maintenance staff; 401 signed out, 403 students, 400 bad input', async () => {
    const { manager, maintenance, student, stranger, anonymous } = f.agents;
    // The fixture's reservation request is answered (its student applied and has a lease to sign): only a new one waits.
    const waiting = await openRequest(f.orgId, f.propertyId, f.periodId, 'Robin Hale');
    const all = await alerts(manager);
    expect(all.map((g) => g.kind)).toEqual([...ALERT_KINDS]);
    expect(Object.fromEntries(all.map((g) => [g.kind, g.count]))).toEqual({ ...Object.fromEntries(ALERT_KINDS.map((k) => [k, 0])), reservation_requests: 1 });
    expect(all.find((g) => g.kind === 'reservation_requests')!.items).toEqual([{ id: waiting, label: 'Robin Hale (The Standard, Academic Year 2026–2027)', url: '/new/manager/reservations' }]);
    expect(await alerts(maintenance)).toEqual([{ kind: 'tickets_needing_attention', count: 0, items: [] }]);
    // Another company's manager sees nothing of this company.
    expect((await alerts(stranger)).every((g) => g.count === 0 && g.items.length === 0)).toBe(true);
    expect((await anonymous.get('/api/manager/alerts/')).status).toBe(401);
    expect((await student.get('/api/manager/alerts/')).status).toBe(403);
    expect((await anonymous.get('/api/manager/alerts/glance/')).status).toBe(401);
    expect((await student.get('/api/manager/alerts/glance/')).status).toBe(403);
    const bad = await manager.get('/api/manager/alerts/?property=1,x');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ property: ['Use ids separated by commas.'] });
    // The side navigation counts the caller's alerts.
    expect(await navCounts(manager)).toMatchObject({ reservations_unopened: 1, alerts: 1 });
    expect(await navCounts(maintenance)).toMatchObject({ reservations_unopened: 1, alerts: 0 });
    expect(await navCounts(stranger)).toMatchObject({ reservations_unopened: 0, alerts: 0 });
  });

  it('counts an application submitted and not decided until a manager decides it, never another company’s', async () => {
    const { manager, maintenance, stranger } = f.agents;
    const id = await application(f.orgId, f.propertyId, f.periodId, 'Submitted', 'Casey Moreno');
    await application(f.otherOrgId, (await buildProperty(ctx.db, f.otherOrgId)).id, null, 'Submitted');
    expect(await group(manager, 'applications_submitted')).toEqual({
      kind: 'applications_submitted',
      count: 1,
      items: [{ id, label: 'Casey Moreno (The Standard, Academic Year 2026–2027)', url: `/new/manager/applications/${id}` }],
    });
    expect(await count(stranger, 'applications_submitted')).toBe(1);
    expect(await count(maintenance, 'applications_submitted')).toBeUndefined();
    // Opening it is not deciding it.
    expect((await manager.get(`/api/manager/applications/${id}/`)).status).toBe(200);
    expect(await count(manager, 'applications_submitted')).toBe(1);
    expect((await manager.post(`/api/manager/applications/${id}/decision/`).send({ status: 'Declined', note: 'No guarantor' })).status).toBe(200);
    expect(await count(manager, 'applications_submitted')).toBe(0);
  });

  it('counts a lease at the landlord’s turn until a manager signs, then its tenant while past due until paid', async () => {
    const { manager, maintenance, student, stranger } = f.agents;
    await signAll(student, `/api/leases/${f.leaseId}/signing`, signature);
    expect(await group(manager, 'leases_landlord_signature')).toEqual({
      kind: 'leases_landlord_signature',
      count: 1,
      items: [{ id: f.leaseId, label: 'Jordan Rivera (The Standard, A, Floor 2, Unit 4B, Room B, Bed 2)', url: leaseUrl(f.leaseId) }],
    });
    expect(await count(stranger, 'leases_landlord_signature')).toBe(0);
    expect(await count(maintenance, 'leases_landlord_signature')).toBeUndefined();

    const done = await signAll(manager, `/api/leases/${f.leaseId}/signing`, signature);
    expect(done.body).toMatchObject({ lease_status: 'Executed' });
    expect(await count(manager, 'leases_landlord_signature')).toBe(0);
    const pastDue = await group(manager, 'tenants_past_due');
    expect(pastDue).toEqual(
      late()
        ? { kind: 'tenants_past_due', count: 1, items: [{ id: f.leaseId, label: 'Jordan Rivera (The Standard, A, Floor 2, Unit 4B, Room B, Bed 2): $8,000.00 past due', url: `/new/manager/collections/${f.leaseId}` }] }
        : { kind: 'tenants_past_due', count: 0, items: [] },
    );
    // Money is not maintenance staff's: neither the alert nor its part of the total.
    expect((await alerts(maintenance)).map((g) => g.kind)).toEqual(['tickets_needing_attention']);
    expect(await navCounts(manager)).toMatchObject({ collections_past_due: late() ? 1 : 0, alerts: late() ? 1 : 0 });
    expect(await navCounts(maintenance)).toMatchObject({ alerts: 0 });

    // The glance's aging: the whole rent in its bucket, the lease counted there.
    const aging = (await glance(manager)).aging!;
    expect(aging.map((b) => b.key)).toEqual(['not_yet_due', 'current', 'd1_30', 'd31_60', 'd61_90', 'over_90']);
    expect(aging.reduce((sum, b) => sum + Number(b.amount), 0)).toBe(8000);
    expect(aging.filter((b) => b.count === 1)).toHaveLength(1);
    expect(aging[0]!.url).toBe('/new/manager/collections?aging=not_yet_due');

    expect((await manager.post(`/api/leases/${f.leaseId}/payments/`).send({ amount: '8000', received_on: companyToday(), method: 'cash' })).status).toBe(201);
    expect(await count(manager, 'tenants_past_due')).toBe(0);
    expect((await glance(manager)).aging!.every((b) => b.amount === '0.00' && b.count === 0)).toBe(true);
  });

  it('counts an offer whose bed has no plan to choose until a plan is assigned to the bed', async () => {
    const { manager, stranger } = f.agents;
    const bedId = await bed(f.propertyId, '7C');
    const appId = await application(f.orgId, f.propertyId, f.periodId, 'Approved', 'Riley Chen');
    const assigned = await manager.post('/api/leases/').send({ application_id: appId, bed_id: bedId });
    expect(assigned.status).toBe(201);
    const leaseId = (assigned.body as Lease).id;
    expect((assigned.body as Lease).offered_plans).toEqual([]);
    expect(await group(manager, 'offers_without_plan')).toEqual({
      kind: 'offers_without_plan',
      count: 1,
      items: [{ id: leaseId, label: 'Riley Chen (The Standard, A, Floor 1, Unit 7C, Room A, Bed 1), Academic Year 2026–2027', url: leaseUrl(leaseId) }],
    });
    expect(await count(stranger, 'offers_without_plan')).toBe(0);
    // An offer with a plan to choose (the fixture's, before the student chose) is the student's to act on, not the office's.
    await ctx.db.insertInto('payment_plan_assignments').values({ layout_id: bedId, payment_plan_id: f.planId }).execute();
    expect(await count(manager, 'offers_without_plan')).toBe(0);
  });

  it('counts unread messages until they are read and open reservation requests until they are answered or closed, at the chosen properties', async () => {
    const { manager, maintenance } = f.agents;
    const other = (await buildProperty(ctx.db, f.orgId, { name: 'Hillside' })).id;
    await openRequest(f.orgId, f.propertyId, f.periodId, 'Gus Lane');
    const message = async (organizationId: number, propertyId: number | null, name: string) =>
      (await ctx.db.insertInto('contact_messages').values({ organization_id: organizationId, property_id: propertyId, name, email: 'q@example.com', phone_number: '', message: 'Is parking included?' }).returning('id').executeTakeFirstOrThrow()).id;
    const first = await message(f.orgId, f.propertyId, 'Dana Wu');
    await message(f.orgId, null, 'Eli Park');
    await message(f.orgId, other, 'Fay Ross');
    await message(f.otherOrgId, null, 'Not ours');
    expect(await group(manager, 'unread_messages')).toEqual({
      kind: 'unread_messages',
      count: 3,
      items: [
        { id: first, label: 'Dana Wu (The Standard)', url: '/new/manager/messages' },
        { id: expect.any(Number), label: 'Eli Park (the company)', url: '/new/manager/messages' },
        { id: expect.any(Number), label: 'Fay Ross (Hillside)', url: '/new/manager/messages' },
      ],
    });
    // A property's messages and those to the company itself; its reservation requests only.
    expect(await count(manager, 'unread_messages', `?property=${f.propertyId}`)).toBe(2);
    expect(await count(manager, 'unread_messages', `?property=${other}`)).toBe(2);
    expect(await count(manager, 'reservation_requests', `?property=${f.propertyId}`)).toBe(1);
    expect(await count(manager, 'reservation_requests', `?property=${other}`)).toBe(0);
    expect(await count(manager, 'reservation_requests', `?property=${f.propertyId},${other}`)).toBe(1);
    expect(await navCounts(manager)).toMatchObject({ messages_unread: 3, reservations_unopened: 1, alerts: 4 });

    // Maintenance staff reading changes nothing (they may not mark); a manager reading does. Opening a
    // reservation request does not answer it; closing it does.
    expect((await maintenance.post(`/api/manager/messages/${first}/read/`)).status).toBe(403);
    expect((await manager.post(`/api/manager/messages/${first}/read/`)).body).toMatchObject({ messages_unread: 2, alerts: 3 });
    expect(await count(manager, 'unread_messages')).toBe(2);
    const requestId = (await group(manager, 'reservation_requests'))!.items[0]!.id;
    expect((await manager.post(`/api/manager/reservations/${requestId}/open/`)).body).toMatchObject({ reservations_unopened: 1, alerts: 3 });
    expect((await manager.post(`/api/manager/reservations/${requestId}/close/`)).status).toBe(200);
    expect(await count(manager, 'reservation_requests')).toBe(0);
    expect(await navCounts(manager)).toMatchObject({ reservations_unopened: 0, alerts: 2 });
  });

  it('counts open tickets that are urgent or older than 3 days until they are done, for managers and maintenance staff', async () => {
    const { manager, maintenance, student, stranger } = f.agents;
    const report = async (urgent: boolean, category: string) => {
      const res = await student.post('/api/tickets/').send({ category, description: 'Water under the sink', location: 'Kitchen', urgent });
      expect(res.status).toBe(201);
      return res.body as { id: number; version: number };
    };
    const leak = await report(true, 'plumbing');
    const light = await report(false, 'electrical');
    expect(await group(maintenance, 'tickets_needing_attention')).toEqual({
      kind: 'tickets_needing_attention',
      count: 1,
      items: [{ id: leak.id, label: 'Plumbing at The Standard, unit 4B: urgent, reported today', url: `/new/manager/tickets/${leak.id}` }],
    });
    // Four days old and still open: it needs attention too, after the urgent one.
    const fourDaysAgo = new Date(Date.now() - 4 * 86_400_000).toISOString();
    // (A ticket's report time is never updated by the app: the test moves it back by hand.)
    await sql`update tickets set created_at = ${fourDaysAgo} where id = ${light.id}`.execute(ctx.db);
    expect((await group(manager, 'tickets_needing_attention'))!.items.map((i) => [i.id, i.label])).toEqual([
      [leak.id, 'Plumbing at The Standard, unit 4B: urgent, reported today'],
      [light.id, 'Electrical at The Standard, unit 4B: reported 4 days ago'],
    ]);
    expect(await count(stranger, 'tickets_needing_attention')).toBe(0);
    expect(await count(manager, 'tickets_needing_attention', `?property=${(await buildProperty(ctx.db, f.orgId)).id}`)).toBe(0);
    expect(await navCounts(maintenance)).toMatchObject({ alerts: 2 });

    expect((await maintenance.patch(`/api/tickets/${leak.id}/`).send({ status: 'Done', version: leak.version })).status).toBe(200);
    expect(await count(manager, 'tickets_needing_attention')).toBe(1);
    expect((await manager.patch(`/api/tickets/${light.id}/`).send({ status: 'Cancelled', reason: 'Fixed by the student', version: light.version })).status).toBe(200);
    expect(await count(maintenance, 'tickets_needing_attention')).toBe(0);
  });
});

describe('GET /api/manager/alerts/: declined leases and expired guarantor links', () => {
  freshLease({ guarantor: true });

  it('counts a lease whose guarantor link expired until a new one is sent, and a declined lease until it is voided', async () => {
    const { manager, student } = f.agents;
    const kind = 'leases_declined_or_link_expired';
    await signAll(student, `/api/leases/${f.leaseId}/signing`, signature);
    // The guarantor's turn, with a live link: nothing to do yet.
    expect(await count(manager, kind)).toBe(0);
    await ctx.db.updateTable('lease_signing_links').set({ expires_at: new Date(Date.now() - 60_000).toISOString() }).where('lease_id', '=', f.leaseId).execute();
    expect(await group(manager, kind)).toEqual({
      kind,
      count: 1,
      items: [{ id: f.leaseId, label: 'Jordan Rivera (The Standard, A, Floor 2, Unit 4B, Room B, Bed 2): the guarantor’s signing link has expired', url: leaseUrl(f.leaseId) }],
    });
    expect((await manager.post(`/api/leases/${f.leaseId}/guarantor-link/`)).status).toBe(200);
    expect(await count(manager, kind)).toBe(0);

    const token = (await lastMailTo(ctx.db, 'zoe@example.com')).token!;
    // The guarantor declines through their link (its answer is not this test's business: the decline ends the link).
    await f.agents.anonymous.post(`/api/sign/${token}/decline/`).send({ reason: 'I cannot guarantee this' });
    expect((await ctx.db.selectFrom('leases').select('status').where('id', '=', f.leaseId).executeTakeFirstOrThrow()).status).toBe('Declined');
    expect((await group(manager, kind))!.items).toEqual([{ id: f.leaseId, label: 'Jordan Rivera (The Standard, A, Floor 2, Unit 4B, Room B, Bed 2): declined', url: leaseUrl(f.leaseId) }]);
    const { version } = (await manager.get(`/api/leases/${f.leaseId}/`)).body as Lease;
    expect((await manager.post(`/api/leases/${f.leaseId}/void/`).send({ reason: 'Guarantor declined', version })).status).toBe(200);
    expect(await count(manager, kind)).toBe(0);
  });
});

describe('GET /api/manager/alerts/glance/', () => {
  freshLease({ guarantor: false });

  it('draws beds by state for each lease period on the dashboard, the season’s applications and the aging, each bar with its list', async () => {
    const { manager, maintenance } = f.agents;
    await bed(f.propertyId, '5A');
    await bed(f.propertyId, '5B');
    // Hidden from the dashboard, or over: not drawn.
    await ctx.db.insertInto('lease_periods').values({ property_id: f.propertyId, name: 'Hidden', start_date: '2026-08-20', end_date: '2099-05-14', visible_to_managers: 0 }).execute();
    await ctx.db.insertInto('lease_periods').values({ property_id: f.propertyId, name: 'Over', start_date: '2020-08-20', end_date: '2021-05-14' }).execute();
    const submitted = await application(f.orgId, f.propertyId, f.periodId, 'Submitted');
    await manager.post(`/api/manager/applications/${submitted}/decision/`).send({ status: 'Approved' });
    await application(f.orgId, f.propertyId, f.periodId, 'Submitted');

    const g = await glance(manager);
    expect(g.beds).toEqual([
      {
        lease_period_id: f.periodId,
        lease_period_name: 'Academic Year 2026–2027',
        property_id: f.propertyId,
        property_name: 'The Standard',
        start_date: '2026-08-20',
        end_date: '2027-05-14',
        beds: 3,
        states: [
          { key: 'free', count: 2, url: null },
          { key: 'offered', count: 0, url: `/new/manager/leases?lease_period=${f.periodId}&stage=offered` },
          { key: 'signing', count: 1, url: `/new/manager/leases?lease_period=${f.periodId}&stage=signing` },
          { key: 'leased', count: 0, url: `/new/manager/leases?lease_period=${f.periodId}&stage=leased` },
        ],
      },
    ]);
    const season = seasonOf(companyToday());
    expect(g.applications).toEqual({
      season,
      statuses: [
        { key: 'Submitted', count: 1, url: `/new/manager/applications?status=Submitted&submitted_from=${season.from}` },
        { key: 'Approved', count: 1, url: `/new/manager/applications?status=Approved&submitted_from=${season.from}` },
        { key: 'Declined', count: 0, url: `/new/manager/applications?status=Declined&submitted_from=${season.from}` },
      ],
    });
    // The chosen properties go along to the applications list; another property has none of these.
    const other = (await buildProperty(ctx.db, f.orgId)).id;
    expect((await glance(manager, `?property=${f.propertyId}`)).applications!.statuses[0]!.url).toBe(`/new/manager/applications?status=Submitted&submitted_from=${season.from}&property=${f.propertyId}`);
    const elsewhere = await glance(manager, `?property=${other}`);
    expect(elsewhere.beds).toEqual([]);
    expect(elsewhere.applications!.statuses.map((s) => s.count)).toEqual([0, 0, 0]);
    // Maintenance staff see the beds, not the applications or the money; another company sees none of it.
    expect(await glance(maintenance)).toEqual({ beds: g.beds, renewals: null, applications: null, aging: null });
    expect(await glance(f.agents.stranger)).toMatchObject({ beds: [], applications: { statuses: [{ count: 0 }, { count: 0 }, { count: 0 }] } });

    // Executed: the bed is leased.
    await executeThroughApi(f, signature);
    expect((await glance(manager)).beds[0]!.states.map((s) => [s.key, s.count])).toEqual([['free', 2], ['offered', 0], ['signing', 0], ['leased', 1]]);
  });
});

describe('renewals on the Alerts screen: the renewals_not_started alert and the glance’s renewal rate', () => {
  freshLease({ guarantor: false });
  const day = (offset: number) => dayFromToday(offset);

  it('names a period whose renewal deadline is at most 7 days away while residents have not started, opening its Renewals screen; not one farther off, past, or with nobody waiting', async () => {
    const { manager, maintenance, stranger } = f.agents;
    expect(await group(manager, 'renewals_not_started')).toEqual({ kind: 'renewals_not_started', count: 0, items: [] });
    // The fixture's lease, executed; next year renews from its period.
    await ctx.db.updateTable('leases').set({ status: 'Executed' }).where('id', '=', f.leaseId).execute();
    const next = await ctx.db
      .insertInto('lease_periods')
      .values({ property_id: f.propertyId, name: 'Next Year', start_date: '2027-08-20', end_date: '2028-05-14', visible: 1, allow_same_bed_renewals: 1, renewal_deadline: day(7) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const deadline = (on: string | null) => ctx.db.updateTable('lease_periods').set({ renewal_deadline: on }).where('id', '=', next.id).execute();
    // A deadline but no Valid Renewal Period: nobody to renew.
    expect(await count(manager, 'renewals_not_started')).toBe(0);
    const before = (await navCounts(manager)).alerts;
    await ctx.db.insertInto('lease_period_renewal_sources').values({ lease_period_id: next.id, source_period_id: f.periodId }).execute();
    const item = (on: string) => ({ id: next.id, label: `The Standard, Next Year: 1 resident has not started, deadline ${formatShortDate(on)}`, url: `/new/manager/renewals?lease_period=${next.id}` });
    expect(await group(manager, 'renewals_not_started')).toEqual({ kind: 'renewals_not_started', count: 1, items: [item(day(7))] });
    expect((await navCounts(manager)).alerts).toBe(before + 1);

    for (const [on, shown] of [[day(8), 0], [companyToday(), 1], [day(-1), 0], [null, 0], [day(3), 1]] as const) {
      await deadline(on);
      expect([on, await count(manager, 'renewals_not_started')]).toEqual([on, shown]);
    }
    // The chosen properties narrow it; it is managers' only, and the company's.
    const other = (await buildProperty(ctx.db, f.orgId, { name: 'Hillside' })).id;
    expect(await count(manager, 'renewals_not_started', `?property=${other}`)).toBe(0);
    expect(await count(manager, 'renewals_not_started', `?property=${f.propertyId}`)).toBe(1);
    expect(await count(maintenance, 'renewals_not_started')).toBeUndefined();
    expect(await count(stranger, 'renewals_not_started')).toBe(0);

    // Marked not renewing, the resident waits no more; offered again, they do.
    expect((await manager.post(`/api/leases/${f.leaseId}/not-renewing/`).send({ reason: 'Graduating' })).status).toBe(200);
    expect(await count(manager, 'renewals_not_started')).toBe(0);
    expect((await manager.delete(`/api/leases/${f.leaseId}/not-renewing/`)).status).toBe(200);
    expect(await group(manager, 'renewals_not_started')).toEqual({ kind: 'renewals_not_started', count: 1, items: [item(day(3))] });

    // Once they have renewed (an offered renewal lease), they have started.
    expect((await manager.post('/api/renewals/').send({ lease_id: f.leaseId, lease_period_id: next.id, bed_id: f.bedId })).status).toBe(201);
    expect(await count(manager, 'renewals_not_started')).toBe(0);
  });

  it('gives Leasing at a glance the renewal rate of each period taking renewals, to managers', async () => {
    const { manager, maintenance } = f.agents;
    await ctx.db.updateTable('leases').set({ status: 'Executed' }).where('id', '=', f.leaseId).execute();
    const next = await ctx.db.insertInto('lease_periods').values({ property_id: f.propertyId, name: 'Next Year', start_date: '2027-08-20', end_date: '2028-05-14', visible: 1, visible_to_managers: 1, allow_same_bed_renewals: 1 }).returning('id').executeTakeFirstOrThrow();
    // Without Valid Renewal Periods, no period takes renewals: no rate.
    expect((await glance(manager)).renewals).toEqual([]);
    await ctx.db.insertInto('lease_period_renewal_sources').values({ lease_period_id: next.id, source_period_id: f.periodId }).execute();
    const rate = (renewed: number, eligible: number, value: number | null) => [{ lease_period_id: next.id, lease_period_name: 'Next Year', property_name: 'The Standard', renewed, eligible, rate: value, url: `/new/manager/renewals?lease_period=${next.id}` }];
    expect((await glance(manager)).renewals).toEqual(rate(0, 1, 0));
    // Renewed once its renewal lease is executed; nobody eligible once the one resident is not renewing.
    const renewal = (await manager.post('/api/renewals/').send({ lease_id: f.leaseId, lease_period_id: next.id, bed_id: f.bedId })).body as Lease;
    expect((await glance(manager)).renewals).toEqual(rate(0, 1, 0));
    await ctx.db.updateTable('leases').set({ status: 'Executed' }).where('id', '=', renewal.id).execute();
    expect((await glance(manager)).renewals).toEqual(rate(1, 1, 1));
    await ctx.db.updateTable('leases').set({ status: 'Void' }).where('id', '=', renewal.id).execute();
    expect((await manager.post(`/api/leases/${f.leaseId}/not-renewing/`).send({ reason: 'Graduating' })).status).toBe(200);
    expect((await glance(manager)).renewals).toEqual(rate(0, 0, null));
    // Another property chosen, or a period hidden from the dashboard: none; maintenance staff see no rates.
    const other = (await buildProperty(ctx.db, f.orgId)).id;
    expect((await glance(manager, `?property=${other}`)).renewals).toEqual([]);
    expect((await glance(maintenance)).renewals).toBeNull();
    await ctx.db.updateTable('lease_periods').set({ visible_to_managers: 0 }).where('id', '=', next.id).execute();
    expect((await glance(manager)).renewals).toEqual([]);
  });
});
