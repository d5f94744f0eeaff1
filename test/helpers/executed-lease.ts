import { expect } from '@jest/globals';
import type request from 'supertest';
import type { SigningState } from '../../shared/leases/signing-types';
import type { buildSignableLease } from './lease-fixture';

export type Caller = { get(url: string): request.Test; post(url: string): request.Test; put(url: string): request.Test };

/** A supertest parser that keeps the body as bytes (a PDF). */
export const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

/**
 * The signing state at `base` once no execution job is pending (issue 46: the last complete answers
 * at once, "Finishing…", and the lease is executed by a job): polled every 50 ms, for at most 30 s
 * (a duration is the bench's to judge, not a test's: npm run bench:documents).
 */
export async function settledState(caller: Caller, base: string): Promise<SigningState> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const state = (await caller.get(`${base}/`)).body as SigningState;
    if (!state.finishing || Date.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Consents, fills every slot of the signer's (the signature image, {} for dates) and completes. */
export async function signAll(caller: Caller, base: string, signature: string) {
  await caller.post(`${base}/consent/`);
  const state = (await caller.get(`${base}/`)).body as SigningState;
  for (const slot of state.slots) await caller.put(`${base}/slots/${slot.id}/`).send(slot.kind === 'date' ? {} : { image: signature });
  return caller.post(`${base}/complete/`);
}

/** The fixture's lease signed by the student and countersigned by the manager through the API: Executed, its plan posted. */
export async function executeThroughApi(f: Awaited<ReturnType<typeof buildSignableLease>>, signature: string): Promise<void> {
  await signAll(f.agents.student, `/api/leases/${f.leaseId}/signing`, signature);
  await signAll(f.agents.manager, `/api/leases/${f.leaseId}/signing`, signature);
  expect(await settledState(f.agents.manager, `/api/leases/${f.leaseId}/signing`)).toMatchObject({ lease_status: 'Executed' });
}
