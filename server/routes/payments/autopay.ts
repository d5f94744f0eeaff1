import { Router } from 'express';
import { AutopaySchema } from '../../../shared/payments/autopay-schema';
import { IdParams } from '../../../shared/schemas/common';
import { requireRole } from '../../auth/authenticate';
import { authorize } from '../../auth/authorize';
import { HttpError } from '../../ground/http-error';
import { callerActor } from '../../http/author';
import { callerOf } from '../../http/authorize';
import { route } from '../../http/route';
import type { SavedMethod } from '../../payments/provider';
import { presentEnrolment } from '../../presenters/autopay';
import { findEnrolment, studentEnrolments } from '../../queries/autopay';
import { payingLease } from '../../queries/payment-leases';
import { cancelAutopay, readCompletedSetup, startAutopay, takeSetupCompleted } from '../../services/payments/autopay-enrol';
import type { RouteDeps } from '../deps';
import { paymentDepsOf, type SetupTaker } from './index';

/**
 * Autopay (issue 48): a tenant turns it on for a lease on the provider's hosted setup page, reads
 * their enrolments, and cancels one at any time. The charges are the daily job's
 * (server/services/payments/autopay-charge.ts). Turning it on needs online payments (409 otherwise);
 * reading and cancelling do not.
 */
export function autopayRoutes(deps: RouteDeps): Router {
  const { db, limits } = deps;
  const router = Router();
  const paying = paymentDepsOf(deps);
  const student = requireRole('student');

  router.get('/api/tenant/autopay/', student, route({}, async (_input, req, res) => {
    const caller = callerOf(req);
    if (caller.kind !== 'student') throw HttpError.notFound();
    res.set('Cache-Control', 'private, no-store').json((await studentEnrolments(db, caller.userId)).map(presentEnrolment));
  }));

  router.post('/api/tenant/autopay/', student, limits.paymentStarts, route({ body: AutopaySchema }, async ({ body }, req, res) => {
    await authorize(db, callerOf(req), 'payment.pay', body.lease_id);
    const services = paying();
    const lease = (await payingLease(db, body.lease_id))!;
    res.status(201).json(await startAutopay(services, lease, body, callerActor(req)));
  }));

  router.delete('/api/tenant/autopay/:id/', student, route({ params: IdParams }, async ({ params }, req, res) => {
    const enrolment = await findEnrolment(db, params.id);
    if (!enrolment) throw HttpError.notFound();
    await authorize(db, callerOf(req), 'payment.pay', enrolment.lease_id);
    await cancelAutopay(db, enrolment, callerActor(req));
    res.status(204).end();
  }));

  return router;
}

/** The webhook's part for autopay: a completed setup page turns its enrolment on (none without a provider). */
export function autopaySetups(deps: RouteDeps): SetupTaker<SavedMethod | null> | undefined {
  const provider = deps.payments;
  if (!provider) return undefined;
  return { read: (event) => readCompletedSetup({ db: deps.db, provider, logger: deps.logger }, event), take: takeSetupCompleted };
}
