import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { ApiError, errorMessage, fieldMessages } from '../../../../shared/api-errors';
import { BASE_PATH } from '../../../../shared/constants';
import { LEDGER_MESSAGES } from '../../../../shared/ledger/ledger-texts';
import { MY_BALANCE_PATH } from '../../../../shared/ledger/my-balance';
import { paymentAmountRefusal } from '../../../../shared/payments/fees';
import { CheckoutSchema } from '../../../../shared/payments/online-schema';
import { ONLINE_PAYMENT_MESSAGES as P } from '../../../../shared/payments/online-texts';
import { PAY_FIELDS as F, PAY_INTENTS, postedAmountText } from '../../../../shared/payments/pay-now';
import type { PostedState } from '../../../../shared/types/posted-form';
import { currentAuth } from '../../../auth/authenticate';
import { authorize } from '../../../auth/authorize';
import { HttpError } from '../../../ground/http-error';
import { callerActor } from '../../../http/author';
import { callerOf } from '../../../http/authorize';
import { explainedError } from '../../../http/error-handler';
import { payableCents } from '../../../queries/online-balances';
import { payingLease } from '../../../queries/payment-leases';
import { errorPage } from '../../../render/error-pages';
import { startCheckout } from '../../../services/payments/checkout';
import type { PaymentDeps } from '../../../services/payments/payment-deps';
import type { RouteDeps } from '../../deps';
import { answer, type Rendering } from './form-route';

// A few short fields.
const formBody = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 12 });

const keptOf = new WeakMap<Request, PostedState['values']>();

/** What was chosen and typed, to show again (the lease, the amount's radio, the other amount, the method). */
function read(req: Request): PostedState['values'] {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const text = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
  const kept = { [F.lease]: text(F.lease), [F.amount]: text(F.amount), [F.other]: text(F.other), [F.method]: text(F.method) };
  keptOf.set(req, kept);
  return kept;
}

/** The signed-in student (else to sign-in and back, or 403), with no-store on whatever is answered. */
const student: RequestHandler = (req, res, next) => {
  const user = currentAuth(req)?.user;
  res.set('Cache-Control', 'no-store');
  if (!user) return res.redirect(303, `${BASE_PATH}/login?redirect=${encodeURIComponent(MY_BALANCE_PATH)}`);
  if (!user.roles.includes('student')) return void res.status(403).type('html').send(errorPage(403));
  next();
};

/**
 * Pay now on My balance posted (issue 48; works without JavaScript, docs/decisions/005): `review`
 * checks the amount and method as `POST /api/tenant/payments/checkout/` does (its schema, the policy's
 * 'payment.pay', the amount rule on what may be paid now) and answers the page at its confirm step,
 * which shows the fee and the total; `pay` starts the checkout through the same service and sends the
 * tenant on (303) to the provider's hosted page; `change` answers the page with the choice to change.
 * A refusal is the page again with the message under its field and what was typed.
 */
export function payNowFormRoutes(deps: RouteDeps & Rendering): Router {
  const { db, config, logger, messageQueue } = deps;
  const router = Router({ strict: true });
  const paying = (): PaymentDeps => {
    if (!deps.payments) throw HttpError.detail(409, P.off);
    return { db, provider: deps.payments, baseUrl: config.baseUrl, fees: config.paymentFees, logger, messageQueue };
  };

  const handle: RequestHandler = async (req, res) => {
    const kept = read(req);
    const intent = PAY_INTENTS.find((i) => i === req.body?.[F.intent]) ?? 'review';
    const leaseText = String(kept[F.lease]);
    if (!/^[1-9][0-9]{0,15}$/.test(leaseText)) throw HttpError.notFound();
    // The API's policy answers, as for the checkout: the student's own lease only (404 for another's).
    await authorize(db, callerOf(req), 'payment.pay', Number(leaseText));
    const services = paying();
    if (intent === 'change') return answer(deps, req, res, 200, { form: 'payNow', values: kept, errors: {}, alert: null, done: null });
    const parsed = CheckoutSchema.safeParse({ lease_id: Number(leaseText), amount: postedAmountText(String(kept[F.amount]), String(kept[F.other])), method: kept[F.method] || undefined });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return answer(deps, req, res, 400, { form: 'payNow', values: kept, errors, alert: null, done: null });
    }
    const lease = (await payingLease(db, parsed.data.lease_id))!;
    if (intent === 'review') {
      if (lease.status !== 'Executed') throw HttpError.detail(409, LEDGER_MESSAGES.notExecuted);
      const owed = await payableCents(db, lease.id);
      const refusal = paymentAmountRefusal(parsed.data.amount, owed.balance - owed.pending);
      if (refusal) throw HttpError.fields({ amount: [refusal] });
      return answer(deps, req, res, 200, { form: 'payNow', values: { ...kept, step: 'confirm' }, errors: {}, alert: null, done: null });
    }
    const started = await startCheckout(services, lease, parsed.data, 'checkout', callerActor(req));
    messageQueue.kick();
    res.redirect(303, started.url);
  };

  // A refusal (the amount, payments off, the provider unreachable) is shown in the form with what was typed; another's lease is a 404 page.
  const refused: ErrorRequestHandler = async (err, req, res, next) => {
    const error = explainedError(err);
    if (!error || (error.status >= 500 && error.status !== 502 && error.status !== 503)) return next(err);
    if (error.status === 404 || error.status === 403) return void res.status(error.status).type('html').send(errorPage(error.status));
    res.set(error.headers);
    try {
      const failure = new ApiError(error.status, error.body);
      const errors = fieldMessages(failure);
      await answer(deps, req, res, error.status, { form: 'payNow', values: keptOf.get(req) ?? read(req), errors, alert: Object.keys(errors).length ? null : errorMessage(failure), done: null });
    } catch (failed) {
      next(failed);
    }
  };

  // Starting the payment counts against the tenant's payment starts, as the API's checkout does.
  const limitStarts: RequestHandler = (req, res, next) => (req.body?.[F.intent] === 'pay' ? deps.limits.paymentStarts(req, res, next) : next());
  router.post(MY_BALANCE_PATH, formBody, student, limitStarts, handle, refused);
  return router;
}
