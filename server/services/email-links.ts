import type { Carry } from '../../shared/schemas/auth';
import type { Db } from '../db/database';
import { accessLinkMail, resetPasswordMail } from '../mail/account-mail';
import type { Mailer } from '../mail/mailer';
import { insertOneTimeLink } from '../queries/one-time-links';
import { findPublicOrganization } from '../queries/organizations';
import { findUserForLogin } from '../queries/users';

export const LINK_TTL_MS = 60 * 60 * 1000;

/** The same answer whether or not the address has an account. */
export const accessLinkDetail = (email: string) => `We sent a sign-in link to ${email}. It works once, within the next hour.`;
export const RESET_DETAIL = 'If an account uses this address, we sent it a link to choose a new password. It works once, within the next hour.';

type Deps = { db: Db; mailer: Mailer; baseUrl: string };

/**
 * Mails a single-use sign-in link. For an address without an account the link creates a student
 * account when opened (sign-up by link), carrying what the visitor chose. Disabled accounts get
 * nothing, and the caller answers the same either way.
 */
export async function sendAccessLink({ db, mailer, baseUrl }: Deps, email: string, carry: Carry): Promise<void> {
  const found = await findUserForLogin(db, email);
  if (found && !found.user.is_active) return;
  const org = await findPublicOrganization(db);
  const { token, id } = await insertOneTimeLink(db, { purpose: 'access', email: found?.user.email ?? email.trim(), userId: found?.user.id ?? null, payload: carry, ttlMs: LINK_TTL_MS });
  await mailer.send({ ...accessLinkMail(found?.user.email ?? email.trim(), org?.name ?? 'Student Leasing', `${baseUrl}/new/access/${token}`), linkId: id });
}

/** Mails a password reset link when the address belongs to an active account with a password or not. */
export async function sendResetLink({ db, mailer, baseUrl }: Deps, email: string): Promise<void> {
  const found = await findUserForLogin(db, email);
  if (!found || !found.user.is_active) return;
  const org = await findPublicOrganization(db);
  const { token, id } = await insertOneTimeLink(db, { purpose: 'reset', email: found.user.email, userId: found.user.id, ttlMs: LINK_TTL_MS });
  await mailer.send({ ...resetPasswordMail(found.user.email, org?.name ?? 'Student Leasing', `${baseUrl}/new/reset-password/${token}`), linkId: id });
}
