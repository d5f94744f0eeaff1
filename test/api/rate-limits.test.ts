import { afterEach, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../server/app';
import { sweepExpired } from '../../server/services/system/housekeeping';
import type { RateLimitSettings } from '../../server/auth/rate-limits';
import { API_ERRORS } from '../../shared/messages';
import { buildUser } from '../helpers/factories';
import { lastMailTo } from '../helpers/outbox';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
afterEach(() => ctx.close());

const loose: RateLimitSettings = { loginPerAddress: 100, loginFailuresPerAccount: 100, contactPerAddress: 100, emailLinksPerAddress: 100, windowMs: 60_000 };
const from = (address: string) => ({ 'X-Forwarded-For': address });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-in rate limits', () => {
  it("locks an account only for the address that failed: the owner signs in from another address, and other accounts are not affected", async () => {
    ctx = await createTestContext({ rateLimits: { ...loose, loginFailuresPerAccount: 3, loginBackoffMs: 60_000 } });
    const student = await buildUser(ctx.db, 'student');
    const attacker = from('203.0.113.66');
    for (let i = 0; i < 3; i++) {
      const res = await request(ctx.app).post('/api-token-auth/').set(attacker).send({ username: student.email, password: 'Wrong-pass-1' });
      expect(res.status).toBe(400);
    }
    const blocked = await request(ctx.app).post('/api-token-auth/').set(attacker).send({ username: student.email, password: student.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ detail: API_ERRORS.tooManyRequests });
    expect(Number(blocked.headers['retry-after'])).toBe(60);

    const owner = await request(ctx.app).post('/api-token-auth/').set(from('198.51.100.7')).send({ username: student.email, password: student.password });
    expect(owner.status).toBe(200);
    // The e-mail's letter case does not make a new key.
    const shouted = await request(ctx.app).post('/api-token-auth/').set(attacker).send({ username: student.email.toUpperCase(), password: student.password });
    expect(shouted.status).toBe(429);
    const other = await buildUser(ctx.db, 'student');
    expect((await request(ctx.app).post('/api-token-auth/').set(attacker).send({ username: other.email, password: other.password })).status).toBe(200);
  });

  it('doubles the wait with each further failure', async () => {
    ctx = await createTestContext({ rateLimits: { ...loose, loginFailuresPerAccount: 2, loginBackoffMs: 1000 } });
    const student = await buildUser(ctx.db, 'student');
    const wrong = { username: student.email, password: 'Wrong-pass-1' };
    const attempt = (body: object) => request(ctx.app).post('/api-token-auth/').send(body);
    expect((await attempt(wrong)).status).toBe(400);
    expect((await attempt(wrong)).status).toBe(400);
    const first = await attempt(wrong);
    expect(first.status).toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    await sleep(1100);
    expect((await attempt(wrong)).status).toBe(400);
    const second = await attempt(wrong);
    expect(second.status).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
    await sleep(2100);
    expect((await attempt(wrong)).status).toBe(400);
    expect((await attempt(wrong)).headers['retry-after']).toBe('4');
  }, 15_000);

  it('starts over after a successful sign-in', async () => {
    ctx = await createTestContext({ rateLimits: { ...loose, loginFailuresPerAccount: 2, loginBackoffMs: 60_000 } });
    const student = await buildUser(ctx.db, 'student');
    const attempt = (password: string) => request(ctx.app).post('/api-token-auth/').send({ username: student.email, password });
    expect((await attempt('Wrong-pass-1')).status).toBe(400);
    expect((await attempt(student.password)).status).toBe(200);
    expect((await attempt('Wrong-pass-1')).status).toBe(400);
    expect((await attempt('Wrong-pass-1')).status).toBe(400);
    expect((await attempt('Wrong-pass-1')).status).toBe(429);
  });

  it('counts a burst of attempts sent at once', async () => {
    ctx = await createTestContext({ rateLimits: { ...loose, loginFailuresPerAccount: 3, loginBackoffMs: 60_000 } });
    const student = await buildUser(ctx.db, 'student');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => request(ctx.app).post('/api-token-auth/').send({ username: student.email, password: 'Wrong-pass-1' })),
    );
    expect(answers.filter((r) => r.status === 400)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(5);
  });

  it('limits failed attempts per address across accounts (password spraying), not successful ones', async () => {
    ctx = await createTestContext({ rateLimits: { ...loose, loginPerAddress: 3 } });
    const student = await buildUser(ctx.db, 'student');
    const sprayer = from('203.0.113.66');
    for (let i = 0; i < 4; i++) {
      expect((await request(ctx.app).post('/api-token-auth/').set(sprayer).send({ username: student.email, password: student.password })).status).toBe(200);
    }
    for (let i = 0; i < 3; i++) {
      const victim = await buildUser(ctx.db, 'student');
      expect((await request(ctx.app).post('/api-token-auth/').set(sprayer).send({ username: victim.email, password: 'Summer2026' })).status).toBe(400);
    }
    const fourth = await request(ctx.app).post('/api-token-auth/').set(sprayer).send({ username: student.email, password: student.password });
    expect(fourth.status).toBe(429);
    expect(fourth.body.detail).toBe(API_ERRORS.tooManyRequests);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await request(ctx.app).post('/api-token-auth/').set(from('198.51.100.7')).send({ username: student.email, password: student.password })).status).toBe(200);
  });
});

