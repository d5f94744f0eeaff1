import type { OfferedPlan, TenantRenewal } from './lease-types';
import { RENEWAL_MESSAGES } from './renewal-rules';

/** The guarantor a renewal names, as the last application named them (the renewal page prefills it). */
export type RenewalGuarantor = { name: string; email: string; phone: string; address: string };

/** What the renewal page's confirm step starts from: the account's mobile number and the last application's guarantor. */
export type RenewalContact = { cell_phone: string; guarantor: RenewalGuarantor };

/** The renewal page's query (the steps as links and forms without JavaScript): the choice made, and the bed chosen. */
export const RENEWAL_CHOICE_PARAM = 'choice';
export const RENEWAL_BED_PARAM = 'bed';
export const RENEWAL_CHOICES = ['same_bed', 'transfer'] as const;
export type RenewalChoice = (typeof RENEWAL_CHOICES)[number];

/** Where the renewal page starts: the choice, the free beds (their list from the server), or the confirm step with the bed chosen. */
export type RenewalStart = { step: 'choose' } | { step: 'beds'; beds: RenewalBed[] } | { step: 'confirm'; bed: ChosenBed; choice: RenewalChoice };

/** The bed a renewal is confirmed on: its id, its name and the plans it offers the student. */
export type ChosenBed = Pick<RenewalBed, 'id' | 'label' | 'plans'>;

/**
 * The renewal page (`/new/tenant/renew/{leasePeriodId}`): the student's renewal into the period (null:
 * none of their leases renews into it), their contact details, and the step its URL (or a refused
 * post) names.
 */
export type StudentRenewalPage = { lease_period_id: number; renewal: TenantRenewal | null; contact: RenewalContact | null; start: RenewalStart };

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

/** The confirm step's form fields (the island's and the page's post without JavaScript alike). */
export const RENEWAL_FORM_FIELDS = ['lease_id', 'bed_id', 'choice', 'had_guarantor', 'cell_phone', 'guarantor_name', 'guarantor_email', 'guarantor_phone', 'guarantor_address'] as const;
export type RenewalFormValues = Partial<Record<(typeof RENEWAL_FORM_FIELDS)[number], string>>;

/**
 * The renewal's mobile number and guarantor from the confirm step's fields: the number when one is
 * typed (else the account's stays); the guarantor as typed, null when the student emptied one the last
 * application named (`had_guarantor`), left out when there was none and is none.
 */
export function renewalBody(values: RenewalFormValues): { cell_phone?: string; guarantor?: RenewalGuarantor | null } {
  const field = (name: keyof RenewalFormValues) => (values[name] ?? '').trim();
  const guarantor = { name: field('guarantor_name'), email: field('guarantor_email'), phone: field('guarantor_phone'), address: field('guarantor_address') };
  const named = Object.values(guarantor).some(Boolean);
  return {
    ...(field('cell_phone') ? { cell_phone: field('cell_phone') } : {}),
    ...(named ? { guarantor } : field('had_guarantor') ? { guarantor: null } : {}),
  };
}
