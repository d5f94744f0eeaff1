import { PAYMENT_PLAN_TYPES, type PaymentPlanType } from '../../shared/payment-plans/constants';
import { templateSigners } from './document-templates';
import type { SeasonFacts } from '../../shared/season-readiness/types';
import type { Db } from '../db/database';
import type { AlertFilter } from './manager-alerts';

/**
 * Which periods: every period of one property (the Lease Periods screen's panel), or the company's
 * periods open to leasing and not ended by `today` at the chosen properties (the alert).
 */
export type ReadinessScope = { propertyId: number } | { organizationId: number; filter: AlertFilter; today: string };

function periodsIn(db: Db, scope: ReadinessScope) {
  let query = db
    .selectFrom('lease_periods as lp')
    .innerJoin('properties as p', 'p.id', 'lp.property_id')
    .select(['lp.id', 'lp.name', 'lp.start_date', 'lp.visible', 'lp.open_to_renewals', 'lp.allow_same_bed_renewals', 'p.id as property_id', 'p.name as property_name', 'p.organization_id'])
    .select((eb) => eb.exists(eb.selectFrom('lease_period_renewal_sources as r').select('r.source_period_id').whereRef('r.lease_period_id', '=', 'lp.id')).as('renews'));
  if ('propertyId' in scope) query = query.where('p.id', '=', scope.propertyId);
  else {
    query = query.where('p.organization_id', '=', scope.organizationId).where('lp.visible', '=', 1).where('lp.end_date', '>=', scope.today);
    if (scope.filter.property?.length) query = query.where('p.id', 'in', scope.filter.property);
  }
  return query.orderBy('lp.start_date').orderBy('p.name').orderBy('lp.id').execute();
}

/** The approved templates assigned to each period, in the order a packet takes them (as packetTemplates). */
function approvedTemplates(db: Db, periodIds: number[]) {
  return db
    .selectFrom('lease_period_templates as t')
    .innerJoin('document_templates as d', 'd.id', 't.template_id')
    .select(['t.lease_period_id', 't.kind', 'd.id', 'd.name', 'd.signing_signers'])
    .where('t.lease_period_id', 'in', periodIds)
    .where('d.type', '=', 'Lease Agreement')
    .where('d.approved', '=', 1)
    .orderBy('t.lease_period_id')
    .orderBy('d.name')
    .orderBy('d.id')
    .execute();
}

/** How many beds each property's layouts hold. */
function bedCounts(db: Db, propertyIds: number[]) {
  return db.selectFrom('layouts').select(['property_id', (eb) => eb.fn.countAll<number>().as('n')]).where('property_id', 'in', propertyIds).groupBy('property_id').execute();
}


/** Per period and tenant type: the approved plans not ended by `today`. */
function approvedPlanCounts(db: Db, periodIds: number[], today: string) {
  return db
    .selectFrom('payment_plans as pp')
    .select(['pp.lease_period_id', 'pp.type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('pp.lease_period_id', 'in', periodIds)
    .where('pp.approved', '=', 1)
    .where((eb) => eb.or([eb('pp.effective_end_date', 'is', null), eb('pp.effective_end_date', '>=', today)]))
    .groupBy(['pp.lease_period_id', 'pp.type'])
    .execute();
}

/** Per period and tenant type: the property's beds offered at least one of those plans. */
function plannedBedCounts(db: Db, periodIds: number[], today: string) {
  return db
    .selectFrom('payment_plan_assignments as a')
    .innerJoin('payment_plans as pp', 'pp.id', 'a.payment_plan_id')
    .innerJoin('layouts as l', (join) => join.onRef('l.id', '=', 'a.layout_id').onRef('l.property_id', '=', 'pp.property_id'))
    .select(['pp.lease_period_id', 'pp.type', (eb) => eb.fn.count<number>('a.layout_id').distinct().as('n')])
    .where('pp.lease_period_id', 'in', periodIds)
    .where('pp.approved', '=', 1)
    .where((eb) => eb.or([eb('pp.effective_end_date', 'is', null), eb('pp.effective_end_date', '>=', today)]))
    .groupBy(['pp.lease_period_id', 'pp.type'])
    .execute();
}

/** Of the companies, those that saved their rental application's questions, and those with an approved lease agreement. */
async function companySetup(db: Db, organizationIds: number[]) {
  const [saved, approved] = await Promise.all([
    db.selectFrom('rental_application_settings').select('organization_id').where('organization_id', 'in', organizationIds).execute(),
    db.selectFrom('document_templates').select('organization_id').distinct().where('organization_id', 'in', organizationIds).where('type', '=', 'Lease Agreement').where('approved', '=', 1).execute(),
  ]);
  return { saved: new Set(saved.map((r) => r.organization_id)), approved: new Set(approved.map((r) => r.organization_id)) };
}

/**
 * What the records say about each period of the scope, for the season readiness rule: one query
 * per kind of fact for all the periods at once, so a property with thousands of beds or a company
 * with many periods costs the same handful of statements.
 */
export async function seasonFacts(db: Db, scope: ReadinessScope, today: string): Promise<SeasonFacts[]> {
  const periods = await periodsIn(db, scope);
  if (!periods.length) return [];
  const ids = periods.map((p) => p.id);
  const [templates, beds, plans, planned, company] = await Promise.all([
    approvedTemplates(db, ids),
    bedCounts(db, [...new Set(periods.map((p) => p.property_id))]),
    approvedPlanCounts(db, ids, today),
    plannedBedCounts(db, ids, today),
    companySetup(db, [...new Set(periods.map((p) => p.organization_id))]),
  ]);
  const count = (rows: readonly { lease_period_id: number; type: PaymentPlanType | null; n: number | string | bigint }[], id: number, type: PaymentPlanType) =>
    Number(rows.find((r) => r.lease_period_id === id && r.type === type)?.n ?? 0);
  return periods.map((p) => ({
    lease_period_id: p.id,
    lease_period_name: p.name,
    property_id: p.property_id,
    property_name: p.property_name,
    start_date: p.start_date,
    open_to_leasing: !!p.visible,
    takes_renewals: !!p.renews || !!p.open_to_renewals || !!p.allow_same_bed_renewals,
    templates: {
      tenant: templates.some((t) => t.lease_period_id === p.id && t.kind === 'tenant'),
      guarantor: templates.some((t) => t.lease_period_id === p.id && t.kind === 'guarantor'),
    },
    documents: (['tenant', 'guarantor'] as const).flatMap((role) => templates.filter((t) => t.lease_period_id === p.id && t.kind === role).map((t) => ({ name: t.name, role, signers: t.signing_signers === null ? null : templateSigners(t) }))),
    company_has_approved_template: company.approved.has(p.organization_id),
    beds: Number(beds.find((b) => b.property_id === p.property_id)?.n ?? 0),
    plans: Object.fromEntries(PAYMENT_PLAN_TYPES.map((type) => [type, { approved: count(plans, p.id, type), beds: count(planned, p.id, type) }])) as SeasonFacts['plans'],
    application_saved: company.saved.has(p.organization_id),
  }));
}
