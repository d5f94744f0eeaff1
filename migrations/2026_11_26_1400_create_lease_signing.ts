import { Kysely, sql } from 'kysely';

/**
 * Who signs a lease packet and where (issue 27), recorded with the packet: its signers in order
 * (tenant, guarantor when the packet has guarantor documents, landlord) and each document's
 * signature slots with the page and rectangle they printed at.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lease_signers')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('lease_id', 'integer', (c) => c.notNull().references('leases.id').onDelete('restrict'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('signing_order', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
  await db.schema.createIndex('lease_signers_role').on('lease_signers').columns(['lease_id', 'role']).unique().execute();
  await db.schema
    .createTable('lease_slots')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('lease_id', 'integer', (c) => c.notNull().references('leases.id').onDelete('restrict'))
    .addColumn('document_id', 'integer', (c) => c.notNull().references('lease_documents.id').onDelete('restrict'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('signer', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('x', 'real', (c) => c.notNull())
    .addColumn('y', 'real', (c) => c.notNull())
    .addColumn('width', 'real', (c) => c.notNull())
    .addColumn('height', 'real', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lease_slots_document').on('lease_slots').columns(['document_id', 'position']).unique().execute();
  await db.schema.createIndex('lease_slots_lease').on('lease_slots').column('lease_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lease_slots').execute();
  await db.schema.dropTable('lease_signers').execute();
}
