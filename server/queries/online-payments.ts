import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { OnlinePaymentsTable } from '../db/schema';
import { insertedId } from './inserted-id';

export async function insertOnlinePayment(db: Db, row: Insertable<OnlinePaymentsTable>): Promise<number> {
  return insertedId(db, 'online_payments', row);
}

export async function updateOnlinePayment(db: Db, id: number, change: Updateable<OnlinePaymentsTable>): Promise<void> {
  await db.updateTable('online_payments').set({ ...change, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
}

export async function findOnlinePayment(db: Db, id: number) {
  return db.selectFrom('online_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export type OnlinePaymentRow = NonNullable<Awaited<ReturnType<typeof findOnlinePayment>>>;

/** The online payment a provider's event names: by our id in its metadata, else by the provider's payment or checkout id. */
export async function onlinePaymentOfEvent(db: Db, ref: { id: number | null; paymentId: string | null; checkoutId: string | null }): Promise<OnlinePaymentRow | undefined> {
  if (ref.id !== null) {
    const found = await findOnlinePayment(db, ref.id);
    if (found) return found;
  }
  if (ref.paymentId) {
    const found = await db.selectFrom('online_payments').selectAll().where('provider_payment_id', '=', ref.paymentId).executeTakeFirst();
    if (found) return found;
  }
  if (ref.checkoutId) return db.selectFrom('online_payments').selectAll().where('checkout_id', '=', ref.checkoutId).executeTakeFirst();
  return undefined;
}

/** Takes a provider event once: true the first time its id is seen, false for a replay. */
export async function takeProviderEventOnce(db: Db, row: { provider_event_id: string; type: string; online_payment_id: number | null }): Promise<boolean> {
  const result = await db.insertInto('provider_events').values(row).onConflict((oc) => oc.column('provider_event_id').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The payment an online payment posted, with its lines (the original and any re-posted after a refund), or undefined before it posted. */
export async function postedPaymentOf(db: Db, providerPaymentId: string) {
  const payment = await db.selectFrom('payments').select(['id', 'lease_id', 'amount_cents']).where('online_method', 'is not', null).where('reference', '=', providerPaymentId).executeTakeFirst();
  if (!payment) return undefined;
  const lines = await db
    .selectFrom('ledger_lines as l')
    .leftJoin('ledger_lines as r', 'r.reverses_id', 'l.id')
    .select(['l.id', 'l.amount_cents', 'l.description', 'r.id as reversed_by'])
    .where('l.payment_id', '=', payment.id)
    .where('l.kind', '=', 'payment')
    .orderBy('l.id')
    .execute();
  return { ...payment, lines };
}

/** The online payments of these payments rows (the ledger answer shows each one's state), by payment id. */
export async function onlinePaymentsOfPayments(db: Db, leaseId: number) {
  return db
    .selectFrom('online_payments as o')
    .innerJoin('payments as p', (j) => j.onRef('p.reference', '=', 'o.provider_payment_id').on('p.online_method', 'is not', null))
    .select(['p.id as payment_id', 'o.id', 'o.status', 'o.fee_cents', 'o.refunded_cents', 'o.provider_payment_id'])
    .where('o.lease_id', '=', leaseId)
    .execute();
}

/** The online payment whose provider payment this is. */
export async function findOnlinePaymentOfProvider(db: Db, providerPaymentId: string) {
  return db.selectFrom('online_payments').selectAll().where('provider_payment_id', '=', providerPaymentId).executeTakeFirst();
}
