import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CONFLICT_MESSAGES, MESSAGES } from '../../shared/messages';
import { RESET_DETAIL, accessLinkDetail } from '../../server/services/accounts/email-links';
import { LINK_INVALID } from '../../server/services/accounts/use-links';
import { buildOrganization, buildProperty, buildUser } from '../helpers/factories';
import { lastMailTo } from '../helpers/outbox';
import { createTestContext, type TestContext } from '../helpers/test-app';

const EMAIL_TAKEN = CONFLICT_MESSAGES.emailTaken;

let ctx: TestContext;
let orgId: number;
let propertyId: number;
let periodId: number;

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db, { name: 'Campus Edge' })).id;
  propertyId = (await buildProperty(ctx.db, orgId, { name: 'Maple Hall' })).id;
  await buildProperty(ctx.db, orgId);
  periodId = (
    await ctx.db
      .insertInto('lease_periods')
      .values({ property_id: propertyId, name: 'Academic Year 2026-2027', start_date: '2026-08-20', end_date: '2027-05-14' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
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

const requests = () => ctx.db.selectFrom('reservation_requests').selectAll().execute();

describe('POST /api/users/sign_up/', () => {
  it('creates an active student, signs them in, and records the carried lease period as a reservation request', async () => {
    const agent = request.agent(ctx.app);
    const res = await agent.post('/api/users/sign_up/').send({ ...registration, agreement_period: periodId, start_date: '2026-08-20', end_date: '2027-05-14' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email: 'maya@example.com', first_name: 'Maya', roles: ['student'] });
    expect((await agent.get('/api/users/me/')).body.email).toBe('maya@example.com');
    const user = await ctx.db.selectFrom('users').selectAll().where('email', '=', 'maya@example.com').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ is_active: 1, organization_id: orgId, gender: 'F', informational_opt_in: 0, marketing_opt_in: 0 });
    expect(await requests()).toEqual([
      expect.objectContaining({ user_id: user.id, property_id: propertyId, lease_period_id: periodId, start_date: '2026-08-20', end_date: '2027-05-14' }),
    ]);
  });

  it('records a carried property without a period, and ignores carried ids of other companies', async () => {
    await request(ctx.app).post('/api/users/sign_up/').send({ ...registration, assigned_property: propertyId }).expect(201);
    expect(await requests()).toEqual([expect.objectContaining({ property_id: propertyId, lease_period_id: null })]);
    const other = await buildProperty(ctx.db, (await buildOrganization(ctx.db)).id);
    await request(ctx.app).post('/api/users/sign_up/').send({ ...registration, email: 'leo@example.com', assigned_property: other.id }).expect(201);
    expect(await requests()).toHaveLength(1);
  });

  it('answers a taken e-mail with a field error and creates nothing', async () => {
    await buildUser(ctx.db, 'student', { email: 'Maya@Example.com' });
    const res = await request(ctx.app).post('/api/users/sign_up/').send(registration);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: [EMAIL_TAKEN] });
    expect(await ctx.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('refuses each invalid field with the spec messages', async () => {
    const res = await request(ctx.app)
      .post('/api/users/sign_up/')
      .send({ email: 'maya@', first_name: '', last_name: ' ', cell_phone: '555', password: 'short', password_confirmation: 'other' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      email: [MESSAGES.incorrectEmail],
      first_name: [MESSAGES.required],
      last_name: [MESSAGES.required],
      cell_phone: [MESSAGES.incorrectPhone],
      password: [MESSAGES.passwordMin],
      gender: [MESSAGES.required],
      password_confirmation: [MESSAGES.passwordsMatch],
    });
    const caseOnly = await request(ctx.app).post('/api/users/sign_up/').send({ ...registration, password: 'alllowercase1', password_confirmation: 'alllowercase1' });
    expect(caseOnly.body).toEqual({ password: [MESSAGES.passwordCase] });
    expect(await ctx.db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});

describe('access links', () => {
  it('mails a single-use link to a new address that creates the student and the carried request when used', async () => {
    const res = await request(ctx.app).post('/api/users/send_invitation/').send({ email: 'new@example.com', assigned_property: propertyId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: accessLinkDetail('new@example.com') });
    const { mail, path, link } = await lastMailTo(ctx.db, 'new@example.com');
    expect(mail!.subject).toBe('Campus Edge: your sign-in link');
    expect(link).toMatch(/^http:\/\/localhost:3000\/new\/access\/[\w-]{40,}$/);
    expect(mail!.html).toContain(link!);

    // The link's page shows a button; posting it signs in and lands in the student area.
    expect((await request(ctx.app).get(path!)).text).toContain('Sign me in');
    const agent = request.agent(ctx.app);
    const used = await agent.post(path!).set('Origin', 'http://localhost:3000');
    expect(used.status).toBe(303);
    expect(used.headers.location).toBe('/new/tenant/reservations');
    expect((await agent.get('/api/users/me/')).body).toMatchObject({ email: 'new@example.com', roles: ['student'] });
    expect(await requests()).toEqual([expect.objectContaining({ property_id: propertyId })]);

    // Used once: a replay does not sign in, and the page says the link cannot be used.
    const replay = request.agent(ctx.app);
    const again = await replay.post(path!);
    expect(again.headers.location).toBe(path);
    expect((await replay.get('/api/users/me/')).status).toBe(401);
    expect((await replay.get(path!)).text).toContain('This link cannot be used');
  });

  it('answers the same for an existing account, whose link signs into it', async () => {
    const student = await buildUser(ctx.db, 'student', { email: 'known@example.com' });
    const res = await request(ctx.app).post('/api/users/send_invitation/').send({ email: 'known@example.com' });
    expect(res.body).toEqual({ detail: accessLinkDetail('known@example.com') });
    const { path } = await lastMailTo(ctx.db, 'known@example.com');
    const agent = request.agent(ctx.app);
    await agent.post(path!).expect(303);
    expect((await agent.get('/api/users/me/')).body.id).toBe(student.id);
  });

  it('refuses an expired link', async () => {
    await request(ctx.app).post('/api/users/send_invitation/').send({ email: 'late@example.com' });
    const { path } = await lastMailTo(ctx.db, 'late@example.com');
    await ctx.db.updateTable('one_time_links').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    const agent = request.agent(ctx.app);
    expect((await agent.post(path!)).headers.location).toBe(path);
    expect((await agent.get('/api/users/me/')).status).toBe(401);
    expect(await ctx.db.selectFrom('users').select('id').where('email', '=', 'late@example.com').execute()).toEqual([]);
  });

  it('needs a valid e-mail', async () => {
    const res = await request(ctx.app).post('/api/users/send_invitation/').send({ email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: [MESSAGES.incorrectEmail] });
  });
});

describe('password reset', () => {
  it('mails a link whose page sets a new password; the old one stops working and other sessions end', async () => {
    const student = await buildUser(ctx.db, 'student', { email: 'maya@example.com' });
    const other = request.agent(ctx.app);
    const signIn = await other.post('/api-token-auth/').send({ username: student.email, password: student.password });
    const res = await request(ctx.app).post('/api/send_reset_email/').send({ email: 'maya@example.com' });
    expect(res.body).toEqual({ detail: RESET_DETAIL });
    const { token, mail } = await lastMailTo(ctx.db, 'maya@example.com');
    expect(mail!.subject).toBe('Campus Edge: reset your password');
    expect((await request(ctx.app).get(`/new/reset-password/${token}`)).text).toContain('Choose a new password');

    const weak = await request(ctx.app).post('/api/reset_password/').send({ token, password: 'weak', password_confirmation: 'weak' });
    expect(weak.body).toEqual({ password: [MESSAGES.passwordMin] });
    const done = await request(ctx.app).post('/api/reset_password/').send({ token, password: 'NewPassword9', password_confirmation: 'NewPassword9' });
    expect(done.status).toBe(200);

    expect((await request(ctx.app).post('/api-token-auth/').send({ username: student.email, password: student.password })).status).toBe(400);
    expect((await request(ctx.app).post('/api-token-auth/').send({ username: student.email, password: 'NewPassword9' })).status).toBe(200);
    expect((await other.get('/api/users/me/')).status).toBe(401);
    expect((await request(ctx.app).get('/api/users/me/').set('Authorization', `Token ${signIn.body.token}`)).status).toBe(401);

    const replay = await request(ctx.app).post('/api/reset_password/').send({ token, password: 'Another9Pass', password_confirmation: 'Another9Pass' });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ detail: LINK_INVALID });
  });

  it("spends the account's other sign-in and reset links when a reset sets a new password", async () => {
    await buildUser(ctx.db, 'student', { email: 'maya@example.com' });
    await request(ctx.app).post('/api/users/send_invitation/').send({ email: 'Maya@example.com' }).expect(200);
    const access = (await lastMailTo(ctx.db, 'maya@example.com')).token!;
    await request(ctx.app).post('/api/send_reset_email/').send({ email: 'maya@example.com' }).expect(200);
    const older = (await lastMailTo(ctx.db, 'maya@example.com')).token!;
    await request(ctx.app).post('/api/send_reset_email/').send({ email: 'maya@example.com' }).expect(200);
    const used = (await lastMailTo(ctx.db, 'maya@example.com')).token!;
    expect((await request(ctx.app).get(`/new/access/${access}`)).text).not.toContain('cannot be used');

    const done = await request(ctx.app).post('/api/reset_password/').send({ token: used, password: 'NewPassword9', password_confirmation: 'NewPassword9' });
    expect(done.status).toBe(200);
    const older2 = await request(ctx.app).post('/api/reset_password/').send({ token: older, password: 'Another9Pass', password_confirmation: 'Another9Pass' });
    expect(older2.body).toEqual({ detail: LINK_INVALID });
    const signIn = await request(ctx.app).post(`/new/access/${access}`);
    expect(signIn.status).toBe(303);
    expect(signIn.headers.location).toBe(`/new/access/${access}`);
    expect(signIn.headers['set-cookie']).toBeUndefined();
    expect((await request(ctx.app).post('/api-token-auth/').send({ username: 'maya@example.com', password: 'NewPassword9' })).status).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await request(ctx.app).post('/api/send_reset_email/').send({ email: 'nobody@example.com' });
    expect(res.body).toEqual({ detail: RESET_DETAIL });
    expect(await ctx.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });
});

describe('mailed link limits', () => {
  it('limits links per target address', async () => {
    const limited = await createTestContext({ rateLimits: { loginPerAddress: 100, loginFailuresPerAccount: 100, contactPerAddress: 100, emailLinksPerAddress: 2, windowMs: 60_000 } });
    try {
      for (let i = 0; i < 2; i++) expect((await request(limited.app).post('/api/send_reset_email/').send({ email: 'x@example.com' })).status).toBe(200);
      const blocked = await request(limited.app).post('/api/send_reset_email/').send({ email: 'x@example.com' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.detail).toMatch(/Too many/);
    } finally {
      await limited.close();
    }
  });
});
