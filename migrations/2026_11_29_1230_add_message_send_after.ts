import { Kysely } from 'kysely';

/**
 * Messages held back to gather changes (issue 45, ADR 034): a queued row is not sent before
 * `send_after`, and `changes` keeps what it tells (JSON), so a second change to one maintenance
 * request within ten minutes rebuilds the one mail instead of sending another.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('send_after', 'text').execute();
  await db.schema.alterTable('messages').addColumn('changes', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('changes').execute();
  await db.schema.alterTable('messages').dropColumn('send_after').execute();
}
