import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { migrations } from '../../migrations';
import { parseVariantWidths, variantName } from '../../shared/media';
import { openDatabase, type Db } from '../db/database';
import { rowCount, tablesOf } from '../db/tables';
import { PRIVATE_FILE_COLUMNS } from '../queries/private-file-names';
import type { Database } from '../db/schema';
import { BackupError } from './layout';
import { runPgTool } from './pg-tools';

/** sqlite3_backup_step copies this many pages at most in one step: all of them, under one read lock. */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the live database into `target` with SQLite's online backup API. Every page goes in one
 * step, that is one read transaction: a consistent moment that writers (WAL) never wait for, and no
 * restart when they commit meanwhile. The copy is turned into a single self-contained file.
 */
export async function snapshotDatabase(databasePath: string, target: string): Promise<void> {
  let source;
  try {
    source = new SQLite(databasePath, { fileMustExist: true });
  } catch (err) {
    throw new BackupError(`Cannot open the database ${databasePath}: ${(err as Error).message}`);
  }
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(target, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** Opens a database copy read-only for the functions below; close it with destroy(). */
export function openCopy(file: string): Db {
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true, fileMustExist: true }) }) });
}

/**
 * A PostgreSQL database as it is at one moment, in pg_dump's custom format, with what the backup
 * reads of it: a read-only repeatable-read transaction exports its snapshot, pg_dump dumps that same
 * snapshot, and the rows are counted and the referenced files listed in the transaction. Writers
 * are not held up meanwhile.
 */
export async function snapshotPostgres(url: string, target: string): Promise<{ rows: Record<string, number>; files: string[]; privateFiles: string[] }> {
  const db = openDatabase(url);
  try {
    return await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx);
        await runPgTool('pg_dump', url, ['--format=custom', `--snapshot=${rows[0]!.id}`, '--no-owner', '--no-privileges', `--file=${target}`]);
        return { rows: await countRows(trx), files: await referencedFiles(trx), privateFiles: await referencedPrivateFiles(trx) };
      });
  } finally {
    await db.destroy();
  }
}

/** Row counts of every table (SQLite's own tables aside). */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tablesOf(db)) counts[name] = await rowCount(db, name);
  return counts;
}

/** Every file under UPLOADS_DIR the database references: each media file and its resized copies. */
export async function referencedFiles(db: Db): Promise<string[]> {
  const media = await db.selectFrom('media_files').select(['name', 'variant_widths']).orderBy('name').execute();
  const names = media.flatMap((m) => [m.name, ...parseVariantWidths(m.variant_widths).map((w) => variantName(m.name, w))]);
  const unsafe = names.find((name) => path.basename(name) !== name || name.startsWith('.'));
  if (unsafe !== undefined) throw new BackupError(`The database names a media file ${JSON.stringify(unsafe)} outside the uploads folder.`);
  return names;
}

/** The private files (application documents, lease documents and signatures, ticket photos) the database references, by name. */
export async function referencedPrivateFiles(db: Db): Promise<string[]> {
  // A copy made before a kind of private file existed has no table for it, and so no such files.
  const present = new Set(await tablesOf(db));
  const names = new Set<string>();
  for (const [table, columns] of Object.entries(PRIVATE_FILE_COLUMNS)) {
    if (!present.has(table)) continue;
    for (const column of columns) {
      const { rows } = await sql<{ name: string | null }>`select ${sql.ref(column)} as name from ${sql.table(table)}`.execute(db);
      for (const row of rows) if (row.name) names.add(row.name);
    }
  }
  const sorted = [...names].sort();
  const unsafe = sorted.find((name) => path.basename(name) !== name || name.startsWith('.'));
  if (unsafe !== undefined) throw new BackupError(`The database names a private file ${JSON.stringify(unsafe)} outside the private files folder.`);
  return sorted;
}

/** PRAGMA integrity_check: an empty list when the file is sound. */
export async function integrityProblems(db: Db): Promise<string[]> {
  const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
  const lines = rows.flatMap((r) => r.integrity_check.split('\n')).filter((line) => !line.startsWith('*** '));
  return lines.length === 1 && lines[0] === 'ok' ? [] : lines;
}

/** Migrations the copy has applied that this version of the code does not know (it is from a newer one). */
export async function unknownMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name).filter((name) => !(name in migrations));
}
