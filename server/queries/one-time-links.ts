import { hashSecret, newSecret } from '../ground/secrets';
import type { Db } from '../db/database';

export type LinkPurpose = 'access' | 'reset' | 'verify';

type NewLink = { purpose: LinkPurpose; email: string; userId: number | null; payload?: object; ttlMs: number };

/** A new single-use link: answers its secret (only its hash is stored) and the row id a mail carrying it names. */
export async function insertOneTimeLink(db: Db, link: NewLink): Promise<{ token: string; id: number }> {
  const token = newSecret();
  const { id } = await db
    .insertInto('one_time_links')
    .values({
      purpose: link.purpose,
      token_hash: hashSecret(token),
      email: link.email,
      user_id: link.userId,
      payload: JSON.stringify(link.payload ?? {}),
      expires_at: new Date(Date.now() + link.ttlMs).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, id };
}

/** Marks a valid link used and returns it; null when unknown, expired or already used (in one statement, so it is used once). */
export async function consumeOneTimeLink(db: Db, purpose: LinkPurpose, token: string) {
  const row = await db
    .updateTable('one_time_links')
    .set({ used_at: new Date().toISOString() })
    .where('token_hash', '=', hashSecret(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .returning(['id', 'email', 'user_id', 'payload'])
    .executeTakeFirst();
  return row ? { ...row, payload: JSON.parse(row.payload) as Record<string, unknown> } : null;
}

/** Whether a link is still usable (for showing its page), without using it. */
export async function oneTimeLinkIsValid(db: Db, purpose: LinkPurpose, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('one_time_links')
    .select('id')
    .where('token_hash', '=', hashSecret(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return !!row;
}

/** Spends every unused link of an account (by user or by its e-mail), so none outlives a new password. */
export async function revokeOneTimeLinks(db: Db, user: { id: number; email: string }) {
  await db
    .updateTable('one_time_links')
    .set({ used_at: new Date().toISOString() })
    .where('used_at', 'is', null)
    .where((eb) => eb.or([eb('user_id', '=', user.id), eb(eb.fn('lower', ['email']), '=', user.email.toLowerCase())]))
    .execute();
}

/** Whether a link of that purpose was made for the user at or after `since` (ISO time). */
export async function linkMadeSince(db: Db, purpose: LinkPurpose, userId: number, since: string): Promise<boolean> {
  const row = await db.selectFrom('one_time_links').select('id').where('purpose', '=', purpose).where('user_id', '=', userId).where('created_at', '>=', since).executeTakeFirst();
  return !!row;
}
