import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { sweepExpired } from '../../server/services/system/housekeeping';
import { buildOrganization, buildUser } from '../helpers/factories';
import { lastMailTo } from '../helpers/outbox';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
  await buildOrganization(ctx.db, { name: 'Campus Edge' });
});
afterEach(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const outbox = () => ctx.db.selectFrom('outbox').select(['to', 'subject']).orderBy('id').execute();

describe('outbox of an install without SMTP', () => {
  it('keeps a sign-in link mail while the link can be used and logs no link at info', async () => {
    await request(ctx.app).post('/api/users/send_invitation/').send({ email: 'maya@example.com' }).expect(200);
    const { token } = await lastMailTo(ctx.db, 'maya@example.com');
    expect(await outbox()).toEqual([{ to: 'maya@example.com', subject: 'Campus Edge: your sign-in link' }]);
    expect(ctx.logLines.some((l) => l.msg === 'mail stored in outbox (npm run outbox lists it)')).toBe(true);
    expect(JSON.stringify(ctx.logLines)).not.toContain(token!);
    expect(await sweepExpired(ctx.db, { tokenIdleMs: 30 * DAY })).toEqual({ tokens: 0, mail: 0, limits: 0 });
    expect(await outbox()).toHaveLength(1);
  });

  it('deletes the mail once its sign-in link is used', async () => {
    await request(ctx.app).post('/api/users/send_invitation/').send({ email: 'maya@example.com' }).expect(200);
    await request(ctx.app).post('/api/users/send_invitation/').send({ email: 'sam@example.com' }).expect(200);
    const { path } = await lastMailTo(ctx.db, 'maya@example.com');
    expect((await request(ctx.app).post(path!)).status).toBe(303);
    expect(await outbox()).toEqual([{ to: 'sam@example.com', subject: 'Campus Edge: your sign-in link' }]);
  });

  it("deletes the reset mail once it is used, with the mail of the account's other links it spends", async () => {
    const student = await buildUser(ctx.db, 'student', { email: 'maya@example.com' });
    await request(ctx.app).post('/api/users/send_invitation/').send({ email: student.email }).expect(200);
    await request(ctx.app).post('/api/send_reset_email/').send({ email: student.email }).expect(200);
    await request(ctx.app).post('/api/users/send_invitation/').send({ email: 'sam@example.com' }).expect(200);
    const { token } = await lastMailTo(ctx.db, student.email);
    expect(await outbox()).toHaveLength(3);
    await request(ctx.app).post('/api/reset_password/').send({ token, password: 'NewPassword9', password_confirmation: 'NewPassword9' }).expect(200);
    expect(await outbox()).toEqual([{ to: 'sam@example.com', subject: 'Campus Edge: your sign-in link' }]);
  });

  it('deletes the mail of expired links in the periodic sweep, and keeps mail without a link', async () => {
    await request(ctx.app).post('/api/users/send_invitation/').send({ email: 'maya@example.com' }).expect(200);
    await ctx.mailer.send({ to: 'office@example.com', subject: 'A message', text: 'No link here.' });
    await ctx.db.updateTable('one_time_links').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    expect(await sweepExpired(ctx.db, { tokenIdleMs: 30 * DAY })).toEqual({ tokens: 0, mail: 1, limits: 0 });
    expect(await outbox()).toEqual([{ to: 'office@example.com', subject: 'A message' }]);
  });

  it('the sweep also deletes idle API tokens', async () => {
    const student = await buildUser(ctx.db, 'student');
    const token = (await request(ctx.app).post('/api-token-auth/').send({ username: student.email, password: student.password })).body.token as string;
    await request(ctx.app).post('/api-token-auth/').send({ username: student.email, password: student.password }).expect(200);
    await ctx.db.updateTable('api_tokens').set({ last_used_at: new Date(Date.now() - 31 * DAY).toISOString() }).where('id', '=', 1).execute();
    expect(await sweepExpired(ctx.db, { tokenIdleMs: 30 * DAY })).toEqual({ tokens: 1, mail: 0, limits: 0 });
    expect(await ctx.db.selectFrom('api_tokens').select('id').execute()).toEqual([{ id: 2 }]);
    expect((await request(ctx.app).get('/api/users/me/').set('Authorization', `Token ${token}`)).status).toBe(401);
  });

  it("logs a failing link page's address without the link's secret", async () => {
    await request(ctx.app).post('/api/users/send_invitation/').send({ email: 'maya@example.com' }).expect(200);
    const { path, token } = await lastMailTo(ctx.db, 'maya@example.com');
    await ctx.db.destroy();
    expect((await request(ctx.app).get(path!)).status).toBe(500);
    const line = ctx.logLines.find((l) => l.msg === 'request failed');
    expect(line).toMatchObject({ level: 50, url: '/new/access/[secret]' });
    expect(JSON.stringify(ctx.logLines)).not.toContain(token!);
  });
});
