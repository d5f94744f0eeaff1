import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildOrganization, buildProperty, buildUser } from '../helpers/factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let orgId: number;
beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
  orgId = (await ctx.db.selectFrom('organizations').select('id').executeTakeFirstOrThrow()).id;
}, 60_000);
afterAll(() => ctx.close());

const DISABLED_ID = 4;

describe('public read API', () => {
  it('GET /api/organizations/ lists companies with running properties, media and block attributes', async () => {
    const res = await request(ctx.app).get('/api/organizations/');
    expect(res.status).toBe(200);
    const org = res.body[0];
    expect(org).toMatchObject({ id: orgId, name: 'Campus Edge Living', serve_new_site: true });
    expect(org.properties.map((p: { id: number }) => p.id)).toEqual([1, 2, 3]);
    expect(org.background_media[0]).toMatchObject({ type: 'image', file: expect.stringMatching(/^\/uploads\//) });
    expect(org.website_block_attrs).toContainEqual(expect.objectContaining({ block_name: 'latest-posts', visibility: false }));
    expect(org).not.toHaveProperty('created_at');
  });

  it('GET /api/properties/ never lists a DISABLED property', async () => {
    const res = await request(ctx.app).get('/api/properties/');
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([1, 2, 3]);
  });

  it('GET /api/properties/{id}/ answers the detail, 404 for unknown and for DISABLED to visitors', async () => {
    const res = await request(ctx.app).get('/api/properties/1/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 1, name: 'The Rio on 24th', status: 'RUNNING' });
    expect(res.body.property_images).toHaveLength(8);
    expect(res.body.amenities.length).toBeGreaterThan(4);
    expect(res.body.additional_resources[0].resource_file).toMatch(/\.pdf$/);
    expect((await request(ctx.app).get('/api/properties/999/')).body).toEqual({ detail: 'Not found.' });
    expect((await request(ctx.app).get(`/api/properties/${DISABLED_ID}/`)).status).toBe(404);
    const manager = await buildUser(ctx.db, 'manager', { organizationId: orgId });
    const agent = request.agent(ctx.app);
    await agent.post('/api-token-auth/').send({ username: manager.email, password: manager.password });
    expect((await agent.get(`/api/properties/${DISABLED_ID}/`)).body.status).toBe('DISABLED');
  });

  it('GET /api/portfolios/ leaves DISABLED properties out', async () => {
    const res = await request(ctx.app).get('/api/portfolios/');
    const nearCampus = res.body.find((p: { name: string }) => p.name === 'Near Campus');
    expect(nearCampus.properties).toEqual([1, 2]);
  });

  it('GET /api/agreement-periods/?property= answers only visible periods, sorted, with semesters and derived availability', async () => {
    const res = await request(ctx.app).get('/api/agreement-periods/?property=1');
    expect(res.status).toBe(200);
    const periods = res.body as { name: string; visible: boolean; start_date: string; available: boolean; open_to_renewals: boolean; semesters: unknown[] }[];
    expect(periods.every((p) => p.visible)).toBe(true);
    expect(periods.map((p) => p.name)).not.toContain('Summer 2027');
    expect([...periods.map((p) => p.start_date)]).toEqual([...periods.map((p) => p.start_date)].sort());
    const spring = periods.find((p) => p.name === 'Spring 2027 Semester')!;
    expect(spring).toMatchObject({ open_to_renewals: true, available: false });
    expect(periods.find((p) => p.name === 'Academic Year 2026-2027')!.semesters).toHaveLength(2);
    expect((await request(ctx.app).get('/api/agreement-periods/?property=abc')).body).toEqual({ property: [expect.any(String)] });
    expect((await request(ctx.app).get('/api/agreement-periods/?property=999')).status).toBe(404);
  });

  type Period = { id: number; property_id: number; visible: boolean; start_date: string; visible_to_managers?: boolean };
  const newestFirst = (periods: Period[]) => [...periods.map((p) => p.start_date)].sort().reverse();

  it("GET /api/agreement-periods/ without a property answers the company's visible periods of running properties, newest first", async () => {
    const res = await request(ctx.app).get('/api/agreement-periods/');
    expect(res.status).toBe(200);
    const periods = res.body as Period[];
    expect(new Set(periods.map((p) => p.property_id))).toEqual(new Set([1, 2, 3]));
    expect(periods.every((p) => p.visible)).toBe(true);
    expect(periods.map((p) => p.start_date)).toEqual(newestFirst(periods));
    expect(periods[0]).not.toHaveProperty('visible_to_managers');
  });

  it("GET /api/agreement-periods/ without a property gives staff every period of their company, hidden ones too", async () => {
    const staff = await buildUser(ctx.db, 'maintenance', { organizationId: orgId });
    const agent = request.agent(ctx.app);
    await agent.post('/api-token-auth/').send({ username: staff.email, password: staff.password });
    const periods = (await agent.get('/api/agreement-periods/')).body as Period[];
    const visitors = (await request(ctx.app).get('/api/agreement-periods/')).body as Period[];
    expect(periods.length).toBeGreaterThan(visitors.length);
    expect(periods.some((p) => !p.visible)).toBe(true);
    expect(periods.every((p) => typeof p.visible_to_managers === 'boolean')).toBe(true);
    expect(periods.map((p) => p.start_date)).toEqual(newestFirst(periods));
    expect(periods.every((p) => [1, 2, 3, DISABLED_ID].includes(p.property_id))).toBe(true);
  });

  it('company testimonials are only those shown on the organization', async () => {
    const res = await request(ctx.app).get(`/api/organizations/${orgId}/testimonials/`);
    expect(res.body).toHaveLength(4);
    expect(res.body.every((t: { show_on_organization: boolean }) => t.show_on_organization)).toBe(true);
    expect((await request(ctx.app).get('/api/organizations/999/testimonials/')).status).toBe(404);
  });

  it('property testimonials and friends are filtered by property; friends show a last initial only', async () => {
    const testimonials = await request(ctx.app).get('/api/property-testimonials/?property=1');
    expect(testimonials.body.length).toBeGreaterThan(0);
    const friends = await request(ctx.app).get('/api/property-friends?property=1');
    expect(friends.status).toBe(200);
    expect(friends.body.length).toBeGreaterThan(0);
    for (const f of friends.body) {
      expect(f.user.last_name).toMatch(/^[A-Z]$/);
      expect(f.match_percentage).toBeGreaterThanOrEqual(0);
    }
    expect((await request(ctx.app).get('/api/property-friends?property=abc')).status).toBe(400);
  });

  it('another company’s data is not mixed in', async () => {
    const other = await buildOrganization(ctx.db, { name: 'Other Co' });
    const foreign = await buildProperty(ctx.db, other.id, { name: 'Foreign Hall' });
    const list = await request(ctx.app).get('/api/properties/');
    expect(list.body.map((p: { name: string }) => p.name)).not.toContain('Foreign Hall');
    const page = await request(ctx.app).get(`/new/property/${foreign.id}`);
    expect(page.status).toBe(404);
  });
});
