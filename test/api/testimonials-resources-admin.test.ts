import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { pngBuffer } from '../helpers/files';
import { mediaTestContext, settle } from '../helpers/media-test-context';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const company = mediaTestContext();

describe('testimonials', () => {
  it('adds one to the property and, when chosen, to the company home; edits and deletes it with its photo', async () => {
    const { manager } = await company.agents();
    const res = await manager
      .post('/api/testimonials/')
      .field('prop', String(company.propertyId))
      .field('name', 'Maya R.')
      .field('testimonial', 'Best roommates ever.')
      .field('show_on_organization', 'true')
      .attach('image', await pngBuffer(80, 80), 'maya.png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Maya R.', show_on_organization: true });
    expect((await request(company.app).get(`/api/organizations/${company.orgId}/testimonials/`)).body).toHaveLength(1);
    expect((await request(company.app).get('/new/')).text).toContain('Best roommates ever.');

    await manager.patch(`/api/testimonials/${res.body.id}/`).field('show_on_organization', 'false').expect(200);
    expect((await request(company.app).get(`/api/organizations/${company.orgId}/testimonials/`)).body).toEqual([]);
    await manager.delete(`/api/testimonials/${res.body.id}/`).expect(204);
    expect(company.uploads()).toEqual([]);
  });

  it("answers 'Cannot be empty' for each missing field", async () => {
    const { manager } = await company.agents();
    const res = await manager.post('/api/testimonials/').field('prop', String(company.propertyId)).field('name', '').attach('image', await pngBuffer(), 'x.png');
    expect(res.body).toEqual({ name: ['Cannot be empty'], testimonial: ['Cannot be empty'] });
    const noImage = await manager.post('/api/testimonials/').field('prop', String(company.propertyId)).field('name', 'A').field('testimonial', 'B');
    expect(noImage.body).toEqual({ image: ['Cannot be empty'] });
    expect(await company.db.selectFrom('testimonials').selectAll().execute()).toEqual([]);
  });
});

describe('reordering testimonials and resources', () => {
  it('moves an item and renumbers the rest; the public page follows; other companies get 404, maintenance 403', async () => {
    const a = await company.agents();
    const names = ['First', 'Second', 'Third'];
    const testimonials = [];
    const resources = [];
    for (const name of names) {
      testimonials.push((await a.manager.post('/api/testimonials/').field('prop', String(company.propertyId)).field('name', name).field('testimonial', `${name} words`).attach('image', await pngBuffer(), 't.png')).body);
      resources.push((await a.manager.post('/api/property-resources/').field('prop', String(company.propertyId)).field('name', `${name} rules`).attach('resource_file', pdf, 'r.pdf')).body);
    }
    const movedT = await a.manager.post(`/api/testimonials/${testimonials[2].id}/change_order/`).send({ id: testimonials[2].id, order: 0 });
    expect(movedT.status).toBe(200);
    expect(movedT.body.map((t: { name: string }) => t.name)).toEqual(['Third', 'First', 'Second']);
    const movedR = await a.manager.post(`/api/property-resources/${resources[0].id}/change_order/`).send({ order: 2 });
    expect(movedR.body.map((r: { name: string }) => r.name)).toEqual(['Second rules', 'Third rules', 'First rules']);
    const orders = await company.db.selectFrom('property_resources').select('order').orderBy('order').execute();
    expect(orders.map((o) => o.order)).toEqual([0, 1, 2]);
    const page = (await request(company.app).get(`/new/property/${company.propertyId}`)).text;
    expect(page.indexOf('Third words')).toBeLessThan(page.indexOf('First words'));
    expect(page.indexOf('Second rules')).toBeLessThan(page.indexOf('First rules'));

    expect((await a.stranger.post(`/api/testimonials/${testimonials[0].id}/change_order/`).send({ order: 2 })).status).toBe(404);
    expect((await a.maintenance.post(`/api/property-resources/${resources[0].id}/change_order/`).send({ order: 0 })).status).toBe(403);
    expect((await a.anonymous.post(`/api/property-resources/${resources[0].id}/change_order/`).send({ order: 0 })).status).toBe(401);
    expect((await a.manager.post(`/api/property-resources/${resources[0].id}/change_order/`).send({ order: -1 })).status).toBe(400);
    expect((await a.manager.get(`/api/property-resources/?prop=${company.propertyId}`)).body.map((r: { name: string }) => r.name)).toEqual(['Second rules', 'Third rules', 'First rules']);
  });
});

describe('additional resources', () => {
  it('stores PDF documents, refuses other files, and deletes the file with the record', async () => {
    const { manager } = await company.agents();
    const res = await manager.post('/api/property-resources/').field('prop', String(company.propertyId)).field('name', 'House rules').attach('resource_file', pdf, 'rules.pdf');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'House rules', resource_file: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.pdf$/) });
    expect((await request(company.app).get(`/new/property/${company.propertyId}`)).text).toContain('House rules');
    const image = await manager.post('/api/property-resources/').field('prop', String(company.propertyId)).field('name', 'Photo').attach('resource_file', await pngBuffer(), 'photo.pdf');
    expect(image.status).toBe(415);
    expect(image.body.detail).toBe('Unsupported file type: use a PDF document.');
    await manager.delete(`/api/property-resources/${res.body.id}/`).expect(204);
    await settle();
    expect(company.uploads()).toEqual([]);
  });

  it('checks roles and company', async () => {
    const a = await company.agents();
    const created = (await a.manager.post('/api/property-resources/').field('prop', String(company.propertyId)).field('name', 'Rules').attach('resource_file', pdf, 'r.pdf')).body;
    expect((await a.stranger.delete(`/api/property-resources/${created.id}/`)).status).toBe(404);
    expect((await a.maintenance.post('/api/property-resources/').field('prop', String(company.propertyId)).field('name', 'X').attach('resource_file', pdf, 'r.pdf')).status).toBe(403);
    expect((await a.anonymous.get(`/api/property-resources/?prop=${company.propertyId}`)).status).toBe(401);
    expect((await a.maintenance.get(`/api/property-resources/?prop=${company.propertyId}`)).body).toHaveLength(1);
  });
});
