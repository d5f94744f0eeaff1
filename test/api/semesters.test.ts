import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { API_ERRORS } from '../../shared/messages';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { agentsFor, buildLeasePeriod, buildSemester, signedInAgent } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let orgId: number;
let otherOrgId: number;
let propertyId: number;
let fall: Awaited<ReturnType<typeof buildSemester>>;
let spring: Awaited<ReturnType<typeof buildSemester>>;

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db)).id;
  otherOrgId = (await buildOrganization(ctx.db)).id;
  propertyId = (await buildProperty(ctx.db, orgId)).id;
  spring = await buildSemester(ctx.db, orgId, { name: 'Spring 2027', start_date: '2027-01-11', end_date: '2027-05-14' });
  fall = await buildSemester(ctx.db, orgId, { name: 'Fall 2026', start_date: '2026-08-20', end_date: '2026-12-18' });
});
afterEach(() => ctx.close());

type Client = request.Agent | ReturnType<typeof request>;
const semesterRows = () => ctx.db.selectFrom('semesters').select(['id', 'organization_id', 'name', 'start_date', 'end_date']).orderBy('id').execute();
const periodDates = (id: number) => ctx.db.selectFrom('lease_periods').select(['start_date', 'end_date']).where('id', '=', id).executeTakeFirstOrThrow();
const valid = { name: 'Summer 2027', start_date: '2027-05-20', end_date: '2027-08-10' };

describe('GET /api/semesters/', () => {
  it("lists the company's semesters by start date for managers and maintenance staff", async () => {
    await buildSemester(ctx.db, otherOrgId, { name: 'Foreign Term' });
    const a = await agentsFor(ctx, orgId, otherOrgId);
    for (const agent of [a.manager, a.maintenance]) {
      const res = await agent.get('/api/semesters/');
      expect(res.status).toBe(200);
      expect(res.body).toEqual([fall, spring]);
    }
    const foreign = await a.stranger.get('/api/semesters/');
    expect(foreign.body.map((s: { name: string }) => s.name)).toEqual(['Foreign Term']);
  });
});

