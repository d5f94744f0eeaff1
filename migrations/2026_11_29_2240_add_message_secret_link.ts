import { Kysely } from 'kysely';

/**
 * A queued message that carries a secret link (a guarantor's signing or download link) keeps the link
 * here until it is sent (issue 46: mails written in the transaction of the change they announce); once
 * sent, the link is taken out of the message's text for the person's log, as notify() logs it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('secret_link', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('secret_link').execute();
}
