import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { API_ERRORS } from '../../shared/messages';
import { LEASE_PERIOD_ACTIONS, LEASE_PERIOD_MESSAGES } from '../../shared/schemas/lease-periods';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { agentsFor, buildLeasePeriod, buildSemester, signedInAgent } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let orgId: number;
let otherOrgId: number;
let propertyId: number;
let siblingId: number;
let fall: Awaited<ReturnType<typeof buildSemester>>;
let spring: Awaited<ReturnType<typeof buildSemester>>;
let periodId: number;

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db)).id;
  otherOrgId = (await buildOrganization(ctx.db)).id;
  propertyId = (await buildProperty(ctx.db, orgId)).id;
  siblingId = (await buildProperty(ctx.db, orgId)).id;
  fall = await buildSemester(ctx.db, orgId, { name: 'Fall 2026', start_date: '2026-08-20', end_date: '2026-12-18' });
  spring = await buildSemester(ctx.db, orgId, { name: 'Spring 2027', start_date: '2027-01-11', end_date: '2027-05-14' });
  periodId = (await buildLeasePeriod(ctx.db, propertyId, [fall, spring], { name: 'Academic Year', description: 'Two terms', gender_m: 0 })).id;
});
afterEach(() => ctx.close());

const periodRow = (id = periodId) => ctx.db.selectFrom('lease_periods').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const subPeriods = (id = periodId) => ctx.db.selectFrom('sub_periods').select(['semester_id', 'name']).where('lease_period_id', '=', id).orderBy('semester_id').execute();
const sources = () => ctx.db.selectFrom('lease_period_renewal_sources').selectAll().execute();
const counts = async () => ({ periods: (await ctx.db.selectFrom('lease_periods').select('id').execute()).length, subs: (await ctx.db.selectFrom('sub_periods').select('id').execute()).length });
const flags = (body: Record<string, unknown>) => ({ visible: body.visible, open_to_renewals: body.open_to_renewals, visible_to_managers: body.visible_to_managers });

describe('lease period toggles', () => {
  it('applies each action to the flags and answers the updated period', async () => {
    await ctx.db.updateTable('lease_periods').set({ open_to_renewals: 1 }).where('id', '=', periodId).execute();
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const act = async (action: string) => {
      const res = await manager.post(`/api/agreement-periods/${periodId}/${action}/`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: periodId, name: 'Academic Year', property_id: propertyId });
      const row = await periodRow();
      expect(flags(res.body)).toEqual({ visible: !!row.visible, open_to_renewals: !!row.open_to_renewals, visible_to_managers: !!row.visible_to_managers });
      return flags(res.body);
    };
    expect(await act('invisible-to-tenants')).toEqual({ visible: false, open_to_renewals: false, visible_to_managers: true });
    expect(await act('visible-to-tenants')).toEqual({ visible: true, open_to_renewals: false, visible_to_managers: true });
    expect(await act('invisible-to-managers')).toEqual({ visible: true, open_to_renewals: false, visible_to_managers: false });
    expect(await act('invisible-to-tenants')).toEqual({ visible: false, open_to_renewals: false, visible_to_managers: false });
    expect(await act('renewals-only')).toEqual({ visible: true, open_to_renewals: true, visible_to_managers: false });
    expect(await act('visible-to-managers')).toEqual({ visible: true, open_to_renewals: true, visible_to_managers: true });
    expect(await act('not-renewals-only')).toEqual({ visible: true, open_to_renewals: false, visible_to_managers: true });
  });

  it('answers 404 for an unknown action or period and changes nothing', async () => {
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const before = await periodRow();
    const unknown = await manager.post(`/api/agreement-periods/${periodId}/archive/`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: API_ERRORS.notFound });
    expect((await manager.post(`/api/agreement-periods/9999/invisible-to-tenants/`)).status).toBe(404);
    expect(await periodRow()).toEqual(before);
  });

  it('PUT allow_same_bed_renewals sets the flag and makes the period visible', async () => {
    await ctx.db.updateTable('lease_periods').set({ visible: 0 }).where('id', '=', periodId).execute();
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const on = await manager.put(`/api/agreement-periods/${periodId}/`).send({ allow_same_bed_renewals: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: periodId, allow_same_bed_renewals: true, visible: true });
    expect(await periodRow()).toMatchObject({ allow_same_bed_renewals: 1, visible: 1 });
    const off = await manager.put(`/api/agreement-periods/${periodId}/`).send({ allow_same_bed_renewals: false });
    expect(off.body).toMatchObject({ allow_same_bed_renewals: false, visible: true });
    expect(await periodRow()).toMatchObject({ allow_same_bed_renewals: 0 });
  });

  it('PUT periods_to_renew_from assigns and unassigns periods of the same property only', async () => {
    const previous = await buildLeasePeriod(ctx.db, propertyId, [], { name: 'Previous Year' });
    const elsewhere = await buildLeasePeriod(ctx.db, siblingId, [], { name: 'Sibling Year' });
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const put = (ids: unknown) => manager.put(`/api/agreement-periods/${periodId}/`).send({ periods_to_renew_from: ids });
    const assigned = await put([previous.id]);
    expect(assigned.status).toBe(200);
    expect(assigned.body.periods_to_renew_from).toEqual([{ id: previous.id, name: 'Previous Year' }]);
    expect(await sources()).toEqual([{ lease_period_id: periodId, source_period_id: previous.id }]);
    for (const ids of [[periodId], [elsewhere.id], [previous.id, 9999]]) {
      const res = await put(ids);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['periods_to_renew_from']);
    }
    expect(await sources()).toEqual([{ lease_period_id: periodId, source_period_id: previous.id }]);
    const cleared = await put([]);
    expect(cleared.body.periods_to_renew_from).toEqual([]);
    expect(await sources()).toEqual([]);
  });

  it('PUT refuses a malformed body with a field error and changes nothing', async () => {
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const before = await periodRow();
    const bad = await manager.put(`/api/agreement-periods/${periodId}/`).send({ allow_same_bed_renewals: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ allow_same_bed_renewals: [expect.any(String)] });
    const badIds = await manager.put(`/api/agreement-periods/${periodId}/`).send({ periods_to_renew_from: ['a'] });
    expect(badIds.status).toBe(400);
    expect(Object.keys(badIds.body)[0]).toMatch(/^periods_to_renew_from/);
    expect((await manager.put(`/api/agreement-periods/${periodId}/`).send({})).status).toBe(400);
    expect(await periodRow()).toEqual(before);
  });
});

