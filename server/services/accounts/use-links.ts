import { CarrySchema } from '../../../shared/schemas/auth';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { consumeOneTimeLink } from '../../queries/one-time-links';
import { findPublicOrganization } from '../../queries/organizations';
import { deleteSpentLinkMail } from '../../queries/outbox';
import { findUserForLogin, insertUserRows, markEmailVerified } from '../../queries/users';
import { replacePassword } from './password-change';
import { requestFromCarry } from '../applications/reservation-from-carry';

export const LINK_INVALID = 'This link has expired or was already used. Ask for a new one.';

/**
 * Uses a sign-in link: returns the user to sign in, creating the student account (and the
 * reservation request the visitor chose) when the link was a sign-up by link. The link came by
 * mail to the address, so using it also verifies the address.
 */
export async function useAccessLink(db: Db, token: string): Promise<number> {
  const link = await consumeOneTimeLink(db, 'access', token);
  if (!link) throw HttpError.detail(400, LINK_INVALID);
  await deleteSpentLinkMail(db);
  const existing = link.user_id ?? (await findUserForLogin(db, link.email))?.user.id;
  if (existing) {
    await markEmailVerified(db, existing, link.email);
    return existing;
  }
  const org = await findPublicOrganization(db);
  return db.transaction().execute(async (trx) => {
    const id = await insertUserRows(trx, { email: link.email, passwordHash: null, roles: ['student'], organizationId: org?.id ?? null });
    await markEmailVerified(trx, id, link.email);
    const carry = CarrySchema.safeParse(link.payload);
    if (org && carry.success) await requestFromCarry(trx, id, org.id, carry.data);
    return id;
  });
}

/**
 * Uses a reset link: sets the new password and, in the same transaction, ends every session and
 * token of the account, spends its other sign-in and reset links and drops their mail from the outbox.
 */
export async function useResetLink(db: Db, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const link = await consumeOneTimeLink(trx, 'reset', token);
    if (!link?.user_id) throw HttpError.detail(400, LINK_INVALID);
    await replacePassword(trx, { id: link.user_id, email: link.email }, passwordHash);
  });
}
