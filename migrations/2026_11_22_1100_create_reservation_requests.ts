import { Kysely, sql } from 'kysely';

/** A student's request to lease at a property (and lease period), made at registration. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reservation_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('lease_period_id', 'integer', (c) => c.references('lease_periods.id').onDelete('set null'))
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('opened_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .execute();
  await db.schema.createIndex('reservation_requests_user_idx').on('reservation_requests').column('user_id').execute();
  await db.schema.createIndex('reservation_requests_organization_idx').on('reservation_requests').column('organization_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reservation_requests').execute();
}
