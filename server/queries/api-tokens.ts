import type { Db } from '../db/database';
import { hashSecret, newSecret } from '../auth/tokens';

/** Creates a token for the user; returns the plain token (shown once) and its row id. */
export async function createApiToken(db: Db, userId: number): Promise<{ token: string; id: number }> {
  const token = newSecret();
  const { id } = await db
    .insertInto('api_tokens')
    .values({ user_id: userId, token_hash: hashSecret(token) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, id };
}

export async function findApiToken(db: Db, token: string) {
  return db
    .selectFrom('api_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', hashSecret(token))
    .executeTakeFirst();
}

export async function deleteApiToken(db: Db, id: number) {
  await db.deleteFrom('api_tokens').where('id', '=', id).execute();
}

export async function deleteUserApiTokens(db: Db, userId: number) {
  await db.deleteFrom('api_tokens').where('user_id', '=', userId).execute();
}
