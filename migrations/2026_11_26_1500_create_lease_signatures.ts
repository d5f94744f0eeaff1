import { Kysely, sql } from 'kysely';
import { appendOnly } from './portable';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/**
 * E-signing a lease packet (issue 27), all append-only: each signer's steps (consent, complete,
 * decline: one of each per signer, which makes a replayed or raced step one row), each slot filled
 * (a later fill of the same slot replaces the earlier one until the signer completes), the final
 * PDFs stamped from the originals, the certificate of completion, and the guarantor's signing links
 * (stored hashed; a resent link ends the one before it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lease_signing_steps')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('lease_id', 'integer', (c) => c.notNull().references('leases.id').onDelete('restrict'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('step', 'text', (c) => c.notNull().check(sql`step in ('consent', 'complete', 'decline')`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('account', 'link')`))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('lease_signing_steps_once').on('lease_signing_steps').columns(['lease_id', 'role', 'step']).unique().execute();
  await appendOnly(db, 'lease_signing_steps', 'a signing step');

  await db.schema
    .createTable('lease_slot_fills')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('lease_id', 'integer', (c) => c.notNull().references('leases.id').onDelete('restrict'))
    .addColumn('slot_id', 'integer', (c) => c.notNull().references('lease_slots.id').onDelete('restrict'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('image_file', 'text')
    .addColumn('image_sha256', 'text')
    .addColumn('text', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('lease_slot_fills_lease').on('lease_slot_fills').columns(['lease_id', 'slot_id']).execute();
  await appendOnly(db, 'lease_slot_fills', 'an applied signature');

  await db.schema
    .createTable('lease_final_documents')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('lease_id', 'integer', (c) => c.notNull().references('leases.id').onDelete('restrict'))
    .addColumn('document_id', 'integer', (c) => c.notNull().unique().references('lease_documents.id').onDelete('restrict'))
    .addColumn('pdf_file', 'text', (c) => c.notNull())
    .addColumn('pdf_sha256', 'text', (c) => c.notNull())
    .addColumn('pdf_size', 'integer', (c) => c.notNull())
    .addColumn('sealed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('lease_final_documents_sha256').on('lease_final_documents').column('pdf_sha256').execute();
  await appendOnly(db, 'lease_final_documents', 'a final document');

  await db.schema
    .createTable('lease_certificates')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('lease_id', 'integer', (c) => c.notNull().unique().references('leases.id').onDelete('restrict'))
    .addColumn('pdf_file', 'text', (c) => c.notNull())
    .addColumn('pdf_sha256', 'text', (c) => c.notNull())
    .addColumn('pdf_size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('lease_certificates_sha256').on('lease_certificates').column('pdf_sha256').execute();
  await appendOnly(db, 'lease_certificates', 'a certificate');

  await db.schema.createIndex('lease_documents_sha256').on('lease_documents').column('pdf_sha256').execute();

  // Not append-only: a link is marked opened the first time, and ended (resent, or its lease voided) by setting ended_at.
  await db.schema
    .createTable('lease_signing_links')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('lease_id', 'integer', (c) => c.notNull().references('leases.id').onDelete('restrict'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('lease_signing_links_lease').on('lease_signing_links').columns(['lease_id', 'role']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lease_signing_links').execute();
  await db.schema.dropIndex('lease_documents_sha256').execute();
  for (const table of ['lease_certificates', 'lease_final_documents', 'lease_slot_fills', 'lease_signing_steps']) await db.schema.dropTable(table).execute();
}
