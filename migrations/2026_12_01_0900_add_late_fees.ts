import { Kysely, sql } from 'kysely';
import { appendOnly } from './portable';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/**
 * Late fees by a written policy (issue 50; shared/ledger/late-fees.ts).
 *
 * - `late_fee_policies`: a property's policy, one at most: whether it charges late fees at all, the
 *   grace days, the fixed fee, the daily fee and the monthly cap (null: none), the account code the
 *   fee lines book to, and the day its terms took effect (a fee never falls before it). Saved whole
 *   with its version.
 * - `late_fee_rent_codes`: the account codes whose charges count as rent under the policy.
 * - `late_fees`: each fee the daily job posted (append-only): its ledger line, the rent charge and
 *   the day it is for (at most one fee a charge and day, ever), and the policy as it read then. A fee
 *   undone is a reversal of its line, as any ledger correction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('late_fee_policies')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('restrict'))
    .addColumn('property_id', 'integer', (c) => c.notNull().unique().references('properties.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('grace_days', 'integer', (c) => c.notNull().check(sql`grace_days >= 0`))
    .addColumn('fixed_fee_cents', 'integer', (c) => c.notNull().check(sql`fixed_fee_cents >= 0`))
    .addColumn('daily_fee_cents', 'integer', (c) => c.check(sql`daily_fee_cents > 0`))
    .addColumn('monthly_cap_cents', 'integer', (c) => c.check(sql`monthly_cap_cents >= 0`))
    .addColumn('fee_account_code_id', 'integer', (c) => c.references('account_codes.id').onDelete('restrict'))
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('late_fee_rent_codes')
    .addColumn('policy_id', 'integer', (c) => c.notNull().references('late_fee_policies.id').onDelete('cascade'))
    .addColumn('account_code_id', 'integer', (c) => c.notNull().references('account_codes.id').onDelete('restrict'))
    .addPrimaryKeyConstraint('late_fee_rent_codes_pk', ['policy_id', 'account_code_id'])
    .execute();

  await db.schema
    .createTable('late_fees')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('restrict'))
    .addColumn('lease_id', 'integer', (c) => c.notNull().references('leases.id').onDelete('restrict'))
    .addColumn('ledger_line_id', 'integer', (c) => c.notNull().unique().references('ledger_lines.id').onDelete('restrict'))
    .addColumn('charge_line_id', 'integer', (c) => c.notNull().references('ledger_lines.id').onDelete('restrict'))
    .addColumn('fee_day', 'text', (c) => c.notNull())
    .addColumn('policy_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('late_fees_charge_day').on('late_fees').columns(['charge_line_id', 'fee_day']).unique().execute();
  await db.schema.createIndex('late_fees_lease').on('late_fees').columns(['lease_id', 'fee_day']).execute();
  await appendOnly(db, 'late_fees', 'a posted late fee');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('late_fees').execute();
  await db.schema.dropTable('late_fee_rent_codes').execute();
  await db.schema.dropTable('late_fee_policies').execute();
}
