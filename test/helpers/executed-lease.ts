import { expect } from '@jest/globals';
import request from 'supertest';
import type { SigningState } from '../../shared/leases/signing-types';
import { GUARANTOR_EMAIL, type buildSignableLease } from './lease-fixture';
import { lastMailTo } from './outbox';
import { untilSettled } from './settled';
import type { TestContext } from './test-app';

type SignableLease = Awaited<ReturnType<typeof buildSignableLease>>;

export type Caller = { get(url: string): request.Test; post(url: string): request.Test; put(url: string): request.Test };

/** A supertest parser that keeps the body as bytes (a PDF). */
export const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

/** The signing state at `base` once no execution job is pending (untilSettled). */
export const settledResponse = (caller: Caller, base: string): Promise<request.Response> => untilSettled(async () => caller.get(`${base}/`), (res: request.Response) => Boolean((res.body as SigningState).finishing));

export const settledState = async (caller: Caller, base: string): Promise<SigningState> => (await settledResponse(caller, base)).body as SigningState;

/** Consents and fills every slot of the signer's (the signature image, {} for dates), each answered 200; answers the state read after consenting. */
export async function fillEverySlot(caller: Caller, base: string, signature: string): Promise<SigningState> {
  expect((await caller.post(`${base}/consent/`)).status).toBe(200);
  const state = (await caller.get(`${base}/`)).body as SigningState;
  for (const slot of state.slots) expect((await caller.put(`${base}/slots/${slot.id}/`).send(slot.kind === 'date' ? {} : { image: signature })).status).toBe(200);
  return state;
}

/** Consents, fills every slot of the signer's (fillEverySlot) and completes; answers the completion as it came. */
export async function fillAndComplete(caller: Caller, base: string, signature: string): Promise<request.Response> {
  await fillEverySlot(caller, base, signature);
  return caller.post(`${base}/complete/`);
}

/**
 * Consents, fills every slot of the signer's (fillEverySlot) and completes; answers the completion,
 * or, when it is the last and answers "Finishing…" (the execution job runs), the signing state read
 * once the job has run (settledResponse).
 */
export async function signAll(caller: Caller, base: string, signature: string): Promise<request.Response> {
  const done = await fillAndComplete(caller, base, signature);
  if (done.status !== 200 || !(done.body as { finishing?: boolean }).finishing) return done;
  expect(done.body).toMatchObject({ completed: true, lease_status: 'Signing', finishing: true });
  return settledResponse(caller, base);
}

/**
 * Every seat of the fixture's packet signs in turn (signAll): the student, the guarantor by the
 * link mailed to her when the lease has one, then the manager. Answers the manager's completion.
 */
export async function signEverySeat(ctx: Pick<TestContext, 'app' | 'db'>, f: SignableLease, signature: string): Promise<request.Response> {
  const base = `/api/leases/${f.leaseId}/signing`;
  const tenant = await signAll(f.agents.student, base, signature);
  expect(tenant.status).toBe(200);
  if ((tenant.body as SigningState).signers.some((s) => s.role === 'guarantor')) {
    const link = await lastMailTo(ctx.db, GUARANTOR_EMAIL);
    expect((await signAll(request(ctx.app), `/api/sign/${link.token}`, signature)).status).toBe(200);
  }
  return signAll(f.agents.manager, base, signature);
}

/** The fixture's lease signed by the student and countersigned by the manager through the API: Executed, its plan posted. */
export async function executeThroughApi(f: SignableLease, signature: string): Promise<void> {
  await signAll(f.agents.student, `/api/leases/${f.leaseId}/signing`, signature);
  await signAll(f.agents.manager, `/api/leases/${f.leaseId}/signing`, signature);
  expect(await settledState(f.agents.manager, `/api/leases/${f.leaseId}/signing`)).toMatchObject({ lease_status: 'Executed' });
}
