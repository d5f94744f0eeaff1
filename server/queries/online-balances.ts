import { isoToday } from '../../shared/dates';
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

/**
 * What of a lease is due now on the company's day (past due and due today: the plan's Due Today
 * lines among it), from its ledger summary's open debts, less online payments still confirming.
 */
export async function dueNowCents(db: Db, leaseId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_summaries as s')
    .innerJoin('leases as x', 'x.id', 's.lease_id')
    .innerJoin('organizations as o', 'o.id', 'x.organization_id')
    .select(['s.open_debts', 'o.time_zone'])
    .where('s.lease_id', '=', leaseId)
    .executeTakeFirst();
  if (!row) return 0;
  const today = isoToday(new Date(), row.time_zone);
  const due = (JSON.parse(row.open_debts) as [string, number][]).filter(([date]) => date <= today).reduce((sum, [, cents]) => sum + cents, 0);
  const { pending } = await payableCents(db, leaseId);
  return Math.max(0, due - pending);
}
