import { EXECUTION_TEXTS } from './execution-texts';
import type { LeaseActorRole, LeaseHistoryEvent } from './lease-types';

/** How a role that acted on a lease is named after the person: "Zoë Núñez (Tenant)". */
export const ACTOR_ROLE_NAMES: Record<Exclude<LeaseActorRole, 'system'>, string> = { tenant: 'Tenant', guarantor: 'Guarantor', landlord: 'Landlord', manager: 'Manager' };

/**
 * The words of a lease's history, shared by the manager's lease page and the certificate of
 * completion (issue 44): each sentence names who acted, in which role, or says the product did it.
 */
export const LEASE_EVENT_TEXTS = {
  /** Who did what the product did on its own, where no sentence of its own says so. */
  theSystem: 'The system',
  offered: (who: string) => `${who} assigned the bed`,
  planChosen: (who: string) => `${who} chose the payment plan; the documents were issued`,
  voided: (who: string, reason: string) => `${who} voided the lease: ${reason}`,
  askedTenant: (to: string) => `Sent automatically: e-mail asking the tenant to sign${to ? ` (${to})` : ''}`,
  askedLandlord: 'Sent automatically: e-mail asking the managers to countersign',
  linkSent: (to: string) => `Sent automatically: signing link to the guarantor (${to})`,
  linkResent: (who: string, to: string) => `${who} sent the guarantor a new signing link (${to})`,
  linkOpened: (who: string) => `${who} opened the signing link`,
  opened: (who: string) => `${who} opened the documents to sign`,
  consented: (who: string) => `${who} agreed to sign electronically`,
  read: (who: string, document: string) => `${who} read ${document}`,
  downloaded: (who: string, document: string) => `${who} downloaded ${document}`,
  applied: (who: string, caption: string, document: string, page: number | null) => `${who} applied ${caption} ${page === null ? 'in' : `on page ${page} of`} ${document}`,
  signed: (who: string) => `${who} signed`,
  declined: (who: string, reason: string) => `${who} declined: ${reason}`,
  executed: 'Executed automatically once every party had signed: signed documents and certificate issued',
  executedOnRetry: (who: string) => `Executed when ${who} retried: signed documents and certificate issued`,
  failedOnRetry: (who: string, reason: string) => `Could not be finalized when ${who} retried: ${reason}`,
  other: (who: string, action: string) => `${who}: ${action}`,
} as const;

const T = LEASE_EVENT_TEXTS;
const SIGNER_ROLES = ['tenant', 'guarantor', 'landlord'] as const;
/** Actions a signer takes at their own seat: the event's `role` is the role they acted in. */
const SEAT_ACTIONS = new Set(['lease.link_opened', 'lease.open', 'lease.consent', 'lease.view', 'lease.download', 'lease.slot', 'lease.sign', 'lease.decline']);

/** An audit event of a lease as stored: who is recorded as its actor, and its details. */
export type StoredLeaseEvent = { action: string; actor_user_id: number | null; details: Record<string, unknown> };

/**
 * The role in which the actor of a lease's audit event acted, read from the event as stored, so
 * events recorded before issue 44 read right too: a signer's own step names its role; a notice
 * (`lease.sent`) is always the product's, though older ones recorded the request that caused it;
 * a guarantor's link sent under the tenant's name was the tenant's completion sending it; a user
 * who is not the lease's student is a manager of the company; no user at all is the product.
 */
export function leaseEventActorRole(event: StoredLeaseEvent, tenantUserId: number | null): LeaseActorRole {
  const role = event.details.role;
  if (event.action === 'lease.sent') return 'system';
  if (SEAT_ACTIONS.has(event.action) && SIGNER_ROLES.includes(role as (typeof SIGNER_ROLES)[number])) return role as LeaseActorRole;
  if (event.actor_user_id === null) return 'system';
  if (event.actor_user_id === tenantUserId) return event.action === 'lease.link_sent' ? 'system' : 'tenant';
  return 'manager';
}

/** Who acted, as the sentence names them: "Zoë Núñez (Tenant)", or the product. */
export function leaseEventActor(event: Pick<LeaseHistoryEvent, 'actor_name' | 'actor_role'>): string {
  return event.actor_role === 'system' ? T.theSystem : `${event.actor_name} (${ACTOR_ROLE_NAMES[event.actor_role]})`;
}

/** What an audit event of a lease says to a person, naming who acted and in which role: the lease page's history and the certificate's event log. */
export function leaseEventText(event: Pick<LeaseHistoryEvent, 'action' | 'actor_name' | 'actor_role' | 'details'>): string {
  const d = event.details;
  const text = (key: string) => (typeof d[key] === 'string' ? d[key] : '');
  const who = leaseEventActor(event);
  const system = event.actor_role === 'system';
  switch (event.action) {
    case 'lease.offer':
      return T.offered(who);
    case 'lease.plan':
      return T.planChosen(who);
    case 'lease.void':
      return T.voided(who, text('reason'));
    case 'lease.sent':
      return d.role === 'tenant' ? T.askedTenant(Array.isArray(d.to) ? d.to.filter((a) => typeof a === 'string').join(', ') : '') : T.askedLandlord;
    case 'lease.link_sent':
      return system ? T.linkSent(text('to')) : T.linkResent(who, text('to'));
    case 'lease.link_opened':
      return T.linkOpened(who);
    case 'lease.open':
      return T.opened(who);
    case 'lease.consent':
      return T.consented(who);
    case 'lease.view':
      return T.read(who, text('document'));
    case 'lease.download':
      return T.downloaded(who, text('document'));
    case 'lease.slot':
      return T.applied(who, text('caption'), text('document'), typeof d.page === 'number' ? d.page : null);
    case 'lease.sign':
      return T.signed(who);
    case 'lease.decline':
      return T.declined(who, text('reason'));
    case 'lease.execute':
      return system ? T.executed : T.executedOnRetry(who);
    case 'lease.execute_failed':
      return system ? EXECUTION_TEXTS.notFinalized(text('reason')) : T.failedOnRetry(who, text('reason'));
    default:
      return T.other(who, event.action);
  }
}
