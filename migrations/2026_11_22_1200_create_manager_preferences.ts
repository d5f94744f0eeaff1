import { Kysely } from 'kysely';

/** Per-manager choices kept across devices: the properties picked in the shell's selector. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('manager_preferences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('selected_property_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('manager_preferences').execute();
}
