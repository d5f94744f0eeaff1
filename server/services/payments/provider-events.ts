import type { Transaction } from 'kysely';
import { ONLINE_PAYMENT_MESSAGES as P } from '../../../shared/payments/online-texts';
import { recordAuditEvent, SYSTEM_ACTOR } from '../../audit/record-event';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { onlinePaymentOfEvent, takeProviderEventOnce, updateOnlinePayment, type OnlinePaymentRow } from '../../queries/online-payments';
import { payingLease } from '../../queries/payment-leases';
import type { ProviderEvent } from '../../payments/provider';
import { queueAutopayFailed } from './autopay-charge';
import { settleOnlinePayment, succeededStatus } from './settle';

/** What taking an event did: `replayed` for an event id taken before, `ignored` for one about nothing of ours. */
export type EventOutcome = 'taken' | 'replayed' | 'ignored';

const ourId = (metadata: Record<string, string>): number | null => {
  const id = Number(metadata.online_payment_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * Takes one verified provider event, once, in one transaction: the event's id is written first (a
 * replay finds it and records nothing), the online payment it names moves to where the event says it
 * stands (an event older than the one that set its status changes nothing, so a late failure notice
 * does not undo a success), and the ledger is settled to match (settle.ts). My balance and
 * Collections read the result as soon as the provider is answered.
 */
export async function takeProviderEvent(db: Db, baseUrl: string, event: ProviderEvent, onSetup: (trx: Transaction<Database>, event: ProviderEvent) => Promise<void> = async () => {}): Promise<EventOutcome> {
  return db.transaction().execute(async (trx) => {
    const payment = event.type === 'setup.completed' ? undefined : await onlinePaymentOfEvent(trx, { id: ourId(event.metadata), paymentId: event.paymentId, checkoutId: event.checkoutId });
    if (!(await takeProviderEventOnce(trx, { provider_event_id: event.id, type: event.type, online_payment_id: payment?.id ?? null }))) return 'replayed';
    if (event.type === 'setup.completed') {
      await onSetup(trx, event);
      return 'taken';
    }
    if (!payment || event.type === 'other') return 'ignored';
    await applyEvent(trx, baseUrl, payment, event);
    return 'taken';
  });
}

async function applyEvent(trx: Transaction<Database>, baseUrl: string, p: OnlinePaymentRow, event: ProviderEvent): Promise<void> {
  const lease = await payingLease(trx, p.lease_id);
  if (!lease) return;
  const providerPaymentId = p.provider_payment_id ?? event.paymentId;
  const current = event.created >= p.status_event_at;
  let next: OnlinePaymentRow = { ...p, provider_payment_id: providerPaymentId };
  switch (event.type) {
    case 'checkout.expired':
      // Only a page never paid: a payment made on it is the payment's events' to settle.
      if (p.status === 'pending' && !providerPaymentId) next = { ...next, status: 'failed', failure: P.pageExpired, status_event_at: event.created };
      break;
    case 'checkout.completed':
    case 'payment.processing':
      break;
    case 'payment.succeeded':
      if (current) next = { ...next, status: succeededStatus(next), failure: null, status_event_at: event.created };
      break;
    case 'payment.failed': {
      if (!current) break;
      const why = event.failure ?? P.noReason;
      next = { ...next, status: 'failed', failure: why, status_event_at: event.created };
      await recordAuditEvent(trx, { actor: SYSTEM_ACTOR, action: 'payment.fail', subject: { table: 'leases', id: lease.id }, organizationId: lease.organization_id, details: { online_payment_id: p.id, reason: why } });
      // An autopay charge the bank failed days later is mailed as one that failed at once (the tenant did not see it fail).
      if (p.source === 'autopay' && p.status !== 'failed') await queueAutopayFailed(trx, baseUrl, lease, p, why);
      break;
    }
    case 'charge.refunded': {
      // The provider's total refunded so far: a refund the office made here is already counted.
      const refunded = Math.min(p.amount_cents, Math.max(p.refunded_cents, event.amountCents ?? 0));
      if (refunded === p.refunded_cents) break;
      next = { ...next, refunded_cents: refunded };
      if (next.status === 'succeeded' || next.status === 'refunded') next.status = succeededStatus(next);
      break;
    }
  }
  await updateOnlinePayment(trx, p.id, { provider_payment_id: next.provider_payment_id, status: next.status, failure: next.failure, refunded_cents: next.refunded_cents, status_event_at: next.status_event_at });
  await settleOnlinePayment(trx, baseUrl, lease, next, null);
}
