import { BASE_PATH } from '../../../shared/constants';
import { safeReturnPath, withReturnPath } from '../../../shared/return-path';
import { VERIFY_EMAIL_MESSAGES } from '../../../shared/messages';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { verifyEmailMail } from '../../mail/account-mail';
import { consumeOneTimeLink, insertOneTimeLink, linkMadeSince } from '../../queries/one-time-links';
import { findPublicOrganization } from '../../queries/organizations';
import { listApplicationsOf } from '../../queries/rental-applications';
import { listStudentReservationRequests } from '../../queries/reservation-requests';
import { deleteSpentLinkMail } from '../../queries/outbox';
import { findEmailVerification, markEmailVerified } from '../../queries/users';
import { accountValues } from '../messaging/values';
import { notify, type NotifyDeps } from '../messaging/notify';

/** A verification link proves an address and signs no one in, so it may live longer than a sign-in link. */
export const VERIFY_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const VERIFY_LINK_COOLDOWN_MS = 5 * 60 * 1000;

type Deps = NotifyDeps & { baseUrl: string };

/**
 * Mails the user a single-use link that verifies their e-mail address; `next`, a page of this site
 * the student was on (shared/return-path.ts), rides along as `?next=` to return to afterwards.
 */
export async function sendVerificationLink(deps: Deps, user: { id: number; email: string }, next: string | null = null): Promise<void> {
  const { db, baseUrl } = deps;
  const org = await findPublicOrganization(db);
  const { token, id } = await insertOneTimeLink(db, { purpose: 'verify', email: user.email, userId: user.id, ttlMs: VERIFY_LINK_TTL_MS });
  const url = `${baseUrl}${withReturnPath(`${BASE_PATH}/verify-email/${token}`, safeReturnPath(next))}`;
  await notify(deps, {
    event: 'email_verification',
    organizationId: org?.id ?? null,
    to: user.email,
    userId: user.id,
    values: await accountValues(db, org?.id ?? null, user.id),
    link: { url, kind: 'secret', label: 'Verify my e-mail address' },
    builtIn: { ...verifyEmailMail(user.email, org?.name ?? 'Student Leasing', url), linkId: id },
  });
}

/**
 * A new link for a signed-in user whose address is not verified yet; the answer's detail says what
 * happened. One mail per account every few minutes (429 sooner), so nobody can flood the inbox of
 * an address they registered without owning it.
 */
export async function resendVerificationLink(deps: Deps, user: { id: number; email: string }, next: string | null = null): Promise<string> {
  if ((await findEmailVerification(deps.db, user.id))?.email_verified_at) return VERIFY_EMAIL_MESSAGES.alreadyVerified;
  const since = new Date(Date.now() - VERIFY_LINK_COOLDOWN_MS).toISOString();
  if (await linkMadeSince(deps.db, 'verify', user.id, since)) throw HttpError.detail(429, VERIFY_EMAIL_MESSAGES.sentRecently);
  await sendVerificationLink(deps, user, next);
  return VERIFY_EMAIL_MESSAGES.sent(user.email);
}

/** Uses a verification link: the address it was sent to is marked verified. Answers its user; 400 when expired or used. */
export async function useVerificationLink(db: Db, token: string): Promise<number> {
  const link = await consumeOneTimeLink(db, 'verify', token);
  if (!link?.user_id) throw HttpError.detail(400, VERIFY_EMAIL_MESSAGES.linkInvalid);
  await deleteSpentLinkMail(db);
  await markEmailVerified(db, link.user_id, link.email);
  return link.user_id;
}

/**
 * Where a student goes on from the verified page (issue 45): the application they began (a draft),
 * else the page the link carried, else the property of their newest reservation request; null
 * leaves them the way to browse properties.
 */
export async function returnAfterVerification(db: Db, userId: number, carried: string | null): Promise<string | null> {
  const draft = (await listApplicationsOf(db, userId)).find((a) => a.status === 'Draft');
  if (draft) return `${BASE_PATH}/tenant/applications/${draft.id}`;
  if (carried) return carried;
  const [request] = await listStudentReservationRequests(db, userId);
  return request ? `${BASE_PATH}/property/${request.property_id}` : null;
}
