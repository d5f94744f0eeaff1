import type { Carry } from '../../../shared/schemas/auth';
import { accessLinkMail, resetPasswordMail } from '../../mail/account-mail';
import { insertOneTimeLink } from '../../queries/one-time-links';
import { findPublicOrganization } from '../../queries/organizations';
import { findUserForLogin } from '../../queries/users';
import { accountValues } from '../messaging/values';
import { notify, type NotifyDeps } from '../messaging/notify';

export const LINK_TTL_MS = 60 * 60 * 1000;

/** The same answer whether or not the address has an account. */
export const accessLinkDetail = (email: string) => `We sent a sign-in link to ${email}. It works once, within the next hour.`;
export const RESET_DETAIL = 'If an account uses this address, we sent it a link to choose a new password. It works once, within the next hour.';

type Deps = NotifyDeps & { baseUrl: string };

/**
 * Mails a single-use sign-in link. For an address without an account the link creates a student
 * account when opened (sign-up by link), carrying what the visitor chose. Disabled accounts get
 * nothing, and the caller answers the same either way.
 */
export async function sendAccessLink(deps: Deps, email: string, carry: Carry): Promise<void> {
  const { db, baseUrl } = deps;
  const found = await findUserForLogin(db, email);
  if (found && !found.user.is_active) return;
  const org = await findPublicOrganization(db);
  const to = found?.user.email ?? email.trim();
  const userId = found?.user.id ?? null;
  const { token, id } = await insertOneTimeLink(db, { purpose: 'access', email: to, userId, payload: carry, ttlMs: LINK_TTL_MS });
  const url = `${baseUrl}/new/access/${token}`;
  await notify(deps, {
    event: 'access_link',
    organizationId: org?.id ?? null,
    to,
    userId,
    values: await accountValues(db, org?.id ?? null, userId),
    link: { url, kind: 'secret', label: 'Sign in' },
    builtIn: { ...accessLinkMail(to, org?.name ?? 'Student Leasing', url), linkId: id },
  });
}

/** Mails a password reset link when the address belongs to an active account with a password or not. */
export async function sendResetLink(deps: Deps, email: string): Promise<void> {
  const { db, baseUrl } = deps;
  const found = await findUserForLogin(db, email);
  if (!found || !found.user.is_active) return;
  const org = await findPublicOrganization(db);
  const { token, id } = await insertOneTimeLink(db, { purpose: 'reset', email: found.user.email, userId: found.user.id, ttlMs: LINK_TTL_MS });
  const url = `${baseUrl}/new/reset-password/${token}`;
  await notify(deps, {
    event: 'password_reset',
    organizationId: org?.id ?? null,
    to: found.user.email,
    userId: found.user.id,
    values: await accountValues(db, org?.id ?? null, found.user.id),
    link: { url, kind: 'secret', label: 'Choose a new password' },
    builtIn: { ...resetPasswordMail(found.user.email, org?.name ?? 'Student Leasing', url), linkId: id },
  });
}
