import { Kysely, sql } from 'kysely';
import { isPostgres } from './portable';

const TABLE = 'one_time_links';
const OLD_CHECK = "purpose in ('access', 'reset')";
const NEW_CHECK = "purpose in ('access', 'reset', 'verify')";

/**
 * One-time links may also confirm an e-mail address ('verify'). SQLite cannot change a CHECK in
 * place, so the table is rebuilt from its own stored definition (whatever columns it has by now),
 * rows and indexes kept (sqlite.org/lang_altertable.html, "other kinds of table schema changes").
 */
async function swapCheck(db: Kysely<any>, from: string, to: string): Promise<void> {
  if (isPostgres(db)) return swapPostgresCheck(db, to);
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${TABLE}`.execute(db);
  const create = table.rows[0]?.sql ?? '';
  if (!create.includes(from)) throw new Error(`${TABLE} has no check "${from}"`);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = ${TABLE} and sql is not null`.execute(db);
  await sql.raw(create.replace(from, to).replace(`CREATE TABLE "${TABLE}"`, `CREATE TABLE "${TABLE}_new"`)).execute(db);
  await sql.raw(`insert into "${TABLE}_new" select * from "${TABLE}"`).execute(db);
  await sql.raw(`drop table "${TABLE}"`).execute(db);
  await sql.raw(`alter table "${TABLE}_new" rename to "${TABLE}"`).execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
}

/** PostgreSQL changes a check in place: the column's check constraint is found by name and replaced. */
async function swapPostgresCheck(db: Kysely<any>, to: string): Promise<void> {
  const found = await sql<{ name: string }>`select conname as name from pg_constraint where conrelid = ${TABLE}::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%purpose%'`.execute(db);
  for (const { name } of found.rows) await sql.raw(`alter table ${TABLE} drop constraint "${name}"`).execute(db);
  await sql.raw(`alter table ${TABLE} add constraint ${TABLE}_purpose_check check (${to})`).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await swapCheck(db, OLD_CHECK, NEW_CHECK);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from one_time_links where purpose = 'verify'`.execute(db);
  await swapCheck(db, NEW_CHECK, OLD_CHECK);
}