describe('POST /api/agreement-periods/ and PATCH /api/agreement-periods/{id}/', () => {
  it('creates a period whose dates and sub periods come from the chosen semesters', async () => {
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const res = await manager
      .post('/api/agreement-periods/')
      .send({ property_id: siblingId, name: '  Year 2026-2027  ', description: 'Both terms', semesters: [spring.id, fall.id], genders_available: ['F'] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Year 2026-2027',
      description: 'Both terms',
      property_id: siblingId,
      start_date: '2026-08-20',
      end_date: '2027-05-14',
      genders_available: ['F'],
      semesters: [fall, spring],
      sub_periods: [
        { name: 'Fall 2026', lease_period_id: res.body.id },
        { name: 'Spring 2027', lease_period_id: res.body.id },
      ],
    });
    expect(await periodRow(res.body.id)).toMatchObject({ property_id: siblingId, name: 'Year 2026-2027', start_date: '2026-08-20', end_date: '2027-05-14', gender_m: 0, gender_f: 1 });
    expect(await subPeriods(res.body.id)).toEqual([{ semester_id: fall.id, name: 'Fall 2026' }, { semester_id: spring.id, name: 'Spring 2027' }]);
  });

  it('refuses each invalid create field with the spec messages and creates nothing', async () => {
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const before = await counts();
    const post = (body: object) => manager.post('/api/agreement-periods/').send({ property_id: propertyId, name: 'Summer', semesters: [fall.id], ...body });
    expect((await post({ name: '   ' })).body).toEqual({ name: [LEASE_PERIOD_MESSAGES.nameRequired] });
    expect((await post({ semesters: [] })).body).toEqual({ semesters: [LEASE_PERIOD_MESSAGES.semestersRequired] });
    expect((await post({ semesters: undefined })).body).toEqual({ semesters: [LEASE_PERIOD_MESSAGES.semestersRequired] });
    const foreignSemester = await buildSemester(ctx.db, otherOrgId);
    const foreignProperty = await buildProperty(ctx.db, otherOrgId);
    for (const [body, field] of [
      [{ semesters: [fall.id, foreignSemester.id] }, 'semesters'],
      [{ property_id: foreignProperty.id }, 'property_id'],
      [{ property_id: undefined }, 'property_id'],
      [{ genders_available: ['X'] }, 'genders_available.0'],
    ] as const) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual([field]);
    }
    expect(await counts()).toEqual(before);
  });

  it('edits name, description, semesters and genders but never the property; omitted fields stay', async () => {
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const renamed = await manager.patch(`/api/agreement-periods/${periodId}/`).send({ name: ' Fall Only ', property_id: siblingId });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Fall Only', description: 'Two terms', genders_available: ['F'], property_id: propertyId });
    expect(await periodRow()).toMatchObject({ name: 'Fall Only', description: 'Two terms', gender_m: 0, gender_f: 1, property_id: propertyId });
    const res = await manager.patch(`/api/agreement-periods/${periodId}/`).send({ description: 'Autumn', semesters: [fall.id], genders_available: ['M', 'F'] });
    expect(res.body).toMatchObject({ description: 'Autumn', start_date: '2026-08-20', end_date: '2026-12-18', semesters: [fall], genders_available: ['M', 'F'] });
    expect(await subPeriods()).toEqual([{ semester_id: fall.id, name: 'Fall 2026' }]);
    expect(await periodRow()).toMatchObject({ end_date: '2026-12-18', gender_m: 1 });
  });

  it('refuses each invalid edit field and changes nothing', async () => {
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const before = { row: await periodRow(), subs: await subPeriods() };
    const patch = (body: object) => manager.patch(`/api/agreement-periods/${periodId}/`).send(body);
    expect((await patch({ name: '' })).body).toEqual({ name: [LEASE_PERIOD_MESSAGES.nameRequired] });
    expect((await patch({ name: 'Ok', semesters: [] })).body).toEqual({ semesters: [LEASE_PERIOD_MESSAGES.semestersRequired] });
    expect((await patch({ name: 'Ok', semesters: [(await buildSemester(ctx.db, otherOrgId)).id] })).status).toBe(400);
    expect((await patch({ name: 'Ok', genders_available: ['M', 'M'] })).status).toBe(400);
    expect((await patch({ name: 'Ok', description: 42 })).body).toEqual({ description: [expect.any(String)] });
    expect({ row: await periodRow(), subs: await subPeriods() }).toEqual(before);
  });

  it('refuses id lists longer than a lease period takes with 400, never a query of 40,000 ids', async () => {
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const before = { row: await periodRow(), counts: await counts(), sources: await sources() };
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    const create = await manager.post('/api/agreement-periods/').send({ property_id: propertyId, name: 'Summer', semesters: ids(40_000) });
    expect({ status: create.status, body: create.body }).toEqual({ status: 400, body: { semesters: [LEASE_PERIOD_MESSAGES.tooManySemesters] } });
    const edit = await manager.patch(`/api/agreement-periods/${periodId}/`).send({ semesters: ids(40_000) });
    expect({ status: edit.status, body: edit.body }).toEqual({ status: 400, body: { semesters: [LEASE_PERIOD_MESSAGES.tooManySemesters] } });
    const renew = await manager.put(`/api/agreement-periods/${periodId}/`).send({ periods_to_renew_from: ids(40_000) });
    expect({ status: renew.status, body: renew.body }).toEqual({ status: 400, body: { periods_to_renew_from: [LEASE_PERIOD_MESSAGES.tooManyRenewalPeriods] } });
    expect({ row: await periodRow(), counts: await counts(), sources: await sources() }).toEqual(before);
  });
});

