import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { GENESIS_HASH, canonicalJson, eventHash } from '../../server/audit/chain-hash';
import { recordAuditEvent, type AuditActor } from '../../server/audit/record-event';
import { verifyAuditChain } from '../../server/audit/verify-chain';
import { restoreBackup } from '../../server/backup/restore-backup';
import { takeBackup } from '../../server/backup/take-backup';
import { openDatabase, type Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { runCli } from '../helpers/cli';

const actor: AuditActor = { userId: 7, name: 'Ana Manager', ip: '203.0.113.7', userAgent: 'Test/1.0' };
let dir: string;
let db: Db;

const record = (subjectId: number) =>
  db.transaction().execute((trx) => recordAuditEvent(trx, { actor, action: 'payment_plan.approve', subject: { table: 'payment_plans', id: subjectId }, organizationId: 1, details: { name: `Plan ${subjectId}` } }));

/**
 * The message a statement was refused with. SQLite's errors are made by the native module with the
 * Error of the first realm that loaded it in this process (jest's globalSetup, or another test file),
 * so `rejects.toThrow` does not see them as errors here: their message is what is checked.
 */
const refusal = (statement: Promise<unknown>) => statement.then(() => 'not refused', (err: unknown) => String((err as Error).message));

/** Drops the database's guard, as someone with the file and a SQLite shell could, to tamper with the chain. */
async function tamper(change: (db: Db) => Promise<unknown>): Promise<void> {
  await sql`drop trigger audit_events_no_update`.execute(db);
  await sql`drop trigger audit_events_no_delete`.execute(db);
  await change(db);
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'audit-test-'));
  db = openDatabase(path.join(dir, 'app.db'));
  await migrateToLatest(db);
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('recordAuditEvent', () => {
  it('chains each event to the one before, from the genesis hash, over its canonical JSON', async () => {
    const documents = [{ role: 'tenant' as const, template_id: 2, pdf_sha256: 'b', html_sha256: 'a', name: 'Lease' }];
    const first = await db.transaction().execute((trx) =>
      recordAuditEvent(trx, { actor, action: 'lease.plan', subject: { table: 'leases', id: 1 }, organizationId: 1, details: { payment_plan_id: 3, documents } }),
    );
    const second = await record(2);
    expect(first).toMatchObject({ id: 1, prev_hash: GENESIS_HASH, details: '{"documents":[{"html_sha256":"a","name":"Lease","pdf_sha256":"b","role":"tenant","template_id":2}],"payment_plan_id":3}', ip: '203.0.113.7', user_agent: 'Test/1.0', actor_user_id: 7, actor_name: 'Ana Manager' });
    expect(second).toMatchObject({ id: 2, prev_hash: first.hash });
    const { hash, ...rest } = first;
    expect(hash).toBe(eventHash(rest));
    expect(await db.selectFrom('audit_events').selectAll().orderBy('id').execute()).toEqual([first, second]);
  });

  it('commits with the caller’s transaction, or not at all', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await recordAuditEvent(trx, { actor, action: 'payment_plan.approve', subject: { table: 'payment_plans', id: 1 }, organizationId: 1, details: { name: 'Plan 1' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.selectFrom('audit_events').selectAll().execute()).toEqual([]);
    expect((await record(1)).id).toBe(1);
  });

  it('appends one after another when many write at once: one chain, no fork', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => record(i + 1)));
    expect(await verifyAuditChain(db)).toMatchObject({ intact: true, events: 20 });
  });

  it('refuses a second event after the same one (prev_hash is unique)', async () => {
    const first = await record(1);
    const forked = { ...first, id: 2, hash: 'f'.repeat(64) };
    await expect(refusal(db.insertInto('audit_events').values(forked).execute())).resolves.toMatch(/UNIQUE constraint failed: audit_events.prev_hash/);
  });

  it('keeps a browser description to 500 characters', async () => {
    const event = await db.transaction().execute((trx) =>
      recordAuditEvent(trx, { actor: { ...actor, userAgent: 'x'.repeat(2000) }, action: 'payment_plan.approve', subject: { table: 'payment_plans', id: 1 }, organizationId: null, details: { name: 'Plan 1' } }),
    );
    expect(event.user_agent).toHaveLength(500);
  });
});

describe('the database', () => {
  it('refuses to change or delete an event', async () => {
    await record(1);
    await expect(refusal(db.updateTable('audit_events').set({ ip: '10.0.0.1' }).where('id', '=', 1).execute())).resolves.toMatch('audit_events is append-only: an event cannot be changed');
    await expect(refusal(db.deleteFrom('audit_events').execute())).resolves.toMatch('audit_events is append-only: an event cannot be deleted');
    expect(await db.selectFrom('audit_events').select('ip').execute()).toEqual([{ ip: '203.0.113.7' }]);
  });
});

