import type { ReadAuditEvent } from '../audit/events';
import type { ExecutionFailure } from './execution-texts';
import type { LeaseAction } from './lifecycle';

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
  /** Plan totals as the payment plans answer them: dollars with cents, '1234.50'. */
  offered_plans: { id: number; name: string; type: string | null; total: string }[];
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
