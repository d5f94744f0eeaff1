import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { API_ERRORS } from '../../shared/messages';
import { RESERVATION_MESSAGES as M } from '../../shared/reservations/request-texts';
import type { InboxCounts, ReservationRow } from '../../shared/types/manager';
import type { AlertGroup } from '../../shared/alerts/alert-types';
import { buildOrganization, buildProperty, buildUser } from '../helpers/factories';
import { agentsFor, buildLeasePeriod } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let orgId: number;
let otherOrgId: number;
let propertyId: number;
let periodId: number;
let otherPeriodId: number;
let agents: Awaited<ReturnType<typeof agentsFor>>;

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db, { name: 'Campus Edge' })).id;
  otherOrgId = (await buildOrganization(ctx.db, { name: 'Rival Homes' })).id;
  propertyId = (await buildProperty(ctx.db, orgId, { name: 'Maple Hall' })).id;
  periodId = (await buildLeasePeriod(ctx.db, propertyId, [], { name: 'Academic Year 2027–28' })).id;
  otherPeriodId = (await buildLeasePeriod(ctx.db, propertyId, [], { name: 'Summer 2027' })).id;
  agents = await agentsFor(ctx, orgId, otherOrgId);
});
afterEach(() => ctx.close());

async function request(userId: number, leasePeriodId: number | null, organizationId = orgId, property = propertyId) {
  const values = { user_id: userId, organization_id: organizationId, property_id: property, lease_period_id: leasePeriodId };
  return (await ctx.db.insertInto('reservation_requests').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The student's application for their request, in the status (Draft until submitted). */
async function application(requestId: number, status: 'Draft' | 'Submitted' | 'Approved' = 'Submitted') {
  const r = await ctx.db.selectFrom('reservation_requests').select(['user_id', 'organization_id']).where('id', '=', requestId).executeTakeFirstOrThrow();
  const values = { organization_id: r.organization_id, user_id: r.user_id, reservation_request_id: requestId, status, submitted_at: status === 'Draft' ? null : new Date().toISOString() };
  return (await ctx.db.insertInto('rental_applications').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

async function lease(applicationId: number, status: 'Offered' | 'Void' = 'Offered') {
  const a = await ctx.db.selectFrom('rental_applications').select(['user_id']).where('id', '=', applicationId).executeTakeFirstOrThrow();
  const bed = await ctx.db.insertInto('layouts').values({ property_id: propertyId, building: 'A', floor: '1', unit: `U${applicationId}${status}`, unit_type: '2x2', room: 'A', room_type: 'Private', bed: '1' }).returning('id').executeTakeFirstOrThrow();
  const values = { organization_id: orgId, application_id: applicationId, user_id: a.user_id, property_id: propertyId, lease_period_id: periodId, layout_id: bed.id, status, created_by: 'Test' };
  return (await ctx.db.insertInto('leases').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

const list = async () => {
  const res = await agents.manager.get('/api/manager/reservations/');
  expect(res.status).toBe(200);
  return res.body as ReservationRow[];
};
const rowOf = async (id: number) => (await list()).find((r) => r.id === id)!;
const answer = (r: ReservationRow) => [r.state, r.application_id, r.application_status, r.lease_id, r.lease_status];
const openCount = async () => ((await agents.manager.get('/api/manager/counts/')).body as InboxCounts).reservations_unopened;
const alerted = async () => ((await agents.manager.get('/api/manager/alerts/')).body as AlertGroup[]).find((g) => g.kind === 'reservation_requests')!;
const auditCount = async () => Number((await ctx.db.selectFrom('audit_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('a reservation request is answered by its student’s application for its lease period', () => {
  it('is Open, then Applied once submitted (a draft is not an answer), Leased with a live lease, Applied again when it is voided', async () => {
    const student = await buildUser(ctx.db, 'student');
    const id = await request(student.id, periodId);
    expect(answer(await rowOf(id))).toEqual(['Open', null, null, null, null]);
    const applicationId = await application(id, 'Draft');
    expect((await rowOf(id)).state).toBe('Open');
    await ctx.db.updateTable('rental_applications').set({ status: 'Submitted', submitted_at: new Date().toISOString() }).where('id', '=', applicationId).execute();
    expect(answer(await rowOf(id))).toEqual(['Applied', applicationId, 'Submitted', null, null]);
    const voided = await lease(applicationId, 'Void');
    expect((await rowOf(id)).state).toBe('Applied');
    const live = await lease(applicationId);
    expect(voided).not.toBe(live);
    expect(answer(await rowOf(id))).toEqual(['Leased', applicationId, 'Submitted', live, 'Offered']);
    await ctx.db.updateTable('leases').set({ status: 'Void' }).where('id', '=', live).execute();
    expect((await rowOf(id)).state).toBe('Applied');
  });

  it('counts an application made from another request of the same student for the same period, never one for another period or of another student', async () => {
    const student = await buildUser(ctx.db, 'student');
    const classmate = await buildUser(ctx.db, 'student');
    const first = await request(student.id, periodId);
    const again = await request(student.id, periodId);
    const summer = await request(student.id, otherPeriodId);
    const propertyOnly = await request(student.id, null);
    const theirs = await request(classmate.id, periodId);
    const applicationId = await application(again);
    const rows = await list();
    const of = (id: number) => rows.find((r) => r.id === id)!;
    expect([of(first), of(again)].map(answer)).toEqual([
      ['Applied', applicationId, 'Submitted', null, null],
      ['Applied', applicationId, 'Submitted', null, null],
    ]);
    // A request without a lease period is answered by an application at its property.
    expect([of(summer).state, of(propertyOnly).state, of(theirs).state]).toEqual(['Open', 'Applied', 'Open']);
    expect(rows.map((r) => r.id)).toEqual([theirs, propertyOnly, summer, again, first]);
  });

  it('leaves the alert and the count once the student applies: request → application → not counted', async () => {
    const student = await buildUser(ctx.db, 'student');
    const id = await request(student.id, periodId);
    await agents.manager.post(`/api/manager/reservations/${id}/open/`).expect(200);
    // Opening is not answering: it is still waiting.
    expect([await openCount(), (await alerted()).count, (await alerted()).items.map((i) => i.id)]).toEqual([1, 1, [id]]);
    await application(id);
    expect([await openCount(), (await alerted()).count, (await alerted()).items]).toEqual([0, 0, []]);
    // The alerts of a chosen property count the same way.
    expect(((await agents.manager.get(`/api/manager/alerts/?property=${propertyId}`)).body as AlertGroup[]).find((g) => g.kind === 'reservation_requests')!.count).toBe(0);
  });
});

describe('POST /api/manager/reservations/{id}/close/', () => {
  it('closes an open request once, audited, and takes it out of the alert and the count', async () => {
    const student = await buildUser(ctx.db, 'student');
    const id = await request(student.id, periodId);
    expect(await openCount()).toBe(1);
    const res = await agents.manager.post(`/api/manager/reservations/${id}/close/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, state: 'Closed', closed_at: expect.any(String), closed_by: expect.any(String), application_id: null, lease_id: null });
    expect(await rowOf(id)).toEqual(res.body);
    expect([await openCount(), (await alerted()).count]).toEqual([0, 0]);
    const events = await ctx.db.selectFrom('audit_events').select(['action', 'subject_table', 'subject_id', 'organization_id', 'actor_user_id', 'actor_name']).execute();
    expect(events).toEqual([{ action: 'reservation_request.close', subject_table: 'reservation_requests', subject_id: id, organization_id: orgId, actor_user_id: agents.manager.userId, actor_name: res.body.closed_by }]);

    // Twice: refused, and nothing changes.
    const again = await agents.manager.post(`/api/manager/reservations/${id}/close/`);
    expect([again.status, again.body]).toEqual([409, { detail: M.alreadyClosed }]);
    expect((await rowOf(id)).closed_at).toBe(res.body.closed_at);
    expect(await auditCount()).toBe(1);

    // An application later still answers it, and says more than the closing.
    const applicationId = await application(id);
    expect(answer(await rowOf(id))).toEqual(['Applied', applicationId, 'Submitted', null, null]);
  });

  it('refuses an answered request and keeps it unclosed', async () => {
    const id = await request((await buildUser(ctx.db, 'student')).id, periodId);
    await application(id, 'Approved');
    const res = await agents.manager.post(`/api/manager/reservations/${id}/close/`);
    expect([res.status, res.body]).toEqual([409, { detail: M.answered }]);
    expect([(await rowOf(id)).closed_at, await auditCount()]).toEqual([null, 0]);
  });

  it('answers 400 for a malformed id and 404 for none, signed out 401, students and maintenance staff 403, another company 404, closing nothing', async () => {
    const id = await request((await buildUser(ctx.db, 'student')).id, periodId);
    const malformed = await agents.manager.post('/api/manager/reservations/abc/close/');
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body)).toEqual(['id']);
    expect((await agents.manager.post('/api/manager/reservations/999999/close/')).body).toEqual({ detail: API_ERRORS.notFound });
    expect([(await agents.anonymous.post(`/api/manager/reservations/${id}/close/`)).status, (await agents.anonymous.post(`/api/manager/reservations/${id}/close/`)).body]).toEqual([401, { detail: API_ERRORS.notAuthenticated }]);
    expect((await agents.student.post(`/api/manager/reservations/${id}/close/`)).body).toEqual({ detail: API_ERRORS.permissionDenied });
    expect((await agents.maintenance.post(`/api/manager/reservations/${id}/close/`)).status).toBe(403);
    const foreign = await agents.stranger.post(`/api/manager/reservations/${id}/close/`);
    expect([foreign.status, foreign.body]).toEqual([404, { detail: API_ERRORS.notFound }]);
    expect([(await rowOf(id)).state, await auditCount(), await openCount()]).toEqual(['Open', 0, 1]);
    // Maintenance staff read the list with its answers; the other company sees none of it.
    expect(((await agents.maintenance.get('/api/manager/reservations/')).body as ReservationRow[]).map((r) => r.state)).toEqual(['Open']);
    expect((await agents.stranger.get('/api/manager/reservations/')).body).toEqual([]);
  });

  it('keeps a closing once written: the database refuses changing or clearing it', async () => {
    const id = await request((await buildUser(ctx.db, 'student')).id, periodId);
    await agents.manager.post(`/api/manager/reservations/${id}/close/`).expect(200);
    await expect(ctx.db.updateTable('reservation_requests').set({ closed_at: null, closed_by: null }).where('id', '=', id).execute()).rejects.toMatchObject({ message: expect.stringMatching(/a closed request stays closed/) });
    await expect(sql`update reservation_requests set closed_by = 'Someone else' where id = ${id}`.execute(ctx.db)).rejects.toMatchObject({ message: expect.stringMatching(/a closed request stays closed/) });
    // Opening it is still recorded: only the closing is frozen.
    await agents.manager.post(`/api/manager/reservations/${id}/open/`).expect(200);
    expect((await rowOf(id)).opened_at).toEqual(expect.any(String));
  });
});
