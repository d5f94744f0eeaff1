import { readdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { AlertGroup } from '../../shared/alerts/alert-types';
import { EXECUTION_TEXTS as T } from '../../shared/leases/execution-texts';
import type { Lease } from '../../shared/leases/lease-types';
import { MY_LEASE_PATH } from '../../shared/leases/student-lease';
import type { InboxCounts } from '../../shared/types/manager';
import type { PdfRenderer } from '../../server/documents/pdf/pdf-renderer';
import { finishPendingExecutions } from '../../server/services/lease-execution/execute';
import { signingDepsOf } from '../../server/services/leasing/signing-notices';
import { privateFilePath } from '../../server/uploads/private-files';
import { animatedPng } from '../helpers/animated-png';
import { fillAndComplete, settledState, signAll } from '../helpers/executed-lease';
import { sendQueuedMessages } from '../helpers/outbox';
import { freshSignableLeases, type SignableLease } from '../helpers/signable-lease-tests';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let pdf: PdfRenderer;
let f: SignableLease;
let signature: string;

const R = T.reasons;
const signing = () => `/api/leases/${f.leaseId}/signing`;
const retry = () => `/api/leases/${f.leaseId}/execute/`;
const status = async () => (await ctx.db.selectFrom('leases').select('status').where('id', '=', f.leaseId).executeTakeFirstOrThrow()).status;
const failures = () => ctx.db.selectFrom('lease_execution_failures').select(['lease_id', 'reason']).orderBy('id').execute();
const actions = async () => (await ctx.db.selectFrom('audit_events').select('action').where('subject_table', '=', 'leases').where('subject_id', '=', f.leaseId).orderBy('id').execute()).map((e) => e.action);
const count = async (table: 'lease_final_documents' | 'lease_certificates' | 'ledger_lines' | 'outbox') => Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const emailOf = async (userId: number) => (await ctx.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;
const subjectsTo = async (to: string) => (await ctx.db.selectFrom('outbox').select('subject').where('to', '=', to).orderBy('id').execute()).map((m) => m.subject);
const notFinalizedAlert = async () => ((await f.agents.manager.get('/api/manager/alerts/')).body as AlertGroup[]).find((g) => g.kind === 'leases_not_finalized');
const deps = () => signingDepsOf({ db: ctx.db, config: ctx.config, pdf, logger: ctx.logger, mailer: ctx.mailer });

/** The private file a slot's latest fill is stored in. */
async function slotImage(signer: 1 | 2 | 3, kind: 'sig' | 'initial') {
  const slot = await ctx.db.selectFrom('lease_slots').select(['id', 'page']).where('lease_id', '=', f.leaseId).where('signer', '=', signer).where('kind', '=', kind).executeTakeFirstOrThrow();
  const fill = await ctx.db.selectFrom('lease_slot_fills').select('image_file').where('slot_id', '=', slot.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return { page: slot.page, file: privateFilePath(ctx.config.privateFilesDir, fill.image_file!) };
}

freshSignableLeases({ guarantor: false }, (made) => ({ ctx, f, pdf, signature } = made));

describe('a lease whose execution fails', () => {
  it('records why, tells the last signer it is not done, shows it everywhere, and executes on Retry once the cause is fixed', async () => {
    const { student, manager } = f.agents;
    const [managerEmail, studentEmail] = [await emailOf(manager.userId), await emailOf(student.userId)];
    expect((await signAll(student, signing(), signature)).status).toBe(200);
    // The tenant's stored signature becomes an animated PNG, which the PDF stamper refuses.
    const image = await slotImage(1, 'sig');
    const still = await readFile(image.file);
    await writeFile(image.file, animatedPng(still));
    const filesBefore = readdirSync(ctx.config.privateFilesDir).length;

    const done = await fillAndComplete(manager, signing(), signature);
    const reason = R.stampRefused('Tenant Signature', image.page, 'Academic year lease', 'Animated PNGs are not supported');
    // The countersignature stands; the answer says the lease is not finalized, and why.
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ completed: true, lease_status: 'Signing', finishing: true });
    expect(await settledState(manager, signing())).toMatchObject({ completed: true, lease_status: 'Signing', finishing: false, execution_failure: { reason } });
    expect(await status()).toBe('Signing');
    expect(await failures()).toEqual([{ lease_id: f.leaseId, reason }]);
    expect(await actions()).toContain('lease.execute_failed');
    expect(await actions()).not.toContain('lease.execute');
    expect([await count('lease_final_documents'), await count('lease_certificates'), await count('ledger_lines')]).toEqual([0, 0, 0]);
    // Nothing half-written: the signature image of the landlord is the only new file.
    expect(readdirSync(ctx.config.privateFilesDir).length).toBe(filesBefore + 1);
    // The managers are told by a mail queued with the failure (issue 46); nobody is told the lease is signed by everyone.
    expect(await ctx.db.selectFrom('messages').select(['lease_id', 'event', 'user_id']).where('to', '=', managerEmail).where('subject', '=', 'Campus Edge Living: a signed lease could not be finalized').execute()).toEqual([{ lease_id: f.leaseId, event: null, user_id: null }]);
    await sendQueuedMessages(ctx);
    expect(await subjectsTo(managerEmail)).toContain('Campus Edge Living: a signed lease could not be finalized');
    for (const to of [managerEmail, studentEmail]) expect(await subjectsTo(to)).not.toContain('Campus Edge Living: your lease is signed by everyone');
    const told = await ctx.db.selectFrom('outbox').select('text').where('to', '=', managerEmail).where('subject', '=', 'Campus Edge Living: a signed lease could not be finalized').executeTakeFirstOrThrow();
    expect(told.text).toContain(reason);
    expect(JSON.stringify(ctx.logLines)).toContain(reason);

    // Wherever the lease's status is shown.
    const failed = { reason, failed_at: expect.any(String) };
    expect((await manager.get(`/api/leases/${f.leaseId}/`)).body).toMatchObject({ status: 'Signing', execution_failure: failed });
    expect(((await manager.get('/api/leases/')).body as Lease[]).find((l) => l.id === f.leaseId)).toMatchObject({ execution_failure: failed });
    expect((await student.get(`/api/leases/${f.leaseId}/`)).body).toMatchObject({ execution_failure: failed });
    expect((await student.get(`${signing()}/`)).body).toMatchObject({ completed: true, execution_failure: failed });
    const page = await student.get(MY_LEASE_PATH);
    expect(page.status).toBe(200);
    expect(page.text).toContain(T.notFinalized(reason));
    // The managers' alert names the lease and the reason, with Retry; the navigation counts it.
    expect(await notFinalizedAlert()).toEqual({
      kind: 'leases_not_finalized',
      count: 1,
      items: [{ id: f.leaseId, label: `Jordan Rivera (The Standard, A, Floor 2, Unit 4B, Room B, Bed 2): ${T.notFinalized(reason)}`, url: `/new/manager/leases/${f.leaseId}`, action: 'retry_execution' }],
    });
    expect(((await manager.get('/api/manager/counts/')).body as InboxCounts).alerts).toBeGreaterThanOrEqual(1);
    expect(((await f.agents.stranger.get('/api/manager/alerts/')).body as AlertGroup[]).find((g) => g.kind === 'leases_not_finalized')?.count).toBe(0);

    // Retry while the cause is still there: refused with the reason, the failure recorded again, the managers not mailed again.
    const outbox = await count('outbox');
    const again = await manager.post(retry());
    expect([again.status, again.body]).toEqual([409, { detail: T.notFinalized(reason) }]);
    expect(await failures()).toHaveLength(2);
    await sendQueuedMessages(ctx);
    expect(await count('outbox')).toBe(outbox);
    expect(await status()).toBe('Signing');

    // Fixed: Retry executes the lease, its alert goes, every party is told.
    await writeFile(image.file, still);
    const retried = await manager.post(retry());
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: f.leaseId, status: 'Executed', execution_failure: null });
    expect(await status()).toBe('Executed');
    expect([await count('lease_final_documents'), await count('lease_certificates')]).toEqual([1, 1]);
    expect(await notFinalizedAlert()).toMatchObject({ count: 0, items: [] });
    expect((await student.get(`${signing()}/`)).body).toMatchObject({ lease_status: 'Executed', execution_failure: null });
    expect((await student.get(MY_LEASE_PATH)).text).not.toContain('Could not be finalized');
    await sendQueuedMessages(ctx);
    expect(await subjectsTo(studentEmail)).toContain('Campus Edge Living: your lease is signed by everyone');
    const executed = await ctx.db.selectFrom('audit_events').select(['actor_user_id']).where('action', '=', 'lease.execute').where('subject_id', '=', f.leaseId).executeTakeFirstOrThrow();
    expect(executed.actor_user_id).toBe(manager.userId);
    expect((await manager.post(retry())).body).toEqual({ detail: T.alreadyExecuted });
    // The failures stay on record.
    expect(await failures()).toHaveLength(2);
    await expect(ctx.db.deleteFrom('lease_execution_failures').execute()).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) });
    await expect(ctx.db.updateTable('lease_execution_failures').set({ reason: 'x' }).execute()).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) });
  });

  it('names a missing original PDF; the restart retries it, logs a failure again in one line, and executes it once the file is back', async () => {
    const { student, manager } = f.agents;
    await signAll(student, signing(), signature);
    const document = await ctx.db.selectFrom('lease_documents').select('pdf_file').where('lease_id', '=', f.leaseId).executeTakeFirstOrThrow();
    const original = privateFilePath(ctx.config.privateFilesDir, document.pdf_file);
    const bytes = await readFile(original);
    await rm(original);

    await fillAndComplete(manager, signing(), signature);
    const reason = R.originalMissing('Academic year lease');
    expect(await settledState(manager, signing())).toMatchObject({ completed: true, lease_status: 'Signing', execution_failure: { reason } });
    const logged = ctx.logLines.filter((l) => l.reason === reason);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toHaveProperty('err');

    // A restart tries again: the failure is recorded again, and logged without its stack.
    expect(await finishPendingExecutions(deps())).toEqual([]);
    expect(await failures()).toEqual([{ lease_id: f.leaseId, reason }, { lease_id: f.leaseId, reason }]);
    const repeated = ctx.logLines.filter((l) => l.reason === reason);
    expect(repeated).toHaveLength(2);
    expect(repeated[1]).not.toHaveProperty('err');
    expect(await notFinalizedAlert()).toMatchObject({ count: 1 });

    await writeFile(original, bytes);
    expect(await finishPendingExecutions(deps())).toEqual([f.leaseId]);
    expect(await status()).toBe('Executed');
    expect(await notFinalizedAlert()).toMatchObject({ count: 0 });
  });

  it('names a missing signature image', async () => {
    await signAll(f.agents.student, signing(), signature);
    await rm((await slotImage(1, 'initial')).file);
    await fillAndComplete(f.agents.manager, signing(), signature);
    expect(await settledState(f.agents.manager, signing())).toMatchObject({ execution_failure: { reason: R.imageMissing('Tenant Initials', 'Academic year lease') } });
  });
});

