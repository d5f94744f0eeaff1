import { Kysely, sql } from 'kysely';
import { appendOnly } from './portable';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/**
 * The tenant ledger (issue 28), append-only: a lease's lines (charges and credits posted from its
 * plan on execution, payments, adjustments, reversals), each with its signed effect on the balance
 * in integer cents; the payments recorded (one per idempotency key); the reminders sent; the days
 * a daily job ran.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('lease_id', 'integer', (c) => c.notNull().references('leases.id').onDelete('restrict'))
    .addColumn('organization_id', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('cash', 'check', 'bank_transfer', 'card', 'money_order')`))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_by_user_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('payments_idempotency').on('payments').columns(['lease_id', 'idempotency_key']).unique().where(sql.ref('idempotency_key'), 'is not', null).execute();
  await appendOnly(db, 'payments', 'a payment');

  await db.schema
    .createTable('ledger_lines')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('lease_id', 'integer', (c) => c.notNull().references('leases.id').onDelete('restrict'))
    .addColumn('organization_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('charge', 'credit', 'payment', 'adjustment', 'reversal')`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents <> 0`))
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('account_code_id', 'integer')
    .addColumn('sub_period_id', 'integer')
    .addColumn('plan_entry_id', 'integer')
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id').onDelete('restrict'))
    .addColumn('reverses_id', 'integer', (c) => c.references('ledger_lines.id').onDelete('restrict'))
    .addColumn('reason', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_by_user_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('ledger_lines_lease').on('ledger_lines').columns(['lease_id', 'due_date', 'id']).execute();
  // A plan's entry is posted once per lease, a line reversed once.
  await db.schema.createIndex('ledger_lines_plan_entry').on('ledger_lines').columns(['lease_id', 'plan_entry_id']).unique().where(sql.ref('plan_entry_id'), 'is not', null).execute();
  await db.schema.createIndex('ledger_lines_reverses').on('ledger_lines').column('reverses_id').unique().where(sql.ref('reverses_id'), 'is not', null).execute();
  await db.schema.createIndex('ledger_lines_payment').on('ledger_lines').column('payment_id').where(sql.ref('payment_id'), 'is not', null).execute();
  await appendOnly(db, 'ledger_lines', 'a posted line');

  await db.schema
    .createTable('ledger_reminders')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('lease_id', 'integer', (c) => c.notNull().references('leases.id').onDelete('restrict'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('upcoming', 'past_due')`))
    .addColumn('sent_on', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('ledger_reminders_lease').on('ledger_reminders').columns(['lease_id', 'sent_on']).execute();
  await appendOnly(db, 'ledger_reminders', 'a sent reminder');

  // Derived, not a record: each lease's balance, last payment and open debts as the lines give them
  // (shared/ledger/ledger-view.ts), rewritten with every ledger write in its transaction, so
  // Collections ages 10,000 leases without reading their lines.
  await db.schema
    .createTable('ledger_summaries')
    .addColumn('lease_id', 'integer', (c) => c.primaryKey().references('leases.id').onDelete('restrict'))
    .addColumn('balance_cents', 'integer', (c) => c.notNull())
    .addColumn('last_payment_on', 'text')
    .addColumn('open_debts', 'text', (c) => c.notNull())
    .execute();

  // A daily job's day, claimed once (by one process of several) before it runs.
  await db.schema
    .createTable('job_runs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('job_runs_day').on('job_runs').columns(['job', 'day']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['job_runs', 'ledger_summaries', 'ledger_reminders', 'ledger_lines', 'payments']) await db.schema.dropTable(table).execute();
}
