import { Kysely, sql } from 'kysely';
import { isPostgres } from './portable';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/**
 * The social image widget (spec 1 §9, ADR 040): a company's connected Instagram account (its
 * long-lived token encrypted with the data key, and how the last refresh went) and the latest
 * image posts kept as the company's own media. Writes to the images bump the content version, so
 * the cached home and property pages show a refresh at once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('social_feeds')
    .addColumn('organization_id', 'integer', (c) => c.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('access_token', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text')
    .addColumn('refreshed_at', 'text')
    .addColumn('attempted_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('social_images')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull().references('media_files.name').onDelete('restrict'))
    .addColumn('permalink', 'text', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('posted_at', 'text')
    .execute();
  await db.schema.createIndex('social_images_order').on('social_images').columns(['organization_id', 'position']).unique().execute();
  for (const event of ['insert', 'update', 'delete']) {
    const body = isPostgres(db) ? 'for each statement execute function bump_content_version()' : 'begin update content_version set version = version + 1; end';
    await sql.raw(`create trigger social_images_${event}_bumps_content after ${event} on social_images ${body}`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('social_images').execute();
  await db.schema.dropTable('social_feeds').execute();
}
