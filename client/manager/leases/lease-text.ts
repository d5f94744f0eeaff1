import type { Lease } from '../../../shared/leases/lease-types';
import { LEASE_SCREEN_TEXTS as T } from './texts';
import { fullName } from '../../../shared/people';

/** The tenant's name as the screens show it. */
export const tenantName = (lease: Pick<Lease, 'student'>) => fullName(lease.student.first_name, lease.student.last_name);

/** An offered lease whose bed has no plan to choose from: the office has to act. */
export const lacksPlan = (lease: Pick<Lease, 'status' | 'payment_plan_name' | 'offered_plans'>) => lease.status === 'Offered' && !lease.payment_plan_name && !lease.offered_plans.length;

/** The lease's plan: the chosen one's name; while offered, whether the student can choose one yet. */
export function planText(lease: Pick<Lease, 'status' | 'payment_plan_name' | 'offered_plans'>): string {
  if (lease.payment_plan_name) return lease.payment_plan_name;
  if (lease.status !== 'Offered') return T.noPlan;
  return lease.offered_plans.length ? T.planNotChosen : T.noPlanOffered;
}

/** Whether the lease still holds its bed (any status but Void). */
export const isLive = (lease: Pick<Lease, 'status'>) => lease.status !== 'Void';
