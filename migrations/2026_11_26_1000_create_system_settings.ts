import { Kysely, sql } from 'kysely';

/**
 * Facts about the install kept with its data, by name: first the data encryption key check (an
 * AES-256-GCM encryption of a known text under the key), so a start with another key is refused
 * instead of storing new values under it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('system_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('system_settings').execute();
}
