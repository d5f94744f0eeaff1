import express, { Router, type RequestHandler } from 'express';
import { MY_BALANCE_PATH } from '../../../../shared/ledger/my-balance';
import { AUTOPAY_FORM_FIELD } from '../../../../shared/payments/autopay-page';
import { AutopaySchema } from '../../../../shared/payments/autopay-schema';
import { idParam } from '../../../../shared/schemas/common';
import { z } from '../../../../shared/zod';
import { BASE_PATH } from '../../../../shared/constants';
import { currentAuth } from '../../../auth/authenticate';
import { authorize } from '../../../auth/authorize';
import { HttpError } from '../../../ground/http-error';
import { callerActor } from '../../../http/author';
import { callerOf } from '../../../http/authorize';
import { findEnrolment } from '../../../queries/autopay';
import { payingLease } from '../../../queries/payment-leases';
import { cancelAutopay, startAutopay } from '../../../services/payments/autopay-enrol';
import type { RouteDeps } from '../../deps';
import { paymentDepsOf } from '../../payments';
import { formRoute, type Rendering } from './form-route';

/** My balance's two autopay forms: turn on (the API's body) or cancel an enrolment. */
const AutopayFormSchema = z.discriminatedUnion(AUTOPAY_FORM_FIELD, [AutopaySchema.extend({ [AUTOPAY_FORM_FIELD]: z.literal('on') }), z.strictObject({ [AUTOPAY_FORM_FIELD]: z.literal('cancel'), id: idParam, lease_id: idParam })]);

/** A posted id as the API's JSON would carry it; anything else stays as typed, for the schema to refuse. */
const idOr = (text: string) => (/^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : text);

// The page's other forms (paying now) post to the same address: only a post naming an autopay action is this route's.
const autopayPostsOnly: RequestHandler[] = [express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }), (req, _res, next) => next(typeof (req.body as Record<string, unknown> | undefined)?.[AUTOPAY_FORM_FIELD] === 'string' ? undefined : 'route')];

/**
 * My balance's Autopay section posted without JavaScript: Turn on goes through the same schema and
 * service as `POST /api/tenant/autopay/` (the authorization posted is the one the chosen method's
 * choice showed) and on to the provider's setup page (303); Cancel as `DELETE /api/tenant/autopay/{id}/`,
 * then My balance again. A refusal shows the page with the message in the section.
 */
export function autopayFormRoutes(deps: RouteDeps & Rendering): Router {
  const router = Router({ strict: true });
  const paying = paymentDepsOf(deps);
  router.post(MY_BALANCE_PATH, ...autopayPostsOnly, ...formRoute(deps, {
    form: 'autopay',
    // Turning autopay on asks the provider for a page: it counts against the tenant's payment starts, as the API's does.
    limits: [(req, res, next) => ((req.body as Record<string, unknown>)[AUTOPAY_FORM_FIELD] === 'cancel' ? next() : deps.limits.paymentStarts(req, res, next))],
    schema: AutopayFormSchema,
    read: (posted) => {
      const action = posted.text(AUTOPAY_FORM_FIELD);
      const kept = { lease_id: posted.text('lease_id'), method: posted.text('method') };
      if (action === 'cancel') return { body: { [AUTOPAY_FORM_FIELD]: action, id: idOr(posted.text('id')), lease_id: idOr(kept.lease_id) }, kept };
      const method = kept.method || undefined;
      return { body: { [AUTOPAY_FORM_FIELD]: action, lease_id: idOr(kept.lease_id), method, consent_text: posted.text(`consent_${method ?? 'card'}`) }, kept };
    },
    failure: 'alert',
    run: async (input, req) => {
      if (!currentAuth(req)?.user) return { redirect: `${BASE_PATH}/login?redirect=${encodeURIComponent(MY_BALANCE_PATH)}` };
      if (input.autopay === 'cancel') {
        const enrolment = await findEnrolment(deps.db, input.id);
        if (!enrolment) throw HttpError.notFound();
        await authorize(deps.db, callerOf(req), 'payment.pay', enrolment.lease_id);
        await cancelAutopay(deps.db, enrolment, callerActor(req));
        return { redirect: `${MY_BALANCE_PATH}#balance-${enrolment.lease_id}` };
      }
      const { autopay: _action, ...body } = input;
      await authorize(deps.db, callerOf(req), 'payment.pay', body.lease_id);
      const services = paying();
      const lease = (await payingLease(deps.db, body.lease_id))!;
      return { redirect: (await startAutopay(services, lease, body, callerActor(req))).url };
    },
  }));
  return router;
}
