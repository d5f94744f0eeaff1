import { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.references('properties.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('testimonial', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.references('media_files.name'))
    .addColumn('show_on_organization', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('portfolios')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.references('media_files.name'))
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('portfolio_properties')
    .addColumn('portfolio_id', 'integer', (c) => c.notNull().references('portfolios.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('portfolio_properties_pk', ['portfolio_id', 'property_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('portfolio_properties').execute();
  await db.schema.dropTable('portfolios').execute();
  await db.schema.dropTable('testimonials').execute();
}
