import type { Db } from '../db/database';

export async function insertReservationRequest(
  db: Db,
  row: { user_id: number; organization_id: number; property_id: number; lease_period_id: number | null; start_date: string | null; end_date: string | null },
): Promise<number> {
  const { id } = await db.insertInto('reservation_requests').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Reservation requests with their property and lease period names, newest first. */
const withNames = (db: Db) =>
  db
    .selectFrom('reservation_requests')
    .innerJoin('properties', 'properties.id', 'reservation_requests.property_id')
    .leftJoin('lease_periods', 'lease_periods.id', 'reservation_requests.lease_period_id')
    .select([
      'reservation_requests.id',
      'properties.id as property_id',
      'properties.name as property_name',
      'lease_periods.name as lease_period_name',
      'reservation_requests.start_date',
      'reservation_requests.end_date',
      'reservation_requests.created_at',
    ])
    .orderBy('reservation_requests.created_at', 'desc')
    .orderBy('reservation_requests.id', 'desc');

/** A student's own requests. */
export async function listStudentReservationRequests(db: Db, userId: number) {
  return withNames(db).where('reservation_requests.user_id', '=', userId).execute();
}

/** Requests made to the company's properties, with who made them, for the manager's inbox. */
export async function listReservationRequests(db: Db, organizationId: number) {
  return withNames(db)
    .innerJoin('users', 'users.id', 'reservation_requests.user_id')
    .select(['users.first_name', 'users.last_name', 'users.email', 'users.cell_phone', 'users.email_verified_at', 'reservation_requests.opened_at'])
    .where('reservation_requests.organization_id', '=', organizationId)
    .execute();
}

/** Marks a request opened (the first time only). */
export async function markReservationOpened(db: Db, id: number) {
  await db.updateTable('reservation_requests').set({ opened_at: new Date().toISOString() }).where('id', '=', id).where('opened_at', 'is', null).execute();
}
