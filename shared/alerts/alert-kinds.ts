import type { Role } from '../constants';

/**
 * What needs a manager now (issue 29), in the order the Alerts screen shows them. Each kind is
 * computed from the records themselves: it goes away when its cause is handled (there is no dismiss).
 */
export const ALERT_KINDS = [
  'applications_submitted',
  'leases_landlord_signature',
  'leases_not_finalized',
  'leases_declined_or_link_expired',
  'offers_without_plan',
  'seasons_not_ready',
  'renewals_not_started',
  'tenants_past_due',
  'unread_messages',
  'reservation_requests',
  'tickets_needing_attention',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** A period's renewal deadline this many days away or fewer (today counts) alerts while residents have not started. */
export const RENEWAL_DEADLINE_ALERT_DAYS = 7;

/** How many records an alert names (the most urgent first); its count is always the true total. */
export const ALERT_ITEMS_SHOWN = 10;

/**
 * Maintenance staff get only what they can act on: tickets. Every other alert is handled by what
 * only a manager may do (decide an application, sign as the landlord, void or resend a lease,
 * assign plans, record payments, open requests, read messages, retry a lease's execution, prepare a season, invite residents to renew); applications hold identity data
 * and past due is money, neither of which maintenance staff see.
 */
const MAINTENANCE_KINDS: readonly AlertKind[] = ['tickets_needing_attention'];

/** The alert kinds a staff member sees, in the screen's order (none for anyone else). */
export function alertKindsFor(roles: readonly Role[]): AlertKind[] {
  if (roles.includes('manager')) return [...ALERT_KINDS];
  if (roles.includes('maintenance')) return [...MAINTENANCE_KINDS];
  return [];
}

/** Whether the glance's money and applications charts are the caller's to see: managers only. */
export const seesLeasingFigures = (roles: readonly Role[]): boolean => roles.includes('manager');
