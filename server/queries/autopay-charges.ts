import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { OnlinePaymentsTable } from '../db/schema';

/**
 * An autopay charge's payment row, written before the provider is asked: the unique index on
 * (autopay_id, due_date) makes a second run for the same due date write nothing (null), and a lease
 * already charged for that due date under an earlier enrolment is not charged again.
 */
export async function insertAutopayCharge(db: Db, row: Insertable<OnlinePaymentsTable> & { autopay_id: number; due_date: string }): Promise<number | null> {
  const earlier = await db.selectFrom('online_payments').select('id').where('lease_id', '=', row.lease_id).where('source', '=', 'autopay').where('due_date', '=', row.due_date).executeTakeFirst();
  if (earlier) return null;
  const inserted = await db.insertInto('online_payments').values(row).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
  return inserted?.id ?? null;
}

/** The last autopay charge of each of these leases (My balance shows it when it failed). */
export async function lastAutopayCharges(db: Db, leaseIds: readonly number[]) {
  if (!leaseIds.length) return new Map<number, LastCharge>();
  const rows = await db
    .selectFrom('online_payments')
    .select(['id', 'lease_id', 'status', 'amount_cents', 'fee_cents', 'due_date', 'failure'])
    .where('lease_id', 'in', [...leaseIds])
    .where('source', '=', 'autopay')
    .orderBy('id', 'desc')
    .execute();
  const last = new Map<number, LastCharge>();
  for (const row of rows) if (!last.has(row.lease_id)) last.set(row.lease_id, row);
  return last;
}

export type LastCharge = { id: number; lease_id: number; status: OnlinePaymentsTable['status']; amount_cents: number; fee_cents: number; due_date: string | null; failure: string | null };
