import { setImmediate as nextTurn } from 'node:timers/promises';
import pLimit from 'p-limit';
import express, { Router, type Request } from 'express';
import type { Transaction } from 'kysely';
import { ledgerCan } from '../../../shared/ledger/ledger-actions';
import { LeasePaymentParams } from '../../../shared/ledger/ledger-schema';
import { centsToAmount } from '../../../shared/money';
import { CheckoutSchema, RefundSchema } from '../../../shared/payments/online-schema';
import { ONLINE_PAYMENT_MESSAGES as P } from '../../../shared/payments/online-texts';
import { IdParams } from '../../../shared/schemas/common';
import { requireRole } from '../../auth/authenticate';
import { authorize } from '../../auth/authorize';
import { HttpError } from '../../ground/http-error';
import { callerActor } from '../../http/author';
import { callerOf } from '../../http/authorize';
import { loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { WebhookSignatureError, type ProviderEvent } from '../../payments/provider';
import { presentLedgerRead } from '../../presenters/ledger';
import { findOnlinePayment } from '../../queries/online-payments';
import { payableCents } from '../../queries/online-balances';
import { payingLease } from '../../queries/payment-leases';
import { startCheckout } from '../../services/payments/checkout';
import type { PaymentDeps } from '../../services/payments/payment-deps';
import { takeProviderEvent } from '../../services/payments/provider-events';
import { refundOnlinePayment } from '../../services/payments/refunds';
import type { Database } from '../../db/schema';
import type { RouteDeps } from '../deps';

export const WEBHOOK_PATH = '/api/payments/webhook/';

/** The online payment services' deps, or a 409 that says online payments are off (no provider configured). */
export function paymentDepsOf({ db, config, logger, messageQueue, payments }: RouteDeps): () => PaymentDeps {
  return () => {
    if (!payments) throw HttpError.detail(409, P.off);
    return { db, provider: payments, baseUrl: config.baseUrl, fees: config.paymentFees, logger, messageQueue };
  };
}

/**
 * Online payments (issue 48, docs/decisions/042-online-payments.md): a tenant starts paying their
 * balance on the provider's hosted page and reads where the payment stands; a manager refunds an
 * online payment. Without a provider configured a payment call is a 409 that says so.
 */
export function paymentRoutes(deps: RouteDeps): Router {
  const { db, limits } = deps;
  const router = Router();
  const paying = paymentDepsOf(deps);
  const student = requireRole('student');

  router.post('/api/tenant/payments/checkout/', student, limits.paymentStarts, route({ body: CheckoutSchema }, async ({ body }, req, res) => {
    await authorize(db, callerOf(req), 'payment.pay', body.lease_id);
    const services = paying();
    const lease = (await payingLease(db, body.lease_id))!;
    const started = await startCheckout(services, lease, body, body.source, callerActor(req));
    services.messageQueue.kick();
    res.status(201).json(started);
  }));

  router.get('/api/tenant/payments/:id/', student, route({ params: IdParams }, async ({ params }, req, res) => {
    const payment = await findOnlinePayment(db, params.id);
    if (!payment) throw HttpError.notFound();
    await authorize(db, callerOf(req), 'payment.pay', payment.lease_id);
    const owed = await payableCents(db, payment.lease_id);
    res.set('Cache-Control', 'private, no-store').json({
      id: payment.id,
      lease_id: payment.lease_id,
      status: payment.status,
      method: payment.method,
      amount: centsToAmount(payment.amount_cents),
      fee: centsToAmount(payment.fee_cents),
      total: centsToAmount(payment.amount_cents + payment.fee_cents),
      refunded: centsToAmount(payment.refunded_cents),
      failure: payment.failure,
      balance: centsToAmount(owed.balance),
    });
  }));

  router.post('/api/leases/:id/payments/:paymentId/refund/', requireRole('manager'), route({ params: LeasePaymentParams, body: RefundSchema }, async ({ params, body }, req, res) => {
    const services = paying();
    const owned = await loadOwned(db, req, 'lease', params.id);
    const lease = (await payingLease(db, owned.id))!;
    const read = await refundOnlinePayment(services, lease, params.paymentId, body, callerActor(req), 'manager');
    services.messageQueue.kick();
    res.status(201).json(presentLedgerRead(lease.id, read, ledgerCan(lease, 'manager')));
  }));

  return router;
}

/** What autopay does with a completed setup page: `read` asks the provider (outside any transaction), `take` writes in the event's transaction. */
export type SetupTaker<S> = { read: (event: ProviderEvent) => Promise<S>; take: (trx: Transaction<Database>, event: ProviderEvent, read: S) => Promise<void> };

/**
 * `POST /api/payments/webhook/`: the provider's events, mounted before the JSON body parser and the
 * session (the signature is over the raw bytes; the provider has no cookie). A bad or missing
 * signature is a 400 and writes nothing; an event taken before is answered 200 and records nothing.
 */
export function paymentWebhookRoutes<S>(deps: RouteDeps, setup?: SetupTaker<S>): Router {
  const router = Router();
  // Events are taken one at a time (they write one at a time anyway), each after a turn of the event
  // loop: a burst of them waits here, and the pages' requests arriving meanwhile are served between
  // events instead of behind the whole burst (bench:payments: page p99 1.4× idle during 1,000 events,
  // against 4.7× without; the burst takes 3.5 s instead of 2.2 s, the CPU going to the pages).
  const inTurn = pLimit(1);
  router.post(WEBHOOK_PATH, express.raw({ type: () => true, limit: '256kb' }), async (req: Request, res, next) => {
    try {
      if (!deps.payments) throw HttpError.detail(404, P.off);
      let event: ProviderEvent;
      try {
        event = deps.payments.parseWebhook(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.get('stripe-signature'));
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw HttpError.detail(400, P.badSignature);
        throw err;
      }
      // What a completed setup page saved is asked of the provider before the event's transaction opens.
      const saved = setup && event.type === 'setup.completed' ? await setup.read(event) : undefined;
      const outcome = await inTurn(async () => {
        // A turn of the event loop before each event: the pages' requests waiting on it go first.
        await nextTurn();
        return takeProviderEvent(deps.db, deps.config.baseUrl, event, setup && ((trx, e) => setup.take(trx, e, saved as S)));
      });
      if (outcome === 'taken') deps.messageQueue.kick();
      res.json({ received: true, outcome });
    } catch (err) {
      next(err);
    }
  });
  return router;
}
