import type { Db } from '../db/database';

/** A lease as online payments take it: its company, status and tenant's e-mail (the receipt's address). */
export async function payingLease(db: Db, leaseId: number) {
  return db
    .selectFrom('leases as x')
    .innerJoin('users as u', 'u.id', 'x.user_id')
    .select(['x.id', 'x.organization_id', 'x.status', 'x.user_id', 'u.email'])
    .where('x.id', '=', leaseId)
    .executeTakeFirst();
}

export type PayingLease = NonNullable<Awaited<ReturnType<typeof payingLease>>>;
