import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { migrations } from '../../migrations';
import { parseVariantWidths, variantName } from '../../shared/media';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { BackupError } from './layout';

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

/** Row counts of every table (SQLite's own tables aside). */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const { rows: tables } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = rows[0]?.n ?? 0;
  }
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

/** The private files (application documents) the database references, by name. */
export async function referencedPrivateFiles(db: Db): Promise<string[]> {
  // A copy made before applications existed has no such table, and so no private files.
  const { rows: tables } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = 'application_files'`.execute(db);
  if (!tables.length) return [];
  const rows = await db.selectFrom('application_files').select('name').orderBy('name').execute();
  const names = rows.map((r) => r.name);
  const unsafe = names.find((name) => path.basename(name) !== name || name.startsWith('.'));
  if (unsafe !== undefined) throw new BackupError(`The database names a private file ${JSON.stringify(unsafe)} outside the private files folder.`);
  return names;
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
