import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { API_ERRORS, CONFLICT_MESSAGES, LEASE_MESSAGES as M, OWNERSHIP_MESSAGES } from '../../shared/messages';
import type { FreeBed, Lease } from '../../shared/leases/lease-types';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { agentsFor, buildLeasePeriod, signedInAgent } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
type Agents = Awaited<ReturnType<typeof agentsFor>>;
type Agent = Agents['manager'];
let agents: Agents;
let manager: Agent;
let otherStudent: Agent;
let orgId: number;
let propertyId: number;
let otherPropertyId: number;
let periodId: number;
let beds: number[];
let otherBed: number;
let applicationId: number;

/** A bed of a property: its layout row id. */
const bed = async (property: number, building: string, unit: string, room: string, name: string) =>
  (await ctx.db.insertInto('layouts').values({ property_id: property, building, floor: '1', unit, unit_type: '2x2', room, room_type: 'Private', bed: name }).returning('id').executeTakeFirstOrThrow()).id;

/** A student's application for the property and lease period, in the given status. */
async function application(userId: number, status: 'Submitted' | 'Approved' | 'Declined' | 'Draft' = 'Approved', leasePeriodId: number | null = periodId) {
  const request = await ctx.db.insertInto('reservation_requests').values({ user_id: userId, organization_id: orgId, property_id: propertyId, lease_period_id: leasePeriodId }).returning('id').executeTakeFirstOrThrow();
  return (await ctx.db.insertInto('rental_applications').values({ organization_id: orgId, user_id: userId, reservation_request_id: request.id, status }).returning('id').executeTakeFirstOrThrow()).id;
}

const leaseCount = async () => Number((await ctx.db.selectFrom('leases').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const assign = (bedId: number, app = applicationId, agent: Agent = manager) => agent.post('/api/leases/').send({ application_id: app, bed_id: bedId });

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db, { name: 'Campus Edge Living' })).id;
  const otherOrgId = (await buildOrganization(ctx.db)).id;
  propertyId = (await buildProperty(ctx.db, orgId, { name: 'The Standard' })).id;
  otherPropertyId = (await buildProperty(ctx.db, orgId, { name: 'Elsewhere' })).id;
  periodId = (await buildLeasePeriod(ctx.db, propertyId, [], { name: 'Fall 2026 - Spring 2027' })).id;
  // Inserted out of order: the free beds come back in natural order (2 before 10).
  beds = [await bed(propertyId, 'B', '10', 'A', '1'), await bed(propertyId, 'A', '2', 'B', '1'), await bed(propertyId, 'A', '2', 'A', '2'), await bed(propertyId, 'A', '2', 'A', '1')];
  otherBed = await bed(otherPropertyId, 'A', '1', 'A', '1');
  agents = await agentsFor(ctx, orgId, otherOrgId);
  manager = agents.manager;
  otherStudent = await signedInAgent(ctx, 'student', null);
  applicationId = await application(agents.student.userId);
});
afterEach(() => ctx.close());

describe('free beds', () => {
  it("lists the application's property's beds in natural order, without those a live lease holds", async () => {
    const res = await manager.get(`/api/leases/free-beds/?application=${applicationId}`);
    expect(res.status).toBe(200);
    const names = (res.body as FreeBed[]).map((b) => `${b.building}-${b.unit}-${b.room}-${b.bed}`);
    expect(names).toEqual(['A-2-A-1', 'A-2-A-2', 'A-2-B-1', 'B-10-A-1']);
    expect(res.body[0]).toEqual({ id: beds[3], building: 'A', floor: '1', unit: '2', unit_type: '2x2', room: 'A', room_type: 'Private', bed: '1' });

    expect((await assign(beds[3]!)).status).toBe(201);
    const after = await manager.get(`/api/leases/free-beds/?application=${applicationId}`);
    expect((after.body as FreeBed[]).map((b) => b.id)).toEqual([beds[2], beds[1], beds[0]]);
  });

  it('refuses a bad or foreign application, and callers who are not managers', async () => {
    expect((await manager.get('/api/leases/free-beds/?application=abc')).status).toBe(400);
    expect((await manager.get('/api/leases/free-beds/')).status).toBe(400);
    expect((await agents.stranger.get(`/api/leases/free-beds/?application=${applicationId}`)).body).toEqual({ application_id: [OWNERSHIP_MESSAGES.notYours('application')] });
    expect((await agents.maintenance.get(`/api/leases/free-beds/?application=${applicationId}`)).status).toBe(403);
    expect((await agents.student.get(`/api/leases/free-beds/?application=${applicationId}`)).status).toBe(403);
    expect((await request(ctx.app).get(`/api/leases/free-beds/?application=${applicationId}`)).status).toBe(401);
  });
});

