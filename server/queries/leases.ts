import { pushTo } from '../../shared/group';
import type { Insertable, Updateable } from 'kysely';
import { compareLayouts } from '../../shared/layouts/order';
import type { LeaseStatus } from '../../shared/leases/lease-types';
import { PLAN_TYPE_OF } from '../../shared/leases/renewal-rules';
import type { PaymentPlanType } from '../../shared/payment-plans/constants';
import type { Db } from '../db/database';
import { insertedId } from './inserted-id';
import type { LeasesTable } from '../db/schema';
import { slices } from './payment-plan-assignments';
import { heldBedIds } from './renewals';

/** An application as a lease needs it: its company, student, property and lease period (from its reservation request). */
export async function findApplicationForLease(db: Db, organizationId: number, applicationId: number) {
  return db
    .selectFrom('rental_applications as a')
    .innerJoin('reservation_requests as r', 'r.id', 'a.reservation_request_id')
    .select(['a.id', 'a.organization_id', 'a.user_id', 'a.status', 'r.property_id', 'r.lease_period_id'])
    .where('a.id', '=', applicationId)
    .where('a.organization_id', '=', organizationId)
    .where('a.status', '!=', 'Draft')
    .executeTakeFirst();
}

export type ApplicationForLease = NonNullable<Awaited<ReturnType<typeof findApplicationForLease>>>;

/**
 * The beds of a property that no live lease of the lease period holds (a voided lease frees its
 * bed), that are not held for their residents to renew (heldBedIds, issue 47) nor held by a student in
 * room selection (issue 49), in natural bed order.
 */
export async function listFreeBeds(db: Db, propertyId: number, leasePeriodId: number, today: string) {
  const rows = await db
    .selectFrom('layouts as l')
    .select(['l.id', 'l.property_id', 'l.building', 'l.floor', 'l.unit', 'l.unit_type', 'l.room', 'l.room_type', 'l.bed'])
    .where('l.property_id', '=', propertyId)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('leases as x').select('x.id').whereRef('x.layout_id', '=', 'l.id').where('x.lease_period_id', '=', leasePeriodId).where('x.status', '!=', 'Void'))),
    )
    .where('l.id', 'not in', heldBedIds(db, leasePeriodId, today))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('bed_holds as h').select('h.id').whereRef('h.layout_id', '=', 'l.id').where('h.lease_period_id', '=', leasePeriodId).where('h.status', '=', 'held').where('h.expires_at', '>', new Date().toISOString()))),
    )
    .execute();
  return rows.sort(compareLayouts);
}

/** The plans assigned to these beds for the lease period, by bed id (what a renewal is offered before its lease exists). */
export async function plansAssignedToBeds(db: Db, bedIds: readonly number[], leasePeriodId: number): Promise<Map<number, AssignedPlanRow[]>> {
  const byBed = new Map<number, AssignedPlanRow[]>();
  for (const ids of slices(bedIds)) {
    const rows = await db
      .selectFrom('payment_plan_assignments as a')
      .innerJoin('payment_plans as p', 'p.id', 'a.payment_plan_id')
      .select(['a.layout_id', 'p.id', 'p.name', 'p.type', 'p.total_cents', 'p.approved', 'p.effective_start_date', 'p.effective_end_date'])
      .where('a.layout_id', 'in', ids)
      .where('p.lease_period_id', '=', leasePeriodId)
      .orderBy('p.name')
      .orderBy('p.id')
      .execute();
    for (const { layout_id, approved, ...plan } of rows) pushTo(byBed, layout_id, { ...plan, approved: !!approved });
  }
  return byBed;
}

export type FreeBedRow = Awaited<ReturnType<typeof listFreeBeds>>[number];

export async function insertLease(db: Db, values: Insertable<LeasesTable>): Promise<number> {
  return insertedId(db, 'leases', values);
}

/** Changes a lease only while it still has the expected status (and version, when given); false when it did not. */
export async function updateLeaseIf(db: Db, id: number, expect: { statuses: readonly LeaseStatus[]; version?: number }, changes: Updateable<LeasesTable>): Promise<boolean> {
  let query = db
    .updateTable('leases')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
    .where('id', '=', id)
    .where('status', 'in', [...expect.statuses]);
  if (expect.version !== undefined) query = query.where('version', '=', expect.version);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}

/** A lease's status and version as they are now (inside a transaction: as it sees them). */
export async function leaseStatusAndVersion(db: Db, id: number): Promise<{ status: LeaseStatus; version: number } | undefined> {
  return db.selectFrom('leases').select(['status', 'version']).where('id', '=', id).executeTakeFirst();
}

