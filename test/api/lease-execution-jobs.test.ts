import { EXECUTION_TEXTS } from '../../shared/leases/execution-texts';
import { MY_LEASE_PATH } from '../../shared/leases/student-lease';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { PdfRenderer } from '../../server/documents/pdf/pdf-renderer';
import { createExecutionJobs } from '../../server/services/lease-execution/jobs';
import { executeLease } from '../../server/services/lease-execution/execute';
import { signingDepsOf } from '../../server/services/leasing/signing-notices';
import type { SigningState } from '../../shared/leases/signing-types';
import { fillAndComplete, settledState, signAll } from '../helpers/executed-lease';
import { type buildSignableLease, keptSignableLeases, signaturePng } from '../helpers/lease-fixture';
import type { TestContext } from '../helpers/test-app';
import { processPdfRenderer } from '../helpers/test-app';

let ctx: TestContext;
let pdf: PdfRenderer;
let f: Awaited<ReturnType<typeof buildSignableLease>>;
let signature: string;

const signing = () => `/api/leases/${f.leaseId}/signing`;
const status = async () => (await ctx.db.selectFrom('leases').select('status').where('id', '=', f.leaseId).executeTakeFirstOrThrow()).status;
const job = () => ctx.db.selectFrom('lease_executions').select(['status', 'claimed_by', 'attempts']).where('lease_id', '=', f.leaseId).executeTakeFirst();
const count = async (table: 'lease_certificates' | 'lease_final_documents') => Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('lease_id', '=', f.leaseId).executeTakeFirstOrThrow()).n);
const deps = () => signingDepsOf({ db: ctx.db, config: ctx.config, pdf, logger: ctx.logger, mailer: ctx.mailer });
/** A worker of its own, as another instance (or this one after a restart) would have. */
const worker = (holder: string, runs: number[] = []) => createExecutionJobs({ db: ctx.db, logger: ctx.logger, holder, execute: async (id) => (runs.push(id), executeLease(deps(), id)) });

/** The landlord's completion recorded and its job queued, as if the process stopped right after that commit. */
async function lastSignatureWithoutItsRun(): Promise<void> {
  await signAll(f.agents.student, signing(), signature);
  // The app's worker is idle: the job stays queued (nobody kicks it) once its kick is taken away.
  const kick = ctx.app.locals.executions.kick;
  ctx.app.locals.executions.kick = () => {};
  try {
    const done = await fillAndComplete(f.agents.manager, signing(), signature);
    expect(done.body).toMatchObject({ completed: true, lease_status: 'Signing', finishing: true });
  } finally {
    ctx.app.locals.executions.kick = kick;
  }
}

beforeAll(async () => {
  pdf = processPdfRenderer();
  signature = await signaturePng();
});
const freshLease = keptSignableLeases({ guarantor: false }, () => ({ pdf }));
beforeEach(async () => {
  ({ ctx, f } = await freshLease());
});
afterEach(() => ctx.close());

describe('the execution of a lease signed by everyone, as a claimed job', () => {
  it('answers the last complete before the execution ("Finishing…"), and the job executes the lease', async () => {
    await signAll(f.agents.student, signing(), signature);
    const done = await fillAndComplete(f.agents.manager, signing(), signature);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ completed: true, lease_status: 'Signing', finishing: true, execution_failure: null });
    const settled = await settledState(f.agents.manager, signing());
    expect(settled).toMatchObject({ lease_status: 'Executed', finishing: false });
    expect(settled.certificate_url).not.toBeNull();
    expect(await job()).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('a job left queued or claimed by a holder that died is finished by a sweep; a live claim is left alone', async () => {
    await lastSignatureWithoutItsRun();
    expect(await job()).toMatchObject({ status: 'queued', claimed_by: null });
    // Claimed by a process that then died: its claim is fresh, so another worker leaves it.
    await ctx.db.updateTable('lease_executions').set({ status: 'running', claimed_by: 'dead', claimed_at: new Date().toISOString() }).execute();
    const runs: number[] = [];
    await worker('other', runs).sweep();
    expect(runs).toEqual([]);
    expect(((await f.agents.student.get(signing() + '/')).body as SigningState).finishing).toBe(true);
    // The manager's lease and the student's My lease say so too, until it is done.
    expect((await f.agents.manager.get(`/api/leases/${f.leaseId}/`)).body).toMatchObject({ status: 'Signing', finishing: true, execution_failure: null });
    expect((await f.agents.student.get(MY_LEASE_PATH)).text).toContain(`<span data-testid="lease-status">${EXECUTION_TEXTS.finishing}</span>`);
    // Not refreshed for minutes: taken back and finished.
    await ctx.db.updateTable('lease_executions').set({ claimed_at: new Date(Date.now() - 10 * 60 * 1000).toISOString() }).execute();
    await worker('other', runs).sweep();
    expect(runs).toEqual([f.leaseId]);
    expect(await status()).toBe('Executed');
    expect(await job()).toMatchObject({ status: 'done', claimed_by: 'other', attempts: 1 });
    expect(((await f.agents.student.get(signing() + '/')).body as SigningState).finishing).toBe(false);
    expect((await f.agents.manager.get(`/api/leases/${f.leaseId}/`)).body).toMatchObject({ status: 'Executed', finishing: false });
    expect((await f.agents.student.get(MY_LEASE_PATH)).text).toContain('<span data-testid="lease-status">Executed</span>');
  });

  it('a restarted instance takes its own claims back at once (start)', async () => {
    await lastSignatureWithoutItsRun();
    await ctx.db.updateTable('lease_executions').set({ status: 'running', claimed_by: 'me', claimed_at: new Date().toISOString() }).execute();
    const jobs = worker('me');
    const stop = jobs.start();
    await jobs.idle();
    await stop();
    expect(await status()).toBe('Executed');
  });

  it('two workers sweeping at once run one lease once', async () => {
    await lastSignatureWithoutItsRun();
    const a: number[] = [];
    const b: number[] = [];
    await Promise.all([worker('a', a).sweep(), worker('b', b).sweep()]);
    expect([...a, ...b]).toEqual([f.leaseId]);
    expect(await status()).toBe('Executed');
    expect([await count('lease_final_documents'), await count('lease_certificates')]).toEqual([1, 1]);
  });
});
