import type { PaymentPlanType } from '../payment-plans/constants';
import type { LeaseStatus } from './lease-types';
import { BASE_PATH } from '../constants';

/**
 * Who may renew what (issue 47, docs/decisions/041-renewals.md). Read by the server when it answers a
 * resident's renewals and refuses a renewal, by the Renewals screen, and by tests.
 */

/** The two ways a resident renews: the bed they have, or another free bed of the property. */
export const RENEWAL_KINDS = ['same_bed', 'transfer'] as const;
export type RenewalKind = (typeof RENEWAL_KINDS)[number];
/** How a lease came to be: a first lease, or a renewal of either kind. */
export type LeaseKind = RenewalKind | 'new';

/** What a renewal says when it is refused, and what a new applicant is told of a renewals-only period. */
export const RENEWAL_MESSAGES = {
  notExecuted: 'Only an executed lease can be renewed.',
  notFromPeriod: "This lease period does not take renewals from your lease's period.",
  notOpen: 'This lease period is not open for leasing.',
  hasLease: 'You already have a lease for this lease period.',
  notRenewing: 'Your lease is marked as not renewing. Contact the leasing office.',
  bedTaken: 'Your bed already has a lease for this lease period.',
  noSameBed: 'This lease period does not offer same-bed renewals.',
  deadlinePassed: 'The renewal deadline for keeping your bed has passed.',
  renewalsOnly: 'This lease period is open to current residents renewing only.',
  bedHeld: 'This bed is held for its resident to renew until the renewal deadline. Choose another bed.',
  notYourBed: 'Choose a bed of your property.',
  alreadyNotRenewing: 'This lease is already marked as not renewing.',
  notMarked: 'This lease is not marked as not renewing.',
  alreadyRenewed: 'This resident has already renewed: void the renewal first.',
  reasonRequired: 'Say why the resident is not renewing.',
  chooseLeases: 'Choose at least one resident.',
} as const;

/** The same refusals as the office reads them (a manager renewing for a resident, the Renewals screen's skipped invitations). */
const STAFF_WORDS: Partial<Record<string, string>> = {
  [RENEWAL_MESSAGES.notFromPeriod]: "This lease period does not take renewals from the lease's period.",
  [RENEWAL_MESSAGES.hasLease]: 'The resident already has a lease for this lease period.',
  [RENEWAL_MESSAGES.notRenewing]: 'The resident is marked as not renewing.',
  [RENEWAL_MESSAGES.bedTaken]: "The resident's bed already has a lease for this lease period.",
  [RENEWAL_MESSAGES.deadlinePassed]: 'The renewal deadline for keeping the bed has passed.',
};

/** A refusal in the words of who reads it: the resident's own, or the office's. */
export const renewalReasonFor = (reason: string, reader: 'student' | 'staff'): string => (reader === 'staff' ? (STAFF_WORDS[reason] ?? reason) : reason);

/** The plan type a lease is offered plans of: a first lease's are New Tenant plans. */
export const PLAN_TYPE_OF: Record<LeaseKind, PaymentPlanType> = {
  new: 'New Tenant',
  same_bed: 'Renewal Tenant',
  transfer: 'Renewal Transfer Tenant',
};

/** What renewing one lease into one lease period depends on. */
export type RenewalFacts = {
  lease: { status: LeaseStatus; lease_period_id: number; not_renewing: boolean };
  target: { visible: boolean; periods_to_renew_from: readonly number[]; allow_same_bed_renewals: boolean; renewal_deadline: string | null };
  /** The student has a lease that is not void in the target period. */
  hasLeaseInTarget: boolean;
  /** The student's current bed has a lease that is not void in the target period. */
  bedTakenInTarget: boolean;
  /** Today in the company's calendar, YYYY-MM-DD. */
  today: string;
  /** The daily job released the bed held for the resident (after a deadline, even one moved later since). */
  holdReleased?: boolean;
};

export type RenewalOptions =
  | { eligible: true; sameBed: { offered: true } | { offered: false; reason: string }; transfer: true }
  | { eligible: false; reason: string };

