import { Kysely, sql } from 'kysely';
import { appendOnly } from './portable';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/**
 * Maintenance tickets (issue 29): a problem a student with a lease reports, worked by the company's
 * staff (New → In progress → Waiting → Done, or Cancelled with a reason). Comments and photos are
 * records: append-only, like the audit events every change writes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tickets')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('restrict'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('restrict'))
    .addColumn('lease_id', 'integer', (c) => c.notNull().references('leases.id').onDelete('restrict'))
    .addColumn('student_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('plumbing', 'electrical', 'heating_cooling', 'appliance', 'pest', 'locks_keys', 'internet', 'furniture', 'other')`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('urgent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('permission_to_enter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('preferred_times', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('New').check(sql`status in ('New', 'In progress', 'Waiting', 'Done', 'Cancelled')`))
    .addColumn('waiting_for', 'text', (c) => c.check(sql`waiting_for in ('parts', 'access')`))
    .addColumn('cancel_reason', 'text')
    .addColumn('assignee_id', 'integer', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('closed_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('tickets_organization').on('tickets').columns(['organization_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('tickets_student').on('tickets').columns(['student_user_id', 'created_at']).execute();

  await db.schema
    .createTable('ticket_comments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('restrict'))
    .addColumn('author_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('by_student', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('visible_to_student', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('ticket_comments_ticket').on('ticket_comments').columns(['ticket_id', 'id']).execute();
  await appendOnly(db, 'ticket_comments', 'a comment');

  await db.schema
    .createTable('ticket_photos')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('restrict'))
    .addColumn('stage', 'text', (c) => c.notNull().check(sql`stage in ('report', 'completion')`))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('ticket_photos_ticket').on('ticket_photos').columns(['ticket_id', 'id']).execute();
  await appendOnly(db, 'ticket_photos', 'a photo');
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['ticket_photos', 'ticket_comments', 'tickets']) await db.schema.dropTable(table).execute();
}
