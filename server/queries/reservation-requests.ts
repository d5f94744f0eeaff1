import type { Db } from '../db/database';

export async function insertReservationRequest(
  db: Db,
  row: { user_id: number; organization_id: number; property_id: number; lease_period_id: number | null; start_date: string | null; end_date: string | null },
): Promise<number> {
  const { id } = await db.insertInto('reservation_requests').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A student's requests, newest first, with property and lease period names. */
export async function listStudentReservationRequests(db: Db, userId: number) {
  return db
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
    .where('reservation_requests.user_id', '=', userId)
    .orderBy('reservation_requests.created_at', 'desc')
    .orderBy('reservation_requests.id', 'desc')
    .execute();
}