/** Why the lease cannot be renewed into the period at all, or null when it can. */
function refusal(f: RenewalFacts): string | null {
  if (f.lease.status !== 'Executed') return RENEWAL_MESSAGES.notExecuted;
  if (f.lease.not_renewing) return RENEWAL_MESSAGES.notRenewing;
  if (!f.target.periods_to_renew_from.includes(f.lease.lease_period_id)) return RENEWAL_MESSAGES.notFromPeriod;
  if (!f.target.visible) return RENEWAL_MESSAGES.notOpen;
  if (f.hasLeaseInTarget) return RENEWAL_MESSAGES.hasLease;
  return null;
}

/** Whether the renewal deadline has passed (a period without one has none). */
export const isPastDeadline = (deadline: string | null, today: string): boolean => deadline !== null && today > deadline;

/** Why a lease that may be renewed cannot keep its bed, or null when it can. */
function sameBedRefusal(f: RenewalFacts): string | null {
  if (!f.target.allow_same_bed_renewals) return RENEWAL_MESSAGES.noSameBed;
  if (f.bedTakenInTarget) return RENEWAL_MESSAGES.bedTaken;
  if (isPastDeadline(f.target.renewal_deadline, f.today)) return RENEWAL_MESSAGES.deadlinePassed;
  return null;
}

/**
 * What the resident may do: keep their bed while the period offers same-bed renewals, the bed is free
 * in it and the deadline (which holds it for them) has not passed; move to another free bed at any time
 * the lease may be renewed.
 */
export function renewalOptions(f: RenewalFacts): RenewalOptions {
  const reason = refusal(f);
  if (reason) return { eligible: false, reason };
  const sameBedReason = sameBedRefusal(f);
  return { eligible: true, sameBed: sameBedReason ? { offered: false, reason: sameBedReason } : { offered: true }, transfer: true };
}

/**
 * Whether the resident's current bed is held for them in the period: they may keep it, and the
 * deadline has not passed. A held bed is not among the period's free beds for new applicants.
 */
export function isBedHeld(f: RenewalFacts): boolean {
  const options = renewalOptions(f);
  return options.eligible && options.sameBed.offered && f.target.renewal_deadline !== null && !f.holdReleased;
}

/** Where a resident's renewal into a period stands, as the Renewals screen shows it. */
export const RENEWAL_STATUSES = ['Not started', 'Offered', 'Signing', 'Renewed', 'Declined', 'Not renewing', 'Hold released'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

/** The status from the resident's live renewal lease (if any), the not-renewing mark and a released hold, in that order. */
export function renewalStatus(r: { renewal_status: LeaseStatus | null; not_renewing: boolean; hold_released: boolean }): RenewalStatus {
  switch (r.renewal_status) {
    case 'Offered':
    case 'Ready to sign':
      return 'Offered';
    case 'Signing':
      return 'Signing';
    case 'Executed':
      return 'Renewed';
    case 'Declined':
      return 'Declined';
    default:
      if (r.not_renewing) return 'Not renewing';
      return r.hold_released ? 'Hold released' : 'Not started';
  }
}

/**
 * The renewal rate: renewed ÷ eligible, where the eligible are the residents listed less those marked
 * not renewing (whom nobody offers a renewal); null when none is eligible.
 */
export function renewalRate(statuses: readonly RenewalStatus[]): { renewed: number; eligible: number; rate: number | null } {
  const eligible = statuses.filter((s) => s !== 'Not renewing').length;
  const renewed = statuses.filter((s) => s === 'Renewed').length;
  return { renewed, eligible, rate: eligible ? renewed / eligible : null };
}

/** The rate as the screens print it: '42%' (whole percent), or '—' when nobody is eligible. */
export const formatRenewalRate = (rate: number | null): string => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

/** Why a new application for the period is refused (it is open to residents renewing only), or null. */
export const newApplicationRefusal = (target: { open_to_renewals: boolean }): string | null => (target.open_to_renewals ? RENEWAL_MESSAGES.renewalsOnly : null);

/** The student's renewal page for a period (the invitation's link, My lease's and the property page's). */
export const renewalPath = (leasePeriodId: number): string => `${BASE_PATH}/tenant/renew/${leasePeriodId}`;
