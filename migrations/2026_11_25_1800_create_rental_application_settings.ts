import { Kysely, sql } from 'kysely';

/**
 * Which rental application questions a company asks: one row per company, every flag of the
 * question catalog (shared/rental-application/fields.ts) in one JSON object, saved whole with a
 * version (docs/decisions/008-versioned-saves.md). A company without a row asks the defaults.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rental_application_settings')
    .addColumn('organization_id', 'integer', (c) => c.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('flags', 'text', (c) => c.notNull().check(sql`json_valid(flags) and json_type(flags) = 'object'`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rental_application_settings').execute();
}
