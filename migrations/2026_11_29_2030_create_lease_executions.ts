import { Kysely, sql } from 'kysely';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/**
 * The execution of a lease signed by everyone, as a claimed job (issue 46, ADR 024): the last
 * signer's complete writes the row (queued) in its transaction and answers; a worker moves it to
 * running under its holder's name, refreshing `claimed_at` while it stamps, and to done. A running
 * row nobody refreshed (its holder died) is taken back by the next sweep of any instance.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lease_executions')
    .addColumn('lease_id', 'integer', (c) => c.primaryKey().references('leases.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'running', 'done')`))
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('finished_at', 'text')
    .execute();
  // The sweep's lookup: only the rows not done.
  await db.schema.createIndex('lease_executions_pending').on('lease_executions').columns(['status', 'claimed_at']).where(sql.ref('status'), '<>', 'done').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lease_executions').execute();
}