describe('verifyAuditChain', () => {
  it('finds an empty and an intact chain intact', async () => {
    expect(await verifyAuditChain(db)).toEqual({ intact: true, events: 0, lastHash: GENESIS_HASH });
    for (let i = 1; i <= 3; i++) await record(i);
    const last = await db.selectFrom('audit_events').select('hash').where('id', '=', 3).executeTakeFirstOrThrow();
    expect(await verifyAuditChain(db)).toEqual({ intact: true, events: 3, lastHash: last.hash });
  });

  it('names the first event whose contents were changed', async () => {
    for (let i = 1; i <= 4; i++) await record(i);
    await tamper((d) => d.updateTable('audit_events').set({ ip: '10.9.9.9' }).where('id', 'in', [2, 3]).execute());
    expect(await verifyAuditChain(db)).toEqual({ intact: false, events: 1, brokenAt: 2, problem: 'its hash does not match its contents: the event was changed' });
  });

  it('names the event after a changed one whose hash was recomputed to hide the change', async () => {
    for (let i = 1; i <= 3; i++) await record(i);
    const row = await db.selectFrom('audit_events').selectAll().where('id', '=', 2).executeTakeFirstOrThrow();
    const { hash: _old, ...changed } = { ...row, details: canonicalJson({ note: 'rewritten' }) };
    await tamper((d) => d.updateTable('audit_events').set({ details: changed.details, hash: eventHash(changed) }).where('id', '=', 2).execute());
    expect(await verifyAuditChain(db)).toMatchObject({ intact: false, brokenAt: 3, problem: 'its prev_hash is not the hash of event 2' });
  });

  it('names the event after a deleted one, and a chain whose first events are gone', async () => {
    for (let i = 1; i <= 3; i++) await record(i);
    await tamper((d) => d.deleteFrom('audit_events').where('id', '=', 2).execute());
    expect(await verifyAuditChain(db)).toMatchObject({ intact: false, brokenAt: 3, problem: 'it follows event 1: event 2 is missing' });
    await db.deleteFrom('audit_events').where('id', '=', 1).execute();
    expect(await verifyAuditChain(db)).toMatchObject({ intact: false, brokenAt: 3, problem: 'the chain starts at event 3, not 1: the events before it are missing' });
  });
});

describe('backups', () => {
  it('carry the chain and its guard: a restored database verifies and still refuses changes', async () => {
    for (let i = 1; i <= 3; i++) await record(i);
    const live = { databasePath: path.join(dir, 'app.db'), uploadsDir: path.join(dir, 'uploads') };
    mkdirSync(live.uploadsDir, { recursive: true });
    await takeBackup({ ...live, to: path.join(dir, 'backup') });
    const target = { databasePath: path.join(dir, 'restored', 'data', 'app.db'), uploadsDir: path.join(dir, 'restored', 'uploads') };
    await restoreBackup({ from: path.join(dir, 'backup'), ...target });
    const restored = openDatabase(target.databasePath);
    try {
      expect(await verifyAuditChain(restored)).toEqual(await verifyAuditChain(db));
      await expect(refusal(restored.deleteFrom('audit_events').execute())).resolves.toMatch('audit_events is append-only');
    } finally {
      await restored.destroy();
    }
  });
});

describe('npm run audit:verify', () => {
  let cliDir: string;
  beforeAll(() => {
    cliDir = mkdtempSync(path.join(os.tmpdir(), 'audit-cli-'));
  });
  afterAll(() => rmSync(cliDir, { recursive: true, force: true }));

  const run = () =>
    runCli('audit-verify', [], { ...process.env, DATABASE_PATH: path.join(cliDir, 'app.db'), UPLOADS_DIR: path.join(cliDir, 'uploads'), LOG_LEVEL: 'silent', DATA_ENCRYPTION_KEY: 'a'.repeat(64) });

  it('exits 0 on an intact chain and 1 naming the first broken event', async () => {
    const empty = run();
    expect({ status: empty.status, stdout: empty.stdout }).toEqual({ status: 0, stdout: 'Audit chain intact: no events yet.\n' });
    const cliDb = openDatabase(path.join(cliDir, 'app.db'));
    try {
      for (let i = 1; i <= 2; i++) {
        await cliDb.transaction().execute((trx) => recordAuditEvent(trx, { actor, action: 'payment_plan.approve', subject: { table: 'payment_plans', id: i }, organizationId: 1, details: { name: `Plan ${i}` } }));
      }
      const { hash } = await cliDb.selectFrom('audit_events').select('hash').where('id', '=', 2).executeTakeFirstOrThrow();
      const intact = run();
      expect({ status: intact.status, stdout: intact.stdout }).toEqual({ status: 0, stdout: `Audit chain intact: 2 events, last hash ${hash}.\n` });
      await sql`drop trigger audit_events_no_update`.execute(cliDb);
      await cliDb.updateTable('audit_events').set({ actor_name: 'Someone else' }).where('id', '=', 1).execute();
    } finally {
      await cliDb.destroy();
    }
    const broken = run();
    expect({ status: broken.status, stdout: broken.stdout }).toEqual({
      status: 1,
      stdout: 'Audit chain broken at event 1: its hash does not match its contents: the event was changed. (0 events before it verified.)\n',
    });
  });
});
