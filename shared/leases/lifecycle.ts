import { LEASE_MESSAGES } from '../messages';
import type { AuditAction } from '../audit/events';
import type { LeaseStatus } from './lease-types';
import { SIGNING_MESSAGES } from './signing-texts';

/**
 * Who takes a lease action: a manager of its company, any staff member (managers and maintenance
 * read), the lease's own student, the holder of one of its signer seats (the tenant, a guarantor or
 * the landlord, by account or by link), or the product on its own.
 */
export type LeaseActorKind = 'manager' | 'student' | 'signer' | 'system';

type Transition = {
  /** The statuses the action may start from; none for the action that makes a lease. */
  from: readonly LeaseStatus[];
  /** The status it leads to (the same as `from` for an action that does not move the lease). */
  to: LeaseStatus;
  by: readonly LeaseActorKind[];
  /** What a refused move says (409), worded as the spec's messages are. */
  refusal: string;
  /** The audit event the move is recorded as (shared/audit/lease-events.ts; shared/leases/lease-event-texts.ts words it). */
  event: AuditAction;
};

/**
 * The leasing lifecycle, one row an action (docs/decisions/022-leases.md). Every change of a lease's
 * status is one of these rows, taken through server/services/leasing/transition.ts; the screens
 * enable what a lease's answer lists in `can`, which this table decides. A bed held in room selection
 * has its own lifecycle (shared/selection/hold-lifecycle.ts); confirming it takes `select` here.
 */
export const LEASE_TRANSITIONS = {
  offer: { from: [], to: 'Offered', by: ['manager'], refusal: LEASE_MESSAGES.hasLease , event: 'lease.offer' },
  // A student confirms a bed they held in room selection (issue 49): a new lease, Offered.
  select: { from: [], to: 'Offered', by: ['student'], refusal: LEASE_MESSAGES.hasLease , event: 'lease.select' },
  // A resident (or a manager for them) renews an executed lease into a later period: a new lease, Offered (issue 47).
  renew: { from: [], to: 'Offered', by: ['manager', 'student'], refusal: LEASE_MESSAGES.hasLease , event: 'lease.renew' },
  choosePlan: { from: ['Offered'], to: 'Ready to sign', by: ['student'], refusal: LEASE_MESSAGES.notOffered , event: 'lease.plan' },
  // A signer's consent: the first moves a Ready to sign lease to Signing, later ones leave it there.
  consent: { from: ['Ready to sign', 'Signing'], to: 'Signing', by: ['signer'], refusal: SIGNING_MESSAGES.notSigning , event: 'lease.consent' },
  sign: { from: ['Signing'], to: 'Signing', by: ['signer'], refusal: SIGNING_MESSAGES.notSigning , event: 'lease.sign' },
  decline: { from: ['Ready to sign', 'Signing'], to: 'Declined', by: ['signer'], refusal: SIGNING_MESSAGES.notSigning , event: 'lease.decline' },
  // Anything before execution, and a declined lease (which holds its bed until voided).
  void: { from: ['Offered', 'Ready to sign', 'Signing', 'Declined'], to: 'Void', by: ['manager'], refusal: LEASE_MESSAGES.notVoidable , event: 'lease.void' },
  // On its own once every party has signed; a manager retries one that could not be finalized.
  execute: { from: ['Signing'], to: 'Executed', by: ['system', 'manager'], refusal: SIGNING_MESSAGES.notSigning , event: 'lease.execute' },
} as const satisfies Record<string, Transition>;

export type LeaseAction = keyof typeof LEASE_TRANSITIONS;
export const LEASE_ACTIONS = Object.keys(LEASE_TRANSITIONS) as LeaseAction[];

/** The status an action leads to. */
export type LeaseStatusAfter<A extends LeaseAction> = (typeof LEASE_TRANSITIONS)[A]['to'];

export const canStartFrom = (action: LeaseAction, status: LeaseStatus): boolean => (LEASE_TRANSITIONS[action].from as readonly LeaseStatus[]).includes(status);

/** Statuses a manager may void from. */
export const VOIDABLE_STATUSES: readonly LeaseStatus[] = LEASE_TRANSITIONS.void.from;

/** Statuses in which a packet is being signed. */
export const SIGNABLE: readonly LeaseStatus[] = LEASE_TRANSITIONS.decline.from;

/** Statuses whose lease has a signing to show: open, or its outcome. */
export const SIGNING_STATUSES: readonly LeaseStatus[] = [...SIGNABLE, 'Executed', 'Declined'];

/** What a lease's answer lets its caller do. */
export type LeaseFacts = { status: LeaseStatus; execution_failure: unknown };

/**
 * The actions `actor` may take on the lease now: those whose row starts from its status and names
 * the actor, less what the lease's own state rules out (a manager executes only a lease whose last
 * attempt failed: otherwise the product is doing it).
 */
export function leaseCan(lease: LeaseFacts, actor: LeaseActorKind): LeaseAction[] {
  return LEASE_ACTIONS.filter((action) => {
    const row = LEASE_TRANSITIONS[action];
    if (!canStartFrom(action, lease.status) || !(row.by as readonly LeaseActorKind[]).includes(actor)) return false;
    if (action === 'execute' && actor === 'manager') return lease.execution_failure != null;
    return true;
  });
}
