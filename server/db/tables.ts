import { sql } from 'kysely';
import type { Db } from './database';
import { dialectOf } from './dialect';

/** The tables of a database, by name (SQLite's own aside). */
export async function tablesOf(db: Db): Promise<string[]> {
  return (await dialectOf(db).tableNames().execute(db)).rows.map((r) => r.name);
}

/** How many rows a table holds (a number on both databases: PostgreSQL's count is a bigint). */
export async function rowCount(db: Db, table: string): Promise<number> {
  return Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);
}
