import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { agentsFor } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let orgId: number;
let otherOrgId: number;
let propertyId: number;
let disabledId: number;

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db, { name: 'Campus Edge', send_email_from: 'leasing@campusedge.test' })).id;
  otherOrgId = (await buildOrganization(ctx.db, { name: 'Elsewhere' })).id;
  propertyId = (await buildProperty(ctx.db, orgId, { name: 'Maple Hall', manager_fname: 'Ana', manager_lname: 'Diaz', manager_email: 'ana@maple.test', property_url: 'https://maple.test' })).id;
  disabledId = (await buildProperty(ctx.db, orgId, { name: 'Closed Hall', status: 'DISABLED' })).id;
  await buildProperty(ctx.db, otherOrgId, { name: 'Not Ours' });
});
afterEach(() => ctx.close());

describe('GET /api/properties-settings/', () => {
  it('lists every property of the company, DISABLED too, with the organization and manager fields', async () => {
    const { manager, maintenance } = await agentsFor(ctx, orgId, otherOrgId);
    for (const agent of [manager, maintenance]) {
      const res = await agent.get('/api/properties-settings/').expect(200);
      expect(res.body.map((p: { id: number }) => p.id)).toEqual([propertyId, disabledId]);
      expect(res.body[0]).toMatchObject({ name: 'Maple Hall', organization_name: 'Campus Edge', manager_fname: 'Ana', manager_lname: 'Diaz', manager_email: 'ana@maple.test' });
      expect(res.body[1]).toMatchObject({ status: 'DISABLED' });
    }
  });

  it('is for staff: 401 signed out, 403 for students', async () => {
    const a = await agentsFor(ctx, orgId, otherOrgId);
    expect((await a.anonymous.get('/api/properties-settings/')).status).toBe(401);
    expect((await a.student.get('/api/properties-settings/')).status).toBe(403);
    expect((await a.stranger.get('/api/properties-settings/')).body.map((p: { name: string }) => p.name)).toEqual(['Not Ours']);
  });
});

describe('GET /api/properties-settings/{id}/', () => {
  it('answers the editor data of a property of the company, even a DISABLED one', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const res = await manager.get(`/api/properties-settings/${propertyId}/`).expect(200);
    expect(res.body).toMatchObject({ id: propertyId, property_url: 'https://maple.test', manager_email: 'ana@maple.test', property_images: [], amenities: [], website_block_attrs: [] });
    expect((await manager.get(`/api/properties-settings/${disabledId}/`)).body).toMatchObject({ status: 'DISABLED' });
  });

  it('is 404 for another company, a missing id and a bad id; 401 and 403 otherwise', async () => {
    const a = await agentsFor(ctx, orgId, otherOrgId);
    expect((await a.stranger.get(`/api/properties-settings/${propertyId}/`)).status).toBe(404);
    expect((await a.manager.get('/api/properties-settings/99999/')).status).toBe(404);
    expect((await a.manager.get('/api/properties-settings/abc/')).status).toBe(400);
    expect((await a.anonymous.get(`/api/properties-settings/${propertyId}/`)).status).toBe(401);
    expect((await a.student.get(`/api/properties-settings/${propertyId}/`)).status).toBe(403);
  });
});

describe('GET /api/organizations-settings/', () => {
  it('answers the signed-in staff member’s company with every property and the sender address', async () => {
    const a = await agentsFor(ctx, orgId, otherOrgId);
    const res = await a.manager.get('/api/organizations-settings/').expect(200);
    expect(res.body).toMatchObject({ id: orgId, name: 'Campus Edge', send_email_from: 'leasing@campusedge.test' });
    expect(res.body.properties.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([
      [propertyId, 'RUNNING'],
      [disabledId, 'DISABLED'],
    ]);
    await a.manager.post('/api/portfolios/').send({ name: 'All halls', properties: [disabledId, propertyId] }).expect(201);
    expect((await a.manager.get('/api/organizations-settings/')).body.portfolios).toEqual([{ id: expect.any(Number), name: 'All halls', image: null, image_srcset: null, properties: [disabledId, propertyId], version: 1 }]);
    expect((await a.stranger.get('/api/organizations-settings/')).body).toMatchObject({ id: otherOrgId, name: 'Elsewhere' });
    expect((await a.anonymous.get('/api/organizations-settings/')).status).toBe(401);
    expect((await a.student.get('/api/organizations-settings/')).status).toBe(403);
  });
});
