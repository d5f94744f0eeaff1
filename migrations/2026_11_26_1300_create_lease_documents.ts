import { Kysely, sql } from 'kysely';
import { appendOnly } from './portable';

/**
 * The documents of a lease packet: each a snapshot of an approved contract template with its
 * variables filled, stored as two private files (HTML and PDF) with their SHA-256, and the page and
 * rectangle of every signature slot of the PDF. A document never changes: a voided lease marks its
 * documents void by its own status, and the database refuses to change or delete a row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lease_documents')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('lease_id', 'integer', (c) => c.notNull().references('leases.id').onDelete('restrict'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('template_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('html_file', 'text', (c) => c.notNull())
    .addColumn('html_sha256', 'text', (c) => c.notNull())
    .addColumn('pdf_file', 'text', (c) => c.notNull())
    .addColumn('pdf_sha256', 'text', (c) => c.notNull())
    .addColumn('pdf_size', 'integer', (c) => c.notNull())
    .addColumn('signature_slots', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
  await db.schema.createIndex('lease_documents_lease').on('lease_documents').columns(['lease_id', 'position']).unique().execute();
  await appendOnly(db, 'lease_documents', 'an issued document');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lease_documents').execute();
}
