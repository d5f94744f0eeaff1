import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { API_ERRORS } from '../../shared/messages';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { signedInAgent } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let orgId: number;
let propertyId: number;
const message = { name: 'Maya Rodriguez', email: 'maya@example.com', phone_number: '(512) 555-0142', message: 'Is a 2-bedroom available in August?' };

beforeEach(async () => {
  ctx = await createTestContext();
  // The only company: the one whose site the pages show.
  await ctx.db.deleteFrom('organizations').execute();
  const org = await buildOrganization(ctx.db, { name: 'Hidden Housing', manager_email: 'office@hidden.example' });
  orgId = org.id;
  propertyId = (await buildProperty(ctx.db, orgId, { name: 'Maple Hall' })).id;
});
afterEach(() => ctx.close());

const unpublish = () => ctx.db.updateTable('organizations').set({ serve_new_site: 0 }).where('id', '=', orgId).execute();
const stored = () => ctx.db.selectFrom('contact_messages').selectAll().execute();
const outbox = () => ctx.db.selectFrom('outbox').selectAll().execute();
/** A form post from this site without JavaScript, as Chromium sends it. */
const formPost = (path: string) => request(ctx.app).post(path).type('form').set('Origin', 'http://localhost:3000').set('Sec-Fetch-Site', 'same-origin').send(message);

describe('contact messages for a company that is not published (serve_new_site off)', () => {
  it('are refused with 404, like its pages, for the company and each of its properties, storing and mailing nothing', async () => {
    await unpublish();
    for (const path of [`/api/organizations/${orgId}/contact/`, `/api/properties/${propertyId}/contact/`]) {
      const res = await request(ctx.app).post(path).send(message);
      expect([path, res.status, res.body]).toEqual([path, 404, { detail: API_ERRORS.notFound }]);
    }
    expect((await request(ctx.app).get(`/api/properties/${propertyId}/`)).status).toBe(404);
    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('are refused without JavaScript too: the post goes where the page sends visitors (the old site), storing nothing', async () => {
    await unpublish();
    for (const path of ['/new/', `/new/property/${propertyId}`]) {
      const page = await request(ctx.app).get(path);
      expect([path, page.status, page.headers.location]).toEqual([path, 302, '/home']);
      const res = await formPost(path);
      expect([path, res.status, res.headers.location]).toEqual([path, 303, '/home']);
    }
    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('are taken from the company’s own staff, who still see its pages', async () => {
    await unpublish();
    const staff = await signedInAgent(ctx, 'maintenance', orgId);
    expect((await staff.post(`/api/organizations/${orgId}/contact/`).send(message)).status).toBe(201);
    expect((await staff.post(`/api/properties/${propertyId}/contact/`).send(message)).status).toBe(201);
    const student = await signedInAgent(ctx, 'student', null);
    expect((await student.post(`/api/properties/${propertyId}/contact/`).send(message)).status).toBe(404);
    expect(await stored()).toHaveLength(2);
  });
});

describe('contact messages for a DISABLED property', () => {
  it('are refused with 404 by the API, and without JavaScript the page sends the visitor home as the property page does', async () => {
    await ctx.db.updateTable('properties').set({ status: 'DISABLED' }).where('id', '=', propertyId).execute();
    expect((await request(ctx.app).post(`/api/properties/${propertyId}/contact/`).send(message)).status).toBe(404);
    const page = await request(ctx.app).get(`/new/property/${propertyId}`);
    const post = await formPost(`/new/property/${propertyId}`);
    expect({ status: post.status, location: post.headers.location }).toEqual({ status: 303, location: page.headers.location });
    expect(await stored()).toEqual([]);
  });
});
