import { EXECUTION_TEXTS } from '../../../shared/leases/execution-texts';
import type { Lease, LeaseBed, LeaseHistoryEvent } from '../../../shared/leases/lease-types';
import { LEASE_SCREEN_TEXTS as T } from './texts';

/** The tenant's name as the screens show it. */
export const tenantName = (lease: Pick<Lease, 'student'>) => `${lease.student.first_name} ${lease.student.last_name}`.trim();

/** A bed as managers name it: `building / unit / room / bed`. */
export const bedLabel = (bed: Pick<LeaseBed, 'building' | 'unit' | 'room' | 'bed'>) => `${bed.building} / ${bed.unit} / ${bed.room} / ${bed.bed}`;

/** An offered lease whose bed has no plan to choose from: the office has to act. */
export const lacksPlan = (lease: Pick<Lease, 'status' | 'payment_plan_name' | 'offered_plans'>) => lease.status === 'Offered' && !lease.payment_plan_name && !lease.offered_plans.length;

/** The lease's plan: the chosen one's name; while offered, whether the student can choose one yet. */
export function planText(lease: Pick<Lease, 'status' | 'payment_plan_name' | 'offered_plans'>): string {
  if (lease.payment_plan_name) return lease.payment_plan_name;
  if (lease.status !== 'Offered') return T.noPlan;
  return lease.offered_plans.length ? T.planNotChosen : T.noPlanOffered;
}

const ROLE_NAMES: Record<string, string> = { tenant: 'Tenant', guarantor: 'Guarantor', landlord: 'Landlord' };

/** What an audit event of a lease says to a person. */
export function historyText(event: LeaseHistoryEvent): string {
  const d = event.details;
  const text = (key: string) => (typeof d[key] === 'string' ? d[key] : '');
  const role = ROLE_NAMES[text('role')] ?? '';
  switch (event.action) {
    case 'lease.offer':
    case 'lease.plan':
      return T.history[event.action];
    case 'lease.void':
      return T.history.voided(text('reason'));
    case 'lease.sent':
      return text('role') === 'tenant' ? T.history.askedTenant : T.history.askedLandlord;
    case 'lease.link_sent':
      return T.history.linkSent(text('to'));
    case 'lease.link_opened':
      return T.history.linkOpened;
    case 'lease.open':
      return T.history.opened(role);
    case 'lease.consent':
      return T.history.consented(role);
    case 'lease.view':
      return T.history.read(role, text('document'));
    case 'lease.download':
      return T.history.downloaded(role, text('document'));
    case 'lease.slot':
      return T.history.applied(role, text('caption'), text('document'));
    case 'lease.sign':
      return T.history.signed(role, text('name'));
    case 'lease.decline':
      return T.history.declined(role, text('reason'));
    case 'lease.execute':
      return T.history.executed;
    case 'lease.execute_failed':
      return EXECUTION_TEXTS.notFinalized(text('reason'));
    default:
      return event.action;
  }
}

/** Whether the lease still holds its bed (any status but Void). */
export const isLive = (lease: Pick<Lease, 'status'>) => lease.status !== 'Void';
