import type { Db } from '../db/database';

export type { LayoutRow as BedRow } from './layouts';

/** The plans of a lease period, with what decides whether a bed can be given them. */
export async function plansOfLeasePeriod(db: Db, leasePeriodId: number) {
  return db
    .selectFrom('payment_plans')
    .select(['id', 'name', 'type', 'approved', 'effective_start_date', 'effective_end_date'])
    .where('lease_period_id', '=', leasePeriodId)
    .execute();
}

/** The assignments of a property's beds to the plans of a lease period, with the plan's type. */
export async function assignmentsOfLeasePeriod(db: Db, propertyId: number, leasePeriodId: number) {
  return db
    .selectFrom('payment_plan_assignments as a')
    .innerJoin('layouts as l', 'l.id', 'a.layout_id')
    .innerJoin('payment_plans as p', 'p.id', 'a.payment_plan_id')
    .select(['a.layout_id', 'a.payment_plan_id', 'p.type'])
    .where('l.property_id', '=', propertyId)
    .where('p.lease_period_id', '=', leasePeriodId)
    .orderBy('a.payment_plan_id')
    .execute();
}

export type AssignmentLink = Awaited<ReturnType<typeof assignmentsOfLeasePeriod>>[number];

/** SQLite takes a bounded number of variables per statement: long id lists go in slices. */
const SLICE = 500;
export function slices<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += SLICE) out.push(items.slice(i, i + SLICE));
  return out;
}

/** Replaces, for the given beds, their assignments to the given plans (a lease period's) with `links`. */
export async function replaceAssignments(db: Db, bedIds: readonly number[], planIds: readonly number[], links: readonly { layout_id: number; payment_plan_id: number }[]): Promise<void> {
  if (planIds.length) {
    for (const beds of slices(bedIds)) {
      await db.deleteFrom('payment_plan_assignments').where('layout_id', 'in', beds).where('payment_plan_id', 'in', [...planIds]).execute();
    }
  }
  for (const values of slices(links)) await db.insertInto('payment_plan_assignments').values(values).execute();
}

/** A bed's plan assignments, counted per lease period (named, in name order), with the property they belong to. */
export async function planAssignmentsOfBed(db: Db, layoutId: number) {
  return db
    .selectFrom('payment_plan_assignments as a')
    .innerJoin('payment_plans as p', 'p.id', 'a.payment_plan_id')
    .innerJoin('lease_periods as lp', 'lp.id', 'p.lease_period_id')
    .innerJoin('properties as pr', 'pr.id', 'p.property_id')
    .select((eb) => ['lp.name as lease_period', 'pr.name as property', eb.fn.countAll<number>().as('count')])
    .where('a.layout_id', '=', layoutId)
    .groupBy(['lp.id', 'lp.name', 'pr.name'])
    .orderBy('lp.name')
    .execute();
}

/** Whether any bed is offered under the plan. */
export async function isPlanAssigned(db: Db, planId: number): Promise<boolean> {
  return !!(await db.selectFrom('payment_plan_assignments').select('layout_id').where('payment_plan_id', '=', planId).limit(1).executeTakeFirst());
}
