import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { request, type APIRequestContext } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { companyManagerEmails } from '../../server/queries/lease-signing';
import type { SigningState } from '../../shared/leases/signing-types';
import { MY_LEASE_PATH } from '../../shared/leases/student-lease';
import { signaturePng } from '../helpers/lease-fixture';
import { createPgDatabase, dropPgDatabase, PG_TEMPLATES, pgTestUrl } from '../helpers/pg-test-db';
import { copyDemoData } from '../helpers/template-db';
import { offeredLease, signAll } from './executed-lease';
import { createManager } from './manager-helpers';
import { withDb } from './page-helpers';
import { startServer, type RunningServer } from './server-process';

/**
 * Issue 46: the executed lease's mails are written to the message queue in the execution's
 * transaction, so a kill -9 after the lease is Executed loses none of them. The server runs as a
 * real process with a real SMTP server on loopback; before the last complete the SMTP server stops
 * answering (it accepts and never greets), so the queue is stuck on the first mail when the process
 * is killed. Restarted on the same database and address with the SMTP server answering again, it
 * takes back its claims and every party gets the mail exactly once.
 */

type Delivery = { to: string[]; raw: string };

/**
 * An SMTP server on loopback that records what it is sent, or, once `silent`, accepts connections
 * and never greets them (nodemailer waits for the greeting): nothing can leave through it.
 */
