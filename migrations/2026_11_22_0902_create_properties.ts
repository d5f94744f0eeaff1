import { Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('properties')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('RUNNING').check(sql`status in ('RUNNING', 'DISABLED')`))
    .addColumn('street', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('latitude', 'real')
    .addColumn('longitude', 'real')
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('manager_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('manager_fname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('manager_lname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('property_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('office_hours', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('facebook', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('twitter', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instagram', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('general_info', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('background_image', 'text', (c) => c.references('media_files.name'))
    .addColumn('full', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('serve_new_site', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .execute();
  await db.schema.createIndex('properties_organization_idx').on('properties').column('organization_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('properties').execute();
}
