import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CONTACT_MESSAGES } from '../../shared/schemas/contact';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let orgId: number;
let propertyId: number;
const message = { name: 'Maya Rodriguez', email: 'maya@example.com', phone_number: '(512) 555-0142', message: 'Is a 2-bedroom available in August?' };

beforeEach(async () => {
  ctx = await createTestContext({ rateLimits: { loginPerAddress: 100, loginFailuresPerAccount: 100, contactPerAddress: 3, emailLinksPerAddress: 100, windowMs: 60_000 } });
  const org = await buildOrganization(ctx.db, { name: 'Campus Edge', manager_email: 'office@campusedge.example' });
  orgId = org.id;
  propertyId = (await buildProperty(ctx.db, org.id, { name: 'Maple Hall', manager_email: 'maple@campusedge.example' })).id;
});
afterEach(() => ctx.close());

const stored = () => ctx.db.selectFrom('contact_messages').selectAll().execute();
const outbox = () => ctx.db.selectFrom('outbox').selectAll().execute();

describe('contact forms', () => {
  it('stores a property message and mails it to the property manager with text, HTML, company name and an absolute link', async () => {
    const res = await request(ctx.app).post(`/api/properties/${propertyId}/contact/`).send(message);
    expect(res.status).toBe(201);
    expect(await stored()).toEqual([expect.objectContaining({ organization_id: orgId, property_id: propertyId, ...message, read_at: null })]);
    const [mail] = await outbox();
    expect(mail).toMatchObject({ to: 'maple@campusedge.example', subject: 'Campus Edge: message from Maya Rodriguez' });
    expect(mail!.text).toContain('Is a 2-bedroom available in August?');
    expect(mail!.text).toContain(`http://localhost:3000/new/property/${propertyId}`);
    expect(mail!.html).toContain('Campus Edge');
  });

  it('stores a company message and mails the company manager', async () => {
    const res = await request(ctx.app).post(`/api/organizations/${orgId}/contact/`).send(message);
    expect(res.status).toBe(201);
    expect((await stored())[0]).toMatchObject({ property_id: null });
    expect((await outbox())[0]!.to).toBe('office@campusedge.example');
  });

  it('answers each invalid field with the contact form messages and stores nothing', async () => {
    const res = await request(ctx.app)
      .post(`/api/properties/${propertyId}/contact/`)
      .send({ name: ' ', email: 'maya@', phone_number: '12345', message: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: [CONTACT_MESSAGES.required],
      email: [CONTACT_MESSAGES.invalidEmail],
      phone_number: [CONTACT_MESSAGES.incorrectPhone],
      message: [CONTACT_MESSAGES.required],
    });
    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('accepts US phone formats with +1 and separators', async () => {
    for (const phone_number of ['5125550142', '+1 512 555 0142', '1-512.555-0142']) {
      expect((await request(ctx.app).post(`/api/organizations/${orgId}/contact/`).send({ ...message, phone_number })).status).toBe(201);
    }
  });

  it('is 404 for unknown targets and for a DISABLED property', async () => {
    expect((await request(ctx.app).post('/api/properties/999/contact/').send(message)).status).toBe(404);
    expect((await request(ctx.app).post('/api/organizations/999/contact/').send(message)).status).toBe(404);
    const closed = await buildProperty(ctx.db, orgId, { status: 'DISABLED' });
    expect((await request(ctx.app).post(`/api/properties/${closed.id}/contact/`).send(message)).status).toBe(404);
    expect(await stored()).toEqual([]);
  });

  it('is rate-limited per address', async () => {
    for (let i = 0; i < 3; i++) expect((await request(ctx.app).post(`/api/organizations/${orgId}/contact/`).send(message)).status).toBe(201);
    const blocked = await request(ctx.app).post(`/api/organizations/${orgId}/contact/`).send(message);
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/Too many/);
    expect(await stored()).toHaveLength(3);
  });
});
