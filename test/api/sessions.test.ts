import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import { sql } from 'kysely';
import request from 'supertest';
import { SESSION_COOKIE } from '../../server/auth/session-cookie';
import { API_ERRORS } from '../../shared/messages';
import type { ApiSession } from '../../shared/types/sessions';
import { buildUser } from '../helpers/factories';
import { companyTestContext } from '../helpers/manager-factories';
import { listeningApp } from '../helpers/listening-app';
import { pgTestUrl } from '../helpers/pg-test-db';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let orgId: number;
let otherOrgId: number;
beforeEach(async () => {
  ({ ctx, orgId, otherOrgId } = await companyTestContext());
});
afterEach(() => ctx.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Signs the user in on a new browser (cookie agent) with a user agent; returns the agent and the sign-in's token. */
async function signIn(user: { email: string; password: string }, userAgent: string) {
  const agent = request.agent(ctx.app);
  const res = await agent.post('/api-token-auth/').set('User-Agent', userAgent).send({ username: user.email, password: user.password });
  expect(res.status).toBe(200);
  return { agent, token: res.body.token as string };
}

describe('GET /api/sessions/', () => {
  it("lists the manager's own sign-ins, newest first, the current one marked, with device, created and last used", async () => {
    const manager = await buildUser(ctx.db, 'manager', { organizationId: orgId });
    const laptop = await signIn(manager, FIREFOX);
    const script = await signIn(manager, 'curl/8.5.0');
    await signIn(await buildUser(ctx.db, 'manager', { organizationId: orgId }), 'Colleague browser');
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    await ctx.db.updateTable('api_tokens').set({ last_used_at: hourAgo }).where('user_agent', '=', 'curl/8.5.0').execute();

    const res = await laptop.agent.get('/api/sessions/');
    expect(res.status).toBe(200);
    const list = res.body as ApiSession[];
    expect(list.map((s) => [s.user_agent, s.current, s.browser])).toEqual([
      [FIREFOX, true, true],
      ['curl/8.5.0', false, true],
    ]);
    expect(list[1]!.last_used_at).toBe(hourAgo);
    expect(Date.parse(list[0]!.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(list[0]!).sort()).toEqual(['browser', 'created_at', 'current', 'id', 'last_used_at', 'user_agent']);

    // By token, the token's own sign-in is the current one.
    const byToken = await request(ctx.app).get('/api/sessions/').set('Authorization', `Token ${script.token}`);
    expect((byToken.body as ApiSession[]).find((s) => s.current)?.user_agent).toBe('curl/8.5.0');
  });

  it('shows a sign-in whose browser session ended as a token only', async () => {
    const manager = await buildUser(ctx.db, 'manager', { organizationId: orgId });
    const api = await signIn(manager, 'curl/8.5.0');
    await ctx.db.updateTable('sessions').set({ expires_at: Date.now() - 1000 }).execute();
    const res = await request(ctx.app).get('/api/sessions/').set('Authorization', `Token ${api.token}`);
    expect((res.body as ApiSession[]).map((s) => [s.browser, s.current])).toEqual([[false, true]]);
  });

  it('lets maintenance staff see their own; 403 for a student, 401 signed out', async () => {
    const maintenance = await buildUser(ctx.db, 'maintenance', { organizationId: orgId });
    expect(((await (await signIn(maintenance, FIREFOX)).agent.get('/api/sessions/')).body as ApiSession[]).length).toBe(1);
    const student = await signIn(await buildUser(ctx.db, 'student'), FIREFOX);
    const forbidden = await student.agent.get('/api/sessions/');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ detail: API_ERRORS.permissionDenied });
    const anonymous = await request(ctx.app).get('/api/sessions/');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: API_ERRORS.notAuthenticated });
  });
});

