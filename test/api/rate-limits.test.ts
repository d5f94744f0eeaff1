import { afterEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { API_ERRORS } from '../../shared/messages';
import { buildUser } from '../helpers/factories';
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
