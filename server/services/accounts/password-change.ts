import type { Db } from '../../db/database';
import { deleteUserApiTokens } from '../../queries/api-tokens';
import { revokeOneTimeLinks } from '../../queries/one-time-links';
import { deleteSpentLinkMail } from '../../queries/outbox';
import { deleteUserSessions } from '../../queries/sessions';

/**
 * Sets a new password (already hashed) and ends everything the old one could have let in: every
 * session and API token of the account, and its unused sign-in and reset links with their mail.
 * Run it inside the caller's transaction; every way of setting a password goes through here.
 */
export async function replacePassword(trx: Db, user: { id: number; email: string }, passwordHash: string): Promise<void> {
  await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
  await deleteUserSessions(trx, user.id);
  await deleteUserApiTokens(trx, user.id);
  await revokeOneTimeLinks(trx, user);
  await deleteSpentLinkMail(trx);
}
