import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import request from 'supertest';
import { VERIFY_EMAIL_MESSAGES } from '../../shared/messages';
import { buildOrganization, buildProperty, buildUser } from '../helpers/factories';
import { signedInAgent } from '../helpers/manager-factories';
import { lastMailTo } from '../helpers/outbox';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let orgId: number;
let propertyId: number;

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db, { name: 'Campus Edge' })).id;
  propertyId = (await buildProperty(ctx.db, orgId, { name: 'Maple Hall' })).id;
  await buildProperty(ctx.db, orgId);
});
afterEach(() => ctx.close());

const registration = {
  email: 'maya@example.com',
  first_name: 'Maya',
  last_name: 'Rodriguez',
  cell_phone: '(512) 555-0142',
  password: 'Longhorns2026',
  password_confirmation: 'Longhorns2026',
  gender: 'F',
  is_active: true,
};

const verifiedAt = async (email: string) => (await ctx.db.selectFrom('users').select('email_verified_at').where('email', '=', email).executeTakeFirstOrThrow()).email_verified_at;

/** What the company's managers see of the requests: e-mail and whether it is verified. */
async function managerSees() {
  const manager = await signedInAgent(ctx, 'manager', orgId);
  const res = await manager.get('/api/manager/reservations/');
  expect(res.status).toBe(200);
  return (res.body as { email: string; email_verified: boolean }[]).map((r) => [r.email, r.email_verified]);
}

describe('registration', () => {
  it('mails a verification link and records the request unverified: neither waits for the link', async () => {
    const agent = request.agent(ctx.app);
    const res = await agent.post('/api/users/sign_up/').send({ ...registration, assigned_property: propertyId });
    expect(res.status).toBe(201);
    expect((await agent.get('/api/users/me/')).status).toBe(200);
    const { mail, link } = await lastMailTo(ctx.db, 'maya@example.com');
    expect(mail!.subject).toBe('Campus Edge: verify your e-mail address');
    expect(link).toMatch(/^http:\/\/localhost:3000\/new\/verify-email\/[\w-]{40,}$/);
    expect(mail!.html).toContain(link!);
    expect(await verifiedAt('maya@example.com')).toBeNull();
    expect(await managerSees()).toEqual([['maya@example.com', false]]);
  });

  it("verifies the address with the link's button, not by opening the link, and only once", async () => {
    await request(ctx.app).post('/api/users/sign_up/').send({ ...registration, assigned_property: propertyId }).expect(201);
    const { path } = await lastMailTo(ctx.db, 'maya@example.com');

    // A mail scanner fetching the link verifies nothing.
    const page = await request(ctx.app).get(path!);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Verify my e-mail address');
    expect(await verifiedAt('maya@example.com')).toBeNull();

    const visitor = request.agent(ctx.app);
    const used = await visitor.post(path!).set('Origin', 'http://localhost:3000');
    expect(used.status).toBe(303);
    // On to the property of the student's request (issue 45).
    expect(used.headers.location).toBe(`/new/email-verified?next=%2Fnew%2Fproperty%2F${propertyId}`);
    expect((await visitor.get(used.headers.location!)).text).toContain(VERIFY_EMAIL_MESSAGES.verified);
    expect(await verifiedAt('maya@example.com')).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(await managerSees()).toEqual([['maya@example.com', true]]);
    // Verifying signs no one in.
    expect((await visitor.get('/api/users/me/')).status).toBe(401);

    const replay = await request(ctx.app).post(path!);
    expect(replay.headers.location).toBe(path);
    expect((await request(ctx.app).get(path!)).text).toContain(VERIFY_EMAIL_MESSAGES.linkInvalid);
  });

  it('returns to where the student was: the page registered from, then the application begun; never another site', async () => {
    const agent = request.agent(ctx.app);
    await agent.post('/api/users/sign_up/').send({ ...registration, assigned_property: propertyId, next: `/new/property/${propertyId}` }).expect(201);
    const { link, path } = await lastMailTo(ctx.db, 'maya@example.com');
    expect(link).toMatch(new RegExp(`/new/verify-email/[\\w-]{40,}\\?next=%2Fnew%2Fproperty%2F${propertyId}$`));
    // The link's page carries it into its button's post.
    const page = await request(ctx.app).get(`${path}?next=%2Fnew%2Fproperty%2F${propertyId}`);
    expect(page.text).toContain(`action="${path}?next=%2Fnew%2Fproperty%2F${propertyId}"`);
    // The student began an application meanwhile: that is where they go on.
    const requestId = (await ctx.db.selectFrom('reservation_requests').select('id').executeTakeFirstOrThrow()).id;
    const app = (await agent.post('/api/applications/').send({ reservation_request_id: requestId })).body as { id: number };
    const used = await request(ctx.app).post(`${path}?next=%2Fnew%2Fproperty%2F${propertyId}`).set('Origin', 'http://localhost:3000');
    expect(used.headers.location).toBe(`/new/email-verified?next=%2Fnew%2Ftenant%2Fapplications%2F${app.id}`);
    const verified = (await request(ctx.app).get(used.headers.location!)).text;
    expect(verified).toContain(`href="/new/tenant/applications/${app.id}"`);
    expect(verified).toContain('Continue your application');
  });

  it('ignores a return path to another site, at registration, on the link and on the verified page', async () => {
    await request(ctx.app).post('/api/users/sign_up/').send({ ...registration, next: 'https://evil.example/new/x' }).expect(201);
    const { link, path } = await lastMailTo(ctx.db, 'maya@example.com');
    expect(link).not.toContain('next=');
    for (const evil of ['https://evil.example/', '//evil.example/new/', '/\\evil.example/new/']) {
      const q = `?next=${encodeURIComponent(evil)}`;
      expect((await request(ctx.app).get(`${path}${q}`)).text).not.toContain('evil.example');
      const shown = (await request(ctx.app).get(`/new/email-verified${q}`)).text;
      expect(shown).not.toContain('evil.example');
      expect(shown).toContain('Browse properties');
    }
    // No request and no application: browsing is the way on.
    const used = await request(ctx.app).post(`${path}?next=${encodeURIComponent('https://evil.example/')}`).set('Origin', 'http://localhost:3000');
    expect(used.headers.location).toBe('/new/email-verified');
  });

  it('does not verify an address the account no longer has', async () => {
    await request(ctx.app).post('/api/users/sign_up/').send(registration).expect(201);
    const { path } = await lastMailTo(ctx.db, 'maya@example.com');
    await ctx.db.updateTable('users').set({ email: 'maya.r@example.com' }).where('email', '=', 'maya@example.com').execute();
    await request(ctx.app).post(path!).expect(303);
    expect(await verifiedAt('maya.r@example.com')).toBeNull();
  });

  it('answers an unknown or forged token with the page that says the link cannot be used', async () => {
    const res = await request(ctx.app).post('/new/verify-email/not-a-real-token');
    expect(res.headers.location).toBe('/new/verify-email/not-a-real-token');
    expect((await request(ctx.app).get('/new/verify-email/not-a-real-token')).text).toContain('This link cannot be used');
  });
});

