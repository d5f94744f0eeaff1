import type { PaymentPlanType } from './constants';
import { isPlanActive } from './status';

/** The list of a bed's assignment that holds the plans of each tenant type. */
export const ASSIGNMENT_LISTS = {
  'New Tenant': 'new_tenant_payment_plan_ids',
  'Renewal Tenant': 'renewal_tenant_payment_plan_ids',
  'Renewal Transfer Tenant': 'renewal_transfer_tenant_payment_plan_ids',
} as const satisfies Record<PaymentPlanType, string>;
export type AssignmentList = (typeof ASSIGNMENT_LISTS)[PaymentPlanType];

type OfferablePlan = { type: PaymentPlanType | null; approved: boolean; effective_start_date: string | null; effective_end_date: string | null };

/** Whether a bed can be newly given this plan as a `tenantType` plan: approved, active today, of that type. */
export function isPlanOffered(plan: OfferablePlan, tenantType: PaymentPlanType, today: string): boolean {
  return plan.type === tenantType && isPlanActive(plan, today);
}

/**
 * The plans of one lease period that a bed can be given for a tenant type (ADR 012): the approved
 * plans in effect `today` (YYYY-MM-DD) whose type is that tenant type.
 */
export function offeredPlans<P extends OfferablePlan>(plans: readonly P[], tenantType: PaymentPlanType, today: string): P[] {
  return plans.filter((plan) => isPlanOffered(plan, tenantType, today));
}

/** Of plans already of the right tenant type (a lease's: server/queries/leases.ts), those it can be given today. */
export function plansInEffect<P extends OfferablePlan>(plans: readonly P[], today: string): P[] {
  return plans.filter((plan) => isPlanActive(plan, today));
}

/**
 * A bed's assignment version for one lease period: its plan ids, sorted. A save that sends the
 * version it loaded is refused when the bed's plans have changed since (ADR 012); equal sets need
 * no counter, since the bed then is exactly what the manager saw.
 */
export function assignmentVersion(planIds: Iterable<number>): string {
  return [...planIds].sort((x, y) => x - y).join(',');
}
