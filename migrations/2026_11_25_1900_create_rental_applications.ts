import { Kysely, sql } from 'kysely';

/**
 * A student's rental application for one of their reservation requests. Answers are a JSON object
 * by question key; identity numbers in it are AES-256-GCM text, never plain. `asked_keys` is the
 * list of questions that were required when it was submitted, so later settings changes neither
 * add nor drop a requirement. Files (copies, photos, proofs) are private: rows here, bytes under
 * the private files folder beside the database.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rental_applications')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reservation_request_id', 'integer', (c) => c.notNull().unique().references('reservation_requests.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Draft').check(sql`status in ('Draft', 'Submitted', 'Approved', 'Declined')`))
    .addColumn('answers', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('asked_keys', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('opened_at', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decision_note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('rental_applications_organization').on('rental_applications').columns(['organization_id', 'status']).execute();
  await db.schema.createIndex('rental_applications_user').on('rental_applications').column('user_id').execute();

  await db.schema
    .createTable('application_files')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('application_id', 'integer', (c) => c.notNull().references('rental_applications.id').onDelete('cascade'))
    .addColumn('question_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addUniqueConstraint('application_files_question', ['application_id', 'question_key'])
    .execute();

  // Who revealed which identity number, and when (managers see them masked until they ask).
  await db.schema
    .createTable('application_reveals')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('application_id', 'integer', (c) => c.notNull().references('rental_applications.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('question_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('application_reveals').execute();
  await db.schema.dropTable('application_files').execute();
  await db.schema.dropTable('rental_applications').execute();
}
