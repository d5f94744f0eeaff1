import { formatShortDate } from '../dates';
import type { ReadAuditEvent, StoredAuditEvent } from '../audit/events';
import { SEAT_ACTIONS, type SeatAction } from '../audit/lease-events';
import { isReadable } from '../audit/parse-event';
import { EXECUTION_TEXTS } from './execution-texts';
import type { LeaseActorRole, LeaseHistoryEvent } from './lease-types';
import { LEDGER_PAYMENT_METHODS } from '../ledger/ledger-texts';
import { formatAmount as money } from '../ledger/my-balance';
import { ONLINE_METHOD_WORDS } from '../payments/online-texts';

const T_SYSTEM = 'The system';

/** How a role that acted on a lease is named after the person: "Zoë Núñez (Tenant)". */
export const ACTOR_ROLE_NAMES: Record<Exclude<LeaseActorRole, 'system'>, string> = { tenant: 'Tenant', guarantor: 'Guarantor', landlord: 'Landlord', manager: 'Manager' };

/**
 * The words of a lease's history, shared by the manager's lease page and the certificate of
 * completion (issue 44): each sentence names who acted, in which role, or says the product did it.
 */
export const LEASE_EVENT_TEXTS = {
  /** Who did what the product did on its own, where no sentence of its own says so. */
  theSystem: T_SYSTEM,
  offered: (who: string) => `${who} assigned the bed`,
  selected: (who: string, bed: string) => `${who} chose ${bed} in room selection`,
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
  renewed: (who: string, kind: 'same_bed' | 'transfer', bed: string) => `${who} renewed the lease ${kind === 'same_bed' ? 'for the same bed' : `with a transfer to ${bed}`}`,
  notRenewing: (who: string, reason: string) => `${who} marked the resident as not renewing: ${reason}`,
  renewingAgain: (who: string) => `${who} offered the resident a renewal again`,
  holdReleased: (deadline: string) => `The renewal deadline (${deadline}) passed: the bed held for the resident was released`,
  other: (who: string, action: string) => `${who}: ${action}`,
  // The ledger's and online payments' events (issues 28, 48), recorded against the lease too.
  paymentRecorded: (who: string, amount: string, method: string, reference: string) => `${who} recorded a payment of ${amount} (${method}${reference ? ` ${reference}` : ''})`,
  lineReversed: (who: string, amount: string, reason: string) => `${who} reversed a line of ${amount}: ${reason}`,
  adjusted: (who: string, amount: string, reason: string) => `${who} added an adjustment of ${amount}: ${reason}`,
  paymentStarted: (who: string, amount: string, method: string, fee: string) => `${who} started paying ${amount} online by ${method} (fee ${fee})`,
  paymentFailed: (reason: string) => `An online payment failed: ${reason}`,
  paidOnline: (amount: string, method: string, reference: string) => `Payment of ${amount} received online (${method}, ${reference})`,
  refunded: (who: string, reason: string) => `${who === T_SYSTEM ? 'The payment provider' : who}: ${reason}`,
  returned: (amount: string, reason: string) => `A payment of ${amount} was taken back: ${reason}`,
  autopayStarted: (who: string, method: string) => `${who} started setting up autopay by ${method}`,
  autopayOn: (method: string) => `Autopay turned on (${method})`,
  autopayCharged: (amount: string, due: string) => `Autopay charged ${amount} due ${due}`,
  lateFee: (amount: string, day: string, policy: string) => `Late fee of ${amount} for ${day} posted by the property's policy (${policy.replace(/\.$/, '')})`,
  lateFeeReversed: (reason: string) => `A late fee was reversed: ${reason}`,
  autopayCancelled: (who: string) => `${who} cancelled autopay`,
} as const;

const T = LEASE_EVENT_TEXTS;
const SEATS: ReadonlySet<string> = new Set(SEAT_ACTIONS);
/** A signer's step at their own seat: the event's `role` is the role they acted in. */
const isSeatEvent = (event: ReadAuditEvent): event is StoredAuditEvent<SeatAction> => isReadable(event) && SEATS.has(event.action);

/** An audit event of a lease as read from the chain (shared/audit/parse-event.ts), with who is recorded as its actor. */
export type StoredLeaseEvent = ReadAuditEvent & { actor_user_id: number | null };
/** An event as its sentence needs it: read, with the role its actor acted in. */
export type LeaseEventLine = ReadAuditEvent & Pick<LeaseHistoryEvent, 'actor_name' | 'actor_role'>;

/**
 * The role in which the actor of a lease's audit event acted, read from the event as stored, so
 * events recorded before issue 44 read right too: a signer's own step names its role; a notice
 * (`lease.sent`) is always the product's, though older ones recorded the request that caused it;
 * a guarantor's link sent under the tenant's name was the tenant's completion sending it; a user
 * who is not the lease's student is a manager of the company; no user at all is the product.
 */
