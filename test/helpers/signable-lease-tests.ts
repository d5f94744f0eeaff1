import { afterEach, beforeAll, beforeEach, expect } from '@jest/globals';
import type { RateLimitSettings } from '../../server/auth/rate-limits';
import type { PdfRenderer } from '../../server/documents/pdf/pdf-renderer';
import { type buildSignableLease, keptSignableLeases, signaturePng } from './lease-fixture';
import type { TestContext } from './test-app';
import { processPdfRenderer } from './test-app';
import { signEverySeat } from './executed-lease';

/** The fixture a signable-lease test starts from (buildSignableLease's, its agents signed in). */
export type SignableLease = Awaited<ReturnType<ReturnType<typeof keptSignableLeases>>>['f'];

/** What each test of freshSignableLeases is handed: its app, the fixture, and the file's PDF renderer and drawn signature. */
export type SignableLeaseTest = { ctx: TestContext; f: SignableLease; pdf: PdfRenderer; signature: string };

/**
 * The signing and ledger API tests' set-up, called at the top of a test file: one PDF renderer and
 * one drawn signature for the file, and before each test a new app on a copy of a signable lease
 * (keptSignableLeases), handed to `set`; that app is closed after the test.
 */
export function freshSignableLeases(opts: LeaseOptions, set: (test: SignableLeaseTest) => void): void {
  freshLeases(opts, set);
}

/**
 * As freshSignableLeases, with the lease signed by every seat (the guarantor too, when it has one)
 * and Executed (its plan posted) in the kept copy: each test starts from an executed lease without
 * signing and sealing it again. `before` changes the kept records first (e.g. adds a plan line to post).
 */
export function freshExecutedLeases(opts: LeaseOptions, set: (test: SignableLeaseTest) => void, before?: (ctx: TestContext, f: SignableLease) => Promise<void>): void {
  freshLeases(opts, set, async (ctx, f, signature) => {
    await before?.(ctx, f);
    expect((await signEverySeat(ctx, f, signature)).body).toMatchObject({ lease_status: 'Executed' });
  });
}

type LeaseOptions = Parameters<typeof buildSignableLease>[1] & { rateLimits?: RateLimitSettings; /** Settings for the app, read when each app starts (a fake provider's address known only then). */ env?: () => Record<string, string> };

function freshLeases(opts: LeaseOptions, set: (test: SignableLeaseTest) => void, then?: (ctx: TestContext, f: SignableLease, signature: string) => Promise<void>): void {
  let pdf: PdfRenderer;
  let signature: string;
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    pdf = processPdfRenderer();
    signature = await signaturePng();
  });
  const { rateLimits, env, ...lease } = opts;
  const fresh = keptSignableLeases(lease, () => ({ pdf, rateLimits, env: env?.() }), then && ((made, f) => then(made, f, signature)));
  // The first fresh lease makes the packet's PDFs, which a busy machine takes a while to do.
  beforeEach(async () => {
    const made = await fresh();
    ctx = made.ctx;
    set({ ...made, pdf, signature });
  }, 90_000);
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });
}
