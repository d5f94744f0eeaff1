import { Kysely, sql } from 'kysely';
import { isPostgres } from './portable';

/**
 * Each browser session belongs to the token issued at its sign-in: revoking or expiring the token
 * deletes the session row with it (foreign key cascade).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('token_id', 'integer', (c) => c.references('api_tokens.id').onDelete('cascade'))
    .execute();
  // A PostgreSQL database is new when it runs this, with no sessions to link.
  if (!isPostgres(db)) {
    await sql`update sessions set token_id = json_extract(data, '$.tokenId')
    where json_extract(data, '$.tokenId') in (select id from api_tokens)`.execute(db);
  }
  await db.schema.createIndex('sessions_token_idx').on('sessions').column('token_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_token_idx').execute();
  await db.schema.alterTable('sessions').dropColumn('token_id').execute();
}
