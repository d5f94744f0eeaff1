import type { Db } from '../db/database';

/** Which periods: one, a property's, or a company's (optionally only those of properties shown to visitors: running and served on this site). */
export type LeasePeriodScope = { id: number } | { propertyId: number } | { organizationId: number; shownOnly: boolean };

/**
 * Lease periods with their semesters (through sub periods); visibleOnly for visitors. A property's
 * periods come earliest first (the public carousel's order), a company's newest first.
 */
export async function listLeasePeriods(db: Db, scope: LeasePeriodScope, opts: { visibleOnly: boolean }) {
  let query = db
    .selectFrom('lease_periods')
    .innerJoin('properties', 'properties.id', 'lease_periods.property_id')
    .selectAll('lease_periods')
    .select('properties.name as property_name');
  if ('id' in scope) query = query.where('lease_periods.id', '=', scope.id);
  else if ('propertyId' in scope) query = query.where('lease_periods.property_id', '=', scope.propertyId).orderBy('lease_periods.start_date').orderBy('lease_periods.id');
  else {
    query = query.where('properties.organization_id', '=', scope.organizationId).orderBy('lease_periods.start_date', 'desc').orderBy('lease_periods.id', 'desc');
    if (scope.shownOnly) query = query.where('properties.status', '=', 'RUNNING').where('properties.serve_new_site', '=', 1);
  }
  if (opts.visibleOnly) query = query.where('lease_periods.visible', '=', 1);
  const periods = await query.execute();
  if (!periods.length) return [];
  const subs = await db
    .selectFrom('sub_periods')
    .innerJoin('semesters', 'semesters.id', 'sub_periods.semester_id')
    .select(['sub_periods.id', 'sub_periods.name', 'sub_periods.lease_period_id', 'semesters.id as semester_id', 'semesters.name as semester_name', 'semesters.start_date', 'semesters.end_date'])
    .where('sub_periods.lease_period_id', 'in', periods.map((p) => p.id))
    .orderBy('semesters.start_date')
    .execute();
  return periods.map((p) => ({ ...p, subs: subs.filter((s) => s.lease_period_id === p.id) }));
}

export type LeasePeriodWithSubs = Awaited<ReturnType<typeof listLeasePeriods>>[number];

/** The periods each of these periods renews from, earliest first. */
export async function listRenewalSources(db: Db, periodIds: number[]) {
  if (!periodIds.length) return [];
  return db
    .selectFrom('lease_period_renewal_sources')
    .innerJoin('lease_periods', 'lease_periods.id', 'lease_period_renewal_sources.source_period_id')
    .select(['lease_period_renewal_sources.lease_period_id', 'lease_periods.id', 'lease_periods.name'])
    .where('lease_period_renewal_sources.lease_period_id', 'in', periodIds)
    .orderBy('lease_periods.start_date')
    .execute();
}

export type RenewalSourceRow = Awaited<ReturnType<typeof listRenewalSources>>[number];

/** Which of the ids are periods of the property. */
export async function periodIdsOfProperty(db: Db, propertyId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('lease_periods').select('id').where('property_id', '=', propertyId).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Sets the renewal deadline; one after the period ends is refused (a field error), as the period's end
 * is read in the same statement's transaction.
 */
export async function setRenewalDeadline(db: Db, id: number, deadline: string | null): Promise<boolean> {
  let query = db.updateTable('lease_periods').set({ renewal_deadline: deadline }).where('id', '=', id);
  if (deadline !== null) query = query.where('end_date', '>', deadline);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}

/** Sets the toggles' flags (0 or 1) that are given. */
export async function setLeasePeriodFlags(db: Db, id: number, flags: Partial<Record<'visible' | 'visible_to_managers' | 'open_to_renewals' | 'allow_same_bed_renewals', number>>) {
  if (Object.keys(flags).length) await db.updateTable('lease_periods').set(flags).where('id', '=', id).execute();
}

/** Whether the lease period is limited to residents renewing (open_to_renewals); false for none (a request for a whole property). */
export async function isRenewalsOnly(db: Db, leasePeriodId: number | null): Promise<boolean> {
  if (leasePeriodId === null) return false;
  const row = await db.selectFrom('lease_periods').select('open_to_renewals').where('id', '=', leasePeriodId).executeTakeFirst();
  return !!row?.open_to_renewals;
}

/** The lease period a reservation request names (null: the whole property). */
export async function periodOfRequest(db: Db, requestId: number): Promise<number | null> {
  const row = await db.selectFrom('reservation_requests').select('lease_period_id').where('id', '=', requestId).executeTakeFirst();
  return row?.lease_period_id ?? null;
}
