import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { pngBuffer } from '../helpers/files';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { buildLeasePeriod, signedInAgent } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ids = (body: { id: number }[]) => body.map((r) => r.id);

describe('a DISABLED property on the company home page', () => {
  it("leaves its testimonials off the home page and the company's testimonials", async () => {
    const org = await buildOrganization(ctx.db);
    const open = await buildProperty(ctx.db, org.id, { name: 'Maple Hall' });
    const closing = await buildProperty(ctx.db, org.id, { name: 'Oak Court' });
    await buildProperty(ctx.db, org.id, { name: 'Elm House' });
    const manager = await signedInAgent(ctx, 'manager', org.id);
    const png = await pngBuffer();
    const add = (propertyId: number, name: string, testimonial: string) =>
      manager.post('/api/testimonials/').field('prop', String(propertyId)).field('name', name).field('testimonial', testimonial).field('show_on_organization', 'true').attach('image', png, 'face.png');
    expect((await add(open.id, 'Maya Runs', 'The rooftop is lovely.')).status).toBe(201);
    expect((await add(closing.id, 'Noah Sloane', 'Quiet floors for studying.')).status).toBe(201);

    const before = await request(ctx.app).get('/new/');
    expect(before.text).toContain('Quiet floors for studying.');
    expect((await request(ctx.app).get(`/api/organizations/${org.id}/testimonials/`)).body).toHaveLength(2);

    await ctx.db.updateTable('properties').set({ status: 'DISABLED' }).where('id', '=', closing.id).execute();

    const after = await request(ctx.app).get('/new/');
    expect(after.status).toBe(200);
    expect(after.text).toContain('The rooftop is lovely.');
    expect(after.text).not.toContain('Quiet floors for studying.');
    const listed = (await request(ctx.app).get(`/api/organizations/${org.id}/testimonials/`)).body as { name: string }[];
    expect(listed.map((t) => t.name)).toEqual(['Maya Runs']);
  });
});

describe('a company that is not published (serve_new_site off)', () => {
  let orgId: number;
  let propertyId: number;
  beforeAll(async () => {
    await ctx.db.deleteFrom('organizations').execute();
    const org = await buildOrganization(ctx.db, { name: 'Hidden Housing' });
    orgId = org.id;
    propertyId = (await buildProperty(ctx.db, org.id)).id;
    await buildProperty(ctx.db, org.id);
    await buildLeasePeriod(ctx.db, propertyId, [], { name: 'Fall 2026', visible: 1 });
  });

  const publicReads = () => [
    `/api/properties/${propertyId}/`,
    `/api/property-testimonials/?property=${propertyId}`,
    `/api/property-friends?property=${propertyId}`,
    `/api/agreement-periods/?property=${propertyId}`,
    `/api/organizations/${orgId}/testimonials/`,
  ];
  const publicLists = ['/api/organizations/', '/api/properties/', '/api/portfolios/', '/api/agreement-periods/'];

  it('is served to visitors while published', async () => {
    for (const url of publicReads()) expect([url, (await request(ctx.app).get(url)).status]).toEqual([url, 200]);
    expect(ids((await request(ctx.app).get('/api/organizations/')).body)).toEqual([orgId]);
    expect((await request(ctx.app).get('/api/properties/')).body).toHaveLength(2);
    expect((await request(ctx.app).get('/api/agreement-periods/')).body).toHaveLength(1);
  });

  it('answers 404 to visitors on every public read, and empty public lists, once unpublished', async () => {
    await ctx.db.updateTable('organizations').set({ serve_new_site: 0 }).where('id', '=', orgId).execute();
    for (const url of publicReads()) {
      const res = await request(ctx.app).get(url);
      expect([url, res.status, res.body]).toEqual([url, 404, { detail: 'Not found.' }]);
    }
    for (const url of publicLists) expect([url, (await request(ctx.app).get(url)).body]).toEqual([url, []]);
  });

  it('is hidden from students and from staff of another company too', async () => {
    const student = await signedInAgent(ctx, 'student', null);
    const stranger = await signedInAgent(ctx, 'manager', (await buildOrganization(ctx.db, { serve_new_site: 0 })).id);
    for (const agent of [student, stranger]) {
      expect((await agent.get(`/api/properties/${propertyId}/`)).status).toBe(404);
      expect(ids((await agent.get('/api/organizations/')).body)).not.toContain(orgId);
      expect((await agent.get('/api/properties/')).body).toEqual([]);
    }
  });

  it('is still served to its own manager and maintenance staff', async () => {
    for (const role of ['manager', 'maintenance'] as const) {
      const staff = await signedInAgent(ctx, role, orgId);
      for (const url of publicReads()) expect([role, url, (await staff.get(url)).status]).toEqual([role, url, 200]);
      expect(ids((await staff.get('/api/organizations/')).body)).toContain(orgId);
      expect((await staff.get('/api/properties/')).body).toHaveLength(2);
    }
  });
});