async function smtpSink() {
  const delivered: Delivery[] = [];
  let silent = false;
  let stuck = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      if (!silent) return callback();
      stuck++; // the callback is never called: no greeting
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    delivered,
    stuck: () => stuck,
    silence: (on: boolean) => void (silent = on),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw message's quoted-printable body as text (nodemailer folds long lines with soft breaks). */
const decoded = (raw: string) => Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const MANAGER = { email: 'exec.crash.manager@example.com', password: 'Crash-test-1', firstName: 'Casey' };
/** Another manager of the company, who takes no part in the signing and is mailed too. */
const OTHER_MANAGER = { email: 'exec.crash.other@example.com', password: 'Crash-test-1', firstName: 'Remy' };
const STUDENT = { email: 'exec.crash.student@example.com', first: 'Ines', last: 'Kowalczyk' };
const GUARANTOR = { name: 'Zoë Ñúñez', email: 'exec.crash.guarantor@example.com' };

describe('an executed lease after kill -9', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'execution-crash-'));
  const servers: RunningServer[] = [];
  const contexts: APIRequestContext[] = [];
  let sink: Awaited<ReturnType<typeof smtpSink>> | undefined;
  let database: string | undefined;

  afterAll(async () => {
    for (const c of contexts) await c.dispose();
    for (const s of servers) await s.stop();
    await sink?.close();
    if (database) await dropPgDatabase(database);
    rmSync(dir, { recursive: true, force: true });
  });

  it('the mails to the tenant, the guarantor and every manager are queued with the execution and sent exactly once after a restart', async () => {
    sink = await smtpSink();
    const uploads = path.join(dir, 'uploads');
    // One database, data folder and uploads folder for both runs; on PostgreSQL (npm run test:pg) a database of its own.
    if (pgTestUrl()) database = await createPgDatabase(PG_TEMPLATES.demo);
    copyDemoData(database ? null : path.join(dir, 'app.db'), uploads);
    const env: Record<string, string> = { DATABASE_PATH: path.join(dir, 'app.db'), UPLOADS_DIR: uploads, SMTP_URL: sink.url, ...(database ? { DATABASE_URL: database } : {}) };
    const first = await startServer(env);
    servers.push(first);
    // The restart listens where the first run did: the queue's claims are under that address (ADR 034).
    env.PORT = first.env.PORT!;

    // The lease through the API: a manager assigns a bed to a student whose application names a guarantor; the student chooses the plan.
    await createManager(first, MANAGER);
    await createManager(first, OTHER_MANAGER);
    const manager = await request.newContext();
    contexts.push(manager);
    expect((await manager.post(`${first.url}/api-token-auth/`, { data: { username: MANAGER.email, password: MANAGER.password } })).ok()).toBe(true);
    const password = 'Student-pass-1';
    const { leaseId, planId } = await offeredLease(first, manager, STUDENT, password);
    await withDb(first, (db) =>
      db
        .updateTable('rental_applications')
        .set({ answers: JSON.stringify({ lg_name: GUARANTOR.name, lg_email: GUARANTOR.email }) })
        .where('id', '=', db.selectFrom('leases').select('application_id').where('id', '=', leaseId))
        .execute(),
    );
    const student = await request.newContext();
    contexts.push(student);
    expect((await student.post(`${first.url}/api-token-auth/`, { data: { username: STUDENT.email, password } })).ok()).toBe(true);
    const chosen = await student.put(`${first.url}/api/leases/${leaseId}/plan/`, { data: { payment_plan_id: planId } });
    expect(chosen.status()).toBe(200);

    // The tenant signs; the guarantor signs through the link she was mailed; the manager countersigns last.
    const signature = await signaturePng();
    const signing = `${first.url}/api/leases/${leaseId}/signing`;
    await signAll(student, signing, signature);
    const invitation = await until(async () => sink!.delivered.find((d) => d.to.includes(GUARANTOR.email)), Boolean, "the guarantor's invitation");
    const token = /\/new\/sign\/([A-Za-z0-9_-]+)/.exec(decoded(invitation!.raw))![1]!;
    const guarantor = await request.newContext();
    contexts.push(guarantor);
    await signAll(guarantor, `${first.url}/api/sign/${token}`, signature);

    // The guarantor's completion queued the managers' notice (their turn to countersign): it goes first (issue 46).
    await until(() => withDb(first, (db) => db.selectFrom('messages').select(['to', 'status']).where('lease_id', '=', leaseId).where('status', 'in', ['queued', 'sending']).execute()), (rows) => rows.length === 0, 'the notices before the last complete sent');

    // From now on no mail can leave. The last complete answers at once; the job executes the lease.
    const before = sink.delivered.length;
    sink.silence(true);
    await signAll(manager, signing, signature);
    const state = await until(async () => (await (await manager.get(`${signing}/`)).json()) as SigningState, (s) => s.lease_status === 'Executed', 'the lease Executed');
    expect(state.finishing).toBe(false);

    const executedMails = () =>
      withDb(first, (db) => db.selectFrom('messages').select(['id', 'to', 'status', 'text', 'secret_link', 'claimed_by']).where('lease_id', '=', leaseId).where('event', '=', 'lease_executed').where('channel', '=', 'email').orderBy('id').execute());
    // The queue has claimed them and hangs on the first, waiting for a greeting that never comes.
    await until(() => Promise.resolve(sink!.stuck()), (n) => n > 0, 'the queue to connect');
    const queued = await until(executedMails, (rows) => rows.some((r) => r.status === 'sending'), 'a mail being sent');
    const managers = await withDb(first, (db) => companyManagerEmails(db, 1));
    expect(managers).toEqual(expect.arrayContaining([MANAGER.email, OTHER_MANAGER.email]));
    const parties = [STUDENT.email, GUARANTOR.email, ...managers].sort();
    expect(queued.map((r) => r.to).sort()).toEqual(parties);
    for (const row of queued) expect(['queued', 'sending']).toContain(row.status);
    // While it waits, the guarantor's message keeps her new secret link beside its text.
    const waiting = queued.find((r) => r.to === GUARANTOR.email)!;
    const link = /\/new\/sign\/[A-Za-z0-9_-]+/.exec(waiting.text)![0];
    expect(waiting.secret_link).toContain(link);

    first.proc.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(sink.delivered.length).toBe(before);
    expect((await executedMails()).filter((r) => r.status === 'sending').length).toBeGreaterThan(0);

    // The same database and address, the SMTP server answering again.
    sink.silence(false);
    const second = await startServer(env);
    servers.push(second);
    const sent = await until(
      () => withDb(second, (db) => db.selectFrom('messages').select(['id', 'to', 'status', 'text', 'secret_link', 'claimed_by']).where('lease_id', '=', leaseId).where('event', '=', 'lease_executed').where('channel', '=', 'email').orderBy('id').execute()),
      (rows) => rows.every((r) => r.status !== 'queued' && r.status !== 'sending'),
      'the mails sent after the restart',
    );
    expect(second.output()).toContain('messages this instance was sending when it stopped are queued again');
    expect(sent.map((r) => r.id)).toEqual(queued.map((r) => r.id));
    // Sent by the restarted process under the name the killed one held them by (its host and address).
    const holder = queued.find((r) => r.status === 'sending')!.claimed_by;
    for (const row of sent) expect(row).toMatchObject({ status: 'sent', secret_link: null, claimed_by: holder });
    // Given a moment, to catch a second sending.
    await new Promise((r) => setTimeout(r, 1000));
    // The executed-lease mails among what arrived since (a start-up job may mail too, e.g. reminders on a new day).
    const opening = sent[0]!.text.split('\n')[0]!;
    const after = sink.delivered.slice(before).filter((d) => decoded(d.raw).includes(opening));
    expect(after.flatMap((d) => d.to).sort()).toEqual(parties);
    const mailTo = (address: string) => decoded(after.find((d) => d.to.includes(address))!.raw);
    expect(mailTo(STUDENT.email)).toContain(MY_LEASE_PATH);
    expect(mailTo(GUARANTOR.email)).toContain(link);
    for (const address of managers) expect(mailTo(address)).toContain(`/new/manager/leases/${leaseId}`);
    // Once sent, the stored message no longer holds her secret link.
    const stored = sent.find((r) => r.to === GUARANTOR.email)!;
    expect(stored.text).not.toContain(link);
    expect(stored.text).toContain('[link]');
    // The link she was mailed opens her executed packet.
    const opened = await guarantor.get(`${second.url}/api/sign/${link.split('/').pop()}/`);
    expect(opened.status()).toBe(200);
    expect(((await opened.json()) as SigningState).lease_status).toBe('Executed');
  }, 240_000);
});