describe('DELETE /api/sessions/{id}/', () => {
  it('revokes another sign-in: its browser session and its token stop working, the current one goes on', async () => {
    const manager = await buildUser(ctx.db, 'manager', { organizationId: orgId });
    const laptop = await signIn(manager, FIREFOX);
    const phone = await signIn(manager, 'Phone browser');
    const list = (await laptop.agent.get('/api/sessions/')).body as ApiSession[];
    const phoneId = list.find((s) => s.user_agent === 'Phone browser')!.id;

    const res = await laptop.agent.delete(`/api/sessions/${phoneId}/`);
    expect(res.status).toBe(204);
    expect((await phone.agent.get('/api/users/me/')).status).toBe(401);
    expect((await request(ctx.app).get('/api/users/me/').set('Authorization', `Token ${phone.token}`)).status).toBe(401);
    expect((await laptop.agent.get('/api/users/me/')).status).toBe(200);
    expect(((await laptop.agent.get('/api/sessions/')).body as ApiSession[]).map((s) => s.user_agent)).toEqual([FIREFOX]);
    expect(await ctx.db.selectFrom('sessions').select('user_id').execute()).toHaveLength(1);
  });

  it('revoking the current sign-in signs out', async () => {
    const manager = await buildUser(ctx.db, 'manager', { organizationId: orgId });
    const laptop = await signIn(manager, FIREFOX);
    const [current] = (await laptop.agent.get('/api/sessions/')).body as ApiSession[];
    const res = await laptop.agent.delete(`/api/sessions/${current!.id}/`);
    expect(res.status).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/^sid=;/);
    expect((await laptop.agent.get('/api/users/me/')).status).toBe(401);
    expect((await request(ctx.app).get('/api/users/me/').set('Authorization', `Token ${laptop.token}`)).status).toBe(401);
    expect(await ctx.db.selectFrom('api_tokens').select('id').execute()).toEqual([]);
  });

  it("answers 404 for another user's sign-in (same company or not) and leaves it working", async () => {
    const manager = await signIn(await buildUser(ctx.db, 'manager', { organizationId: orgId }), FIREFOX);
    const colleague = await signIn(await buildUser(ctx.db, 'manager', { organizationId: orgId }), 'Colleague');
    const stranger = await signIn(await buildUser(ctx.db, 'manager', { organizationId: otherOrgId }), 'Stranger');
    for (const other of [colleague, stranger]) {
      const [theirs] = (await other.agent.get('/api/sessions/')).body as ApiSession[];
      const res = await manager.agent.delete(`/api/sessions/${theirs!.id}/`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: API_ERRORS.notFound });
      expect((await other.agent.get('/api/users/me/')).status).toBe(200);
    }
    expect((await manager.agent.delete('/api/sessions/999999/')).status).toBe(404);
  });

  it('refuses a bad id, a student and a signed-out caller', async () => {
    const manager = await signIn(await buildUser(ctx.db, 'manager', { organizationId: orgId }), FIREFOX);
    const [own] = (await manager.agent.get('/api/sessions/')).body as ApiSession[];
    expect((await manager.agent.delete('/api/sessions/0x1/')).status).toBe(400);
    const student = await signIn(await buildUser(ctx.db, 'student'), FIREFOX);
    expect((await student.agent.delete(`/api/sessions/${own!.id}/`)).status).toBe(403);
    expect((await request(ctx.app).delete(`/api/sessions/${own!.id}/`)).status).toBe(401);
    expect((await manager.agent.get('/api/users/me/')).status).toBe(200);
  });
});

describe('signing in', () => {
  /** Posts a sign-in; resolves with the session id from Set-Cookie and whether its row existed when the headers arrived (body not read yet). */
  function signInHeadersOnly(base: string, user: { email: string; password: string }) {
    return new Promise<{ status: number; sid: string; storedAtHeaders: boolean }>((resolve, reject) => {
      const req = http.request(`${base}/api-token-auth/`, { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json' } }, (res) => {
        const cookie = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
        const signed = decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1).split(';')[0]!);
        const sid = signed.slice(2, signed.lastIndexOf('.'));
        ctx.db
          .selectFrom('sessions')
          .select('sid')
          .where('sid', '=', sid)
          .executeTakeFirst()
          .then((row) => {
            res.resume();
            resolve({ status: res.statusCode!, sid, storedAtHeaders: row !== undefined });
          }, reject);
      });
      req.on('error', reject);
      req.end(JSON.stringify({ username: user.email, password: user.password }));
    });
  }

  // A session's row is written over the network on PostgreSQL; a trigger makes that write slow (0.3 s)
  // so an answer that started before it is certain to show.
  (pgTestUrl() ? it : it.skip)('stores the session before the answer starts, so a client acting on the headers is already signed in', async () => {
    await sql`create function slow_session_insert() returns trigger language plpgsql as $$ begin perform pg_sleep(0.3); return new; end $$`.execute(ctx.db);
    await sql`create trigger slow_session_insert before insert on sessions for each row execute function slow_session_insert()`.execute(ctx.db);
    const student = await buildUser(ctx.db, 'student');
    const app = await listeningApp(ctx);
    try {
      const result = await signInHeadersOnly(app.base, student);
      expect(result).toEqual({ status: 200, sid: expect.stringMatching(/^.{20,}$/), storedAtHeaders: true });
    } finally {
      await app.close();
    }
  });
});
