import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { AutopayEnrolmentsTable } from '../db/schema';
import { insertedId } from './inserted-id';

/** Autopay enrolments (issue 48): a tenant's saved method for a lease, with the consent they gave. */

export async function insertEnrolment(db: Db, row: Insertable<AutopayEnrolmentsTable>): Promise<number> {
  return insertedId(db, 'autopay_enrolments', row);
}

export async function findEnrolment(db: Db, id: number) {
  return db.selectFrom('autopay_enrolments').selectAll().where('id', '=', id).executeTakeFirst();
}

export type EnrolmentRow = NonNullable<Awaited<ReturnType<typeof findEnrolment>>>;

/** The enrolment whose setup page this is (the provider's setup session id). */
export async function enrolmentOfSetup(db: Db, setupId: string) {
  return db.selectFrom('autopay_enrolments').selectAll().where('setup_id', '=', setupId).executeTakeFirst();
}

/** The student's enrolments still in force (active, or waiting for the provider), oldest lease first. */
export async function studentEnrolments(db: Db, userId: number) {
  return db
    .selectFrom('autopay_enrolments as a')
    .innerJoin('leases as x', 'x.id', 'a.lease_id')
    .select(['a.id', 'a.lease_id', 'a.method', 'a.status', 'a.consent_text', 'a.consented_at'])
    .where('x.user_id', '=', userId)
    .where('a.status', 'in', ['active', 'setting_up'])
    .orderBy('a.lease_id')
    .orderBy('a.id')
    .execute();
}

/** Cancels a lease's enrolments in force other than `keep` (a new one replaces them); answers the ids cancelled. */
export async function cancelLeaseEnrolments(db: Db, leaseId: number, statuses: readonly ('active' | 'setting_up')[], at: string, keep: number | null = null): Promise<number[]> {
  let query = db.updateTable('autopay_enrolments').set({ status: 'cancelled', cancelled_at: at }).where('lease_id', '=', leaseId).where('status', 'in', [...statuses]);
  if (keep !== null) query = query.where('id', '<>', keep);
  const rows = await query.returning('id').execute();
  return rows.map((r) => r.id);
}

/** Turns a setting-up enrolment on with the method the provider saved; false when it is no longer setting up (cancelled meanwhile). */
export async function activateEnrolment(db: Db, id: number, saved: { customer_id: string; payment_method_id: string }): Promise<boolean> {
  const result = await db.updateTable('autopay_enrolments').set({ status: 'active', ...saved }).where('id', '=', id).where('status', '=', 'setting_up').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Cancels one enrolment in force; false when it was cancelled already. */
export async function cancelEnrolment(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db.updateTable('autopay_enrolments').set({ status: 'cancelled', cancelled_at: at }).where('id', '=', id).where('status', '<>', 'cancelled').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The active enrolments of executed leases, with what charging them needs (the tenant's address, the company's payment order). */
export async function activeEnrolments(db: Db, timeZone: string) {
  return db
    .selectFrom('autopay_enrolments as a')
    .innerJoin('leases as x', 'x.id', 'a.lease_id')
    .innerJoin('organizations as o', 'o.id', 'a.organization_id')
    .select(['a.id', 'a.lease_id', 'a.organization_id', 'a.user_id', 'a.method', 'a.customer_id', 'a.payment_method_id', 'a.consented_at', 'o.payment_order', 'o.time_zone'])
    .where('a.status', '=', 'active')
    .where('a.payment_method_id', 'is not', null)
    .where('x.status', '=', 'Executed')
    .where('o.time_zone', '=', timeZone)
    .orderBy('a.id')
    .execute();
}

export type ActiveEnrolment = Awaited<ReturnType<typeof activeEnrolments>>[number];

/** The company's name on a lease (the consent names it). */
export async function leaseCompanyName(db: Db, leaseId: number): Promise<string> {
  const row = await db.selectFrom('leases as x').innerJoin('organizations as o', 'o.id', 'x.organization_id').select('o.name').where('x.id', '=', leaseId).executeTakeFirst();
  return row?.name ?? '';
}
