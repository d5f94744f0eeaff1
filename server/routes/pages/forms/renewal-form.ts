import { Router } from 'express';
import { BASE_PATH } from '../../../../shared/constants';
import { renewalPath } from '../../../../shared/leases/renewal-rules';
import { RenewSchema } from '../../../../shared/leases/renewal-schema';
import { MY_LEASE_PATH } from '../../../../shared/leases/student-lease';
import { renewalBody, RENEWAL_FORM_FIELDS } from '../../../../shared/leases/student-renewal';
import { currentAuth } from '../../../auth/authenticate';
import { callerActor } from '../../../http/author';
import { callerOf } from '../../../http/authorize';
import { renewLease } from '../../../services/leasing/renewals';
import type { RouteDeps } from '../../deps';
import { formRoute, type Rendering } from './form-route';

/** A posted id as the API's JSON would carry it; anything else stays as typed, for the schema to refuse. */
const idOr = (text: string) => (/^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : text);

/**
 * The renewal page's confirm step posted without JavaScript: the same schema and service as
 * `POST /api/renewals/`, then My lease (303) with the new offer, or the page again at its confirm step
 * with what was typed and the message.
 */
export function renewalFormRoutes(deps: RouteDeps & Rendering): Router {
  const router = Router({ strict: true });
  router.post(`${BASE_PATH}/tenant/renew/:id`, ...formRoute(deps, {
    form: 'renewal',
    limits: [],
    schema: RenewSchema,
    read: (posted, req) => {
      const kept = Object.fromEntries(RENEWAL_FORM_FIELDS.map((name) => [name, posted.text(name)]));
      const body = renewalBody(kept);
      return { body: { ...body, lease_id: idOr(kept.lease_id ?? ''), lease_period_id: idOr(String(req.params.id)), bed_id: idOr(kept.bed_id ?? '') }, kept };
    },
    failure: 'fields',
    run: async (input, req) => {
      const user = currentAuth(req)?.user;
      if (!user) return { redirect: `${BASE_PATH}/login?redirect=${encodeURIComponent(renewalPath(input.lease_period_id))}` };
      // The API's policy answers, as for `POST /api/renewals/`: the student's own lease (a manager's renewal for a resident too).
      const id = await renewLease(deps.db, callerOf(req), input, callerActor(req));
      return { redirect: `${MY_LEASE_PATH}#lease-${id}` };
    },
  }));
  return router;
}
