import { Kysely, sql } from 'kysely';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/**
 * 2026_11_27_1000_create_ledger gained ledger_summaries and job_runs after it had landed, so a
 * database migrated before that has neither. This makes them (and job_runs_day) where missing,
 * exactly as create_ledger does; where they exist it changes nothing. SQLite keeps the statement
 * without its `if not exists`, so a repaired database reads as a new one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ledger_summaries')
    .ifNotExists()
    .addColumn('lease_id', 'integer', (c) => c.primaryKey().references('leases.id').onDelete('restrict'))
    .addColumn('balance_cents', 'integer', (c) => c.notNull())
    .addColumn('last_payment_on', 'text')
    .addColumn('open_debts', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('job_runs')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('job_runs_day').ifNotExists().on('job_runs').columns(['job', 'day']).unique().execute();
}

/** Nothing: the tables are create_ledger's, and its down() drops them. */
export async function down(): Promise<void> {}
