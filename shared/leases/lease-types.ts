import type { ReadAuditEvent } from '../audit/events';
import type { ExecutionFailure } from './execution-texts';
import type { LeaseAction } from './lifecycle';
import type { LeaseKind, RenewalKind, RenewalStatus } from './renewal-rules';

/** A lease's statuses, in the order a lease moves through them (Signing, Executed and Declined come with e-signing). */
export const LEASE_STATUSES = ['Offered', 'Ready to sign', 'Signing', 'Executed', 'Declined', 'Void'] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];

export const DOCUMENT_ROLES = ['tenant', 'guarantor'] as const;
export type DocumentRole = (typeof DOCUMENT_ROLES)[number];

/** A document of a lease packet; `sha256` is the PDF's (the bytes a download gives), `html_sha256` the HTML snapshot's. */
export type LeaseDocument = { id: number; name: string; role: DocumentRole; sha256: string; html_sha256: string; void: boolean };

/** A bed as a lease names it. */
export type LeaseBed = { id: number; building: string; floor: string; unit: string; room: string; bed: string };

/** A free bed offered in the assign dialog: a layout row. */
export type FreeBed = LeaseBed & { unit_type: string; room_type: string };

export type Lease = {
  id: number;
  status: LeaseStatus;
  version: number;
  application_id: number;
  student: { id: number; first_name: string; last_name: string; email: string };
  property_id: number;
  property_name: string;
  lease_period_id: number;
  lease_period_name: string;
  bed: LeaseBed;
  /** How the lease came to be: a first lease, or a renewal of `renews_lease_id` (issue 47). */
  kind: LeaseKind;
  renews_lease_id: number | null;
  /** A manager marked the resident not renewing, and why; null otherwise. */
  not_renewing_reason: string | null;
  /** The plans of its kind's tenant type; totals as the payment plans answer them: dollars with cents, '1234.50'. */
  offered_plans: OfferedPlan[];
  payment_plan_id: number | null;
  /** The chosen plan's name (null until the student chooses). */
  payment_plan_name: string | null;
  documents: LeaseDocument[];
  void_reason: string | null;
  /** Signed by everyone but not executed: why the latest attempt failed ("Could not be finalized: …"); null otherwise. */
  execution_failure: ExecutionFailure | null;
  /** Signed by everyone and being finalized by its execution job: shown as \"Finishing…\" until it is Executed (issue 46). */
  finishing: boolean;
  /** What the caller may do to it now (shared/leases/lifecycle.ts). */
  can: LeaseAction[];
  created_at: string;
  updated_at: string;
};

/** The role in which someone acted on a lease: a signer's seat, the company's office, or the product on its own. */
export type LeaseActorRole = 'tenant' | 'guarantor' | 'landlord' | 'manager' | 'system';

/** What was done to a lease, from its audit events (`lease.offer`, `lease.slot`, …), with the role its actor acted in. */
export type LeaseHistoryEvent = ReadAuditEvent & { actor_name: string; actor_role: LeaseActorRole; occurred_at: string };

/** A plan a lease is offered, with its total as the payment plans answer it ('1234.50'). */
export type OfferedPlan = { id: number; name: string; type: string | null; total: string };

/** One period a resident may renew a lease into (`GET /api/tenant/renewals/`), or why not. */
export type TenantRenewal = {
  lease_id: number;
  lease_period: { id: number; name: string; start_date: string; end_date: string };
  property_id: number;
  /** The renewal deadline (YYYY-MM-DD): until then their bed is held for them; null: none. */
  deadline: string | null;
  /** Keeping their bed: its plans for the period; null when it is not offered (same_bed_reason says why). */
  same_bed: { bed_id: number; bed: string; plans: OfferedPlan[] } | null;
  same_bed_reason: string | null;
  transfer_allowed: boolean;
  /** Why the lease cannot be renewed into the period; null when it can. */
  reason_if_not: string | null;
  /** The renewal already made (its lease), if any. */
  renewal_lease_id: number | null;
};

/** A resident on the Renewals screen (`GET /api/renewals/?lease_period=`). */
export type RenewalRow = {
  lease_id: number;
  student: { id: number; first_name: string; last_name: string; email: string };
  lease_period_name: string;
  /** The resident's current bed: a same-bed renewal's. */
  bed_id: number;
  bed: string;
  status: RenewalStatus;
  renewal_lease_id: number | null;
  renewal_kind: RenewalKind | null;
  not_renewing_reason: string | null;
  /** The bed is held for them now (before the deadline). */
  held: boolean;
};

/** The Renewals screen's answer: the period, its residents and the renewal rate. */
export type RenewalList = {
  lease_period: { id: number; name: string; renewal_deadline: string | null; allow_same_bed_renewals: boolean; open_to_renewals: boolean; visible: boolean };
  rows: RenewalRow[];
  renewed: number;
  eligible: number;
  rate: number | null;
};

/** What `POST /api/renewals/invitations/` answers: how many were queued, and who was skipped and why. */
export type InvitationOutcome = { queued: number; skipped: { lease_id: number; reason: string }[] };
