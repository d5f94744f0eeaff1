import { Kysely } from 'kysely';

/** Tables whose records the manager editors save; each save checks and bumps the version (docs/decisions/008-versioned-saves.md). */
const TABLES = ['organizations', 'properties', 'lease_periods', 'property_images', 'amenities', 'property_resources', 'testimonials', 'portfolios', 'website_block_attrs'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('version').execute();
}
