import type { LedgerActorKind } from '../../../shared/ledger/ledger-actions';
import { ONLINE_PAYMENT_MESSAGES as P } from '../../../shared/payments/online-texts';
import type { AuditActor } from '../../audit/record-event';
import { HttpError } from '../../ground/http-error';
import { paymentsOf, ledgerReadOf, type LedgerRead } from '../../queries/ledger';
import { findOnlinePaymentOfProvider, takeProviderEventOnce, updateOnlinePayment } from '../../queries/online-payments';
import type { PayingLease } from '../../queries/payment-leases';
import { assertLedgerAction } from '../ledger/kernel';
import { askProvider, type PaymentDeps } from './payment-deps';
import { keptCents, settleOnlinePayment, succeededStatus } from './settle';

/**
 * A manager refunds all or part of an online payment: the provider refunds first (its idempotency
 * key is the provider's payment, what was refunded before and this amount, so a form sent twice refunds once),
 * then, in one transaction, the refund is taken once by its provider id and the ledger settled: the
 * payment's line reversed with the reason and what is kept posted again. The provider's own
 * charge.refunded event that follows finds the refund counted and changes nothing.
 */
export async function refundOnlinePayment(deps: PaymentDeps, lease: PayingLease, paymentId: number, input: { amount: number; reason: string }, actor: AuditActor, by: LedgerActorKind | null): Promise<LedgerRead> {
  assertLedgerAction('refund', lease, by);
  const payment = (await paymentsOf(deps.db, lease.id)).get(paymentId);
  if (!payment) throw HttpError.notFound();
  if (!payment.online_method) throw HttpError.detail(409, P.notOnline);
  const online = await findOnlinePaymentOfProvider(deps.db, payment.reference);
  if (!online) throw HttpError.notFound();
  if (online.status !== 'succeeded') throw HttpError.detail(409, online.status === 'refunded' ? P.nothingToRefund : P.notSucceeded);
  const kept = keptCents(online);
  if (input.amount > kept) throw HttpError.fields({ amount: [P.refundTooLarge(kept)] });
  const refund = await askProvider(deps, 'refund', () =>
    deps.provider.refund({ paymentId: payment.reference, amountCents: input.amount, idempotencyKey: `refund-${payment.reference}-${online.refunded_cents}-${input.amount}`, metadata: { online_payment_id: String(online.id), lease_id: String(lease.id) } }),
  );
  await deps.db.transaction().execute(async (trx) => {
    const now = (await findOnlinePaymentOfProvider(trx, payment.reference))!;
    if (!(await takeProviderEventOnce(trx, { provider_event_id: refund.id, type: 'refund.created', online_payment_id: now.id }))) return;
    const refunded = Math.min(now.amount_cents, now.refunded_cents + input.amount);
    const next = { ...now, refunded_cents: refunded, status: succeededStatus({ amount_cents: now.amount_cents, refunded_cents: refunded }) };
    await updateOnlinePayment(trx, now.id, { refunded_cents: next.refunded_cents, status: next.status });
    await settleOnlinePayment(trx, deps.baseUrl, lease, next, { action: 'refund', by: by!, actor, reason: P.refundReason(refunded - now.refunded_cents, input.reason) });
  });
  return ledgerReadOf(deps.db, lease);
}
