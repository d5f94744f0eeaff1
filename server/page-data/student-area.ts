import type { StudentAreaData } from '../../shared/types/public';
import type { Db } from '../db/database';
import { listStudentReservationRequests } from '../queries/reservation-requests';

/** The signed-in student's profile and reservation requests. */
export async function getStudentArea(db: Db, userId: number): Promise<StudentAreaData> {
  const [{ email_verified_at, ...profile }, requests] = await Promise.all([
    db.selectFrom('users').select(['first_name', 'last_name', 'email', 'cell_phone', 'email_verified_at']).where('id', '=', userId).executeTakeFirstOrThrow(),
    listStudentReservationRequests(db, userId),
  ]);
  return { profile: { ...profile, email_verified: email_verified_at !== null }, requests };
}
