import type { OfferedPlan, TenantRenewal } from './lease-types';
import { RENEWAL_MESSAGES } from './renewal-rules';

/** The guarantor a renewal names, as the last application named them (the renewal page prefills it). */
export type RenewalGuarantor = { name: string; email: string; phone: string; address: string };

/** What the renewal page's confirm step starts from: the account's mobile number and the last application's guarantor. */
export type RenewalContact = { cell_phone: string; guarantor: RenewalGuarantor };

/** The renewal page (`/new/tenant/renew/{leasePeriodId}`): the student's renewal into the period (null: none of their leases renews into it) and their contact details. */
export type StudentRenewalPage = { lease_period_id: number; renewal: TenantRenewal | null; contact: RenewalContact | null };

/** A renewal period of the property page as a signed-in student may take it: null reason when they may renew into it. */
export type PeriodRenewal = { lease_period_id: number; reason: string | null };

/** Whether the student may renew into the period now: eligible and not renewed yet. */
export const canRenew = (r: Pick<TenantRenewal, 'reason_if_not' | 'renewal_lease_id'>): boolean => r.reason_if_not === null && r.renewal_lease_id === null;

/** The renewals My lease offers: those the student may take now, soonest first as the API lists them. */
export const renewalsToOffer = (renewals: readonly TenantRenewal[]): TenantRenewal[] => renewals.filter(canRenew);

/**
 * What the property page's renewal cards tell a signed-in student, one per period: may renew (null), or
 * why not. A period listed twice (two leases renewing into it) is offered when any of them may.
 */
export function periodRenewals(renewals: readonly TenantRenewal[]): PeriodRenewal[] {
  const byPeriod = new Map<number, string | null>();
  for (const r of renewals) {
    const reason = canRenew(r) ? null : (r.reason_if_not ?? RENEWAL_MESSAGES.hasLease);
    if (!byPeriod.has(r.lease_period.id) || reason === null) byPeriod.set(r.lease_period.id, reason);
  }
  return [...byPeriod].map(([lease_period_id, reason]) => ({ lease_period_id, reason }));
}

/** A free bed a renewing resident may move to (`GET /api/renewals/free-beds/`), as the renewal page shows it. */
export type RenewalBed = { id: number; building: string; label: string; plans: OfferedPlan[] };

/** The beds as the renewal page lists them: those offered a plan first, each group in the API's order. */
export const bedsToList = <B extends Pick<RenewalBed, 'plans'>>(beds: readonly B[]): B[] => [...beds.filter((b) => b.plans.length), ...beds.filter((b) => !b.plans.length)];
