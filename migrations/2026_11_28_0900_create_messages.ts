import { Kysely, sql } from 'kysely';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/**
 * Messages from templates (issue 30, ADR 028): which template each event uses per company, a
 * manager's sends, and one log of every message to a person (a manager's send is queued in it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_settings')
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('email_template_id', 'integer', (c) => c.references('document_templates.id').onDelete('set null'))
    .addColumn('sms_template_id', 'integer', (c) => c.references('document_templates.id').onDelete('set null'))
    .addColumn('sms_link', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('notification_settings_pk', ['organization_id', 'event'])
    .execute();

  await db.schema
    .createTable('message_batches')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('template_id', 'integer', (c) => c.references('document_templates.id').onDelete('set null'))
    .addColumn('template_name', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('informational', 'marketing')`))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('event', 'text')
    .addColumn('batch_id', 'integer', (c) => c.references('message_batches.id').onDelete('cascade'))
    .addColumn('lease_id', 'integer', (c) => c.references('leases.id').onDelete('set null'))
    .addColumn('application_id', 'integer', (c) => c.references('rental_applications.id').onDelete('set null'))
    .addColumn('ticket_id', 'integer', (c) => c.references('tickets.id').onDelete('set null'))
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'sending', 'sent', 'kept', 'failed')`))
    .addColumn('error', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('messages_user').on('messages').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('messages_batch').on('messages').columns(['batch_id', 'status']).execute();
  // The drainer's lookup: only the rows still waiting.
  await db.schema.createIndex('messages_queued').on('messages').column('id').where(sql<boolean>`status = 'queued'`).execute();

  await db.schema.alterTable('outbox').addColumn('channel', 'text', (c) => c.notNull().defaultTo('email').check(sql`channel in ('email', 'sms')`)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('channel').execute();
  for (const table of ['messages', 'message_batches', 'notification_settings']) await db.schema.dropTable(table).execute();
}
