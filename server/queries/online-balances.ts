import type { Db } from '../db/database';

/**
 * What a lease owes as its ledger summary holds it, less the online payments the provider is still
 * confirming (a bank payment takes days): the most the tenant may pay now without paying twice.
 */
export async function payableCents(db: Db, leaseId: number): Promise<{ balance: number; pending: number }> {
  const summary = await db.selectFrom('ledger_summaries').select('balance_cents').where('lease_id', '=', leaseId).executeTakeFirst();
  const pending = await db
    .selectFrom('online_payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('lease_id', '=', leaseId)
    .where('status', '=', 'pending')
    .where('provider_payment_id', 'is not', null)
    .executeTakeFirst();
  return { balance: summary?.balance_cents ?? 0, pending: Number(pending?.cents ?? 0) };
}
