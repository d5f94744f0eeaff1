import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Lease, LeaseHistoryEvent } from '../../shared/leases/lease-types';
import { bulkBeds } from '../helpers/bulk-beds';
import { buildOrganization, buildProperty, buildUser } from '../helpers/factories';
import { agentsFor, buildLeasePeriod, signedInAgent } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

/** What the manager's lease screens read besides the leases API itself: a lease by application, its plan's name, its history; and the list at 10,000 leases. */

let ctx: TestContext;
type Agents = Awaited<ReturnType<typeof agentsFor>>;
type Agent = Agents['manager'];
let agents: Agents;
let manager: Agent;
let orgId: number;
let propertyId: number;
let periodId: number;
let beds: number[];

const bed = async (unit: string) =>
  (await ctx.db.insertInto('layouts').values({ property_id: propertyId, building: 'A', floor: '1', unit, unit_type: '2x2', room: 'A', room_type: 'Private', bed: '1' }).returning('id').executeTakeFirstOrThrow()).id;

async function approvedApplication(userId: number) {
  const reservation = await ctx.db.insertInto('reservation_requests').values({ user_id: userId, organization_id: orgId, property_id: propertyId, lease_period_id: periodId }).returning('id').executeTakeFirstOrThrow();
  return (await ctx.db.insertInto('rental_applications').values({ organization_id: orgId, user_id: userId, reservation_request_id: reservation.id, status: 'Approved' }).returning('id').executeTakeFirstOrThrow()).id;
}

const assign = async (applicationId: number, bedId: number) => {
  const res = await manager.post('/api/leases/').send({ application_id: applicationId, bed_id: bedId });
  expect(res.status).toBe(201);
  return res.body as Lease;
};
const ids = (res: request.Response) => (res.body as Lease[]).map((l) => l.id);

