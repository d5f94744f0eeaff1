import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { API_ERRORS, MESSAGES } from '../../shared/messages';
import { buildOrganization, buildUser } from '../helpers/factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

const cookieOf = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid='));

describe('POST /api-token-auth/', () => {
  it('signs in with e-mail and password: user with roles, a token and a session cookie', async () => {
    const org = await buildOrganization(ctx.db);
    const manager = await buildUser(ctx.db, 'manager', { organizationId: org.id });
    const res = await request(ctx.app).post('/api-token-auth/').send({ username: manager.email, password: manager.password });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ id: manager.id, email: manager.email, first_name: 'Test', last_name: 'manager', roles: ['manager'] });
    expect(res.body.token).toMatch(/^[\w-]{40,}$/);
    const cookie = cookieOf(res)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // The token is stored hashed, never in plain text.
    const rows = await ctx.db.selectFrom('api_tokens').select('token_hash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(res.body.token);
    // The session is kept in the database.
    const sessions = await ctx.db.selectFrom('sessions').select(['user_id']).execute();
    expect(sessions).toEqual([{ user_id: manager.id }]);
  });

  it('accepts the e-mail in any letter case', async () => {
    const student = await buildUser(ctx.db, 'student', { email: 'Maya@Example.com' });
    const res = await request(ctx.app).post('/api-token-auth/').send({ username: 'maya@example.COM', password: student.password });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password, an unknown e-mail and a disabled account with the same message', async () => {
    const student = await buildUser(ctx.db, 'student');
    const disabled = await buildUser(ctx.db, 'student', { active: false });
    for (const body of [
      { username: student.email, password: 'Wrong-password-1' },
      { username: 'nobody@example.com', password: student.password },
      { username: disabled.email, password: disabled.password },
    ]) {
      const res = await request(ctx.app).post('/api-token-auth/').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ non_field_errors: [API_ERRORS.invalidCredentials] });
      expect(cookieOf(res)).toBeUndefined();
    }
  });

  it('answers field errors for missing or malformed input', async () => {
    const res = await request(ctx.app).post('/api-token-auth/').send({ username: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ username: [MESSAGES.incorrectEmail], password: [MESSAGES.required] });
    const empty = await request(ctx.app).post('/api-token-auth/').send({});
    expect(empty.body).toEqual({ username: [MESSAGES.required], password: [MESSAGES.required] });
  });

  it('gives a new session id at sign-in (no session fixation)', async () => {
    const student = await buildUser(ctx.db, 'student');
    const agent = request.agent(ctx.app);
    const first = await agent.post('/api-token-auth/').send({ username: student.email, password: student.password });
    const second = await agent.post('/api-token-auth/').send({ username: student.email, password: student.password });
    expect(cookieOf(first)!.split(';')[0]).not.toBe(cookieOf(second)!.split(';')[0]);
    const sessions = await ctx.db.selectFrom('sessions').select('sid').execute();
    expect(sessions).toHaveLength(1);
  });

  it('keeps the cookie past the browser session only with remember me', async () => {
    const student = await buildUser(ctx.db, 'student');
    const remembered = await request(ctx.app).post('/api-token-auth/').send({ username: student.email, password: student.password });
    expect(cookieOf(remembered)).toMatch(/Expires=/);
    const forgotten = await request(ctx.app).post('/api-token-auth/').send({ username: student.email, password: student.password, remember: false });
    expect(cookieOf(forgotten)).not.toMatch(/Expires=/);
  });
});

describe('GET /api/users/me/', () => {
  it('answers the signed-in user by cookie and by token, 401 when signed out', async () => {
    const student = await buildUser(ctx.db, 'student');
    const agent = request.agent(ctx.app);
    const signIn = await agent.post('/api-token-auth/').send({ username: student.email, password: student.password });
    const byCookie = await agent.get('/api/users/me/');
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.email).toBe(student.email);
    const byToken = await request(ctx.app).get('/api/users/me/').set('Authorization', `Token ${signIn.body.token}`);
    expect(byToken.body.roles).toEqual(['student']);
    const anonymous = await request(ctx.app).get('/api/users/me/');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: API_ERRORS.notAuthenticated });
    const badToken = await request(ctx.app).get('/api/users/me/').set('Authorization', 'Token nope');
    expect(badToken.status).toBe(401);
    expect(badToken.body).toEqual({ detail: API_ERRORS.invalidToken });
  });
});