export function leaseEventActorRole(event: StoredLeaseEvent, tenantUserId: number | null): LeaseActorRole {
  if (event.action === 'lease.sent') return 'system';
  if (isSeatEvent(event)) return event.details.role;
  return roleOfUser(event.action, event.actor_user_id, tenantUserId);
}

/** The role of an act that is not a signer's own step, by who did it. */
function roleOfUser(action: string, actorUserId: number | null, tenantUserId: number | null): LeaseActorRole {
  if (actorUserId === null) return 'system';
  if (actorUserId === tenantUserId) return action === 'lease.link_sent' ? 'system' : 'tenant';
  return 'manager';
}

/** Who acted, as the sentence names them: "Zoë Núñez (Tenant)", or the product. */
export function leaseEventActor(event: Pick<LeaseHistoryEvent, 'actor_name' | 'actor_role'>): string {
  return event.actor_role === 'system' ? T.theSystem : `${event.actor_name} (${ACTOR_ROLE_NAMES[event.actor_role]})`;
}

/** What an audit event of a lease says to a person, naming who acted and in which role: the lease page's history and the certificate's event log. */
export function leaseEventText(event: LeaseEventLine): string {
  const who = leaseEventActor(event);
  const system = event.actor_role === 'system';
  if (!isReadable(event)) return T.other(who, event.action);
  switch (event.action) {
    case 'lease.offer':
      return T.offered(who);
    case 'lease.select':
      return T.selected(who, event.details.bed);
    case 'lease.plan':
      return T.planChosen(who);
    case 'lease.void':
      return T.voided(who, event.details.reason);
    case 'lease.sent':
      return event.details.role === 'tenant' ? T.askedTenant(event.details.to.join(', ')) : T.askedLandlord;
    case 'lease.link_sent':
      return system ? T.linkSent(event.details.to) : T.linkResent(who, event.details.to);
    case 'lease.link_opened':
      return T.linkOpened(who);
    case 'lease.open':
      return T.opened(who);
    case 'lease.consent':
      return T.consented(who);
    case 'lease.view':
      return T.read(who, event.details.document);
    case 'lease.download':
      return T.downloaded(who, event.details.document);
    case 'lease.slot':
      return T.applied(who, event.details.caption, event.details.document, 'page' in event.details ? event.details.page : null);
    case 'lease.sign':
      return T.signed(who);
    case 'lease.decline':
      return T.declined(who, event.details.reason);
    case 'lease.execute':
      return system ? T.executed : T.executedOnRetry(who);
    case 'lease.execute_failed':
      return system ? EXECUTION_TEXTS.notFinalized(event.details.reason) : T.failedOnRetry(who, event.details.reason);
    case 'lease.renew':
      return T.renewed(who, event.details.kind, event.details.bed);
    case 'lease.not_renewing':
      return T.notRenewing(who, event.details.reason);
    case 'lease.renewing':
      return T.renewingAgain(who);
    case 'lease.hold_release':
      return T.holdReleased(event.details.deadline);
    case 'ledger.payment':
      return T.paymentRecorded(who, money(event.details.amount), LEDGER_PAYMENT_METHODS[event.details.method], event.details.reference);
    case 'ledger.reverse':
      return T.lineReversed(who, money(event.details.amount), event.details.reason);
    case 'ledger.adjust':
      return T.adjusted(who, money(event.details.amount), event.details.reason);
    case 'payment.start':
      return T.paymentStarted(who, money(event.details.amount), ONLINE_METHOD_WORDS[event.details.method], money(event.details.fee));
    case 'payment.fail':
      return T.paymentFailed(event.details.reason);
    case 'ledger.online_payment':
      return T.paidOnline(money(event.details.amount), LEDGER_PAYMENT_METHODS[event.details.method], event.details.reference);
    case 'ledger.refund':
      return T.refunded(who, event.details.reason);
    case 'ledger.payment_returned':
      return T.returned(money(event.details.amount), event.details.reason);
    case 'autopay.start':
      return T.autopayStarted(who, ONLINE_METHOD_WORDS[event.details.method]);
    case 'autopay.activate':
      return T.autopayOn(ONLINE_METHOD_WORDS[event.details.method]);
    case 'autopay.charge':
      return T.autopayCharged(money(event.details.amount), event.details.due_date);
    case 'autopay.cancel':
      return T.autopayCancelled(who);
    case 'ledger.late_fee':
      return T.lateFee(money(event.details.amount), formatShortDate(event.details.fee_day), event.details.policy);
    case 'ledger.late_fee_reverse':
      return T.lateFeeReversed(event.details.reason);
    default:
      return T.other(who, event.action);
  }
}

/**
 * The certificate's closing line, the words its Executed event will have: worded before that event
 * is recorded, as the event's details carry the certificate's own hash.
 */
export function leaseExecutedText(actor: { userId: number | null; name: string }, tenantUserId: number | null): string {
  const role = roleOfUser('lease.execute', actor.userId, tenantUserId);
  return role === 'system' ? T.executed : T.executedOnRetry(leaseEventActor({ actor_name: actor.name, actor_role: role }));
}
