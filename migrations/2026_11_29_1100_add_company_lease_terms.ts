import { Kysely, sql } from 'kysely';

/**
 * Terms a company's leases state and the product enforces (issue 44): the time zone its documents
 * and certificates print times in, the payment methods it accepts (JSON array of method keys of
 * shared/ledger/ledger-texts.ts PAYMENT_METHODS) and the order a payment is applied to what is owed.
 * Existing companies keep today's behaviour: every method, oldest charge first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organizations').addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/Chicago')).execute();
  await db.schema
    .alterTable('organizations')
    .addColumn('accepted_payment_methods', 'text', (c) => c.notNull().defaultTo(sql`'["cash","check","bank_transfer","card","money_order"]'`))
    .execute();
  await db.schema.alterTable('organizations').addColumn('payment_order', 'text', (c) => c.notNull().defaultTo('oldest_first')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organizations').dropColumn('payment_order').execute();
  await db.schema.alterTable('organizations').dropColumn('accepted_payment_methods').execute();
  await db.schema.alterTable('organizations').dropColumn('time_zone').execute();
}
