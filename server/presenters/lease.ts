import type { ExecutionFailure } from '../../shared/leases/execution-texts';
import type { FreeBed, Lease, LeaseDocument } from '../../shared/leases/lease-types';
import { centsToAmount } from '../../shared/money';
import { plansInEffect } from '../../shared/payment-plans/offered';
import { leaseCan, type LeaseActorKind } from '../../shared/leases/lifecycle';
import type { LeaseDocumentRow } from '../queries/lease-documents';
import type { AssignedPlanRow, FreeBedRow, LeaseRow } from '../queries/leases';
import { personName } from '../../shared/people';
import { premisesLabel, type BedPlace } from '../../shared/leases/premises';
import type { Relation } from '../../shared/access-policy';

/** In which capacity each relation (server/auth/authorize.ts) acts on a lease: staff who are not managers only read. */
const LEASE_ACTOR: Record<Relation, LeaseActorKind | null> = { manager: 'manager', staff: null, student: 'student', signer: 'signer' };

/**
 * A lease as the API answers it. Its offered plans are the bed's assigned plans of the lease period
 * that are approved, in effect `today` and for a new tenant (a first lease). Its documents are void
 * when it is. A lease signed by everyone whose execution failed carries the latest failure, and one
 * whose execution job is pending says it is finishing. Its
 * `can` is for a caller of that relation to it (none for no relation).
 */
export function presentLease(row: LeaseRow, assigned: readonly AssignedPlanRow[], documents: readonly LeaseDocumentRow[], today: string, execution: { failure: ExecutionFailure | null; finishing: boolean }, relation: Relation | null): Lease {
  const { failure } = execution;
  const actor = relation && LEASE_ACTOR[relation];
  return {
    id: row.id,
    status: row.status,
    version: row.version,
    application_id: row.application_id,
    student: { id: row.user_id, first_name: row.first_name, last_name: row.last_name, email: row.email },
    property_id: row.property_id,
    property_name: row.property_name,
    lease_period_id: row.lease_period_id,
    lease_period_name: row.lease_period_name,
    bed: { id: row.layout_id, building: row.building, floor: row.floor, unit: row.unit, room: row.room, bed: row.bed },
    kind: row.kind,
    renews_lease_id: row.renews_lease_id,
    not_renewing_reason: row.not_renewing_reason,
    offered_plans: plansInEffect(assigned, today).map((plan) => ({ id: plan.id, name: plan.name, type: plan.type, total: centsToAmount(plan.total_cents) })),
    payment_plan_id: row.payment_plan_id,
    payment_plan_name: row.payment_plan_name,
    documents: documents.map((d) => presentLeaseDocument(d, row.status === 'Void')),
    void_reason: row.void_reason,
    execution_failure: row.status === 'Signing' ? failure : null,
    finishing: row.status === 'Signing' && execution.finishing,
    can: actor ? leaseCan({ status: row.status, execution_failure: row.status === 'Signing' ? failure : null }, actor) : [],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** How mails and alerts name a lease: the student, and the bed as every screen and document names it. */
export const leaseLabel = (lease: Pick<LeaseRow, 'first_name' | 'last_name' | 'email' | 'property_name' | keyof BedPlace>) =>
  `${personName(lease.first_name, lease.last_name, lease.email)} (${lease.property_name}, ${premisesLabel(lease)})`;

export function presentFreeBed(row: FreeBedRow): FreeBed {
  return { id: row.id, building: row.building, floor: row.floor, unit: row.unit, unit_type: row.unit_type, room: row.room, room_type: row.room_type, bed: row.bed };
}

function presentLeaseDocument(row: LeaseDocumentRow, isVoid: boolean): LeaseDocument {
  return { id: row.id, name: row.name, role: row.role, sha256: row.pdf_sha256, html_sha256: row.html_sha256, void: isVoid };
}
