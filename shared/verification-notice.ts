import { BASE_PATH } from './constants';
import { VERIFY_EMAIL_MESSAGES } from './messages';
import { STUDENT_HOME } from './role-home';

/** My reservations' button posts here for a new verification link (a form, so it works without JavaScript). */
export const VERIFICATION_LINK_PATH = `${BASE_PATH}/tenant/verification-link`;

/** The form field naming the page the button was on, to come back to: a student's application; else My reservations. */
export const VERIFICATION_BACK_FIELD = 'back';
const BACK_PAGE = new RegExp(`^${BASE_PATH}/tenant/applications/\\d+$`);

/** Where the button's post goes back to: only a page of the student area, never a page someone else names. */
export function verificationBackPath(value: unknown): string {
  return typeof value === 'string' && BACK_PAGE.test(value) ? value : STUDENT_HOME;
}

/** The query parameter that carries it: the only one My reservations reads. */
export const VERIFICATION_NOTICE_PARAM = 'verification';

/** What that post did, carried back to My reservations as `?verification=`: a flag, never the address. */
export const VERIFICATION_NOTICES = ['sent', 'recent', 'verified'] as const;
export type VerificationNotice = (typeof VERIFICATION_NOTICES)[number];

export function parseVerificationNotice(value: string | null): VerificationNotice | null {
  return VERIFICATION_NOTICES.find((notice) => notice === value) ?? null;
}

export function verificationNoticeText(notice: VerificationNotice, email: string): string {
  if (notice === 'sent') return VERIFY_EMAIL_MESSAGES.sent(email);
  return notice === 'recent' ? VERIFY_EMAIL_MESSAGES.sentRecently : VERIFY_EMAIL_MESSAGES.alreadyVerified;
}
