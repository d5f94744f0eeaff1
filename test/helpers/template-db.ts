// Databases made once per test run (jest globalSetup, test/global-setup.ts) and copied by every test
// that needs one: a migrated empty database, and a migrated database with the demo company and its
// image files (the sharp work of drawing the demo images and their variants is done once per run).
import { createHash } from 'node:crypto';
import { constants, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStamp } from '../../scripts/build/stamp';
import { copySqliteToPostgres } from '../../server/db/copy-to-postgres';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed/demo';
import { createPgDatabase, dropPgDatabase, PG_TEMPLATES, pgTestUrl } from './pg-test-db';

/** The environment variable naming the folder of the run's templates (set by globalSetup, read in the workers). */
export const TEMPLATES_ENV = 'LEASING_TEST_TEMPLATES';

const MIGRATED = 'migrated.db';
const DEMO_DB = path.join('demo', 'app.db');
const DEMO_UPLOADS = path.join('demo', 'uploads');

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where the SQLite templates of earlier runs are kept, one folder per hash of what makes them: the
 * build's inputs (server, shared, migrations, the lockfile: scripts/build/stamp.ts) and this file.
 * `npm run test:pg` after `npm test`, the Node smoke run and every single-file run during development
 * then copy them instead of migrating and drawing the demo again (seconds of CPU; half a minute on a
 * busy machine, while every worker waits).
 */
const KEPT_DIR = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'leasing-test-templates');

function templatesKey(): string {
  return createHash('sha256').update(buildStamp(PROJECT_ROOT)).update(readFileSync(fileURLToPath(import.meta.url))).digest('hex').slice(0, 32);
}

/** The folder where the SQLite templates made from the sources as they are now are kept (it may not exist yet). */
export const keptTemplatesDir = (key = templatesKey()): string => path.join(KEPT_DIR, key);

/** Makes the SQLite templates in `root`: the migrated database, and the demo company with its images. */
async function makeSqliteTemplates(root: string) {
  const migrated = openDatabase(path.join(root, MIGRATED));
  await migrateToLatest(migrated);
  await migrated.destroy();
  const demo = openDatabase(path.join(root, DEMO_DB));
  await migrateToLatest(demo);
  // Two images at a time: the run's first seconds have the machine to themselves.
  await seedDemo(demo, path.join(root, DEMO_UPLOADS), { lanes: 2 });
  await demo.destroy();
}

/** Keeps the finished templates for later runs (only this key's: older ones go). Another run keeping the same key at once is fine: the first rename wins. */
function keepTemplates(root: string, key: string) {
  mkdirSync(KEPT_DIR, { recursive: true });
  for (const name of readdirSync(KEPT_DIR)) if (name !== key && !name.includes('.')) rmSync(path.join(KEPT_DIR, name), { recursive: true, force: true });
  const writing = path.join(KEPT_DIR, `${key}.${process.pid}`);
  cpSync(root, writing, { recursive: true, mode: constants.COPYFILE_FICLONE });
  try {
    renameSync(writing, path.join(KEPT_DIR, key));
  } catch {
    rmSync(writing, { recursive: true, force: true });
  }
}

/**
 * Writes the templates into a new temp folder and returns it. Neither holds a data key check nor a
 * session secret: each copy settles its own key at its first start, as a new install does. Each
 * database is closed before it is copied, so its write-ahead log is checkpointed into the file.
 */
export async function buildTemplates(): Promise<string> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'leasing-templates-'));
  const key = templatesKey();
  const kept = keptTemplatesDir(key);
  if (existsSync(path.join(kept, MIGRATED))) {
    cpSync(kept, root, { recursive: true, mode: constants.COPYFILE_FICLONE });
  } else {
    await makeSqliteTemplates(root);
    keepTemplates(root, key);
  }
  // On PostgreSQL (npm run test:pg) the same two as databases of the run's cluster, the demo moved
  // there as an install is (its uploads are the same folder). Tests about SQLite files still have theirs.
  if (pgTestUrl()) {
    const demo = openDatabase(path.join(root, DEMO_DB));
    const pgMigrated = openDatabase(await createPgDatabase(undefined, PG_TEMPLATES.migrated));
    await migrateToLatest(pgMigrated);
    await pgMigrated.destroy();
    const pgDemo = openDatabase(await createPgDatabase(undefined, PG_TEMPLATES.demo));
    await copySqliteToPostgres(demo, pgDemo);
    await pgDemo.destroy();
    await demo.destroy();
  }
  return root;
}

/** The run's templates folder, or undefined outside a jest run with globalSetup (callers then migrate or seed themselves). */
function templatesDir(): string | undefined {
  const dir = process.env[TEMPLATES_ENV];
  return dir && existsSync(path.join(dir, MIGRATED)) ? dir : undefined;
}

/** A copy of the file: a copy-on-write clone where the file system has them, else a plain copy (never a hard link, which tests could change for each other). */
function copyFile(from: string, to: string) {
  mkdirSync(path.dirname(to), { recursive: true });
  copyFileSync(from, to, constants.COPYFILE_FICLONE);
}

/** Puts a migrated empty database at `databasePath`; false when there is no template (the caller migrates). */
export function copyMigratedDatabase(databasePath: string): boolean {
  const dir = templatesDir();
  if (!dir) return false;
  copyFile(path.join(dir, MIGRATED), databasePath);
  return true;
}

/**
 * Puts the demo company at `databasePath` with its image files in `uploadsDir`, as a server's first
 * start leaves them (before its data key is settled); false when there is no template.
 */
export function copyDemoData(databasePath: string | null, uploadsDir: string): boolean {
  const dir = templatesDir();
  if (!dir) return false;
  // On PostgreSQL (databasePath null) the caller copies the demo database itself (createPgDatabase).
  if (databasePath) copyFile(path.join(dir, DEMO_DB), databasePath);
  mkdirSync(uploadsDir, { recursive: true });
  cpSync(path.join(dir, DEMO_UPLOADS), uploadsDir, { recursive: true, mode: constants.COPYFILE_FICLONE });
  return true;
}

/** Removes the run's templates (globalTeardown). */
export async function removeTemplates(dir: string | undefined) {
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (pgTestUrl()) for (const name of Object.values(PG_TEMPLATES)) await dropPgDatabase(name);
}