describe('POST /api/semesters/', () => {
  it('creates a semester of the manager’s company with a trimmed name', async () => {
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const res = await manager.post('/api/semesters/').send({ ...valid, name: '  Summer 2027 ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), ...valid });
    expect((await semesterRows()).at(-1)).toEqual({ id: res.body.id, organization_id: orgId, ...valid });
    expect((await manager.get('/api/semesters/')).body.map((s: { name: string }) => s.name)).toEqual(['Fall 2026', 'Spring 2027', 'Summer 2027']);
  });

  it('refuses each invalid field with a field error and creates nothing', async () => {
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const before = await semesterRows();
    const post = (body: object) => manager.post('/api/semesters/').send({ ...valid, ...body });
    const cases: [object, object][] = [
      [{ end_date: '2027-05-01' }, { end_date: ['End date must be after the start date'] }],
      [{ end_date: valid.start_date }, { end_date: ['End date must be after the start date'] }],
      [{ name: '   ' }, { name: ['Name is required'] }],
      [{ name: undefined }, { name: ['Name is required'] }],
      [{ start_date: '2027-02-30' }, { start_date: ['Start date is required'] }],
      [{ end_date: 'next summer' }, { end_date: ['End date is required'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errors);
    }
    expect(await semesterRows()).toEqual(before);
  });
});

describe('PATCH /api/semesters/{id}/', () => {
  it('changes the semester and the dates and sub period names of the lease periods using it', async () => {
    const year = await buildLeasePeriod(ctx.db, propertyId, [fall, spring]);
    const fallOnly = await buildLeasePeriod(ctx.db, propertyId, [fall]);
    const springOnly = await buildLeasePeriod(ctx.db, propertyId, [spring]);
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const res = await manager.patch(`/api/semesters/${fall.id}/`).send({ name: 'Autumn 2026', start_date: '2026-08-01', end_date: '2026-12-20' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: fall.id, name: 'Autumn 2026', start_date: '2026-08-01', end_date: '2026-12-20' });
    expect(await periodDates(year.id)).toEqual({ start_date: '2026-08-01', end_date: '2027-05-14' });
    expect(await periodDates(fallOnly.id)).toEqual({ start_date: '2026-08-01', end_date: '2026-12-20' });
    expect(await periodDates(springOnly.id)).toEqual({ start_date: '2027-01-11', end_date: '2027-05-14' });
    const subs = await ctx.db.selectFrom('sub_periods').select('name').where('semester_id', '=', fall.id).execute();
    expect(subs).toEqual([{ name: 'Autumn 2026' }, { name: 'Autumn 2026' }]);
    // A semester moved past the others changes which one gives the period's end.
    await manager.patch(`/api/semesters/${fall.id}/`).send({ name: 'Late', start_date: '2027-06-01', end_date: '2027-07-31' }).expect(200);
    expect(await periodDates(year.id)).toEqual({ start_date: '2027-01-11', end_date: '2027-07-31' });
  });

  it('refuses invalid dates and changes neither the semester nor its periods', async () => {
    const year = await buildLeasePeriod(ctx.db, propertyId, [fall, spring]);
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const before = { semesters: await semesterRows(), period: await periodDates(year.id) };
    const res = await manager.patch(`/api/semesters/${fall.id}/`).send({ name: 'Fall 2026', start_date: '2026-12-18', end_date: '2026-08-20' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ end_date: ['End date must be after the start date'] });
    expect((await manager.patch(`/api/semesters/${fall.id}/`).send({ name: '', start_date: '2026-08-20', end_date: '2026-12-18' })).body).toEqual({ name: ['Name is required'] });
    expect({ semesters: await semesterRows(), period: await periodDates(year.id) }).toEqual(before);
  });
});

describe('DELETE /api/semesters/{id}/', () => {
  it('refuses a semester in use with 409 and deletes an unused one with 204', async () => {
    await buildLeasePeriod(ctx.db, propertyId, [fall]);
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const inUse = await manager.delete(`/api/semesters/${fall.id}/`);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({ detail: expect.stringMatching(/\S/) });
    expect((await semesterRows()).map((s) => s.id)).toEqual([spring.id, fall.id]);
    const unused = await manager.delete(`/api/semesters/${spring.id}/`);
    expect(unused.status).toBe(204);
    expect((await semesterRows()).map((s) => s.id)).toEqual([fall.id]);
    expect((await manager.delete(`/api/semesters/${spring.id}/`)).status).toBe(404);
  });
});

describe('access', () => {
  it('401 signed out, 403 for students, maintenance reads only, another company gets 404 and changes nothing', async () => {
    const a = await agentsFor(ctx, orgId, otherOrgId);
    const before = await semesterRows();
    const writes = [
      (c: Client) => c.post('/api/semesters/').send(valid),
      (c: Client) => c.patch(`/api/semesters/${fall.id}/`).send(valid),
      (c: Client) => c.delete(`/api/semesters/${spring.id}/`),
    ];
    const anonymous = await a.anonymous.get('/api/semesters/');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: API_ERRORS.notAuthenticated });
    expect((await a.student.get('/api/semesters/')).status).toBe(403);
    for (const write of writes) {
      expect((await write(a.anonymous)).body).toEqual({ detail: API_ERRORS.notAuthenticated });
      expect((await write(a.student)).status).toBe(403);
      const maintenance = await write(a.maintenance);
      expect(maintenance.status).toBe(403);
      expect(maintenance.body).toEqual({ detail: API_ERRORS.permissionDenied });
    }
    expect((await writes[1]!(a.stranger)).status).toBe(404);
    const strangerDelete = await writes[2]!(a.stranger);
    expect(strangerDelete.status).toBe(404);
    expect(strangerDelete.body).toEqual({ detail: API_ERRORS.notFound });
    expect(await semesterRows()).toEqual(before);
    // The stranger's own create lands in their company, not this one.
    await writes[0]!(a.stranger).expect(201);
    expect((await a.manager.get('/api/semesters/')).body).toEqual([fall, spring]);
  });
});
