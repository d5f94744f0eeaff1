import { Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tagline', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('street', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('send_email_from', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('manager_fname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('manager_lname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('manager_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('organization_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('office_hours', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('facebook', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('twitter', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instagram', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gtm_tag_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('serve_new_site', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('organizations').execute();
}
