import { Kysely, sql } from 'kysely';

/** Testimonials and resources get a display order like gallery images (the sub-editors reorder them). */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['testimonials', 'property_resources']) {
    await db.schema.alterTable(table).addColumn('order', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    // Existing rows keep their current (id) order.
    await sql.raw(`update ${table} set "order" = (select count(*) from ${table} t where t.id < ${table}.id)`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['testimonials', 'property_resources']) await db.schema.alterTable(table).dropColumn('order').execute();
}
