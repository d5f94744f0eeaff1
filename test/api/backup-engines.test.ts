import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { verifyAuditChain } from '../../server/audit/verify-chain';
import { restoreBackup } from '../../server/backup/restore-backup';
import { takeBackup } from '../../server/backup/take-backup';
import { privateFilesDir } from '../../server/config';
import { openDatabase, type Db } from '../../server/db/database';
import type { PdfRenderer } from '../../server/documents/pdf/pdf-renderer';
import { privateFileNames } from '../../server/queries/private-file-names';
import { refusal } from '../helpers/backup';
import { runCli } from '../helpers/cli';
import { executeThroughApi } from '../helpers/executed-lease';
import { buildSignableLease, signaturePng } from '../helpers/lease-fixture';
import { createPgDatabase, dropPgDatabase, pgTestUrl } from '../helpers/pg-test-db';
import { createTestContext, processPdfRenderer, type TestContext } from '../helpers/test-app';

/**
 * A backup carries every private file a row names (a lease's documents, signatures, final PDFs and
 * certificate, not only an application's files), on either database; on PostgreSQL it is a pg_dump
 * of one snapshot, restored with pg_restore into a new, empty database (issue 31).
 */
const engines: ('sqlite' | 'postgres')[] = pgTestUrl() ? ['sqlite', 'postgres'] : ['sqlite'];

describe.each(engines)('a backup of an executed lease on %s', (engine) => {
  const postgres = engine === 'postgres';
  let pdf: PdfRenderer;
  let ctx: TestContext;
  let work: string;
  let targetUrl: string | undefined;
  let restored: Db | undefined;
  const backupDir = () => path.join(work, 'backup');
  const target = () => ({ databasePath: path.join(work, 'restored', 'data', 'app.db'), uploadsDir: path.join(work, 'restored', 'uploads'), databaseUrl: targetUrl });

  beforeAll(async () => {
    pdf = processPdfRenderer();
    ctx = await createTestContext({ sqlite: !postgres, pdf });
    await executeThroughApi(await buildSignableLease(ctx, { guarantor: false }), await signaturePng());
    work = mkdtempSync(path.join(os.tmpdir(), 'backup-engines-'));
    if (postgres) targetUrl = await createPgDatabase();
  }, 60_000);

  afterAll(async () => {
    await restored?.destroy();
    await ctx?.close();
    await pdf?.close();
    if (targetUrl) await dropPgDatabase(targetUrl);
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up and restores the rows, the audit chain and every private file', async () => {
    const live = { databasePath: ctx.config.databasePath, uploadsDir: ctx.config.uploadsDir, databaseUrl: postgres ? ctx.config.database : undefined };
    const names = await privateFileNames(ctx.db);
    expect(names.size).toBeGreaterThan(4);
    const manifest = await takeBackup({ ...live, to: backupDir() });
    expect(manifest.database.engine).toBe(postgres ? 'postgres' : undefined);
    expect(existsSync(path.join(backupDir(), postgres ? 'database.pgdump' : 'database.db'))).toBe(true);
    expect(Object.keys(manifest.privateFiles!.sizes).sort()).toEqual([...names].sort());

    const result = await restoreBackup({ from: backupDir(), ...target() });
    expect(result.missing).toEqual([]);
    restored = openDatabase(targetUrl ?? target().databasePath);
    const counts = async (db: Db) => Promise.all(['leases', 'lease_documents', 'lease_final_documents', 'audit_events', 'users'].map(async (t) => (await db.selectFrom(t as 'leases').select('id').execute()).length));
    expect(await counts(restored)).toEqual(await counts(ctx.db));
    expect(await verifyAuditChain(restored)).toMatchObject({ intact: true });
    for (const name of names) expect(existsSync(path.join(privateFilesDir(target().databasePath), name))).toBe(true);
  });

  (postgres ? it : it.skip)('npm run backup and npm run restore take DATABASE_URL', async () => {
    const dir = path.join(work, 'cli-backup');
    const env = { DATABASE_URL: ctx.config.database, DATABASE_PATH: ctx.config.databasePath, UPLOADS_DIR: ctx.config.uploadsDir, SESSION_SECRET: ctx.config.sessionSecret };
    const backup = runCli('backup', ['--to', dir], env);
    expect([backup.status, backup.stderr]).toEqual([0, '']);
    expect(existsSync(path.join(dir, 'database.pgdump'))).toBe(true);
    const into = await createPgDatabase();
    try {
      const restoreEnv = { ...env, DATABASE_URL: into, DATABASE_PATH: path.join(work, 'cli-restored', 'data', 'app.db'), UPLOADS_DIR: path.join(work, 'cli-restored', 'uploads') };
      const restore = runCli('restore', ['--from', dir], restoreEnv);
      expect([restore.status, restore.stderr]).toEqual([0, '']);
      expect(restore.stdout).toMatch(/rows into postgres:\/\/[^ ]*\/t_\w+, \d+ files/);
    } finally {
      await dropPgDatabase(into);
    }
  });

  (postgres ? it : it.skip)('refuses a database that is not empty, the wrong engine, and says so when pg_dump is missing', async () => {
    expect(await refusal(restoreBackup({ from: backupDir(), ...target(), uploadsDir: path.join(work, 'empty-uploads') }))).toMatch(/^The PostgreSQL database postgres:\/\/.* \(DATABASE_URL\) already holds tables: a backup is restored only into a new, empty database\.$/);
    expect(await refusal(restoreBackup({ from: backupDir(), ...target(), databaseUrl: undefined }))).toBe('This backup is of a PostgreSQL database: set DATABASE_URL to a new, empty PostgreSQL database to restore it there.');
    const path_ = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const message = await refusal(takeBackup({ databasePath: ctx.config.databasePath, databaseUrl: ctx.config.database, uploadsDir: ctx.config.uploadsDir, to: path.join(work, 'no-tools') }));
      expect(message).toMatch(/^pg_dump was not found: backups of a PostgreSQL database use PostgreSQL's client tools\. Install them/);
    } finally {
      process.env.PATH = path_;
    }
  });
});