describe('sign-in links', () => {
  it('verify the address of an existing account and of one they create', async () => {
    const known = await buildUser(ctx.db, 'student', { email: 'known@example.com' });
    await ctx.db.insertInto('reservation_requests').values({ user_id: known.id, organization_id: orgId, property_id: propertyId, lease_period_id: null, start_date: null, end_date: null }).execute();
    expect(await managerSees()).toEqual([['known@example.com', false]]);
    for (const email of ['known@example.com', 'new@example.com']) {
      await request(ctx.app).post('/api/users/send_invitation/').send({ email, assigned_property: propertyId }).expect(200);
      expect(await ctx.db.selectFrom('users').select('email_verified_at').where('email', '=', email).executeTakeFirst()).toEqual(email === 'new@example.com' ? undefined : { email_verified_at: null });
      await request(ctx.app).post((await lastMailTo(ctx.db, email)).path!).expect(303);
      expect(await verifiedAt(email)).toEqual(expect.any(String));
    }
    expect((await managerSees()).sort()).toEqual([['known@example.com', true], ['new@example.com', true]]);
  });
});

describe('POST /api/users/me/verification-link/', () => {
  const ask = (agent: ReturnType<typeof request.agent>) => agent.post('/api/users/me/verification-link/');

  it('is for signed-in users', async () => {
    const res = await request(ctx.app).post('/api/users/me/verification-link/');
    expect(res.status).toBe(401);
  });

  it('mails a new link, at most one every few minutes, and none once the address is verified', async () => {
    const agent = request.agent(ctx.app);
    await agent.post('/api/users/sign_up/').send(registration).expect(201);
    const first = (await lastMailTo(ctx.db, 'maya@example.com')).token;

    const soon = await ask(agent);
    expect({ status: soon.status, body: soon.body }).toEqual({ status: 429, body: { detail: VERIFY_EMAIL_MESSAGES.sentRecently } });
    expect((await lastMailTo(ctx.db, 'maya@example.com')).token).toBe(first);

    // Six minutes later (created_at is never updated by the app).
    await sql`update one_time_links set created_at = ${new Date(Date.now() - 6 * 60 * 1000).toISOString()}`.execute(ctx.db);
    const later = await ask(agent);
    expect({ status: later.status, body: later.body }).toEqual({ status: 200, body: { detail: VERIFY_EMAIL_MESSAGES.sent('maya@example.com') } });
    const { token, path } = await lastMailTo(ctx.db, 'maya@example.com');
    expect(token).not.toBe(first);

    await request(ctx.app).post(path!).expect(303);
    expect(await verifiedAt('maya@example.com')).toEqual(expect.any(String));
    const mails = await ctx.db.selectFrom('outbox').select('id').where('to', '=', 'maya@example.com').execute();
    const done = await ask(agent);
    expect({ status: done.status, body: done.body }).toEqual({ status: 200, body: { detail: VERIFY_EMAIL_MESSAGES.alreadyVerified } });
    expect(await ctx.db.selectFrom('outbox').select('id').where('to', '=', 'maya@example.com').execute()).toEqual(mails);
  });
});
