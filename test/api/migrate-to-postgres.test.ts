import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { verifyAuditChain } from '../../server/audit/verify-chain';
import { openDatabase, type Db } from '../../server/db/database';
import type { PdfRenderer } from '../../server/documents/pdf/pdf-renderer';
import { runCli } from '../helpers/cli';
import { executeThroughApi } from '../helpers/executed-lease';
import { buildSignableLease, signaturePng } from '../helpers/lease-fixture';
import { createPgDatabase, dropPgDatabase, pgTestUrl } from '../helpers/pg-test-db';
import { createTestContext, processPdfRenderer, type TestContext } from '../helpers/test-app';
import { sendQueuedMessages } from '../helpers/outbox';

/**
 * Moving an SQLite install to PostgreSQL (issue 31): `npm run migrate:to-postgres` copies every
 * table and checks row counts and money sums. Runs in `npm run test:pg` (it needs a PostgreSQL).
 */
(pgTestUrl() ? describe : describe.skip)('npm run migrate:to-postgres', () => {
  let pdf: PdfRenderer;
  let ctx: TestContext;
  let target: string;
  let moved: Db;

  const tableCounts = async (db: Db, tables: string[]) => Object.fromEntries(await Promise.all(tables.map(async (t) => [t, Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(t)}`.execute(db)).rows[0]!.n)])));
  const MOVED_TABLES = ['organizations', 'users', 'leases', 'lease_documents', 'lease_signing_steps', 'ledger_lines', 'payments', 'audit_events', 'outbox'];

  beforeAll(async () => {
    pdf = processPdfRenderer();
    // An SQLite install with an executed lease, a payment and its audit trail.
    ctx = await createTestContext({ sqlite: true, pdf });
    const f = await buildSignableLease(ctx, { guarantor: false });
    await executeThroughApi(f, await signaturePng());
    expect((await f.agents.manager.post(`/api/leases/${f.leaseId}/payments/`).send({ amount: '1234.56', received_on: '2026-08-01', method: 'check' })).status).toBe(201);
    await sendQueuedMessages(ctx); // its receipt, sent from the queue after the answer
    target = await createPgDatabase();
  }, 60_000);

  afterAll(async () => {
    await moved?.destroy();
    await ctx?.close();
    await pdf?.close();
    if (target) await dropPgDatabase(target);
  });

  it('copies every table into an empty PostgreSQL database, checking counts and money sums, and the copy works', async () => {
    const run = runCli('migrate-to-postgres', ['--from', ctx.config.databasePath, '--to', target], {});
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^payments: 1 row$/m);
    expect(run.stdout).toMatch(/Checked: every table's row count, and the sums of \d+ money columns, match the SQLite file\./);
    expect(run.stdout).toMatch(/Moved \d+ rows in \d+ tables from .* to postgres:\/\/.*/);

    moved = openDatabase(target);
    expect(await tableCounts(moved, MOVED_TABLES)).toEqual(await tableCounts(ctx.db, MOVED_TABLES));
    const sum = async (db: Db) => Number((await db.selectFrom('ledger_lines').select((eb) => eb.fn.sum<number>('amount_cents').as('s')).executeTakeFirstOrThrow()).s);
    expect(await sum(moved)).toBe(await sum(ctx.db));
    // The audit chain's hashes came along unchanged, and new rows get ids after the copied ones.
    expect(await verifyAuditChain(moved)).toMatchObject({ intact: true, events: (await verifyAuditChain(ctx.db)).events });
    const maxId = (await ctx.db.selectFrom('users').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id;
    const added = await moved.insertInto('users').values({ email: 'after-the-move@example.com', organization_id: null, password_hash: null, gender: null, image: null, email_verified_at: null }).returning('id').executeTakeFirstOrThrow();
    expect(added.id).toBe(Number(maxId) + 1);
  });

  it('refuses a database that is not empty, and one that is not PostgreSQL, writing nothing', async () => {
    const again = runCli('migrate-to-postgres', ['--from', ctx.config.databasePath, '--to', target], {});
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/^The PostgreSQL database is not empty: \w+ has rows\. Move into a new, empty database\./);
    const usage = runCli('migrate-to-postgres', ['--from', ctx.config.databasePath, '--to', ctx.config.databasePath], {});
    expect([usage.status, usage.stderr]).toEqual([1, expect.stringMatching(/^--to must be a postgres:\/\/ URL\./)]);
    expect(runCli('migrate-to-postgres', [], {}).stderr).toMatch(/^Usage: npm run migrate:to-postgres/);
  });
});
