import type { Db } from '../db/database';
import type { AlertFilter } from './manager-alerts';

/**
 * The lease periods of the company's chosen properties shown on the manager dashboard (their
 * "Display on Manager Dashboard" toggle) and not ended by `today`, earliest first, each with how
 * many beds its property has.
 */
export async function dashboardLeasePeriods(db: Db, organizationId: number, filter: AlertFilter, today: string) {
  let query = db
    .selectFrom('lease_periods as lp')
    .innerJoin('properties as p', 'p.id', 'lp.property_id')
    .select(['lp.id', 'lp.name', 'lp.start_date', 'lp.end_date', 'p.id as property_id', 'p.name as property_name'])
    .select((eb) => eb.selectFrom('layouts as l').select(eb.fn.countAll<number>().as('n')).whereRef('l.property_id', '=', 'p.id').as('beds'))
    .where('p.organization_id', '=', organizationId)
    .where('lp.visible_to_managers', '=', 1)
    .where('lp.end_date', '>=', today);
  if (filter.property?.length) query = query.where('p.id', 'in', filter.property);
  return query.orderBy('lp.start_date').orderBy('p.name').orderBy('lp.id').execute();
}

/** Which of the lease periods take renewals: they have Valid Renewal Periods. */
export async function periodIdsTakingRenewals(db: Db, leasePeriodIds: readonly number[]): Promise<Set<number>> {
  if (!leasePeriodIds.length) return new Set();
  const rows = await db.selectFrom('lease_period_renewal_sources').select('lease_period_id').distinct().where('lease_period_id', 'in', [...leasePeriodIds]).execute();
  return new Set(rows.map((r) => r.lease_period_id));
}

/** How many live (not void) leases each of the lease periods has in each status. */
export async function liveLeaseCounts(db: Db, leasePeriodIds: readonly number[]) {
  if (!leasePeriodIds.length) return [];
  return db
    .selectFrom('leases')
    .select(['lease_period_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('lease_period_id', 'in', [...leasePeriodIds])
    .where('status', '!=', 'Void')
    .groupBy(['lease_period_id', 'status'])
    .execute();
}

/** The company's applications submitted on or after `from` (YYYY-MM-DD) at the chosen properties, counted by status. */
export async function applicationCountsSince(db: Db, organizationId: number, filter: AlertFilter, from: string) {
  let query = db
    .selectFrom('rental_applications as a')
    .innerJoin('reservation_requests as r', 'r.id', 'a.reservation_request_id')
    .select(['a.status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('a.organization_id', '=', organizationId)
    .where('a.status', '!=', 'Draft')
    // Submission times are ISO texts: the day's first instant and every later one compare as at least the day.
    .where('a.submitted_at', '>=', from);
  if (filter.property?.length) query = query.where('r.property_id', 'in', filter.property);
  return query.groupBy('a.status').execute();
}
