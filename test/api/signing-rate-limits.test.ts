import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createApp } from '../../server/app';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../../server/auth/rate-limits';
import type { PdfRenderer } from '../../server/documents/pdf/pdf-renderer';
import type { SigningState } from '../../shared/leases/signing-types';
import { API_ERRORS } from '../../shared/messages';
import { fillEverySlot } from '../helpers/executed-lease';
import { lastMailTo } from '../helpers/outbox';
import { freshSignableLeases, type SignableLease } from '../helpers/signable-lease-tests';
import type { TestContext } from '../helpers/test-app';

// Five writes: exactly what a tenant's ceremony takes here (consent, initials, signature, date, complete).
const limits: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, signingWritesPerSigner: 5 };
const tooMany = { detail: API_ERRORS.tooManyRequests };

let ctx: TestContext;
let pdf: PdfRenderer;
let f: SignableLease;
let signature: string;

freshSignableLeases({ rateLimits: limits }, (made) => ({ ctx, f, pdf, signature } = made));

const lease = () => `/api/leases/${f.leaseId}/signing`;
const fills = async () => (await ctx.db.selectFrom('lease_slot_fills').select('id').execute()).length;

describe('signing writes are limited', () => {
  it('per signed-in signer: a whole ceremony fits, the next write is refused with 429 and changes nothing; reads and other signers go on', async () => {
    const { student, manager } = f.agents;
    await fillEverySlot(student, lease(), signature);
    expect((await student.post(`${lease()}/complete/`)).status).toBe(200);
    const before = await fills();
    const refused = await student.post(`${lease()}/decline/`).send({ reason: 'Changed my mind.' });
    expect([refused.status, refused.body]).toEqual([429, tooMany]);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    expect(await fills()).toBe(before);
    expect((await ctx.db.selectFrom('leases').select('status').where('id', '=', f.leaseId).executeTakeFirstOrThrow()).status).toBe('Signing');
    // Reading is not a write.
    expect((await student.get(`${lease()}/`)).status).toBe(200);
    // The manager has a count of their own: refused for the turn, not the limit.
    expect((await manager.post(`${lease()}/consent/`)).status).toBe(409);
  });

  it('per guarantor’s link, counted in the database so a second instance refuses too; a new link starts afresh', async () => {
    await fillEverySlot(f.agents.student, lease(), signature);
    expect((await f.agents.student.post(`${lease()}/complete/`)).status).toBe(200);
    const token = (await lastMailTo(ctx.db, 'zoe@example.com')).token!;
    const at = `/api/sign/${token}`;
    const guarantor = request(ctx.app);
    const state = await fillEverySlot(guarantor, at, signature);
    const sig = state.slots.find((s) => s.kind === 'sig')!;
    expect((await guarantor.put(`${at}/slots/${sig.id}/`).send({ image: signature })).status).toBe(200);
    expect((await guarantor.put(`${at}/slots/${sig.id}/`).send({ image: signature })).status).toBe(200);
    const before = await fills();
    const other = createApp({ db: ctx.db, config: ctx.config, mailer: ctx.mailer, logger: ctx.logger, rateLimits: limits, assetsDir: path.resolve('dist/client'), pdf });
    const refused = await request(other).post(`${at}/complete/`);
    expect([refused.status, refused.body]).toEqual([429, tooMany]);
    expect((await request(ctx.app).put(`${at}/slots/${sig.id}/`).send({ image: 'data:image/png;base64,AAAA' })).body).toEqual(tooMany);
    expect(await fills()).toBe(before);
    expect(((await guarantor.get(`${at}/`)).body as SigningState).completed).toBe(false);
    // The link's secret is not what the count is kept under.
    expect(JSON.stringify(await ctx.db.selectFrom('rate_limit_hits').select('key').execute())).not.toContain(token);

    expect((await f.agents.manager.post(`/api/leases/${f.leaseId}/guarantor-link/`)).status).toBe(200);
    const fresh = (await lastMailTo(ctx.db, 'zoe@example.com')).token!;
    expect((await request(ctx.app).post(`/api/sign/${fresh}/complete/`)).status).toBe(200);
  });
});
