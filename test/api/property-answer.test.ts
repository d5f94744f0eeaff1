import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { buildLeasePeriod, buildSemester, signedInAgent } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

/** Spec 1 §3: the property answer carries lease_periods and serve_new_site; a property not served here is treated as an unpublished company is. */
let ctx: TestContext;
let orgId: number;
let propertyId: number;
let otherId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.deleteFrom('organizations').execute();
  const org = await buildOrganization(ctx.db, { name: 'Campus Rows' });
  orgId = org.id;
  propertyId = (await buildProperty(ctx.db, org.id, { name: 'Maple Hall', property_url: 'https://maple.example.edu/' })).id;
  otherId = (await buildProperty(ctx.db, org.id, { name: 'Oak Court' })).id;
  const fall = await buildSemester(ctx.db, org.id, { name: 'Fall 2026', start_date: '2026-08-20', end_date: '2026-12-18' });
  await buildLeasePeriod(ctx.db, propertyId, [fall], { name: 'Academic Year 2026', visible: 1 });
  await buildLeasePeriod(ctx.db, propertyId, [], { name: 'Hidden Summer', visible: 0 });
});
afterAll(() => ctx.close());

const setServed = (id: number, on: boolean) => ctx.db.updateTable('properties').set({ serve_new_site: on ? 1 : 0 }).where('id', '=', id).execute();

describe('GET /api/properties/{id}/', () => {
  it('carries the lease periods visitors may see and serve_new_site', async () => {
    const res = await request(ctx.app).get(`/api/properties/${propertyId}/`).expect(200);
    expect(res.body.serve_new_site).toBe(true);
    expect(res.body.lease_periods.map((p: { name: string }) => p.name)).toEqual(['Academic Year 2026']);
    expect(res.body.lease_periods[0]).toMatchObject({ property_id: propertyId, start_date: '2026-08-20', semesters: [{ name: 'Fall 2026' }] });
  });

  it('answers the same under the spec\'s /api/properties-site/{id}/', async () => {
    const a = (await request(ctx.app).get(`/api/properties/${propertyId}/`)).body;
    expect((await request(ctx.app).get(`/api/properties-site/${propertyId}/`).expect(200)).body).toEqual(a);
  });
});

describe('a property whose serve_new_site is off', () => {
  beforeAll(() => setServed(propertyId, false));
  afterAll(() => setServed(propertyId, true));

  it('answers 404 to visitors, students and other companies on its public reads, and leaves the public lists', async () => {
    const student = await signedInAgent(ctx, 'student', null);
    const stranger = await signedInAgent(ctx, 'manager', (await buildOrganization(ctx.db)).id);
    for (const agent of [request(ctx.app), student, stranger]) {
      for (const url of [`/api/properties/${propertyId}/`, `/api/property-friends?property=${propertyId}`, `/api/agreement-periods/?property=${propertyId}`]) {
        const res = await agent.get(url);
        expect([url, res.status, res.body]).toEqual([url, 404, { detail: 'Not found.' }]);
      }
    }
    const listed = (await request(ctx.app).get('/api/properties/')).body as { id: number }[];
    expect(listed.map((p) => p.id)).toEqual([otherId]);
    const periods = (await request(ctx.app).get('/api/agreement-periods/')).body as { property_id: number }[];
    expect(periods.filter((p) => p.property_id === propertyId)).toEqual([]);
    const [org] = (await request(ctx.app).get(`/api/organizations/`)).body as { properties: { id: number }[] }[];
    expect(org!.properties.map((p) => p.id)).toEqual([otherId]);
  });

  it('is still answered to its own staff, saying serve_new_site false', async () => {
    for (const role of ['manager', 'maintenance'] as const) {
      const staff = await signedInAgent(ctx, role, orgId);
      const res = await staff.get(`/api/properties/${propertyId}/`).expect(200);
      expect(res.body.serve_new_site).toBe(false);
    }
  });

  it('sends visitors of its page to its own website, and to /home when it has none', async () => {
    const page = await request(ctx.app).get(`/new/property/${propertyId}`);
    expect([page.status, page.headers.location]).toEqual([302, 'https://maple.example.edu/']);
    await ctx.db.updateTable('properties').set({ property_url: '' }).where('id', '=', propertyId).execute();
    const bare = await request(ctx.app).get(`/new/property/${propertyId}`);
    expect([bare.status, bare.headers.location]).toEqual([302, '/home']);
    expect((await request(ctx.app).get(`/new/property/${otherId}`)).status).toBe(200);
    expect((await request(ctx.app).get('/new/')).text).not.toContain('Maple Hall');
  });
});

describe('PATCH /api/properties/{id}/ serve_new_site', () => {
  it('lets the manager turn it off and on, and refuses a non-boolean without changing anything', async () => {
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const loaded = (await manager.get(`/api/properties-settings/${otherId}/`).expect(200)).body;
    const bad = await manager.patch(`/api/properties/${otherId}/`).send({ version: loaded.version, serve_new_site: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('serve_new_site');
    const off = await manager.patch(`/api/properties/${otherId}/`).send({ version: loaded.version, serve_new_site: false }).expect(200);
    expect(off.body.serve_new_site).toBe(false);
    expect((await request(ctx.app).get(`/api/properties/${otherId}/`)).status).toBe(404);
    await manager.patch(`/api/properties/${otherId}/`).send({ version: off.body.version, serve_new_site: true }).expect(200);
    expect((await request(ctx.app).get(`/api/properties/${otherId}/`)).status).toBe(200);
  });

  it('is refused to maintenance staff, students, signed-out visitors and other companies', async () => {
    const version = (await ctx.db.selectFrom('properties').select('version').where('id', '=', otherId).executeTakeFirstOrThrow()).version;
    expect((await request(ctx.app).patch(`/api/properties/${otherId}/`).send({ version, serve_new_site: false })).status).toBe(401);
    expect((await (await signedInAgent(ctx, 'maintenance', orgId)).patch(`/api/properties/${otherId}/`).send({ version, serve_new_site: false })).status).toBe(403);
    expect((await (await signedInAgent(ctx, 'student', null)).patch(`/api/properties/${otherId}/`).send({ version, serve_new_site: false })).status).toBe(403);
    const stranger = await signedInAgent(ctx, 'manager', (await buildOrganization(ctx.db)).id);
    expect((await stranger.patch(`/api/properties/${otherId}/`).send({ version, serve_new_site: false })).status).toBe(404);
    const row = await ctx.db.selectFrom('properties').select(['serve_new_site', 'version']).where('id', '=', otherId).executeTakeFirstOrThrow();
    expect(row).toEqual({ serve_new_site: 1, version });
  });
});
