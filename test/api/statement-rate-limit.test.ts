import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createApp } from '../../server/app';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../../server/auth/rate-limits';
import type { PdfRenderer } from '../../server/documents/pdf/pdf-renderer';
import { API_ERRORS } from '../../shared/messages';
import { binary, type Caller } from '../helpers/executed-lease';
import { type buildSignableLease, keptSignableLeases } from '../helpers/lease-fixture';
import type { TestContext } from '../helpers/test-app';
import { processPdfRenderer } from '../helpers/test-app';

let ctx: TestContext;
let pdf: PdfRenderer;
let f: Awaited<ReturnType<typeof buildSignableLease>>;

const LIMITS: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, statementsPerStudent: 3, statementsPerManager: 5, windowMs: 60_000 };

beforeAll(() => {
  pdf = processPdfRenderer();
});
const freshLease = keptSignableLeases({ guarantor: false }, () => ({ pdf, rateLimits: LIMITS }));

beforeEach(async () => {
  ({ ctx, f } = await freshLease());
});
afterEach(() => ctx.close());

const statement = (caller: Caller) => caller.get(`/api/leases/${f.leaseId}/statement/pdf/`).buffer(true).parse(binary);
const statuses = async (caller: Caller, count: number) => {
  const answers: number[] = [];
  for (let i = 0; i < count; i++) answers.push((await statement(caller)).status);
  return answers;
};

describe('statement PDFs per user', () => {
  it('are refused with 429 past the student’s limit, the manager’s higher one counted apart', async () => {
    expect(await statuses(f.agents.student, 3)).toEqual([200, 200, 200]);
    const refused = await f.agents.student.get(`/api/leases/${f.leaseId}/statement/pdf/`);
    expect([refused.status, refused.body]).toEqual([429, { detail: API_ERRORS.tooManyRequests }]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect(await statuses(f.agents.manager, 6)).toEqual([200, 200, 200, 200, 200, 429]);
    // A manager of another company is a user of their own: refused the lease (404), not limited by the others.
    expect((await statement(f.agents.stranger)).status).toBe(404);
  });

  it('count across instances on one database', async () => {
    const token = (await request(ctx.app).post('/api-token-auth/').send({ username: f.agents.student.user.email, password: f.agents.student.user.password })).body.token as string;
    const other = createApp({ db: ctx.db, config: ctx.config, mailer: ctx.mailer, logger: ctx.logger, rateLimits: LIMITS, assetsDir: path.resolve('dist/client'), pdf });
    const viaOther = () => request(other).get(`/api/leases/${f.leaseId}/statement/pdf/`).set('Authorization', `Token ${token}`).buffer(true).parse(binary);
    expect(await statuses(f.agents.student, 2)).toEqual([200, 200]);
    expect((await viaOther()).status).toBe(200);
    expect((await viaOther()).status).toBe(429);
    expect((await statement(f.agents.student)).status).toBe(429);
  });

  it('are not counted for those refused before: signed out, or maintenance staff', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await request(ctx.app).get(`/api/leases/${f.leaseId}/statement/pdf/`)).status).toBe(401);
      expect((await statement(f.agents.maintenance)).status).toBe(403);
    }
    expect(await ctx.db.selectFrom('rate_limit_hits').select('key').where('key', 'like', 'statement:%').execute()).toEqual([]);
  });
});
