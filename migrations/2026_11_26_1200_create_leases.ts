import { Kysely, sql } from 'kysely';

/**
 * Leases: an approved application holding a bed of its lease period. A bed and an application each
 * have at most one live lease (any status but Void): partial unique indexes, so of two managers
 * assigning the same bed at once exactly one succeeds. Voided leases stay, with their reason.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leases')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('restrict'))
    .addColumn('application_id', 'integer', (c) => c.notNull().references('rental_applications.id').onDelete('restrict'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('restrict'))
    .addColumn('lease_period_id', 'integer', (c) => c.notNull().references('lease_periods.id').onDelete('restrict'))
    .addColumn('layout_id', 'integer', (c) => c.notNull().references('layouts.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Offered'))
    .addColumn('payment_plan_id', 'integer', (c) => c.references('payment_plans.id').onDelete('restrict'))
    .addColumn('void_reason', 'text')
    .addColumn('voided_by', 'text')
    .addColumn('voided_at', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('leases_live_bed').on('leases').columns(['layout_id', 'lease_period_id']).unique().where(sql.ref('status'), '<>', 'Void').execute();
  await db.schema.createIndex('leases_live_application').on('leases').column('application_id').unique().where(sql.ref('status'), '<>', 'Void').execute();
  await db.schema.createIndex('leases_organization').on('leases').columns(['organization_id', 'updated_at']).execute();
  await db.schema.createIndex('leases_user').on('leases').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('leases').execute();
}
