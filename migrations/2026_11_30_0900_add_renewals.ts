import { Kysely, sql } from 'kysely';
import { appendOnly } from './portable';

/**
 * Renewals (issue 47, docs/decisions/041-renewals.md): a lease period's renewal deadline, until which
 * an eligible resident's bed is held for them; a lease that renews another names it and says how
 * (the same bed or a transfer; a first lease is 'new'); a manager marks a lease not renewing, with a
 * reason; and the daily job records each hold it released after the deadline, once (append-only).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lease_periods').addColumn('renewal_deadline', 'text').execute();
  await db.schema.alterTable('leases').addColumn('renews_lease_id', 'integer', (c) => c.references('leases.id').onDelete('restrict')).execute();
  await db.schema.alterTable('leases').addColumn('kind', 'text', (c) => c.notNull().defaultTo('new')).execute();
  await db.schema.alterTable('leases').addColumn('not_renewing_reason', 'text').execute();
  await db.schema.alterTable('leases').addColumn('not_renewing_by', 'text').execute();
  await db.schema.alterTable('leases').addColumn('not_renewing_at', 'text').execute();
  // A lease is renewed into a period once at a time (a voided renewal frees it for another).
  await db.schema.createIndex('leases_live_renewal').on('leases').columns(['renews_lease_id', 'lease_period_id']).unique().where(sql.ref('status'), '<>', 'Void').execute();
  // The eligible residents of a period are found from the executed leases of its source periods.
  await db.schema.createIndex('leases_period_status').on('leases').columns(['lease_period_id', 'status']).execute();
  await db.schema
    .createTable('renewal_hold_releases')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('restrict'))
    .addColumn('lease_id', 'integer', (c) => c.notNull().references('leases.id').onDelete('restrict'))
    .addColumn('lease_period_id', 'integer', (c) => c.notNull().references('lease_periods.id').onDelete('restrict'))
    .addColumn('layout_id', 'integer', (c) => c.notNull().references('layouts.id').onDelete('restrict'))
    .addColumn('released_on', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
  await db.schema.createIndex('renewal_hold_releases_once').on('renewal_hold_releases').columns(['lease_id', 'lease_period_id']).unique().execute();
  await db.schema.createIndex('renewal_hold_releases_period').on('renewal_hold_releases').column('lease_period_id').execute();
  await appendOnly(db, 'renewal_hold_releases', 'a released renewal hold');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('renewal_hold_releases').execute();
  await db.schema.dropIndex('leases_period_status').execute();
  await db.schema.dropIndex('leases_live_renewal').execute();
  for (const column of ['not_renewing_at', 'not_renewing_by', 'not_renewing_reason', 'kind', 'renews_lease_id']) await db.schema.alterTable('leases').dropColumn(column).execute();
  await db.schema.alterTable('lease_periods').dropColumn('renewal_deadline').execute();
}