describe('Retry (POST /api/leases/:id/execute/)', () => {
  it('is the lease’s company’s managers’ only, and refuses a lease not signed by everyone; nothing changes on a refusal', async () => {
    const { student, manager, maintenance, stranger } = f.agents;
    expect((await request(ctx.app).post(retry())).status).toBe(401);
    expect((await student.post(retry())).status).toBe(403);
    expect((await maintenance.post(retry())).status).toBe(403);
    expect((await stranger.post(retry())).status).toBe(404);
    expect((await manager.post('/api/leases/abc/execute/')).status).toBe(400);
    expect((await manager.post('/api/leases/999999/execute/')).status).toBe(404);
    // Ready to sign, then signed by the tenant only.
    expect((await manager.post(retry())).body).toEqual({ detail: T.notSignedByEveryone });
    await signAll(student, signing(), signature);
    const signed = await actions();
    const res = await manager.post(retry());
    expect([res.status, res.body]).toEqual([409, { detail: T.notSignedByEveryone }]);
    expect(await status()).toBe('Signing');
    expect(await failures()).toEqual([]);
    expect(await actions()).toEqual(signed);
  });

  it('refuses a voided lease', async () => {
    await f.agents.manager.post(`/api/leases/${f.leaseId}/void/`).send({ reason: 'Withdrawn' });
    expect((await f.agents.manager.post(retry())).body).toEqual({ detail: T.notSignedByEveryone });
  });
});
