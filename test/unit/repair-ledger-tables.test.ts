import { afterEach, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { migrations } from '../../migrations';
import { isPostgres } from '../../migrations/portable';
import type { Db } from '../../server/db/database';
import { migrationsView } from '../../server/db/migrate';
import { claimJobDay } from '../../server/queries/ledger';
import { emptyDatabases, type EmptyDatabase } from '../helpers/empty-databases';

/**
 * 2026_11_29_1700_repair_ledger_summaries_and_job_runs: a database migrated before create_ledger
 * gained ledger_summaries and job_runs gets them as a new one has them; one that has them keeps
 * them as they are. On SQLite always, and on PostgreSQL when the run has one (npm run test:pg).
 */
const REPAIR = '2026_11_29_1700_repair_ledger_summaries_and_job_runs';
const TABLES = ['job_runs', 'ledger_summaries'];

/** The two tables as the database keeps them: their statements on SQLite; columns, constraints and indexes on PostgreSQL. */
async function shapeOfTables(db: Db): Promise<unknown[]> {
  if (!isPostgres(db)) return (await sql`select type, name, sql from sqlite_master where tbl_name in (${sql.join(TABLES)}) order by type, name`.execute(db)).rows;
  const columns = await sql`select table_name, column_name, data_type, is_nullable, column_default, is_identity from information_schema.columns where table_name in (${sql.join(TABLES)}) order by table_name, ordinal_position`.execute(db);
  const constraints = await sql`select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid::regclass::text in (${sql.join(TABLES)}) order by 1, 2`.execute(db);
  const indexes = await sql`select indexname, indexdef from pg_indexes where tablename in (${sql.join(TABLES)}) order by indexname`.execute(db);
  return [...columns.rows, ...constraints.rows, ...indexes.rows];
}

/** Runs the repair again, as on a database that has not had it yet (later migrations stay as they are). */
async function runRepair(db: Db) {
  await migrations[REPAIR]!.up(migrationsView(db));
}

describe.each(emptyDatabases({ migrated: true }))('the ledger tables repair on %s', (_name, open) => {
  let migrated: EmptyDatabase | undefined;
  afterEach(async () => {
    await migrated?.close();
    migrated = undefined;
  });

  const migratedDatabase = async () => (migrated = await open()).db;

  it('makes ledger_summaries, job_runs and job_runs_day where a database lacks them, as create_ledger makes them', async () => {
    const db = await migratedDatabase();
    const asNew = await shapeOfTables(db);
    await db.schema.dropIndex('job_runs_day').execute();
    for (const table of TABLES) await db.schema.dropTable(table).execute();
    expect(await shapeOfTables(db)).toEqual([]);

    await runRepair(db);
    expect(await shapeOfTables(db)).toEqual(asNew);
    // The day a job runs is claimed once again.
    expect(await claimJobDay(db, 'reminders', '2026-11-29')).toBe(true);
    expect(await claimJobDay(db, 'reminders', '2026-11-29')).toBe(false);
  });

  it('changes nothing where the tables are, and its down() leaves them', async () => {
    const db = await migratedDatabase();
    const asNew = await shapeOfTables(db);
    expect(await claimJobDay(db, 'reminders', '2026-11-28')).toBe(true);

    await runRepair(db);
    expect(await shapeOfTables(db)).toEqual(asNew);
    expect(await db.selectFrom('job_runs').select(['job', 'day']).execute()).toEqual([{ job: 'reminders', day: '2026-11-28' }]);

    await migrations[REPAIR]!.down!(migrationsView(db));
    expect(await shapeOfTables(db)).toEqual(asNew);
  });
});
