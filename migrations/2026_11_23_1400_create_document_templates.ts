import { Kysely, sql } from 'kysely';

/**
 * Document templates (lease agreements, e-mails, text messages) and the content blocks lease
 * agreements insert. Bodies are tiptap JSON. `document_template_blocks` records which blocks a
 * template's body inserts, so a block an approved template uses cannot be deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_blocks')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('content_blocks_organization').on('content_blocks').column('organization_id').execute();

  await db.schema
    .createTable('document_templates')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('Lease Agreement', 'Email Template', 'SMS Template')`))
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approved_by', 'text')
    .addColumn('approved_at', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('document_templates_organization').on('document_templates').column('organization_id').execute();

  await db.schema
    .createTable('document_template_blocks')
    .addColumn('template_id', 'integer', (c) => c.notNull().references('document_templates.id').onDelete('cascade'))
    .addColumn('block_id', 'integer', (c) => c.notNull().references('content_blocks.id').onDelete('restrict'))
    .addPrimaryKeyConstraint('document_template_blocks_pk', ['template_id', 'block_id'])
    .execute();
  await db.schema.createIndex('document_template_blocks_block').on('document_template_blocks').column('block_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_template_blocks').execute();
  await db.schema.dropTable('document_templates').execute();
  await db.schema.dropTable('content_blocks').execute();
}
