import { Kysely } from 'kysely';

/** The one-time link a stored message carries, so the message is deleted once the link is spent. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('link_id', 'integer', (c) => c.references('one_time_links.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('outbox_link_idx').on('outbox').column('link_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_link_idx').execute();
  await db.schema.alterTable('outbox').dropColumn('link_id').execute();
}
