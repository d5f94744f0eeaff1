import { MY_BALANCE_PATH } from '../../../shared/ledger/my-balance';
import { LEDGER_MESSAGES as M } from '../../../shared/ledger/ledger-texts';
import { centsToAmount } from '../../../shared/money';
import { paymentAmountRefusal, paymentTotal, type OnlineMethod } from '../../../shared/payments/fees';
import type { OnlinePaymentSource } from '../../../shared/payments/online-texts';
import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import { HttpError } from '../../ground/http-error';
import { payableCents } from '../../queries/online-balances';
import { insertOnlinePayment, updateOnlinePayment } from '../../queries/online-payments';
import type { PayingLease } from '../../queries/payment-leases';
import { askProvider, type PaymentDeps } from './payment-deps';

export type CheckoutStarted = { id: number; url: string; fee: string; total: string };

/**
 * A tenant starts paying `amountCents` of their lease's balance by card or bank account: the
 * amount is checked against what they owe (less bank payments still confirming), the payment is
 * written (pending) with its fee and an audit event, and the provider's hosted page made for the
 * total. Nothing is charged here; the provider's webhook posts the payment (provider-events.ts).
 * When the provider cannot be reached the payment is marked failed and the tenant told to try again.
 */
export async function startCheckout(deps: PaymentDeps, lease: PayingLease, input: { amount: number; method: OnlineMethod }, source: OnlinePaymentSource, actor: AuditActor): Promise<CheckoutStarted> {
  if (lease.status !== 'Executed') throw HttpError.detail(409, M.notExecuted);
  const { amount, fee, total } = paymentTotal(input.amount, input.method, deps.fees);
  const id = await deps.db.transaction().execute(async (trx) => {
    const owed = await payableCents(trx, lease.id);
    const refusal = paymentAmountRefusal(amount, owed.balance - owed.pending);
    if (refusal) throw HttpError.fields({ amount: [refusal] });
    const inserted = await insertOnlinePayment(trx, { organization_id: lease.organization_id, lease_id: lease.id, user_id: lease.user_id, source, method: input.method, amount_cents: amount, fee_cents: fee, status: 'pending' });
    await recordAuditEvent(trx, { actor, action: 'payment.start', subject: { table: 'leases', id: lease.id }, organizationId: lease.organization_id, details: { online_payment_id: inserted, source, method: input.method, amount: centsToAmount(amount), fee: centsToAmount(fee) } });
    return inserted;
  });
  const back = `${deps.baseUrl}${MY_BALANCE_PATH}?payment=${id}`;
  try {
    const page = await askProvider(deps, 'checkout', () =>
      deps.provider.createCheckout({ amountCents: total, method: input.method, description: `Rent and charges, lease ${lease.id}`, customerEmail: lease.email, successUrl: back, cancelUrl: `${back}&cancelled=1`, metadata: { online_payment_id: String(id), lease_id: String(lease.id) } }),
    );
    await updateOnlinePayment(deps.db, id, { checkout_id: page.id });
    return { id, url: page.url, fee: centsToAmount(fee), total: centsToAmount(total) };
  } catch (err) {
    await updateOnlinePayment(deps.db, id, { status: 'failed', failure: 'The payment provider could not be reached.' });
    throw err;
  }
}
