import { Kysely, sql } from 'kysely';
import { appendOnly } from './portable';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/**
 * When each signer first opened the packet on their turn (issue 44): until then the signer list says
 * "Waiting for {name}", not "Signing now". One row per signer (the unique index makes two first
 * opens at once one row), append-only like the other signing records.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lease_signer_opens')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('lease_id', 'integer', (c) => c.notNull().references('leases.id').onDelete('restrict'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('lease_signer_opens_once').on('lease_signer_opens').columns(['lease_id', 'role']).unique().execute();
  await appendOnly(db, 'lease_signer_opens', 'an opened packet');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lease_signer_opens').execute();
}
