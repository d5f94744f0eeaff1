import type { Db } from '../db/database';

/**
 * What a student's renewal of one of their own leases starts from: their account's mobile number and
 * the answers of the application the lease came from (the renewal copies them). Undefined for a lease
 * that is not theirs.
 */
export async function findRenewalContact(db: Db, userId: number, leaseId: number) {
  return db
    .selectFrom('leases as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .innerJoin('rental_applications as a', 'a.id', 'l.application_id')
    .select(['u.cell_phone', 'a.answers'])
    .where('l.id', '=', leaseId)
    .where('l.user_id', '=', userId)
    .executeTakeFirst();
}
