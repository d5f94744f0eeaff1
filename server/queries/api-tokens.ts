import { sql } from 'kysely';
import type { Db } from '../db/database';
import { hashSecret, newSecret } from '../ground/secrets';

/** Creates a token for the user; returns the plain token (shown once) and its row id. */
export async function createApiToken(db: Db, userId: number, userAgent = ''): Promise<{ token: string; id: number }> {
  const token = newSecret();
  const { id } = await db
    .insertInto('api_tokens')
    .values({ user_id: userId, token_hash: hashSecret(token), user_agent: userAgent.slice(0, 500), last_used_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, id };
}

export async function findApiTokenById(db: Db, id: number) {
  return db.selectFrom('api_tokens').select(['id', 'user_id', 'created_at', 'last_used_at']).where('id', '=', id).executeTakeFirst();
}

export type ApiTokenUse = NonNullable<Awaited<ReturnType<typeof findApiTokenById>>>;

/** Records a use of the token. */
export async function touchApiToken(db: Db, id: number, at: string) {
  await db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
}

export async function deleteApiToken(db: Db, id: number) {
  await db.deleteFrom('api_tokens').where('id', '=', id).execute();
}

export async function deleteUserApiTokens(db: Db, userId: number) {
  await db.deleteFrom('api_tokens').where('user_id', '=', userId).execute();
}

/** Deletes one of the user's tokens (and, by cascade, its browser session); false when the user has no such token. */
export async function deleteOwnApiToken(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('api_tokens').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Deletes tokens last used before `cutoff` (ISO time); returns how many. */
export async function deleteIdleApiTokens(db: Db, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('api_tokens')
    .where((eb) => eb(eb.fn.coalesce('last_used_at', 'created_at'), '<', cutoff))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The user's tokens, newest use first, each with whether a browser session still goes with it. */
export async function listUserApiTokens(db: Db, userId: number, now: number) {
  return db
    .selectFrom('api_tokens as t')
    .select(['t.id', 't.user_agent', 't.created_at', 't.last_used_at'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('sessions as s').select(sql<number>`1`.as('one')).whereRef('s.token_id', '=', 't.id').where('s.expires_at', '>', now))
        .as('has_session'),
    )
    .where('t.user_id', '=', userId)
    .orderBy(sql`coalesce(t.last_used_at, t.created_at)`, 'desc')
    .orderBy('t.id', 'desc')
    .execute();
}
