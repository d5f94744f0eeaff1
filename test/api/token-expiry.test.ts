import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { API_ERRORS } from '../../shared/messages';
import { buildUser } from '../helpers/factories';
import { readUntil } from '../helpers/read-until';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext({ env: { TOKEN_IDLE_DAYS: '7' } });
});
afterEach(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function signIn() {
  const user = await buildUser(ctx.db, 'student');
  const agent = request.agent(ctx.app);
  const res = await agent.post('/api-token-auth/').send({ username: user.email, password: user.password });
  return { agent, token: res.body.token as string, userId: user.id };
}
const tokenRows = () => ctx.db.selectFrom('api_tokens').select(['id', 'last_used_at']).execute();
const me = (token: string) => request(ctx.app).get('/api/users/me/').set('Authorization', `Token ${token}`);


// A token's use is written after the request is answered (acceptTokenUse does not wait for it): the reads below wait for it (readUntil).
describe('API token idle expiry (TOKEN_IDLE_DAYS)', () => {
  it('refuses and deletes a token unused for longer than TOKEN_IDLE_DAYS, with its browser session', async () => {
    const { agent, token } = await signIn();
    await ctx.db.updateTable('api_tokens').set({ last_used_at: ago(7 * DAY + 60_000) }).execute();
    const res = await me(token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: API_ERRORS.invalidToken });
    expect(await tokenRows()).toEqual([]);
    expect(await ctx.db.selectFrom('sessions').select('sid').execute()).toEqual([]);
    expect((await agent.get('/api/users/me/')).status).toBe(401);
  });

  it('signs out a browser session whose token went unused for too long', async () => {
    const { agent } = await signIn();
    await ctx.db.updateTable('api_tokens').set({ last_used_at: ago(8 * DAY) }).execute();
    expect((await agent.get('/api/users/me/')).status).toBe(401);
    expect(await tokenRows()).toEqual([]);
  });

  it('keeps a token used within the idle time and refreshes its last use', async () => {
    const { token } = await signIn();
    await ctx.db.updateTable('api_tokens').set({ last_used_at: ago(6 * DAY) }).execute();
    const before = Date.now();
    expect((await me(token)).status).toBe(200);
    const [row] = await readUntil(tokenRows, ([r]) => Date.parse(r!.last_used_at!) >= before - 5);
    expect(Date.parse(row!.last_used_at!)).toBeGreaterThanOrEqual(before - 5);
    // Refreshed, so the same age again later is measured from this use.
    expect((await me(token)).status).toBe(200);
  });

  it('a browser session keeps its token alive too', async () => {
    const { agent } = await signIn();
    await ctx.db.updateTable('api_tokens').set({ last_used_at: ago(6 * DAY) }).execute();
    expect((await agent.get('/api/users/me/')).status).toBe(200);
    const [row] = await readUntil(tokenRows, ([r]) => Date.parse(r!.last_used_at!) > Date.now() - 60_000);
    expect(Date.parse(row!.last_used_at!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('writes the last use at most once a minute', async () => {
    const { token } = await signIn();
    const recent = ago(30_000);
    await ctx.db.updateTable('api_tokens').set({ last_used_at: recent }).execute();
    expect((await me(token)).status).toBe(200);
    expect((await tokenRows())[0]!.last_used_at).toBe(recent);
    const older = ago(61_000);
    await ctx.db.updateTable('api_tokens').set({ last_used_at: older }).execute();
    expect((await me(token)).status).toBe(200);
    expect((await readUntil(tokenRows, ([r]) => r!.last_used_at !== older))[0]!.last_used_at).not.toBe(older);
  });

  it('defaults to 30 days', async () => {
    const defaults = await createTestContext();
    try {
      const user = await buildUser(defaults.db, 'student');
      const token = (await request(defaults.app).post('/api-token-auth/').send({ username: user.email, password: user.password })).body.token as string;
      const call = () => request(defaults.app).get('/api/users/me/').set('Authorization', `Token ${token}`);
      const older = ago(29 * DAY);
      await defaults.db.updateTable('api_tokens').set({ last_used_at: older }).execute();
      expect((await call()).status).toBe(200);
      // Its use lands before the clock is moved again (else it could overwrite the move, on PostgreSQL's pool).
      await readUntil(() => defaults.db.selectFrom('api_tokens').select('last_used_at').executeTakeFirstOrThrow(), (r) => r.last_used_at !== older);
      await defaults.db.updateTable('api_tokens').set({ last_used_at: ago(31 * DAY) }).execute();
      expect((await call()).status).toBe(401);
    } finally {
      await defaults.close();
    }
  });
});

describe('revocation at password reset', () => {
  it("revokes every token and session of the account (browser and API client), and no one else's", async () => {
    const browser = await signIn();
    const user = await ctx.db.selectFrom('users').select('email').where('id', '=', browser.userId).executeTakeFirstOrThrow();
    const apiClient = (await request(ctx.app).post('/api-token-auth/').send({ username: user.email, password: 'Correct-Horse-9' })).body.token as string;
    const bystander = await signIn();
    expect(await tokenRows()).toHaveLength(3);

    await request(ctx.app).post('/api/send_reset_email/').send({ email: user.email }).expect(200);
    const mail = await ctx.db.selectFrom('outbox').select('text').where('to', '=', user.email).executeTakeFirstOrThrow();
    const token = /reset-password\/(\S+)/.exec(mail.text)![1]!;
    await request(ctx.app).post('/api/reset_password/').send({ token, password: 'NewPassword9', password_confirmation: 'NewPassword9' }).expect(200);

    expect((await me(browser.token)).status).toBe(401);
    expect((await me(apiClient)).status).toBe(401);
    expect((await browser.agent.get('/api/users/me/')).status).toBe(401);
    expect(await ctx.db.selectFrom('api_tokens').select('user_id').execute()).toEqual([{ user_id: bystander.userId }]);
    expect((await me(bystander.token)).status).toBe(200);
  });
});
