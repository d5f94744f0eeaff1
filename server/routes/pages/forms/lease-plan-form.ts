import { Router } from 'express';
import { ChoosePlanSchema } from '../../../../shared/leases/lease-schema';
import { MY_LEASE_PATH } from '../../../../shared/leases/student-lease';
import { BASE_PATH } from '../../../../shared/constants';
import { idParam } from '../../../../shared/schemas/common';
import { currentAuth } from '../../../auth/authenticate';
import { callerActor } from '../../../http/author';
import { callerOf } from '../../../http/authorize';
import { chooseOwnPlan } from '../../../services/leasing/student-plan-choice';
import { signingDepsOf } from '../../../services/leasing/signing-notices';
import type { RouteDeps } from '../../deps';
import { formRoute, type Rendering } from './form-route';

const ChoosePlanPost = ChoosePlanSchema.extend({ lease_id: idParam });

/** A posted number as the API's JSON would carry it; missing or not digits stays as typed, for the schema to refuse. */
const numberOr = (text: string) => (text === '' ? undefined : /^\d{1,15}$/.test(text) ? Number(text) : text);

/**
 * My lease's plan choice posted without JavaScript: the same schema and service as
 * `PUT /api/leases/{id}/plan/`, then the page again (303) with the documents, or with the message
 * and the plan that was picked.
 */
export function leasePlanFormRoutes(deps: RouteDeps & Rendering): Router {
  const signing = signingDepsOf(deps);
  const router = Router({ strict: true });
  router.post(MY_LEASE_PATH, ...formRoute(deps, {
    form: 'leasePlan',
    limits: [],
    schema: ChoosePlanPost,
    read: (posted) => {
      const kept = { lease_id: posted.text('lease_id'), payment_plan_id: posted.text('payment_plan_id') };
      return { body: { lease_id: numberOr(kept.lease_id), payment_plan_id: numberOr(kept.payment_plan_id), version: numberOr(posted.text('version')) }, kept };
    },
    failure: 'fields',
    run: async ({ lease_id, ...choice }, req) => {
      const user = currentAuth(req)?.user;
      if (!user) return { redirect: `${BASE_PATH}/login?redirect=${encodeURIComponent(MY_LEASE_PATH)}` };
      // Staff are refused (403) by the policy, as the API's role guard refuses them.
      await chooseOwnPlan(signing, callerOf(req), lease_id, choice, callerActor(req));
      return { redirect: MY_LEASE_PATH };
    },
  }));
  return router;
}
