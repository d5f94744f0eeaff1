import { Kysely } from 'kysely';

/** Widths of the resized WebP copies made of an uploaded image ("640,1280"); empty when none. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media_files').addColumn('variant_widths', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media_files').dropColumn('variant_widths').execute();
}