describe('the lease screens’ reads', () => {
  let applicationId: number;

  beforeEach(async () => {
    ctx = await createTestContext();
    orgId = (await buildOrganization(ctx.db)).id;
    const otherOrgId = (await buildOrganization(ctx.db)).id;
    propertyId = (await buildProperty(ctx.db, orgId, { name: 'The Standard' })).id;
    periodId = (await buildLeasePeriod(ctx.db, propertyId, [])).id;
    beds = [await bed('101'), await bed('102'), await bed('103')];
    agents = await agentsFor(ctx, orgId, otherOrgId);
    manager = agents.manager;
    applicationId = await approvedApplication(agents.student.userId);
  });
  afterEach(() => ctx.close());

  describe('GET /api/leases/?application=', () => {
    it('lists the application’s leases, the voided ones with the live one', async () => {
      const other = await assign(await approvedApplication((await buildUser(ctx.db, 'student')).id), beds[2]!);
      const first = await assign(applicationId, beds[0]!);
      expect((await manager.post(`/api/leases/${first.id}/void/`).send({ reason: 'Moved', version: first.version })).status).toBe(200);
      const second = await assign(applicationId, beds[1]!);
      for (const agent of [manager, agents.maintenance]) {
        const res = await agent.get(`/api/leases/?application=${applicationId}`);
        expect(res.status).toBe(200);
        expect(ids(res)).toEqual([second.id, first.id]);
      }
      expect(ids(await manager.get(`/api/leases/?application=${applicationId}&status=Void`))).toEqual([first.id]);
      expect(ids(await manager.get('/api/leases/'))).toEqual([second.id, first.id, other.id]);
      // An application that is not the company's answers as a path naming it would (issue 43 §7).
      expect((await manager.get('/api/leases/?application=999999')).status).toBe(404);
    });

    it('refuses a bad id, signed-out callers and students; another company gets 404', async () => {
      await assign(applicationId, beds[0]!);
      for (const bad of ['abc', '0', '-1', '1.5']) expect(Object.keys((await manager.get(`/api/leases/?application=${bad}`)).body)).toEqual(['application']);
      expect((await manager.get('/api/leases/?application=abc')).status).toBe(400);
      expect((await request(ctx.app).get(`/api/leases/?application=${applicationId}`)).status).toBe(401);
      expect((await agents.student.get(`/api/leases/?application=${applicationId}`)).status).toBe(403);
      const stranger = await agents.stranger.get(`/api/leases/?application=${applicationId}`);
      expect(stranger.status).toBe(404);
      expect(stranger.body).toEqual({ detail: 'Not found.' });
    });
  });

  describe('payment_plan_name', () => {
    it('is null until a plan is chosen, then the chosen plan’s name, in the list and the lease', async () => {
      const lease = await assign(applicationId, beds[0]!);
      expect(lease).toMatchObject({ payment_plan_id: null, payment_plan_name: null });
      const plan = await ctx.db
        .insertInto('payment_plans')
        .values({ property_id: propertyId, lease_period_id: periodId, name: 'Two installments', type: 'New Tenant', approved: 1, total_cents: 800000, effective_start_date: '2020-01-01', effective_end_date: '2099-12-31' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.db.updateTable('leases').set({ payment_plan_id: plan.id, status: 'Ready to sign' }).where('id', '=', lease.id).execute();
      expect((await manager.get(`/api/leases/${lease.id}/`)).body).toMatchObject({ payment_plan_id: plan.id, payment_plan_name: 'Two installments' });
      expect((await agents.maintenance.get('/api/leases/')).body).toMatchObject([{ id: lease.id, payment_plan_name: 'Two installments' }]);
      expect((await agents.student.get(`/api/leases/${lease.id}/`)).body).toMatchObject({ payment_plan_name: 'Two installments' });
    });
  });

  describe('GET /api/leases/{id}/history/', () => {
    it('lists what was done to the lease, oldest first, with who did it and the event’s details', async () => {
      const lease = await assign(applicationId, beds[0]!);
      const other = await assign(await approvedApplication((await buildUser(ctx.db, 'student')).id), beds[1]!);
      await manager.post(`/api/leases/${lease.id}/void/`).send({ reason: 'Student withdrew', version: 1 });
      await manager.post(`/api/leases/${other.id}/void/`).send({ reason: 'Not this one', version: 1 });
      const manager_name = (await ctx.db.selectFrom('audit_events').select('actor_name').where('action', '=', 'lease.offer').executeTakeFirstOrThrow()).actor_name;
      for (const agent of [manager, agents.maintenance]) {
        const res = await agent.get(`/api/leases/${lease.id}/history/`);
        expect(res.status).toBe(200);
        const events = res.body as LeaseHistoryEvent[];
        expect(events.map((e) => [e.action, e.actor_name, e.actor_role])).toEqual([
          ['lease.offer', manager_name, 'manager'],
          ['lease.void', manager_name, 'manager'],
        ]);
        expect(events[0]!.details).toMatchObject({ application_id: applicationId, bed_id: beds[0], bed: 'A, Floor 1, Unit 101, Room A, Bed 1' });
        expect(events[1]!.details).toEqual({ reason: 'Student withdrew', status: 'Offered' });
        expect(events[0]!.occurred_at <= events[1]!.occurred_at).toBe(true);
        expect(Object.keys(events[0]!).sort()).toEqual(['action', 'actor_name', 'actor_role', 'details', 'occurred_at']);
      }
    });

    it('is a 404 to another company and for a missing lease, 403 to students (its own too), 401 signed out, 400 for a bad id', async () => {
      const lease = await assign(applicationId, beds[0]!);
      const path = `/api/leases/${lease.id}/history/`;
      expect((await agents.stranger.get(path)).status).toBe(404);
      expect((await manager.get('/api/leases/999999/history/')).status).toBe(404);
      expect((await agents.student.get(path)).status).toBe(403);
      expect((await (await signedInAgent(ctx, 'student', null)).get(path)).status).toBe(403);
      expect((await request(ctx.app).get(path)).status).toBe(401);
      expect((await manager.get('/api/leases/abc/history/')).status).toBe(400);
    });
  });
});

describe('GET /api/leases/ at 10,000 leases', () => {
  const LEASES = 10_000;
  const CHUNK = 500;
  afterEach(() => ctx.close());

  /** Inserts rows in chunks of 500 in one transaction, answering their ids in order. */
  async function insertAll<T>(rows: T[], insert: (trx: TestContext['db'], chunk: T[]) => Promise<{ id: number }[]>): Promise<number[]> {
    const out: number[] = [];
    await ctx.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += CHUNK) out.push(...(await insert(trx, rows.slice(i, i + CHUNK))).map((r) => r.id));
    });
    return out;
  }

  // Its time is `npm run budgets`' to measure (a test run shares two cores with other files); here, that every lease is answered whole.
  it('answers every lease, with its offered plans and chosen plan read in batches', async () => {
    ctx = await createTestContext();
    orgId = (await buildOrganization(ctx.db)).id;
    propertyId = (await buildProperty(ctx.db, orgId, { name: 'Tower Commons' })).id;
    periodId = (await buildLeasePeriod(ctx.db, propertyId, [], { name: 'Academic Year' })).id;
    const student = await buildUser(ctx.db, 'student');
    const layoutIds = await insertAll(bulkBeds(propertyId, LEASES), (trx, chunk) => trx.insertInto('layouts').values(chunk).returning('id').execute());
    const requests = await insertAll(layoutIds, (trx, chunk) =>
      trx.insertInto('reservation_requests').values(chunk.map(() => ({ user_id: student.id, organization_id: orgId, property_id: propertyId, lease_period_id: periodId }))).returning('id').execute(),
    );
    const applications = await insertAll(requests, (trx, chunk) =>
      trx.insertInto('rental_applications').values(chunk.map((id) => ({ organization_id: orgId, user_id: student.id, reservation_request_id: id, status: 'Approved' as const }))).returning('id').execute(),
    );
    const plan = await ctx.db
      .insertInto('payment_plans')
      .values({ property_id: propertyId, lease_period_id: periodId, name: 'Monthly', type: 'New Tenant', approved: 1, total_cents: 900000, effective_start_date: '2020-01-01', effective_end_date: '2099-12-31' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The plan is offered on the first half of the beds; every fourth lease has chosen it.
    await insertAll(layoutIds.slice(0, LEASES / 2), (trx, chunk) =>
      trx.insertInto('payment_plan_assignments').values(chunk.map((id) => ({ layout_id: id, payment_plan_id: plan.id }))).returning('layout_id as id').execute(),
    );
    const chosen = (i: number) => i % 4 === 0 && i < LEASES / 2;
    const leaseRows = layoutIds.map((layout_id, i) => ({
      organization_id: orgId,
      application_id: applications[i]!,
      user_id: student.id,
      property_id: propertyId,
      lease_period_id: periodId,
      layout_id,
      created_by: 'Bulk',
      payment_plan_id: chosen(i) ? plan.id : null,
      status: chosen(i) ? ('Ready to sign' as const) : ('Offered' as const),
    }));
    await insertAll(leaseRows, (trx, chunk) => trx.insertInto('leases').values(chunk).returning('id').execute());
    const companyManager = await signedInAgent(ctx, 'manager', orgId);

    const res = await companyManager.get('/api/leases/');
    expect(res.status).toBe(200);
    const leases = res.body as Lease[];
    expect(leases).toHaveLength(LEASES);
    expect(new Set(leases.map((l) => l.id)).size).toBe(LEASES);
    const byBed = new Map(leases.map((l) => [l.bed.id, l]));
    expect(byBed.get(layoutIds[0]!)).toMatchObject({ status: 'Ready to sign', payment_plan_name: 'Monthly', offered_plans: [{ id: plan.id, name: 'Monthly' }], property_name: 'Tower Commons' });
    expect(byBed.get(layoutIds[1]!)).toMatchObject({ status: 'Offered', payment_plan_name: null, offered_plans: [{ id: plan.id }] });
    expect(byBed.get(layoutIds.at(-1)!)).toMatchObject({ status: 'Offered', payment_plan_name: null, offered_plans: [], bed: { building: 'Tower 4', unit: String(100 + Math.floor((LEASES - 1) / 4)) } });
    expect(leases.filter((l) => l.offered_plans.length).length).toBe(LEASES / 2);
    expect(leases.filter((l) => l.payment_plan_name === 'Monthly').length).toBe(LEASES / 8);
  }, 60_000);
});
