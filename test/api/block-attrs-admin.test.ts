import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { agentsFor } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let orgId: number;
let otherOrgId: number;
let propertyId: number;

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db, { description: 'We house students.' })).id;
  otherOrgId = (await buildOrganization(ctx.db)).id;
  propertyId = (await buildProperty(ctx.db, orgId, { general_info: '<p>Nice place</p>' })).id;
  await buildProperty(ctx.db, orgId);
});
afterEach(() => ctx.close());

const attrs = () => ctx.db.selectFrom('website_block_attrs').selectAll().execute();

describe('webpage model (block attributes)', () => {
  it('creates a property block attribute, hides the block on the public page, and changes it', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    expect((await request(ctx.app).get(`/new/property/${propertyId}`)).text).toContain('id="about"');
    const created = await manager.post('/api/website-block-attrs/').send({ block_name: 'about', description: 'Our story', visibility: false, prop: propertyId });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ block_name: 'about', description: 'Our story', visibility: false });
    expect((await request(ctx.app).get(`/new/property/${propertyId}`)).text).not.toContain('id="about"');

    const again = await manager.post('/api/website-block-attrs/').send({ block_name: 'about', prop: propertyId });
    expect(again.status).toBe(409);
    expect(again.body.block_name[0]).toMatch(/already/);

    const changed = await manager.patch(`/api/website-block-attrs/${created.body.id}/`).send({ visibility: true });
    expect(changed.body).toMatchObject({ visibility: true, description: 'Our story' });
    const page = await request(ctx.app).get(`/new/property/${propertyId}`);
    expect(page.text).toContain('id="about"');
    expect(page.text).toContain('Our story');
    expect((await manager.get(`/api/website-block-attrs/?prop=${propertyId}`)).body).toEqual([expect.objectContaining({ block_name: 'about', visibility: true })]);
  });

  it('does the same for the company', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const created = await manager.post('/api/organization-website-block-attrs/').send({ block_name: 'about', visibility: false, organization: orgId });
    expect(created.status).toBe(201);
    expect((await request(ctx.app).get('/new/')).text).not.toContain('We house students.');
    await manager.patch(`/api/organization-website-block-attrs/${created.body.id}/`).send({ visibility: true }).expect(200);
    expect((await request(ctx.app).get('/new/')).text).toContain('We house students.');
    expect((await manager.get(`/api/organization-website-block-attrs/?organization=${orgId}`)).body).toHaveLength(1);
  });

  it('refuses unknown blocks and bad values, and changes nothing', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const res = await manager.post('/api/website-block-attrs/').send({ block_name: 'discover-you-new-home', prop: propertyId, visibility: 'yes' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['block_name', 'visibility']);
    const company = await manager.post('/api/organization-website-block-attrs/').send({ block_name: 'gallery', organization: orgId });
    expect(company.body).toEqual({ block_name: ['Unknown block'] });
    expect(await attrs()).toEqual([]);
  });

  it('checks roles and company on every call', async () => {
    const a = await agentsFor(ctx, orgId, otherOrgId);
    const attr = (await a.manager.post('/api/website-block-attrs/').send({ block_name: 'gallery', prop: propertyId })).body;
    const create = { block_name: 'friends', prop: propertyId };
    expect((await a.anonymous.post('/api/website-block-attrs/').send(create)).status).toBe(401);
    expect((await a.student.post('/api/website-block-attrs/').send(create)).status).toBe(403);
    expect((await a.maintenance.post('/api/website-block-attrs/').send(create)).status).toBe(403);
    expect((await a.stranger.post('/api/website-block-attrs/').send(create)).status).toBe(404);
    expect((await a.stranger.patch(`/api/website-block-attrs/${attr.id}/`).send({ visibility: false })).status).toBe(404);
    expect((await a.stranger.get(`/api/website-block-attrs/?prop=${propertyId}`)).status).toBe(404);
    expect((await a.stranger.post('/api/organization-website-block-attrs/').send({ block_name: 'about', organization: orgId })).status).toBe(404);
    expect((await a.maintenance.get(`/api/website-block-attrs/?prop=${propertyId}`)).status).toBe(200);
    expect((await a.maintenance.patch(`/api/website-block-attrs/${attr.id}/`).send({ visibility: false })).status).toBe(403);
    expect(await attrs()).toEqual([expect.objectContaining({ block_name: 'gallery', visibility: 1 })]);
  });
});