describe('access', () => {
  it('lets only managers of the company write: 401 signed out, 403 student and maintenance, 404 another company', async () => {
    const a = await agentsFor(ctx, orgId, otherOrgId);
    const before = { row: await periodRow(), counts: await counts() };
    const calls = [
      ...LEASE_PERIOD_ACTIONS.map((action) => (agent: request.Agent | ReturnType<typeof request>) => agent.post(`/api/agreement-periods/${periodId}/${action}/`)),
      (agent: request.Agent | ReturnType<typeof request>) => agent.put(`/api/agreement-periods/${periodId}/`).send({ allow_same_bed_renewals: true }),
      (agent: request.Agent | ReturnType<typeof request>) => agent.patch(`/api/agreement-periods/${periodId}/`).send({ name: 'Hijacked' }),
    ];
    for (const call of calls) {
      const anonymous = await call(a.anonymous);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ detail: API_ERRORS.notAuthenticated });
      expect((await call(a.student)).body).toEqual({ detail: API_ERRORS.permissionDenied });
      expect((await call(a.maintenance)).status).toBe(403);
      expect((await call(a.stranger)).status).toBe(404);
    }
    const create = { property_id: propertyId, name: 'Intruder', semesters: [fall.id] };
    expect((await a.anonymous.post('/api/agreement-periods/').send(create)).status).toBe(401);
    expect((await a.student.post('/api/agreement-periods/').send(create)).status).toBe(403);
    expect((await a.maintenance.post('/api/agreement-periods/').send(create)).status).toBe(403);
    expect((await a.stranger.post('/api/agreement-periods/').send(create)).status).toBe(400);
    expect({ row: await periodRow(), counts: await counts() }).toEqual(before);
  });

  it('GET /api/agreement-periods/ gives staff every period with manager fields and others only visible ones', async () => {
    const hidden = await buildLeasePeriod(ctx.db, propertyId, [spring], { visible: 0 });
    const a = await agentsFor(ctx, orgId, otherOrgId);
    const list = (agent: request.Agent | ReturnType<typeof request>) => agent.get(`/api/agreement-periods/?property=${propertyId}`);
    for (const agent of [a.manager, a.maintenance]) {
      const res = await list(agent);
      expect(res.body.map((p: { id: number }) => p.id).sort()).toEqual([periodId, hidden.id].sort());
      expect(res.body[0]).toHaveProperty('visible_to_managers', true);
      expect(res.body[0]).toHaveProperty('periods_to_renew_from');
    }
    for (const agent of [a.anonymous, a.student, a.stranger]) {
      const res = await list(agent);
      expect(res.status).toBe(200);
      expect(res.body.map((p: { id: number }) => p.id)).toEqual([periodId]);
      expect(res.body[0]).not.toHaveProperty('visible_to_managers');
      expect(res.body[0]).not.toHaveProperty('periods_to_renew_from');
    }
  });
});
