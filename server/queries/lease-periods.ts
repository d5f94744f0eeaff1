import type { Db } from '../db/database';

/** Lease periods of a property with their semesters (through sub periods); visibleOnly for visitors. */
export async function listLeasePeriods(db: Db, propertyId: number, opts: { visibleOnly: boolean }) {
  let query = db
    .selectFrom('lease_periods')
    .innerJoin('properties', 'properties.id', 'lease_periods.property_id')
    .selectAll('lease_periods')
    .select('properties.name as property_name')
    .where('lease_periods.property_id', '=', propertyId)
    .orderBy('lease_periods.start_date')
    .orderBy('lease_periods.id');
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
