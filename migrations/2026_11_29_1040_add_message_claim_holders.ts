import { Kysely, sql } from 'kysely';

/**
 * Which process holds each message it is sending (issue 43, ADR 034): `claimed_by` names the holder
 * (its host and the address it listens on, stable across a restart), and the holder refreshes
 * `claimed_at` while it works, so a restarted instance takes its own claims back at once and any
 * instance's sweep takes back claims nobody has refreshed for minutes. The index serves that sweep.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('claimed_by', 'text').execute();
  await db.schema.createIndex('messages_sending').on('messages').columns(['claimed_by', 'claimed_at']).where(sql.ref('status'), '=', 'sending').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('messages_sending').execute();
  await db.schema.alterTable('messages').dropColumn('claimed_by').execute();
}