describe('password reset rate limits', () => {
  it("limits bad resets per address only: another address's reset with a valid link still goes through", async () => {
    ctx = await createTestContext({ rateLimits: { ...loose, emailLinksPerAddress: 2 } });
    const student = await buildUser(ctx.db, 'student');
    await request(ctx.app).post('/api/send_reset_email/').set(from('198.51.100.7')).send({ email: student.email }).expect(200);
    const { token } = await lastMailTo(ctx.db, student.email);
    const bad = { token: 'not-a-real-token', password: 'NewPassword9', password_confirmation: 'NewPassword9' };
    const attacker = from('203.0.113.66');
    expect((await request(ctx.app).post('/api/reset_password/').set(attacker).send(bad)).status).toBe(400);
    expect((await request(ctx.app).post('/api/reset_password/').set(attacker).send(bad)).status).toBe(400);
    expect((await request(ctx.app).post('/api/reset_password/').set(attacker).send(bad)).status).toBe(429);
    const real = await request(ctx.app).post('/api/reset_password/').set(from('198.51.100.7')).send({ ...bad, token });
    expect(real.status).toBe(200);
    expect((await request(ctx.app).post('/api-token-auth/').send({ username: student.email, password: 'NewPassword9' })).status).toBe(200);
  });

  it("requests for someone's reset link from one address do not stop the owner getting one from another", async () => {
    ctx = await createTestContext({ rateLimits: { ...loose, emailLinksPerAddress: 2 } });
    const student = await buildUser(ctx.db, 'student');
    const attacker = from('203.0.113.66');
    for (let i = 0; i < 2; i++) await request(ctx.app).post('/api/send_reset_email/').set(attacker).send({ email: student.email }).expect(200);
    expect((await request(ctx.app).post('/api/send_reset_email/').set(attacker).send({ email: student.email })).status).toBe(429);
    await ctx.db.deleteFrom('outbox').execute();
    await request(ctx.app).post('/api/send_reset_email/').set(from('198.51.100.7')).send({ email: student.email }).expect(200);
    expect((await lastMailTo(ctx.db, student.email)).token).toBeTruthy();
  });
});

describe('rate limits kept in the database', () => {
  /** A second instance of the site on the context's database (as a second process behind the same address). */
  const secondInstance = (rateLimits: RateLimitSettings) => createApp({ db: ctx.db, config: ctx.config, mailer: ctx.mailer, logger: ctx.logger, rateLimits, assetsDir: path.resolve('dist/client') });

  it('counts a client across instances, and an instance started later (a restart) still knows the count', async () => {
    const limits = { ...loose, contactPerAddress: 3, loginFailuresPerAccount: 2, loginBackoffMs: 60_000 };
    ctx = await createTestContext({ rateLimits: limits, demo: true });
    const other = secondInstance(limits);
    const property = await ctx.db.selectFrom('properties').select('id').orderBy('id').executeTakeFirstOrThrow();
    const message = { name: 'Maya Rodriguez', email: 'maya@example.com', phone_number: '(512) 555-0142', message: 'Is a 2-bedroom available in August?' };
    const sender = from('203.0.113.9');
    const contact = (app: typeof other) => request(app).post(`/api/properties/${property.id}/contact/`).set(sender).send(message);
    expect((await contact(ctx.app)).status).toBe(201);
    expect((await contact(other)).status).toBe(201);
    expect((await contact(ctx.app)).status).toBe(201);
    expect((await contact(secondInstance(limits))).status).toBe(429);

    const student = await buildUser(ctx.db, 'student');
    const wrong = { username: student.email, password: 'Wrong-pass-1' };
    expect((await request(ctx.app).post('/api-token-auth/').send(wrong)).status).toBe(400);
    expect((await request(other).post('/api-token-auth/').send(wrong)).status).toBe(400);
    expect((await request(secondInstance(limits)).post('/api-token-auth/').send(wrong)).status).toBe(429);
  });

  it('housekeeping deletes counts whose window is over', async () => {
    ctx = await createTestContext({ rateLimits: { ...loose, contactPerAddress: 3, windowMs: 1000 } });
    await request(ctx.app).post('/api-token-auth/').send({ username: 'nobody@example.com', password: 'Wrong-pass-1' });
    const rows = async () => (await ctx.db.selectFrom('rate_limit_hits').select('key').execute()).length + (await ctx.db.selectFrom('login_failures').select('key').execute()).length;
    expect(await rows()).toBe(2);
    expect(await sweepExpired(ctx.db, { tokenIdleMs: 60_000 })).toMatchObject({ limits: 0 });
    expect(await sweepExpired(ctx.db, { tokenIdleMs: 60_000, now: Date.now() + 2 * 24 * 60 * 60 * 1000 })).toMatchObject({ limits: 2 });
    expect(await rows()).toBe(0);
  });
});

describe('TRUST_PROXY', () => {
  it('believes X-Forwarded-For only from the proxies it names: from any other client, its own address is counted', async () => {
    const limits = { ...loose, contactPerAddress: 2 };
    const property = async () => (await ctx.db.selectFrom('properties').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const message = { name: 'Maya Rodriguez', email: 'maya@example.com', phone_number: '(512) 555-0142', message: 'Is a 2-bedroom available in August?' };
    const contact = async (address: string) => (await request(ctx.app).post(`/api/properties/${await property()}/contact/`).set(from(address)).send(message)).status;

    // The default (loopback): the test client is the proxy, each forwarded address counts on its own.
    ctx = await createTestContext({ rateLimits: limits, demo: true });
    expect([await contact('203.0.113.1'), await contact('203.0.113.1'), await contact('203.0.113.1'), await contact('203.0.113.2')]).toEqual([201, 201, 429, 201]);
    await ctx.close();

    // A proxy elsewhere: the loopback client is not it, so what it forwards is ignored and every request is its own address's.
    ctx = await createTestContext({ rateLimits: limits, demo: true, env: { TRUST_PROXY: '10.0.0.0/8' } });
    expect([await contact('203.0.113.1'), await contact('203.0.113.2'), await contact('203.0.113.3')]).toEqual([201, 201, 429]);
  });
});
