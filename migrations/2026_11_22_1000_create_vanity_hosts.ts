import { Kysely } from 'kysely';

/** Host names (vanity domains) that serve one property's page at /new/. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vanity_hosts')
    .addColumn('host', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vanity_hosts').execute();
}
