import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { pngBuffer } from '../helpers/files';
import { agentsFor } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * The spec's shared data calls (3-templates-and-application.md §7) that have their own path:
 * `GET /api/testimonials/?show_on_organization=true` and `GET /api/properties-site/{id}/`.
 */

let ctx: TestContext;
let a: Awaited<ReturnType<typeof agentsFor>>;
let orgId: number;
let otherOrgId: number;
let propertyId: number;
let otherPropertyId: number;

beforeEach(async () => {
  ctx = await createTestContext();
  // The first company is the site's (findPublicOrganization); the other has its own testimonials.
  orgId = (await buildOrganization(ctx.db, { serve_new_site: 1 })).id;
  otherOrgId = (await buildOrganization(ctx.db, { serve_new_site: 1 })).id;
  a = await agentsFor(ctx, orgId, otherOrgId);
  propertyId = (await buildProperty(ctx.db, orgId)).id;
  otherPropertyId = (await buildProperty(ctx.db, otherOrgId)).id;
});
afterEach(() => ctx.close());

const addTestimonial = async (org: number, prop: number, name: string, shown: boolean) => {
  await ctx.db
    .insertInto('testimonials')
    .values({ organization_id: org, property_id: prop, name, testimonial: `${name} liked it.`, show_on_organization: shown ? 1 : 0 })
    .execute();
};

describe('GET /api/testimonials/?show_on_organization=true', () => {
  it('answers anyone the site company’s home page testimonials, as /api/organizations/{id}/testimonials/ does', async () => {
    const manager = a.manager;
    const png = await pngBuffer();
    for (const [name, shown] of [['Maya Runs', 'true'], ['Noah Sloane', 'false']] as const) {
      const res = await manager.post('/api/testimonials/').field('prop', String(propertyId)).field('name', name).field('testimonial', `${name} liked it.`).field('show_on_organization', shown).attach('image', png, 'face.png');
      expect(res.status).toBe(201);
    }
    const stranger = await a.stranger.post('/api/testimonials/').field('prop', String(otherPropertyId)).field('name', 'Other Company').field('testimonial', 'Elsewhere.').field('show_on_organization', 'true').attach('image', png, 'face.png');
    expect(stranger.status).toBe(201);

    const expected = (await request(ctx.app).get(`/api/organizations/${orgId}/testimonials/`).expect(200)).body as { name: string }[];
    expect(expected.map((t) => t.name)).toEqual(['Maya Runs']);
    for (const agent of [a.anonymous, a.student, a.manager, a.maintenance, a.stranger]) {
      const res = await agent.get('/api/testimonials/?show_on_organization=true');
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expected);
    }
  });

  it('keeps the editors’ list as it was: ?prop= for staff, 401 signed out', async () => {
    expect((await a.manager.get(`/api/testimonials/?prop=${propertyId}`)).status).toBe(200);
    expect((await a.anonymous.get(`/api/testimonials/?prop=${propertyId}`)).status).toBe(401);
    expect((await a.anonymous.get('/api/testimonials/')).status).toBe(401);
    expect((await a.manager.get('/api/testimonials/')).status).toBe(400);
  });

  it('refuses another value or another parameter beside it (400)', async () => {
    for (const query of ['show_on_organization=false', 'show_on_organization=1', 'show_on_organization=', `show_on_organization=true&prop=${propertyId}`]) {
      const res = await a.anonymous.get(`/api/testimonials/?${query}`);
      expect([query, res.status]).toEqual([query, 400]);
      expect(res.type).toBe('application/json');
    }
  });

  it('is a 404 while the site company is not published, except to its own staff', async () => {
    await addTestimonial(orgId, propertyId, 'Maya Runs', true);
    await ctx.db.updateTable('organizations').set({ serve_new_site: 0 }).where('id', '=', orgId).execute();
    for (const agent of [a.anonymous, a.student, a.stranger]) expect((await agent.get('/api/testimonials/?show_on_organization=true')).status).toBe(404);
    for (const agent of [a.manager, a.maintenance]) expect((await agent.get('/api/testimonials/?show_on_organization=true')).body.map((t: { name: string }) => t.name)).toEqual(['Maya Runs']);
  });
});

describe('GET /api/properties-site/{id}/', () => {
  it('answers the property as GET /api/properties/{id}/ does, with or without the trailing slash', async () => {
    const expected = (await request(ctx.app).get(`/api/properties/${propertyId}/`).expect(200)).body;
    expect(expected).toMatchObject({ id: propertyId, organization_id: orgId });
    expect((await request(ctx.app).get(`/api/properties-site/${propertyId}/`).expect(200)).body).toEqual(expected);
    expect((await request(ctx.app).get(`/api/properties-site/${propertyId}`).expect(200)).body).toEqual(expected);
  });

  it('is a 404 for a missing property and a 400 for an id written otherwise', async () => {
    expect((await request(ctx.app).get('/api/properties-site/999999/')).status).toBe(404);
    for (const id of ['abc', '0x1', '01', '-1', '1.5']) expect([id, (await request(ctx.app).get(`/api/properties-site/${id}/`)).status]).toEqual([id, 400]);
  });

  it('hides a DISABLED property, or one of an unpublished company, from all but its own staff', async () => {
    await ctx.db.updateTable('properties').set({ status: 'DISABLED' }).where('id', '=', propertyId).execute();
    for (const agent of [a.anonymous, a.student, a.stranger]) expect((await agent.get(`/api/properties-site/${propertyId}/`)).status).toBe(404);
    for (const agent of [a.manager, a.maintenance]) expect((await agent.get(`/api/properties-site/${propertyId}/`)).status).toBe(200);

    await ctx.db.updateTable('organizations').set({ serve_new_site: 0 }).where('id', '=', otherOrgId).execute();
    expect((await a.anonymous.get(`/api/properties-site/${otherPropertyId}/`)).status).toBe(404);
    expect((await a.manager.get(`/api/properties-site/${otherPropertyId}/`)).status).toBe(404);
    expect((await a.stranger.get(`/api/properties-site/${otherPropertyId}/`)).status).toBe(200);
  });
});
