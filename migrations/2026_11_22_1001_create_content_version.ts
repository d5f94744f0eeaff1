import { Kysely, sql } from 'kysely';
import { isPostgres } from './portable';

/** Tables whose rows appear on public pages; a write to any of them bumps the content version. */
export const PUBLIC_CONTENT_TABLES = [
  'organizations',
  'properties',
  'users',
  'media_files',
  'website_block_attrs',
  'semesters',
  'lease_periods',
  'sub_periods',
  'property_images',
  'amenities',
  'background_media',
  'property_resources',
  'property_friends',
  'testimonials',
  'portfolios',
  'portfolio_properties',
  'vanity_hosts',
];

/**
 * One counter row that triggers bump on every write to public content, whoever writes (the app,
 * the CLI, a script): the render cache compares it to know when its pages are stale.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('content_version').addColumn('version', 'integer', (c) => c.notNull()).execute();
  await sql`insert into content_version (version) values (1)`.execute(db);
  for (const table of PUBLIC_CONTENT_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      const body = isPostgres(db) ? 'for each statement execute function bump_content_version()' : 'begin update content_version set version = version + 1; end';
      await sql.raw(`create trigger ${table}_${event}_bumps_content after ${event} on ${table} ${body}`).execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of PUBLIC_CONTENT_TABLES) {
    for (const event of ['insert', 'update', 'delete']) await sql.raw(`drop trigger ${table}_${event}_bumps_content${isPostgres(db) ? ` on ${table}` : ''}`).execute(db);
  }
  await db.schema.dropTable('content_version').execute();
}
