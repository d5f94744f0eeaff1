import { Kysely, sql } from 'kysely';
import { caseBlindUniqueIndex } from './portable';

/** A company's account codes (ledger accounts), each of one ledger type; a name is used once per company. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('Charge', 'Deposit', 'Fee', 'Credit')`))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await caseBlindUniqueIndex(db, 'account_codes_name', 'account_codes', ['organization_id', 'name'], ['name']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_codes').execute();
}