/** Leases (as x) joined to their student (u), property (p), lease period (lp) and bed (l): what every read of a lease with names starts from. */
export function leasesWithNames(db: Db) {
  return db
    .selectFrom('leases as x')
    .innerJoin('users as u', 'u.id', 'x.user_id')
    .innerJoin('properties as p', 'p.id', 'x.property_id')
    .innerJoin('lease_periods as lp', 'lp.id', 'x.lease_period_id')
    .innerJoin('layouts as l', 'l.id', 'x.layout_id');
}

/** Leases with what their answers show: the student, property, lease period (and its dates), bed and chosen plan. */
export function leaseRows(db: Db) {
  return leasesWithNames(db)
    .leftJoin('payment_plans as pp', 'pp.id', 'x.payment_plan_id')
    .select([
      'x.id',
      'x.organization_id',
      'x.application_id',
      'x.user_id',
      'x.property_id',
      'x.lease_period_id',
      'x.layout_id',
      'x.status',
      'x.payment_plan_id',
      'x.void_reason',
      'x.kind',
      'x.renews_lease_id',
      'x.not_renewing_reason',
      'x.created_at',
      'x.updated_at',
      'x.version',
      'u.first_name',
      'u.last_name',
      'u.email',
      'p.name as property_name',
      'lp.name as lease_period_name',
      'lp.start_date',
      'lp.end_date',
      'l.building',
      'l.floor',
      'l.unit',
      'l.room',
      'l.bed',
      'pp.name as payment_plan_name',
    ]);
}

export async function findLease(db: Db, id: number) {
  return leaseRows(db).where('x.id', '=', id).executeTakeFirst();
}

export type LeaseRow = NonNullable<Awaited<ReturnType<typeof findLease>>>;

/** The company's leases, newest change first, narrowed by property, lease period, status and application when given. */
export async function listLeases(db: Db, organizationId: number, filter: { property?: number[]; lease_period?: number; status?: LeaseStatus; application?: number }): Promise<LeaseRow[]> {
  let query = leaseRows(db).where('x.organization_id', '=', organizationId);
  if (filter.application !== undefined) query = query.where('x.application_id', '=', filter.application);
  if (filter.property) query = query.where('x.property_id', 'in', filter.property.length ? filter.property : [0]);
  if (filter.lease_period !== undefined) query = query.where('x.lease_period_id', '=', filter.lease_period);
  if (filter.status !== undefined) query = query.where('x.status', '=', filter.status);
  return query.orderBy('x.updated_at', 'desc').orderBy('x.id', 'desc').execute();
}

/**
 * The plans assigned to each lease's bed for its lease period of the type its kind takes (a first
 * lease New Tenant plans, a renewal Renewal Tenant or Renewal Transfer Tenant: PLAN_TYPE_OF), by
 * lease id, with what decides whether they are offered: one query per 500 leases, not one per lease.
 */
export async function plansAssignedToLeases(db: Db, leaseIds: readonly number[]) {
  const byLease = new Map<number, AssignedPlanRow[]>();
  for (const ids of slices(leaseIds)) {
    const rows = await db
      .selectFrom('leases as x')
      .innerJoin('payment_plan_assignments as a', 'a.layout_id', 'x.layout_id')
      .innerJoin('payment_plans as p', (join) => join.onRef('p.id', '=', 'a.payment_plan_id').onRef('p.lease_period_id', '=', 'x.lease_period_id'))
      .select(['x.id as lease_id', 'x.kind', 'p.id', 'p.name', 'p.type', 'p.total_cents', 'p.approved', 'p.effective_start_date', 'p.effective_end_date'])
      .where('x.id', 'in', ids)
      .orderBy('p.name')
      .orderBy('p.id')
      .execute();
    for (const { lease_id, kind, approved, ...plan } of rows) if (plan.type === PLAN_TYPE_OF[kind]) pushTo(byLease, lease_id, { ...plan, approved: !!approved });
  }
  return byLease;
}

export type AssignedPlanRow = { id: number; name: string; type: PaymentPlanType | null; total_cents: number; approved: boolean; effective_start_date: string | null; effective_end_date: string | null };

/** The leases of the ids, as leaseRows reads them (in no particular order). */
export async function findLeases(db: Db, ids: readonly number[]): Promise<LeaseRow[]> {
  return ids.length ? leaseRows(db).where('x.id', 'in', [...ids]).execute() : [];
}
