import { Kysely, sql } from 'kysely';

/**
 * Each guarantor invitation an application mailed, by address: an application invites its
 * guarantor once, and a changed address at most twice more (the limit is counted in the insert).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('guarantor_invitations')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('application_id', 'integer', (c) => c.notNull().references('rental_applications.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull().modifyEnd(sql`collate nocase`))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addUniqueConstraint('guarantor_invitations_address', ['application_id', 'email'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('guarantor_invitations').execute();
}
