import { constants, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pino from 'pino';
import { createApp } from '../../server/app';
import { createPdfRenderer, createPdfWorker, type PdfRenderer, type PdfWorker, pdfRendererOn } from '../../server/documents/pdf/pdf-renderer';
import type { RateLimitSettings } from '../../server/auth/rate-limits';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { createMailer } from '../../server/mail/mailer';
import { settleDataKey } from '../../server/services/system/data-key';
import { seedDemo } from '../../server/seed/demo';
import { copyDemoData, copyMigratedDatabase } from './template-db';
import { createPgDatabase, databaseNameOf, dropPgDatabase, PG_TEMPLATES, pgTestUrl } from './pg-test-db';

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/** A folder holding a context's database, data key and files as they were at one moment (snapshotTestContext). */
export type TestSnapshot = { dir: string; database?: string; remove(): void | Promise<void> };

const DATABASE_FILE = 'app.db';

/**
 * Keeps the context's data as it is now, for the tests of a file that all start from the same
 * records: each starts a copy with `createTestContext({ from })` instead of making them again. The
 * database is written whole with VACUUM INTO (its open write-ahead log is not copied); every other
 * file of the context (uploads, private files, the generated data key) is copied as it is.
 */
export async function snapshotTestContext(ctx: TestContext): Promise<TestSnapshot> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leasing-snapshot-'));
  // On PostgreSQL, a copy of the context's database (its idle connections are closed for the copy).
  const database = ctx.config.databaseUrl && databaseNameOf(await createPgDatabase(databaseNameOf(ctx.config.databaseUrl)));
  if (!database) await sql`VACUUM INTO ${path.join(dir, DATABASE_FILE)}`.execute(ctx.db);
  for (const name of readdirSync(ctx.dir)) {
    if (!name.startsWith(DATABASE_FILE)) cpSync(path.join(ctx.dir, name), path.join(dir, name), { recursive: true });
  }
  const remove = () => rmSync(dir, { recursive: true, force: true });
  return { dir, database, remove: database ? () => dropPgDatabase(ctx.config.database.replace(/[^/]+$/, database)).finally(remove) : remove };
}

/** One PDF worker for every app this test process makes (a worker's cold start is over a second); it stops when idle. */
let processPdfWorker: PdfWorker | undefined;

/** A renderer on the test process's one PDF worker; closing it leaves the worker to the others. */
export function processPdfRenderer(uploadsDir = '/nonexistent'): PdfRenderer {
  return pdfRendererOn((processPdfWorker ??= createPdfWorker()), uploadsDir, { closesWorker: false });
}

/**
 * A real app on a fresh migrated SQLite file and uploads folder in a temp dir; logs are captured. The
 * file is a copy of the run's migrated template (made once, test/global-setup.ts); migrating it again
 * finds nothing to do. With `demo`, it is the run's demo template instead: the demo company (organization
 * 1) with its image files, as `seedDemo` leaves them, drawn once per run. With `from`, a copy of that
 * snapshot.
 */
export async function createTestContext(opts: { rateLimits?: RateLimitSettings; env?: Record<string, string>; demo?: boolean; from?: TestSnapshot; pdf?: PdfRenderer; ownPdfWorker?: boolean; sqlite?: boolean } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leasing-test-'));
  // Before the configuration is read: it reads the data key kept beside the database.
  if (opts.from) cpSync(opts.from.dir, dir, { recursive: true, mode: constants.COPYFILE_FICLONE });
  // On PostgreSQL (npm run test:pg), the context's own database, a copy of the run's template or the snapshot's.
  const pgDatabase = pgTestUrl() && !opts.sqlite ? await createPgDatabase(opts.from?.database ?? (opts.demo ? PG_TEMPLATES.demo : PG_TEMPLATES.migrated)) : undefined;
  const loaded = loadConfig({
    DATABASE_PATH: path.join(dir, DATABASE_FILE),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'info',
    ...(pgDatabase ? { DATABASE_URL: pgDatabase } : {}),
    ...opts.env,
  });
  // An SQLite context in a PostgreSQL run (opts.sqlite) copies the SQLite templates, which every run makes.
  const copied = opts.from !== undefined || (opts.demo ? copyDemoData(pgDatabase ? null : loaded.databasePath, loaded.uploadsDir) : pgDatabase !== undefined || copyMigratedDatabase(loaded.databasePath));
  const db = openDatabase(loaded.database, { poolSize: loaded.databasePoolSize });
  await migrateToLatest(db);
  // Outside a jest run with the templates (globalSetup), the demo is drawn here.
  if (opts.demo && !copied) await seedDemo(db, loaded.uploadsDir);
  // As the server starts: the data key checked against the data (and a new one kept beside it).
  const config = { ...loaded, dataEncryptionKey: await settleDataKey(db, loaded) };
  const logLines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: config.logLevel, base: undefined },
    new Writable({
      write(chunk, _enc, cb) {
        logLines.push(JSON.parse(String(chunk)));
        cb();
      },
    }),
  );
  const mailer = createMailer({ db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom, sms: config.sms });
  const pdf =
    opts.pdf ?? (opts.ownPdfWorker ? createPdfRenderer({ uploadsDir: config.uploadsDir }) : processPdfRenderer(config.uploadsDir));
  const app = createApp({ db, config, mailer, logger, rateLimits: opts.rateLimits, assetsDir: path.resolve('dist/client'), pdf });
  return {
    app,
    db,
    config,
    dir,
    mailer,
    logger,
    logLines,
    async close() {
      // A lease execution a test's last complete started finishes before the database goes.
      await app.locals.executions.idle();
      // And the mails it (or a payment) queued: a drain does not outlive the database.
      await app.locals.messageQueue.idle();
      app.locals.sessionStore.close();
      // A renderer the caller gave is the caller's to close; the process's shared worker stays.
      if (!opts.pdf) await app.locals.pdf.close();
      await db.destroy();
      if (pgDatabase) await dropPgDatabase(pgDatabase);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
