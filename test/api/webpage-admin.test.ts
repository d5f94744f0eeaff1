import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { MESSAGES } from '../../shared/messages';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { agentsFor } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let orgId: number;
let otherOrgId: number;
let propertyId: number;

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db, { name: 'Campus Edge' })).id;
  otherOrgId = (await buildOrganization(ctx.db)).id;
  propertyId = (await buildProperty(ctx.db, orgId, { name: 'Maple Hall' })).id;
  await buildProperty(ctx.db, orgId);
});
afterEach(() => ctx.close());

const property = () => ctx.db.selectFrom('properties').selectAll().where('id', '=', propertyId).executeTakeFirstOrThrow();

describe('PATCH /api/properties/{id}/', () => {
  it('saves only the fields sent, with the About text sanitized, and the public page shows it at once', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const before = await property();
    await request(ctx.app).get(`/new/property/${propertyId}`).expect(200);
    const res = await manager.patch(`/api/properties/${propertyId}/`).send({
      id: propertyId,
      name: 'Maple Hall West',
      latitude: 30.29,
      longitude: -97.74,
      general_info: '<p onclick="steal()">Close to <strong>campus</strong><script>alert(1)</script></p>',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Maple Hall West', latitude: 30.29, longitude: -97.74, general_info: '<p>Close to <strong>campus</strong></p>' });
    const after = await property();
    expect(after).toMatchObject({ street: before.street, city: before.city, phone_number: before.phone_number });
    const page = await request(ctx.app).get(`/new/property/${propertyId}`);
    expect(page.text).toContain('Maple Hall West');
    expect(page.text).toContain('<p>Close to <strong>campus</strong></p>');
    expect(page.text).not.toContain('steal()');
  });

  it('toggles the status, and a DISABLED property leaves the public lists', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    await manager.patch(`/api/properties/${propertyId}/`).send({ id: propertyId, status: 'DISABLED' }).expect(200);
    expect((await request(ctx.app).get('/api/properties/')).body.map((p: { id: number }) => p.id)).not.toContain(propertyId);
  });

  it('answers each invalid field and changes nothing', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const before = await property();
    const res = await manager.patch(`/api/properties/${propertyId}/`).send({
      name: '  ',
      status: 'GONE',
      phone_number: '12',
      manager_email: 'nope',
      facebook: 'javascript:alert(1)',
      latitude: 123,
      colour: 'red',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      name: [MESSAGES.required],
      status: [expect.any(String)],
      phone_number: [MESSAGES.incorrectPhone],
      manager_email: [MESSAGES.incorrectEmail],
      facebook: ['Enter a full address starting with https://'],
      latitude: [expect.any(String)],
    });
    expect(res.body.non_field_errors?.[0] ?? res.body.colour?.[0]).toBeTruthy();
    expect(await property()).toEqual(before);
  });

  it('is for managers of the company: 401, 403 for students and maintenance, 404 for another company', async () => {
    const a = await agentsFor(ctx, orgId, otherOrgId);
    const body = { name: 'Hacked' };
    expect((await a.anonymous.patch(`/api/properties/${propertyId}/`).send(body)).status).toBe(401);
    expect((await a.student.patch(`/api/properties/${propertyId}/`).send(body)).status).toBe(403);
    expect((await a.maintenance.patch(`/api/properties/${propertyId}/`).send(body)).status).toBe(403);
    expect((await a.stranger.patch(`/api/properties/${propertyId}/`).send(body)).status).toBe(404);
    expect((await property()).name).toBe('Maple Hall');
  });
});

describe('PATCH /api/organizations-update/{id}/', () => {
  it('saves the changed company fields and the home page follows', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    await request(ctx.app).get('/new/').expect(200);
    const res = await manager.patch(`/api/organizations-update/${orgId}/`).send({ id: orgId, tagline: 'Walk to class', facebook: 'https://facebook.com/campusedge', gtm_tag_id: 'GTM-AB12' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: orgId, name: 'Campus Edge', tagline: 'Walk to class', facebook: 'https://facebook.com/campusedge', gtm_tag_id: 'GTM-AB12' });
    const home = await request(ctx.app).get('/new/');
    expect(home.text).toContain('Walk to class');
    expect(home.headers['content-security-policy']).toContain('https://www.googletagmanager.com');
  });

  it('stores the About text as sanitized HTML, which the home page shows as formatted text', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const res = await manager.patch(`/api/organizations-update/${orgId}/`).send({ description: '<p onclick="steal()">Homes <strong>near campus</strong></p><script>alert(1)</script>' });
    expect(res.body.description).toBe('<p>Homes <strong>near campus</strong></p>');
    const home = (await request(ctx.app).get('/new/')).text;
    expect(home).toContain('<p>Homes <strong>near campus</strong></p>');
    expect(home).not.toContain('steal()');
    expect(home).not.toContain('alert(1)');
  });

  it('refuses bad values, and other companies', async () => {
    const a = await agentsFor(ctx, orgId, otherOrgId);
    const bad = await a.manager.patch(`/api/organizations-update/${orgId}/`).send({ name: '', gtm_tag_id: '<script>', organization_url: 'ftp://x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['gtm_tag_id', 'name', 'organization_url']);
    expect((await a.stranger.patch(`/api/organizations-update/${orgId}/`).send({ tagline: 'x' })).status).toBe(404);
    expect((await a.maintenance.patch(`/api/organizations-update/${orgId}/`).send({ tagline: 'x' })).status).toBe(403);
    expect((await a.anonymous.patch(`/api/organizations-update/${orgId}/`).send({ tagline: 'x' })).status).toBe(401);
    const org = await ctx.db.selectFrom('organizations').selectAll().where('id', '=', orgId).executeTakeFirstOrThrow();
    expect(org.tagline).not.toBe('x');
    expect(org.name).toBe('Campus Edge');
  });
});