describe('assigning a bed', () => {
  it('creates an Offered lease holding the bed, with its student, place and audit event', async () => {
    const res = await assign(beds[1]!);
    expect(res.status).toBe(201);
    const lease = res.body as Lease;
    expect(lease).toMatchObject({
      status: 'Offered',
      version: 1,
      application_id: applicationId,
      student: { id: agents.student.userId, email: agents.student.user.email },
      property_id: propertyId,
      property_name: 'The Standard',
      lease_period_id: periodId,
      lease_period_name: 'Fall 2026 - Spring 2027',
      bed: { id: beds[1], building: 'A', floor: '1', unit: '2', room: 'B', bed: '1' },
      offered_plans: [],
      payment_plan_id: null,
      documents: [],
      void_reason: null,
    });
    const event = await ctx.db.selectFrom('audit_events').select(['action', 'subject_table', 'subject_id', 'organization_id']).where('action', '=', 'lease.offer').executeTakeFirstOrThrow();
    expect(event).toEqual({ action: 'lease.offer', subject_table: 'leases', subject_id: lease.id, organization_id: orgId });
  });

  it('offers the approved New Tenant plans in effect that are assigned to the bed', async () => {
    const plan = (name: string, type: string, approved: number) =>
      ctx.db
        .insertInto('payment_plans')
        .values({ property_id: propertyId, lease_period_id: periodId, name, type: type as 'New Tenant', approved, total_cents: 120050, effective_start_date: '2020-01-01', effective_end_date: '2099-12-31' })
        .returning('id')
        .executeTakeFirstOrThrow();
    const offered = await plan('Monthly', 'New Tenant', 1);
    const draft = await plan('Draft plan', 'New Tenant', 0);
    const renewal = await plan('Renewal', 'Renewal Tenant', 1);
    await ctx.db.insertInto('payment_plan_assignments').values([offered, draft, renewal].map((p) => ({ layout_id: beds[0]!, payment_plan_id: p.id }))).execute();
    const lease = (await assign(beds[0]!)).body as Lease;
    expect(lease.offered_plans).toEqual([{ id: offered.id, name: 'Monthly', type: 'New Tenant', total: '1200.50' }]);
  });

  it('gives a bed to one lease: the second assignment of it, or of the application, is a 409 and changes nothing', async () => {
    expect((await assign(beds[0]!)).status).toBe(201);
    const secondApp = await application(otherStudent.userId);
    const taken = await assign(beds[0]!, secondApp);
    expect({ status: taken.status, body: taken.body }).toEqual({ status: 409, body: { bed_id: [M.bedTaken] } });
    const again = await assign(beds[1]!);
    expect({ status: again.status, body: again.body }).toEqual({ status: 409, body: { application_id: [M.hasLease] } });
    expect(await leaseCount()).toBe(1);
  });

  it('lets exactly one of two managers racing for the same bed win', async () => {
    const secondApp = await application(otherStudent.userId);
    const [a, b] = await Promise.all([assign(beds[2]!), assign(beds[2]!, secondApp)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await leaseCount()).toBe(1);
  });

  it('refuses applications that are not approved or name no lease period, and beds of another property', async () => {
    const submitted = await application(otherStudent.userId, 'Submitted');
    expect((await assign(beds[0]!, submitted)).body).toEqual({ detail: M.notApproved });
    const declined = await application(otherStudent.userId, 'Declined');
    expect((await assign(beds[0]!, declined)).status).toBe(409);
    const draft = await application(otherStudent.userId, 'Draft');
    expect((await assign(beds[0]!, draft)).body).toEqual({ application_id: [OWNERSHIP_MESSAGES.notYours('application')] });
    const noPeriod = await application(otherStudent.userId, 'Approved', null);
    expect((await assign(beds[0]!, noPeriod)).body).toEqual({ application_id: [M.noLeasePeriod] });
    expect((await assign(otherBed)).body).toEqual({ bed_id: [M.notThisProperty] });
    expect((await assign(999999)).body).toEqual({ bed_id: [M.notThisProperty] });
    expect((await manager.post('/api/leases/').send({ application_id: 'x', bed_id: beds[0], extra: 1 })).status).toBe(400);
    expect((await manager.post('/api/leases/').send({})).status).toBe(400);
    expect(await leaseCount()).toBe(0);
  });

  it('is for the managers of the application’s company only', async () => {
    expect((await assign(beds[0]!, applicationId, agents.stranger)).body).toEqual({ application_id: [OWNERSHIP_MESSAGES.notYours('application')] });
    expect((await assign(beds[0]!, applicationId, agents.maintenance)).status).toBe(403);
    expect((await assign(beds[0]!, applicationId, agents.student)).status).toBe(403);
    expect((await request(ctx.app).post('/api/leases/').send({ application_id: applicationId, bed_id: beds[0] })).status).toBe(401);
    expect(await leaseCount()).toBe(0);
  });
});

describe('reading leases', () => {
  it('lists the company’s leases to its staff, filtered by property, lease period and status', async () => {
    const lease = (await assign(beds[0]!)).body as Lease;
    for (const agent of [manager, agents.maintenance]) {
      const res = await agent.get('/api/leases/');
      expect(res.status).toBe(200);
      expect((res.body as Lease[]).map((l) => l.id)).toEqual([lease.id]);
    }
    expect(((await manager.get(`/api/leases/?property=${propertyId}&lease_period=${periodId}&status=Offered`)).body as Lease[]).map((l) => l.id)).toEqual([lease.id]);
    expect((await manager.get(`/api/leases/?property=${otherPropertyId}`)).body).toEqual([]);
    expect((await manager.get('/api/leases/?status=Void')).body).toEqual([]);
    expect((await manager.get('/api/leases/?status=Nope')).body).toEqual({ status: [M.unknownStatus] });
    expect((await agents.stranger.get('/api/leases/')).body).toEqual([]);
    expect((await agents.student.get('/api/leases/')).status).toBe(403);
    expect((await request(ctx.app).get('/api/leases/')).status).toBe(401);
  });

  it('shows a lease to its student and the company’s staff, and is a 404 to anyone else', async () => {
    const lease = (await assign(beds[0]!)).body as Lease;
    for (const agent of [agents.student, manager, agents.maintenance]) expect((await agent.get(`/api/leases/${lease.id}/`)).body).toMatchObject({ id: lease.id, status: 'Offered' });
    for (const agent of [otherStudent, agents.stranger]) expect((await agent.get(`/api/leases/${lease.id}/`)).status).toBe(404);
    expect((await manager.get('/api/leases/999999/')).status).toBe(404);
    expect((await manager.get('/api/leases/abc/')).status).toBe(400);
    expect((await request(ctx.app).get(`/api/leases/${lease.id}/`)).status).toBe(401);
  });
});

describe('voiding', () => {
  it('voids an offer with its reason, frees the bed and records who did it; a second void is a 409', async () => {
    const lease = (await assign(beds[0]!)).body as Lease;
    const res = await manager.post(`/api/leases/${lease.id}/void/`).send({ reason: ' Student withdrew ', version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: lease.id, status: 'Void', void_reason: 'Student withdrew', version: 2 });
    expect((await manager.get(`/api/leases/free-beds/?application=${applicationId}`)).body.map((b: FreeBed) => b.id)).toContain(beds[0]);
    const event = await ctx.db.selectFrom('audit_events').select(['actor_user_id', 'details']).where('action', '=', 'lease.void').executeTakeFirstOrThrow();
    expect(event.actor_user_id).toBe(manager.userId);
    expect(JSON.parse(event.details)).toEqual({ reason: 'Student withdrew', status: 'Offered' });
    expect((await manager.post(`/api/leases/${lease.id}/void/`).send({ reason: 'Again' })).body).toEqual({ detail: M.notVoidable });
    // The application may be given a bed again, and the student still sees the voided offer.
    expect((await assign(beds[0]!)).status).toBe(201);
    expect((await agents.student.get(`/api/leases/${lease.id}/`)).body).toMatchObject({ status: 'Void', void_reason: 'Student withdrew' });
  });

  it('refuses a missing reason, a stale version, and anyone but the company’s managers, changing nothing', async () => {
    const lease = (await assign(beds[0]!)).body as Lease;
    const path = `/api/leases/${lease.id}/void/`;
    expect((await manager.post(path).send({ reason: '  ' })).body).toEqual({ reason: [M.reasonRequired] });
    expect((await manager.post(path).send({ reason: 'x'.repeat(1001) })).body).toEqual({ reason: [M.reasonTooLong(1000)] });
    expect((await manager.post(path).send({ reason: 'Late', version: 7 })).body).toEqual({ detail: CONFLICT_MESSAGES.staleVersion });
    expect((await agents.stranger.post(path).send({ reason: 'Late' })).status).toBe(404);
    expect((await agents.maintenance.post(path).send({ reason: 'Late' })).status).toBe(403);
    expect((await agents.student.post(path).send({ reason: 'Late' })).body).toEqual({ detail: API_ERRORS.permissionDenied });
    expect((await request(ctx.app).post(path).send({ reason: 'Late' })).status).toBe(401);
    expect((await manager.get(`/api/leases/${lease.id}/`)).body).toMatchObject({ status: 'Offered', version: 1, void_reason: null });
  });
});
