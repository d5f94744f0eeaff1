import { BASE_PATH, MANAGER_PATH } from './constants';

/** Where maintenance staff work their tickets (here, not with the ticket texts: the public header needs only this path). */
export const STAFF_TICKETS_PATH = `${MANAGER_PATH}/tickets`;
export const STUDENT_HOME = `${BASE_PATH}/tenant/reservations`;
/** Managers land on Alerts: everything that needs them now. */
export const MANAGER_HOME = `${MANAGER_PATH}/alerts`;

/** Where a user lands after signing in, by their first role: maintenance staff on their tickets, managers on Alerts, others in the student area. */
export function homePathFor(roles: string[]): string {
  if (roles[0] === 'maintenance') return STAFF_TICKETS_PATH;
  return roles[0] === 'manager' ? MANAGER_HOME : STUDENT_HOME;
}

/** A ?redirect= value is followed only when it is a path on this site under /new/ (no open redirect). */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith(`${BASE_PATH}/`) || target.startsWith('//') || /[\\\r\n]/.test(target)) return null;
  try {
    const url = new URL(target, 'http://x.invalid');
    return url.origin === 'http://x.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The spec's older area paths and where they live now. */
export const LEGACY_PATHS: Record<string, string> = {
  '/tenant-profile/user-reservations/reservations': STUDENT_HOME,
  '/rc-manager/alerts': MANAGER_HOME,
  '/rc-manager/maintenance/tickets': STAFF_TICKETS_PATH,
};
