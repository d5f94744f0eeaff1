import { Kysely, sql } from 'kysely';
import { appendOnly } from './portable';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/**
 * Online payments (issue 48, docs/decisions/042-online-payments.md).
 *
 * - `online_payments`: each payment a tenant starts with the provider (a hosted checkout, pay at
 *   signing, or an autopay charge), its amount toward the balance, its fee, and where it stands. The
 *   money itself is the `payments` row and ledger line posted when the provider says it succeeded.
 * - `provider_events`: every provider event taken, once (append-only): a replayed event finds its id.
 * - `autopay_enrolments`: a tenant's saved method for a lease, with the consent they gave and when.
 * - `payments.online_method`: an online payment's method (`card_online`, `ach_online`); its
 *   `reference` is the provider's payment id, posted once (a unique index holds it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('autopay_enrolments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('restrict'))
    .addColumn('lease_id', 'integer', (c) => c.notNull().references('leases.id').onDelete('restrict'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('card', 'ach')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('setting_up', 'active', 'cancelled')`))
    .addColumn('setup_id', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('payment_method_id', 'text')
    .addColumn('consent_text', 'text', (c) => c.notNull())
    .addColumn('consented_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  // One active autopay a lease (a new one replaces the old in the same transaction).
  await db.schema.createIndex('autopay_enrolments_active').on('autopay_enrolments').column('lease_id').unique().where(sql.ref('status'), '=', 'active').execute();

  await db.schema
    .createTable('online_payments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('restrict'))
    .addColumn('lease_id', 'integer', (c) => c.notNull().references('leases.id').onDelete('restrict'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('checkout', 'signing', 'autopay')`))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('card', 'ach')`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('fee_cents', 'integer', (c) => c.notNull().check(sql`fee_cents >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'succeeded', 'failed', 'refunded')`))
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('checkout_id', 'text', (c) => c.unique())
    .addColumn('provider_payment_id', 'text', (c) => c.unique())
    .addColumn('autopay_id', 'integer', (c) => c.references('autopay_enrolments.id').onDelete('restrict'))
    .addColumn('due_date', 'text')
    .addColumn('failure', 'text')
    // When the provider's event that set the status happened (seconds): an older event arriving late does not undo it.
    .addColumn('status_event_at', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('online_payments_lease').on('online_payments').columns(['lease_id', 'id']).execute();
  // An autopay charges a lease once a due date, however many times the job runs.
  await db.schema.createIndex('online_payments_autopay_due').on('online_payments').columns(['autopay_id', 'due_date']).unique().where(sql.ref('autopay_id'), 'is not', null).execute();

  await db.schema
    .createTable('provider_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('provider_event_id', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('online_payment_id', 'integer', (c) => c.references('online_payments.id').onDelete('restrict'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await appendOnly(db, 'provider_events', 'a provider event taken');

  await db.schema.alterTable('payments').addColumn('online_method', 'text', (c) => c.check(sql`online_method in ('card_online', 'ach_online')`)).execute();
  // A provider's payment posts once, whichever lease or event names it.
  await db.schema.createIndex('payments_provider_reference').on('payments').column('reference').unique().where(sql.ref('online_method'), 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payments_provider_reference').execute();
  await db.schema.alterTable('payments').dropColumn('online_method').execute();
  await db.schema.dropTable('provider_events').execute();
  await db.schema.dropTable('online_payments').execute();
  await db.schema.dropTable('autopay_enrolments').execute();
}