describe('POST /api/logout/', () => {
  it('ends the session and revokes the token issued with it', async () => {
    const student = await buildUser(ctx.db, 'student');
    const agent = request.agent(ctx.app);
    const signIn = await agent.post('/api-token-auth/').send({ username: student.email, password: student.password });
    expect((await agent.post('/api/logout/')).status).toBe(204);
    expect((await agent.get('/api/users/me/')).status).toBe(401);
    expect((await request(ctx.app).get('/api/users/me/').set('Authorization', `Token ${signIn.body.token}`)).status).toBe(401);
    expect(await ctx.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    expect(await ctx.db.selectFrom('api_tokens').selectAll().execute()).toEqual([]);
  });

  it('revokes the token used by an API client', async () => {
    const student = await buildUser(ctx.db, 'student');
    const { body } = await request(ctx.app).post('/api-token-auth/').send({ username: student.email, password: student.password });
    const auth = `Token ${body.token}`;
    expect((await request(ctx.app).post('/api/logout/').set('Authorization', auth)).status).toBe(204);
    expect((await request(ctx.app).get('/api/users/me/').set('Authorization', auth)).status).toBe(401);
  });

  it('is 401 when signed out', async () => {
    expect((await request(ctx.app).post('/api/logout/')).status).toBe(401);
  });
});

describe('sessions store', () => {
  it('prunes expired sessions', async () => {
    await ctx.db.insertInto('sessions').values([
      { sid: 'old', user_id: null, data: '{}', expires_at: Date.now() - 1000 },
      { sid: 'live', user_id: null, data: '{}', expires_at: Date.now() + 60_000 },
    ]).execute();
    expect(await ctx.app.locals.sessionStore.prune()).toBe(1);
    expect(await ctx.db.selectFrom('sessions').select('sid').execute()).toEqual([{ sid: 'live' }]);
  });
});

describe('cross-site protection', () => {
  it('refuses cookie requests from another site and allows same-origin ones and token clients', async () => {
    const student = await buildUser(ctx.db, 'student');
    const agent = request.agent(ctx.app);
    const signIn = await agent.post('/api-token-auth/').send({ username: student.email, password: student.password });
    const evil = await agent.post('/api/logout/').set('Origin', 'https://evil.example');
    expect(evil.status).toBe(403);
    expect(evil.body).toEqual({ detail: API_ERRORS.crossSite });
    const fetchMeta = await agent.post('/api/logout/').set('Sec-Fetch-Site', 'cross-site');
    expect(fetchMeta.status).toBe(403);
    expect((await agent.get('/api/users/me/')).status).toBe(200);
    const tokenClient = await request(ctx.app)
      .post('/api/logout/')
      .set('Origin', 'https://evil.example')
      .set('Authorization', `Token ${signIn.body.token}`);
    expect(tokenClient.status).toBe(204);
    // The token was issued with the browser session: logging it out ends that session too.
    expect((await agent.get('/api/users/me/')).status).toBe(401);
    await agent.post('/api-token-auth/').send({ username: student.email, password: student.password }).expect(200);
    // Origin: null is refused unless the browser marks the request same-origin (form posts under a strict referrer policy).
    expect((await agent.post('/api/logout/').set('Origin', 'null')).status).toBe(403);
    const nullSameOrigin = await agent.post('/api/logout/').set('Origin', 'null').set('Sec-Fetch-Site', 'same-origin');
    expect(nullSameOrigin.status).toBe(204);
    await agent.post('/api-token-auth/').send({ username: student.email, password: student.password });
    const sameOrigin = await agent.post('/api/logout/').set('Origin', 'http://localhost:3000').set('Sec-Fetch-Site', 'same-origin');
    expect(sameOrigin.status).toBe(204);
  });
});
