import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { smtpSink } from '../helpers/smtp-sink';
import type { Db } from '../../server/db/database';
import { createPgDatabase, dropPgDatabase, PG_TEMPLATES, pgTestUrl } from '../helpers/pg-test-db';
import { copyDemoData } from '../helpers/template-db';
import { approvedOnFreeBed } from './executed-lease';
import { createManager } from './manager-helpers';
import { withDb } from './page-helpers';
import { startServer, type RunningServer } from './server-process';

/**
 * A payment's receipt is written with the payment (issue 46): a server killed with SIGKILL after the
 * payment was answered, before the receipt went out, sends it once when it is started again on the
 * same database (and address: its message claims are its own, ADR 034). The first process cannot send
 * it: its mail server accepts the connection and never greets, so the receipt is surely in flight
 * when the process dies. The second has a working mail server, which must receive it exactly once.
 * On PostgreSQL when the run has one (npm run test:pg), else on an SQLite file.
 */

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
});

/** Listens on a free loopback port; answers it. */
const listening = (listen: (port: number, host: string, done: () => void) => unknown, address: () => AddressInfo) => new Promise<number>((resolve) => listen(0, '127.0.0.1', () => resolve(address().port)));

/** A mail server that takes connections and never says a word: a client waits for its greeting. */
async function silentMailServer() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  const port = await listening((p, h, done) => server.listen(p, h, done), () => server.address() as AddressInfo);
  cleanups.push(() => new Promise<void>((resolve) => { for (const s of sockets) s.destroy(); server.close(() => resolve()); }));
  return { port, connections: () => sockets.length };
}

/** A working mail server that keeps each message it receives. */
async function mailSink() {
  const sink = await smtpSink();
  cleanups.push(sink.close);
  return sink;
}

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const manager = { email: 'receipt-manager@example.com', password: 'Crash-test-1', firstName: 'Casey' };
const tenant = 'receipt-tenant@example.com';

/** An executed lease of the demo company's first property for a new student (the posting is not what this test is about). */
async function executedLease(db: Db): Promise<number> {
  const { userId, periodId, applicationId, bedId, planId } = await approvedOnFreeBed(db, { email: tenant, first: 'Riley', last: 'Quinn' }, 'Student-pass-1');
  const lease = await db
    .insertInto('leases')
    .values({ organization_id: 1, application_id: applicationId, user_id: userId, property_id: 1, lease_period_id: periodId, layout_id: bedId, status: 'Executed', payment_plan_id: planId, created_by: 'Test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return lease.id;
}

const receipts = (server: RunningServer) => withDb(server, (db) => db.selectFrom('messages').select(['status', 'to']).where('event', '=', 'payment_receipt').execute());

describe('a payment’s receipt after a kill -9', () => {
  it('is sent exactly once by the restarted server, when the first died before sending it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'receipt-crash-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATABASE_PATH: path.join(dir, 'app.db'), UPLOADS_DIR: path.join(dir, 'uploads') };
    if (pgTestUrl()) {
      const database = (env.DATABASE_URL = await createPgDatabase(PG_TEMPLATES.demo));
      cleanups.push(() => dropPgDatabase(database));
    }
    copyDemoData(env.DATABASE_URL ? null : env.DATABASE_PATH!, env.UPLOADS_DIR!);
    const silent = await silentMailServer();
    const sink = await mailSink();

    const first = await startServer({ ...env, SMTP_URL: `smtp://127.0.0.1:${silent.port}` });
    cleanups.push(() => first.stop());
    await createManager(first, manager);
    const leaseId = await withDb(first, executedLease);
    const signedIn = await fetch(`${first.url}/api-token-auth/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: manager.email, password: manager.password }) });
    const { token } = (await signedIn.json()) as { token: string };
    const paid = await fetch(`${first.url}/api/leases/${leaseId}/payments/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}`, 'Idempotency-Key': 'crash-form-1' },
      body: JSON.stringify({ amount: '250', received_on: '2026-08-01', method: 'check', reference: '77' }),
    });
    expect(paid.status).toBe(201);

    // The receipt is being sent: claimed by the first process, its mail server connected and silent.
    await until(async () => silent.connections() > 0 && (await receipts(first)).some((r) => r.status === 'sending'), 'the receipt in flight');
    first.proc.kill('SIGKILL');
    await first.exited;
    expect(await receipts(first)).toEqual([{ status: 'sending', to: tenant }]);
    expect(sink.received).toEqual([]);

    // Started again where it listened, with a working mail server: its claim from before the crash is taken back and sent.
    const second = await startServer({ ...env, PORT: first.env.PORT!, SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    cleanups.push(() => second.stop());
    await until(async () => (await receipts(second)).every((r) => r.status === 'sent'), 'the receipt sent');
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]).toContain(`To: ${tenant}`);
    expect(sink.received[0]).toContain('Subject: Payment received: $250.00');
    // A sweep later nothing more goes: the one receipt, sent once.
    await new Promise((r) => setTimeout(r, 1500));
    expect(sink.received).toHaveLength(1);
    expect(await receipts(second)).toEqual([{ status: 'sent', to: tenant }]);
  }, 180_000);
});
