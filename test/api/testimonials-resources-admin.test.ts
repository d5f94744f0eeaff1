import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { filesIn, pngBuffer } from '../helpers/files';
import { agentsFor, companyTestContext } from '../helpers/manager-factories';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let orgId: number;
let otherOrgId: number;
let propertyId: number;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeEach(async () => {
  ({ ctx, orgId, otherOrgId, propertyId } = await companyTestContext());
});
afterEach(() => ctx.close());

describe('testimonials', () => {
  it('adds one to the property and, when chosen, to the company home; edits and deletes it with its photo', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const res = await manager
      .post('/api/testimonials/')
      .field('prop', String(propertyId))
      .field('name', 'Maya R.')
      .field('testimonial', 'Best roommates ever.')
      .field('show_on_organization', 'true')
      .attach('image', await pngBuffer(80, 80), 'maya.png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Maya R.', show_on_organization: true });
    expect((await request(ctx.app).get(`/api/organizations/${orgId}/testimonials/`)).body).toHaveLength(1);
    expect((await request(ctx.app).get('/new/')).text).toContain('Best roommates ever.');

    await manager.patch(`/api/testimonials/${res.body.id}/`).field('show_on_organization', 'false').expect(200);
    expect((await request(ctx.app).get(`/api/organizations/${orgId}/testimonials/`)).body).toEqual([]);
    await manager.delete(`/api/testimonials/${res.body.id}/`).expect(204);
    expect(filesIn(ctx.config.uploadsDir)).toEqual([]);
  });

  it("answers 'Cannot be empty' for each missing field", async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const res = await manager.post('/api/testimonials/').field('prop', String(propertyId)).field('name', '').attach('image', await pngBuffer(), 'x.png');
    expect(res.body).toEqual({ name: ['Cannot be empty'], testimonial: ['Cannot be empty'] });
    const noImage = await manager.post('/api/testimonials/').field('prop', String(propertyId)).field('name', 'A').field('testimonial', 'B');
    expect(noImage.body).toEqual({ image: ['Cannot be empty'] });
    expect(await ctx.db.selectFrom('testimonials').selectAll().execute()).toEqual([]);
  });
});

describe('reordering testimonials and resources', () => {
  it('moves an item and renumbers the rest; the public page follows; other companies get 404, maintenance 403', async () => {
    const a = await agentsFor(ctx, orgId, otherOrgId);
    const names = ['First', 'Second', 'Third'];
    const testimonials = [];
    const resources = [];
    for (const name of names) {
      testimonials.push((await a.manager.post('/api/testimonials/').field('prop', String(propertyId)).field('name', name).field('testimonial', `${name} words`).attach('image', await pngBuffer(), 't.png')).body);
      resources.push((await a.manager.post('/api/property-resources/').field('prop', String(propertyId)).field('name', `${name} rules`).attach('resource_file', pdf, 'r.pdf')).body);
    }
    const movedT = await a.manager.post(`/api/testimonials/${testimonials[2].id}/change_order/`).send({ id: testimonials[2].id, order: 0 });
    expect(movedT.status).toBe(200);
    expect(movedT.body.map((t: { name: string }) => t.name)).toEqual(['Third', 'First', 'Second']);
    const movedR = await a.manager.post(`/api/property-resources/${resources[0].id}/change_order/`).send({ order: 2 });
    expect(movedR.body.map((r: { name: string }) => r.name)).toEqual(['Second rules', 'Third rules', 'First rules']);
    const orders = await ctx.db.selectFrom('property_resources').select('order').orderBy('order').execute();
    expect(orders.map((o) => o.order)).toEqual([0, 1, 2]);
    const page = (await request(ctx.app).get(`/new/property/${propertyId}`)).text;
    expect(page.indexOf('Third words')).toBeLessThan(page.indexOf('First words'));
    expect(page.indexOf('Second rules')).toBeLessThan(page.indexOf('First rules'));

    expect((await a.stranger.post(`/api/testimonials/${testimonials[0].id}/change_order/`).send({ order: 2 })).status).toBe(404);
    expect((await a.maintenance.post(`/api/property-resources/${resources[0].id}/change_order/`).send({ order: 0 })).status).toBe(403);
    expect((await a.anonymous.post(`/api/property-resources/${resources[0].id}/change_order/`).send({ order: 0 })).status).toBe(401);
    expect((await a.manager.post(`/api/property-resources/${resources[0].id}/change_order/`).send({ order: -1 })).status).toBe(400);
    expect((await a.manager.get(`/api/property-resources/?prop=${propertyId}`)).body.map((r: { name: string }) => r.name)).toEqual(['Second rules', 'Third rules', 'First rules']);
  });
});

describe('additional resources', () => {
  it('stores PDF documents, refuses other files, and deletes the file with the record', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const res = await manager.post('/api/property-resources/').field('prop', String(propertyId)).field('name', 'House rules').attach('resource_file', pdf, 'rules.pdf');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'House rules', resource_file: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.pdf$/) });
    expect((await request(ctx.app).get(`/new/property/${propertyId}`)).text).toContain('House rules');
    const image = await manager.post('/api/property-resources/').field('prop', String(propertyId)).field('name', 'Photo').attach('resource_file', await pngBuffer(), 'photo.pdf');
    expect(image.status).toBe(415);
    expect(image.body.detail).toBe('Unsupported file type: use a PDF document.');
    await manager.delete(`/api/property-resources/${res.body.id}/`).expect(204);
    await new Promise((r) => setTimeout(r, 50));
    expect(filesIn(ctx.config.uploadsDir)).toEqual([]);
  });

  it('checks roles and company', async () => {
    const a = await agentsFor(ctx, orgId, otherOrgId);
    const created = (await a.manager.post('/api/property-resources/').field('prop', String(propertyId)).field('name', 'Rules').attach('resource_file', pdf, 'r.pdf')).body;
    expect((await a.stranger.delete(`/api/property-resources/${created.id}/`)).status).toBe(404);
    expect((await a.maintenance.post('/api/property-resources/').field('prop', String(propertyId)).field('name', 'X').attach('resource_file', pdf, 'r.pdf')).status).toBe(403);
    expect((await a.anonymous.get(`/api/property-resources/?prop=${propertyId}`)).status).toBe(401);
    expect((await a.maintenance.get(`/api/property-resources/?prop=${propertyId}`)).body).toHaveLength(1);
  });
});
