import { managerLinks } from '../alerts/manager-links';
import { SIGNERS } from '../documents/signature-tags';
import { DOCUMENT_MESSAGES } from '../messages';
import { emptySeats, type EmptySeat } from '../leases/seats-to-sign';
import { ROLE_SIGNER } from '../leases/signing-order';
import { PAYMENT_PLAN_TYPES, type PaymentPlanType } from '../payment-plans/constants';
import { SEASON_TEXTS as T } from './texts';
import { SEASON_STEPS, type PeriodReadiness, type SeasonFacts, type SeasonGap, type SeasonStep, type SeasonStepKey } from './types';

/**
 * The tenant types a period needs a plan of on every bed: New Tenant always (every lease the product
 * offers starts from one); the renewal types only when renewing tenants can lease the period.
 */
export function requiredTenantTypes(facts: Pick<SeasonFacts, 'takes_renewals'>): PaymentPlanType[] {
  return facts.takes_renewals ? [...PAYMENT_PLAN_TYPES] : ['New Tenant'];
}

/**
 * The seats that a packet of the period's templates would leave with nothing to sign, with a guarantor
 * and without one (the landlord may sign only the guaranty): such a packet is refused when the student chooses a plan.
 */
function emptySeatsOf(all: SeasonFacts['documents']): EmptySeat[] {
  // A template that cannot be read is a gap of its own (seatGaps), not a seat with nothing to sign.
  const documents = all.flatMap((d) => (d.signers ? [{ ...d, signers: d.signers }] : []));
  const tenantOnly = documents.filter((d) => d.role === 'tenant');
  if (!tenantOnly.length) return [];
  const seats = [...emptySeats(documents), ...emptySeats(tenantOnly)];
  return seats.filter((seat, i) => seats.findIndex((s) => s.role === seat.role) === i);
}

function seatGaps(f: SeasonFacts): SeasonGap[] {
  const here = managerLinks.leasePeriods(f.property_id);
  const unreadable = f.documents.filter((d) => !d.signers).map((d): SeasonGap => ({ text: DOCUMENT_MESSAGES.unreadableBody(d.name), url: here, fix: d.role === 'tenant' ? 'tenant_templates' : 'guarantor_templates' }));
  return [...unreadable, ...emptySeatsOf(f.documents).map(({ role, documents }): SeasonGap => {
    const text = T.gaps.nothingToSign(SIGNERS[ROLE_SIGNER[role]], documents);
    if (role === 'landlord') return { text, url: managerLinks.documentTemplates() };
    return { text, url: here, fix: role === 'tenant' ? 'tenant_templates' : 'guarantor_templates' };
  })];
}

function templateGaps(f: SeasonFacts): SeasonGap[] {
  const here = managerLinks.leasePeriods(f.property_id);
  if (f.templates.tenant && f.templates.guarantor) return seatGaps(f);
  if (!f.company_has_approved_template) return [{ text: T.gaps.noApprovedTemplate, url: managerLinks.documentTemplates() }];
  return [
    ...(f.templates.tenant ? [] : [{ text: T.gaps.tenantTemplate, url: here, fix: 'tenant_templates' as const }]),
    ...(f.templates.guarantor ? [] : [{ text: T.gaps.guarantorTemplate, url: here, fix: 'guarantor_templates' as const }]),
    ...seatGaps(f),
  ];
}

function planGaps(f: SeasonFacts): SeasonGap[] {
  if (f.beds === 0) return [{ text: T.gaps.noBeds, url: managerLinks.layouts() }];
  return requiredTenantTypes(f).flatMap((type): SeasonGap[] => {
    const { approved, beds } = f.plans[type];
    if (!approved) return [{ text: T.gaps.noPlan(type), url: managerLinks.paymentPlans() }];
    const without = Math.max(0, f.beds - beds);
    return without ? [{ text: T.gaps.bedsWithoutPlan(type, without, f.beds), url: managerLinks.assignPlans(f.property_id, f.lease_period_id) }] : [];
  });
}

const GAPS: Record<SeasonStepKey, (f: SeasonFacts) => SeasonGap[]> = {
  templates: templateGaps,
  plans: planGaps,
  application: (f) => (f.application_saved ? [] : [{ text: T.gaps.application, url: managerLinks.rentalApplication() }]),
  open: (f) => (f.open_to_leasing ? [] : [{ text: T.gaps.open, url: managerLinks.leasePeriods(f.property_id), fix: 'open_to_leasing' }]),
};

/** Each step of preparing the period's season, in order, done or with what is missing and where to fix it. */
export function seasonReadiness(facts: SeasonFacts): PeriodReadiness {
  const steps: SeasonStep[] = SEASON_STEPS.map((key) => {
    const gaps = GAPS[key](facts);
    return { key, title: T.steps[key], done: !gaps.length, gaps };
  });
  return {
    lease_period_id: facts.lease_period_id,
    lease_period_name: facts.lease_period_name,
    property_id: facts.property_id,
    property_name: facts.property_name,
    ready: steps.every((s) => s.done),
    steps,
  };
}

/** Everything still missing, in the steps' order. */
export const seasonGaps = (readiness: PeriodReadiness): SeasonGap[] => readiness.steps.flatMap((s) => s.gaps);

/** The alert's words for a period that is not ready: its first gap, and how many more there are. */
export function notReadyLabel(readiness: PeriodReadiness): string {
  const [first, ...rest] = seasonGaps(readiness);
  return T.alert(readiness.lease_period_name, readiness.property_name, first?.text ?? '', rest.length);
}
