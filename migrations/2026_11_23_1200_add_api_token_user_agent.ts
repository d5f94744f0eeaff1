import { Kysely } from 'kysely';

/** The browser or client that signed in, shown to the user in their list of sessions. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('api_tokens').addColumn('user_agent', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('api_tokens').dropColumn('user_agent').execute();
}
