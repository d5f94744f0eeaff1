import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database';
import { insertedId } from './inserted-id';
import type { Database, ReservationRequestsTable } from '../db/schema';

export async function insertReservationRequest(
  db: Db,
  row: { user_id: number; organization_id: number; property_id: number; lease_period_id: number | null; start_date: string | null; end_date: string | null },
): Promise<number> {
  return insertedId(db, 'reservation_requests', row);
}

/** A query that can read the request it is asked about as `r`. */
type OfRequest = ExpressionBuilder<Database & { r: ReservationRequestsTable }, 'r'>;

/**
 * The application answering request `r` (shared/reservations/request-state.ts), as a correlated
 * subquery: its student's submitted application at the company for the same lease period (for a
 * request without one, at the same property). The student is the request's user id: requests are
 * made signed in or while registering, so there is always one, and an e-mail can change. Of several,
 * the one holding a live lease, then the latest submitted. Found through rental_applications_user.
 */
export function answeringApplication(eb: OfRequest) {
  return eb
    .selectFrom('rental_applications as a')
    .innerJoin('reservation_requests as ar', 'ar.id', 'a.reservation_request_id')
    .select('a.id')
    .whereRef('a.user_id', '=', 'r.user_id')
    .whereRef('a.organization_id', '=', 'r.organization_id')
    .where('a.status', '<>', 'Draft')
    .where((w) =>
      w.or([
        w.and([w('r.lease_period_id', 'is not', null), w('ar.lease_period_id', '=', w.ref('r.lease_period_id'))]),
        w.and([w('r.lease_period_id', 'is', null), w('ar.property_id', '=', w.ref('r.property_id'))]),
      ]),
    )
    .orderBy((o) => o.exists(o.selectFrom('leases as al').select('al.id').whereRef('al.application_id', '=', 'a.id').where('al.status', '<>', 'Void')), 'desc')
    .orderBy('a.submitted_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(1);
}

/** Reservation requests with their property and lease period names, newest first. */
const withNames = (db: Db) =>
  db
    .selectFrom('reservation_requests as r')
    .innerJoin('properties', 'properties.id', 'r.property_id')
    .leftJoin('lease_periods', 'lease_periods.id', 'r.lease_period_id')
    .select(['r.id', 'properties.id as property_id', 'properties.name as property_name', 'lease_periods.name as lease_period_name', 'r.start_date', 'r.end_date', 'r.created_at'])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc');

/** A student's own requests. */
export async function listStudentReservationRequests(db: Db, userId: number) {
  return withNames(db).where('r.user_id', '=', userId).execute();
}

/** Requests made to the company's properties, with who made them and how each was answered, for the manager's inbox. */
const companyRequests = (db: Db, organizationId: number) =>
  withNames(db)
    .innerJoin('users', 'users.id', 'r.user_id')
    // The answer in the same query: one application per request at most (a subquery picks it), one live lease per application.
    .leftJoin('rental_applications as answer', (join) => join.on((eb) => eb('answer.id', '=', answeringApplication(eb))))
    .leftJoin('leases as lease', (join) => join.onRef('lease.application_id', '=', 'answer.id').on('lease.status', '<>', 'Void'))
    .select(['users.first_name', 'users.last_name', 'users.email', 'users.cell_phone', 'users.email_verified_at', 'r.opened_at', 'r.closed_at', 'r.closed_by'])
    .select(['answer.id as application_id', 'answer.status as application_status', 'lease.id as lease_id', 'lease.status as lease_status'])
    .where('r.organization_id', '=', organizationId);

/** The company's reservation requests, newest first. */
export async function listReservationRequests(db: Db, organizationId: number) {
  return companyRequests(db, organizationId).execute();
}

/** One of the company's reservation requests as the list shows it. */
export async function findReservationRequest(db: Db, organizationId: number, id: number) {
  return companyRequests(db, organizationId).where('r.id', '=', id).executeTakeFirstOrThrow();
}

/** Marks a request opened (the first time only). */
export async function markReservationOpened(db: Db, id: number) {
  await db.updateTable('reservation_requests').set({ opened_at: new Date().toISOString() }).where('id', '=', id).where('opened_at', 'is', null).execute();
}

/** Whether an application answers the request now. */
export async function isRequestAnswered(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('reservation_requests as r')
    .select((eb) => eb.exists(answeringApplication(eb)).as('answered'))
    .where('r.id', '=', id)
    .executeTakeFirstOrThrow();
  return Boolean(row.answered);
}

/** Closes a request by `by` now, once: false when it was already closed. */
export async function closeRequestRow(db: Db, id: number, by: string): Promise<boolean> {
  const result = await db.updateTable('reservation_requests').set({ closed_at: new Date().toISOString(), closed_by: by }).where('id', '=', id).where('closed_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
