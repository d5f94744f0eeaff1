import { Kysely, sql } from 'kysely';

/** Gallery images, amenities, header media, resources and friends shown on a property page. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('property_images')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('image', 'text', (c) => c.notNull().references('media_files.name'))
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amenity_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('amenities')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.references('media_files.name'))
    .addColumn('amenity_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('background_media')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('property_id', 'integer', (c) => c.references('properties.id').onDelete('cascade'))
    .addColumn('organization_id', 'integer', (c) => c.references('organizations.id').onDelete('cascade'))
    .addColumn('file', 'text', (c) => c.notNull().references('media_files.name'))
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('background_media_owner', sql`(property_id is null) <> (organization_id is null)`)
    .execute();
  await db.schema
    .createTable('property_resources')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('resource_file', 'text', (c) => c.notNull().references('media_files.name'))
    .execute();
  await db.schema
    .createTable('property_friends')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('match_percentage', 'integer', (c) => c.notNull().check(sql`match_percentage between 0 and 100`))
    .addUniqueConstraint('property_friends_uq', ['property_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['property_friends', 'property_resources', 'background_media', 'amenities', 'property_images']) {
    await db.schema.dropTable(table).execute();
  }
}
