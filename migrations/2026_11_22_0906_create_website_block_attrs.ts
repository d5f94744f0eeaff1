import { Kysely, sql } from 'kysely';

/** A block attribute belongs to exactly one property or one organization. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('website_block_attrs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('block_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visibility', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('property_id', 'integer', (c) => c.references('properties.id').onDelete('cascade'))
    .addColumn('organization_id', 'integer', (c) => c.references('organizations.id').onDelete('cascade'))
    .addCheckConstraint('website_block_attrs_owner', sql`(property_id is null) <> (organization_id is null)`)
    .execute();
  await db.schema
    .createIndex('website_block_attrs_property_uq')
    .on('website_block_attrs')
    .columns(['property_id', 'block_name'])
    .unique()
    .where(sql.ref('property_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('website_block_attrs_organization_uq')
    .on('website_block_attrs')
    .columns(['organization_id', 'block_name'])
    .unique()
    .where(sql.ref('organization_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('website_block_attrs').execute();
}
