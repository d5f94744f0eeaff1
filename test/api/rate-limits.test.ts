import { afterEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { API_ERRORS } from '../../shared/messages';
import { buildUser } from '../helpers/factories';
import { lastMailTo } from '../helpers/outbox';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
afterEach(() => ctx.close());

describe('sign-in rate limits', () => {
  it('limits failed attempts per account, even from changing addresses', async () => {
    ctx = await createTestContext({ rateLimits: { loginPerAddress: 100, loginFailuresPerAccount: 3, contactPerAddress: 100, emailLinksPerAddress: 100, windowMs: 60_000 } });
    const student = await buildUser(ctx.db, 'student');
    for (let i = 0; i < 3; i++) {
      const res = await request(ctx.app).post('/api-token-auth/').send({ username: student.email, password: 'Wrong-pass-1' });
      expect(res.status).toBe(400);
    }
    const blocked = await request(ctx.app).post('/api-token-auth/').send({ username: student.email, password: student.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ detail: API_ERRORS.tooManyRequests });
    // Another account is not affected.
    const other = await buildUser(ctx.db, 'student');
    expect((await request(ctx.app).post('/api-token-auth/').send({ username: other.email, password: other.password })).status).toBe(200);
  });

  it('limits every attempt per address', async () => {
    ctx = await createTestContext({ rateLimits: { loginPerAddress: 2, loginFailuresPerAccount: 100, contactPerAddress: 100, emailLinksPerAddress: 100, windowMs: 60_000 } });
    const student = await buildUser(ctx.db, 'student');
    const body = { username: student.email, password: student.password };
    expect((await request(ctx.app).post('/api-token-auth/').send(body)).status).toBe(200);
    expect((await request(ctx.app).post('/api-token-auth/').send(body)).status).toBe(200);
    const third = await request(ctx.app).post('/api-token-auth/').send(body);
    expect(third.status).toBe(429);
    expect(third.body.detail).toBe(API_ERRORS.tooManyRequests);
  });
});

describe('password reset rate limits', () => {
  it("limits bad resets per address only: another address's reset with a valid link still goes through", async () => {
    ctx = await createTestContext({ rateLimits: { loginPerAddress: 100, loginFailuresPerAccount: 100, contactPerAddress: 100, emailLinksPerAddress: 2, windowMs: 60_000 } });
    const student = await buildUser(ctx.db, 'student');
    const from = (address: string) => ({ 'X-Forwarded-For': address });
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
});
