import { Kysely } from 'kysely';
import { appendOnly } from './portable';

/**
 * Who did what to which record, from where and when: append-only and hash-chained
 * (server/audit/). Each row's `hash` covers its contents and `prev_hash`, the hash of the row before
 * it (64 zeros for the first). `prev_hash` is unique, so the chain cannot fork; the ids are set by
 * the writer, one after the other. No foreign keys: deleting a user or a record must neither fail on
 * nor change a past event. The database itself refuses to change or delete a row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('organization_id', 'integer')
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_table', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull().unique())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_events_subject').on('audit_events').columns(['subject_table', 'subject_id']).execute();
  await appendOnly(db, 'audit_events', 'an event');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
}
