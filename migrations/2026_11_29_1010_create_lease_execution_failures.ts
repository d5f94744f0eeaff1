import { Kysely, sql } from 'kysely';
import { appendOnly } from './portable';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/**
 * Each failed attempt to execute a lease signed by everyone (issue 43): why, in words a manager can
 * act on, and when. Append-only like the other signing records; a lease Signing with a failure is
 * "Could not be finalized" until a later attempt executes it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lease_execution_failures')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('lease_id', 'integer', (c) => c.notNull().references('leases.id').onDelete('restrict'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('lease_execution_failures_lease').on('lease_execution_failures').columns(['lease_id', 'id']).execute();
  await appendOnly(db, 'lease_execution_failures', 'a failed execution');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lease_execution_failures').execute();
}
