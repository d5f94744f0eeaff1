import { Kysely, sql } from 'kysely';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/**
 * Each SMS reply the provider posted, by its MessageSid (issue 43): Twilio signs no timestamp, so a
 * signed post replayed later would act again; a repeat of a kept id is answered and ignored.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sms_replies')
    .addColumn('message_sid', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sms_replies').execute();
}
