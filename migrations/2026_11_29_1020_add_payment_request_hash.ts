import { Kysely } from 'kysely';

/**
 * The fingerprint of the payment an Idempotency-Key was first sent with (issue 43): the same key
 * with a different payment is refused instead of answered with the first one. Rows recorded before
 * have none (their fingerprint is worked out from their fields); payments stay append-only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('request_hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('request_hash').execute();
}
