import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import type { Database } from './schema';
import { postgresDialectsFor } from './postgres-driver';
import { BusyAwareSqliteDialect } from './sqlite-driver';

export type Db = Kysely<Database>;

/** A PostgreSQL connection URL, as DATABASE_URL gives it. */
export const isPostgresUrl = (location: string): boolean => /^postgres(ql)?:\/\//i.test(location);

/** The database as logs and messages name it: the file, or the URL without its password. */
export function databaseName(location: string): string {
  if (!isPostgresUrl(location)) return location;
  const url = new URL(location);
  url.password = '';
  return url.toString();
}

/**
 * Opens the database at `location`: a `postgres://` URL (a pool, postgres-driver.ts), else an SQLite
 * file in WAL mode with foreign keys, where a locked database is waited for without blocking (sqlite-driver.ts).
 */
export function openDatabase(location: string, options: { poolSize?: number } = {}): Db {
  if (isPostgresUrl(location)) {
    const dialects = postgresDialectsFor(location, options.poolSize);
    const db = new Kysely<Database>({ dialect: dialects.main });
    pageReaders.set(db, new Kysely<Database>({ dialect: dialects.pages }));
    return db;
  }
  const file = location;
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // No busy timeout: it would block the process while another holds the lock (the driver waits instead).
  sqlite.pragma('busy_timeout = 0');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new BusyAwareSqliteDialect(withStatementCache(sqlite), file === ':memory:' ? null : readingConnection(file)) });
}

const pageReaders = new WeakMap<Db, Db>();

/**
 * What the public pages' one read goes through (the content version): on PostgreSQL a connection of
 * its own (postgres-driver.ts), closed with the database; on SQLite, whose reads do not wait for a
 * pool, the database itself.
 */
export const pageReaderOf = (db: Db): Db => pageReaders.get(db) ?? db;

/**
 * The second connection reads outside transactions take (sqlite-driver.ts): read-only, so nothing
 * can write through it. Opened after the first, which has put the file in WAL mode.
 */
function readingConnection(file: string) {
  const reader = new SQLite(file, { readonly: true });
  reader.pragma('busy_timeout = 0');
  return withStatementCache(reader);
}

/** Statements kept prepared: more than the distinct queries the app sends (an IN list of each length is one). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query it runs; preparing costs as much as running a small query, and the
 * public pages run the same few dozen on every render. This keeps the most recently used statements
 * prepared, by their SQL text. Safe because better-sqlite3 runs a statement to completion
 * synchronously (the app never streams a query, which would hold a statement open).
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SQLite.Statement {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
