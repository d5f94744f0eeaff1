import { sql } from 'kysely';
import { migrations } from '../../migrations';
import type { Db } from './database';
import { dialectOf } from './dialect';
import { migrateToLatest } from './migrate';
import { rowCount, tablesOf } from './tables';

/** Why a move was refused before anything was written (the CLI prints it). */
export class CopyRefusal extends Error {}

export type CopyReport = {
  /** Each table with the rows copied, in the order copied (parents before the rows that point at them). */
  tables: { name: string; rows: number }[];
  /** Every money column (`…_cents`), summed on both sides: equal, or the copy is rolled back. */
  sums: { column: string; total: number }[];
};

/** Rows read from SQLite and written to PostgreSQL at a time (well under PostgreSQL's 65,535 parameters). */
const BATCH = 500;

/** Kysely's own bookkeeping: the target has its own from migrating. */
const SKIPPED = /^kysely_migration/;

type Edge = { child: string; parent: string };

/** The tables in an order where every table comes after the tables its foreign keys point at. */
function parentsFirst(tables: string[], edges: Edge[]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const { parent } of edges.filter((e) => e.child === table)) visit(parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table, new Set());
  return ordered;
}

async function appliedMigrations(db: Db): Promise<string[]> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    return rows.map((r) => r.name);
  } catch {
    return [];
  }
}

async function postgresTables(db: Db) {
  const tables = (await tablesOf(db)).filter((t) => !SKIPPED.test(t));
  const edges = (await sql<Edge>`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent from pg_constraint c where c.contype = 'f' and c.conrelid <> c.confrelid`.execute(db)).rows;
  const columns = (await sql<{ table: string; column: string; identity: string }>`
    select table_name as "table", column_name as "column", is_identity as identity from information_schema.columns
    where table_schema = current_schema() order by ordinal_position`.execute(db)).rows;
  return parentsFirst(tables, edges).map((name) => ({
    name,
    columns: columns.filter((c) => c.table === name).map((c) => c.column),
    identity: columns.find((c) => c.table === name && c.identity === 'YES')?.column,
  }));
}

const total = async (db: Db, table: string, column: string) => Number((await sql<{ s: number | null }>`select sum(${sql.ref(column)}) as s from ${sql.table(table)}`.execute(db)).rows[0]!.s ?? 0);

/**
 * Copies every table of a migrated SQLite install into an empty PostgreSQL database (migrated here
 * first), in one transaction: rows in foreign-key order with their ids, identity counters moved past
 * the copied ids, and before it commits, every table's row count and every money column's sum
 * compared with the source. Any difference, or any error, rolls it all back: the target is left
 * migrated and empty. The source is only read.
 */
export async function copySqliteToPostgres(from: Db, to: Db, progress: (line: string) => void = () => {}): Promise<CopyReport> {
  if (dialectOf(from).name !== 'sqlite' || dialectOf(to).name !== 'postgres') throw new CopyRefusal('Copy from an SQLite file (--from) to a PostgreSQL URL (--to).');
  const expected = Object.keys(migrations).sort();
  const applied = await appliedMigrations(from);
  if (applied.join() !== expected.join()) {
    throw new CopyRefusal('The SQLite database is not at this version\'s schema: start this version on it once (or run npm run migrate with its DATABASE_PATH), then move it.');
  }
  await migrateToLatest(to);
  const tables = await postgresTables(to);
  for (const table of tables) {
    // The content version's one counter row is the migration's; any other row means the target is in use.
    if (table.name !== 'content_version' && (await rowCount(to, table.name)) > 0) throw new CopyRefusal(`The PostgreSQL database is not empty: ${table.name} has rows. Move into a new, empty database.`);
  }

  return to.transaction().execute(async (trx) => {
    const report: CopyReport = { tables: [], sums: [] };
    await sql`delete from content_version`.execute(trx);
    for (const { name, columns, identity } of tables) {
      const list = sql.join(columns.map((c) => sql.ref(c)));
      let copied = 0;
      for (let after = -Infinity; ; ) {
        const { rows } = await sql<Record<string, unknown> & { _rowid: number }>`select rowid as _rowid, ${list} from ${sql.table(name)} where rowid > ${after === -Infinity ? -9e15 : after} order by rowid limit ${BATCH}`.execute(from);
        if (!rows.length) break;
        after = rows[rows.length - 1]!._rowid;
        const values = rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? null])));
        await trx.insertInto(name as never).values(values as never).execute();
        copied += rows.length;
      }
      if (identity) {
        await sql`select setval(pg_get_serial_sequence(${name}, ${identity}), (select coalesce(max(${sql.ref(identity)}), 0) + 1 from ${sql.table(name)}), false)`.execute(trx);
      }
      const source = await rowCount(from, name);
      if (copied !== source || (await rowCount(trx, name)) !== source) throw new Error(`${name}: ${source} rows in SQLite, ${copied} copied: nothing was kept`);
      for (const column of columns.filter((c) => c.endsWith('_cents'))) {
        const [a, b] = [await total(from, name, column), await total(trx, name, column)];
        if (a !== b) throw new Error(`${name}.${column}: the sums differ (${a} in SQLite, ${b} copied): nothing was kept`);
        report.sums.push({ column: `${name}.${column}`, total: b });
      }
      report.tables.push({ name, rows: copied });
      progress(`${name}: ${copied} row${copied === 1 ? '' : 's'}`);
    }
    return report;
  });
}
