import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { filesIn, pngBuffer } from '../helpers/files';
import { agentsFor } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let orgId: number;
let otherOrgId: number;
let a: number;
let b: number;

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db)).id;
  otherOrgId = (await buildOrganization(ctx.db)).id;
  a = (await buildProperty(ctx.db, orgId, { name: 'Alpha Hall' })).id;
  b = (await buildProperty(ctx.db, orgId, { name: 'Beta Court' })).id;
});
afterEach(() => ctx.close());

describe('portfolios', () => {
  it('creates, edits, adds an image and deletes a portfolio; the public list follows', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const created = await manager.post('/api/portfolios/').send({ name: 'Near Campus', properties: [b, a] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Near Campus', properties: [b, a], image: null });
    expect((await request(ctx.app).get('/api/portfolios/')).body).toEqual([expect.objectContaining({ name: 'Near Campus', properties: [b, a] })]);

    const edited = await manager.post(`/api/portfolios/${created.body.id}/`).send({ name: 'Close to Campus', properties: [a] });
    expect(edited.body).toMatchObject({ name: 'Close to Campus', properties: [a] });
    const withImage = await manager.post(`/api/portfolios/${created.body.id}/upload_image/`).attach('image', await pngBuffer(), 'p.png');
    expect(withImage.body.image).toMatch(/^\/uploads\//);
    expect((await request(ctx.app).get('/new/')).text).toContain('Close to Campus');

    await manager.delete(`/api/portfolios/${created.body.id}/`).expect(204);
    expect(filesIn(ctx.config.uploadsDir)).toEqual([]);
    expect((await request(ctx.app).get('/api/portfolios/')).body).toEqual([]);
  });

  it('refuses a missing name and other companies’ properties, and changes nothing', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const foreign = await buildProperty(ctx.db, otherOrgId);
    expect((await manager.post('/api/portfolios/').send({ name: ' ', properties: [a] })).body).toEqual({ name: ['This field is required'] });
    expect((await manager.post('/api/portfolios/').send({ name: 'X', properties: [foreign.id] })).body).toEqual({ properties: ['Choose properties of your company.'] });
    expect(await ctx.db.selectFrom('portfolios').selectAll().execute()).toEqual([]);
  });

  it('reorders portfolios and renumbers them; the public list follows', async () => {
    const agents = await agentsFor(ctx, orgId, otherOrgId);
    const ids = [];
    for (const name of ['One', 'Two', 'Three']) ids.push((await agents.manager.post('/api/portfolios/').send({ name, properties: [a] })).body.id);
    const moved = await agents.manager.post(`/api/portfolios/${ids[2]}/change_order/`).send({ id: ids[2], order: 0 });
    expect(moved.status).toBe(200);
    expect(moved.body.map((p: { name: string }) => p.name)).toEqual(['Three', 'One', 'Two']);
    expect((await request(ctx.app).get('/api/portfolios/')).body.map((p: { name: string }) => p.name)).toEqual(['Three', 'One', 'Two']);
    expect((await agents.stranger.post(`/api/portfolios/${ids[0]}/change_order/`).send({ order: 1 })).status).toBe(404);
    expect((await agents.maintenance.post(`/api/portfolios/${ids[0]}/change_order/`).send({ order: 1 })).status).toBe(403);
    expect((await agents.manager.post(`/api/portfolios/${ids[0]}/change_order/`).send({ order: 'x' })).status).toBe(400);
  });

  it('checks roles and company', async () => {
    const agents = await agentsFor(ctx, orgId, otherOrgId);
    const p = (await agents.manager.post('/api/portfolios/').send({ name: 'Mine', properties: [a] })).body;
    expect((await agents.stranger.post(`/api/portfolios/${p.id}/`).send({ name: 'Theirs' })).status).toBe(404);
    expect((await agents.stranger.delete(`/api/portfolios/${p.id}/`)).status).toBe(404);
    expect((await agents.maintenance.post('/api/portfolios/').send({ name: 'X' })).status).toBe(403);
    expect((await agents.student.delete(`/api/portfolios/${p.id}/`)).status).toBe(403);
    expect((await agents.anonymous.post('/api/portfolios/').send({ name: 'X' })).status).toBe(401);
    expect(await ctx.db.selectFrom('portfolios').select('name').execute()).toEqual([{ name: 'Mine' }]);
  });
});
