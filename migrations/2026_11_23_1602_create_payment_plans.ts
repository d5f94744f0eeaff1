import { Kysely, sql } from 'kysely';

/**
 * Payment plans of a lease period and their ledger entries. Money is integer cents; the plan's
 * total is recomputed by the server on every save. A new plan has only a name, property and lease
 * period; type and effective dates are set in the editor (and required to save). An entry's sub period is cleared (not the entry
 * deleted) when its semester leaves the lease period, so the manager sees what to fix.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_plans')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('lease_period_id', 'integer', (c) => c.notNull().references('lease_periods.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.check(sql`type in ('New Tenant', 'Renewal Tenant', 'Renewal Transfer Tenant')`))
    .addColumn('effective_start_date', 'text')
    .addColumn('effective_end_date', 'text')
    .addColumn('total_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approved_by', 'text')
    .addColumn('approved_at', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('payment_plans_property').on('payment_plans').column('property_id').execute();
  await db.schema.createIndex('payment_plans_lease_period').on('payment_plans').column('lease_period_id').execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('payment_plan_id', 'integer', (c) => c.notNull().references('payment_plans.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('sub_period_id', 'integer', (c) => c.references('sub_periods.id').onDelete('set null'))
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('account_code_id', 'integer', (c) => c.notNull().references('account_codes.id').onDelete('restrict'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('credit_cents', 'integer', (c) => c.notNull().defaultTo(0).check(sql`credit_cents >= 0`))
    .addColumn('charge_cents', 'integer', (c) => c.notNull().defaultTo(0).check(sql`charge_cents >= 0`))
    .execute();
  await db.schema.createIndex('ledger_entries_plan').on('ledger_entries').columns(['payment_plan_id', 'position']).execute();
  await db.schema.createIndex('ledger_entries_sub_period').on('ledger_entries').column('sub_period_id').execute();
  await db.schema.createIndex('ledger_entries_account_code').on('ledger_entries').column('account_code_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('payment_plans').execute();
}
