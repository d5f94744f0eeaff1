import { Router } from 'express';
import { IdParams } from '../../../shared/schemas/common';
import { renewalOptions, renewalReasonFor, RENEWAL_MESSAGES } from '../../../shared/leases/renewal-rules';
import { InvitationsSchema, NotRenewingSchema, RenewalBedsQuery, RenewalListQuery, RenewSchema } from '../../../shared/leases/renewal-schema';
import { currentAuth, requireRole } from '../../auth/authenticate';
import { authorize } from '../../auth/authorize';
import { callerOf } from '../../http/authorize';
import { callerActor } from '../../http/author';
import { assertOwnIds, callerOrganizationId, loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { HttpError } from '../../ground/http-error';
import { periodRenewals, tenantRenewals, transferBeds } from '../../page-data/renewals';
import { renewalCandidate, renewalPeriod } from '../../queries/renewals';
import { findLease } from '../../queries/leases';
import { sendRenewalInvitations } from '../../services/leasing/renewal-invitations';
import { clearNotRenewing, markNotRenewing, renewalFactsOf, renewLease } from '../../services/leasing/renewals';
import type { RouteDeps } from '../deps';
import { presentLeases } from '../leases/present';
import { companyToday, studentToday } from '../../queries/company-day';

/**
 * Renewals (issue 47, docs/decisions/041-renewals.md): a resident reads the periods they may renew
 * into and renews (their own lease; a manager for them); managers read a period's residents, invite
 * them in bulk and mark a lease not renewing. Anyone else's lease is a 404.
 */
export function renewalRoutes({ db, config, messageQueue }: RouteDeps): Router {
  const router = Router();
  const manager = requireRole('manager');
  const present = presentLeases(db);

  router.get('/api/tenant/renewals/', requireRole('student'), route({}, async (_input, req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await tenantRenewals(db, currentAuth(req)!.user.id, await studentToday(db, currentAuth(req)!.user.id)));
  }));

  // The beds a resident may move to: free in the period, not held for another resident, with their transfer plans.
  router.get('/api/renewals/free-beds/', requireRole('manager', 'student'), route({ query: RenewalBedsQuery }, async ({ query }, req, res) => {
    const { record: lease, relation } = await authorize(db, callerOf(req), 'lease.renew', query.lease);
    const today = await companyToday(db, lease.organization_id);
    const row = await renewalCandidate(db, lease.id, query.lease_period);
    const options = row && renewalOptions(renewalFactsOf(row, today));
    const reason = !options ? RENEWAL_MESSAGES.notFromPeriod : !options.eligible ? options.reason : null;
    if (!row || reason) throw HttpError.detail(400, renewalReasonFor(reason ?? RENEWAL_MESSAGES.notFromPeriod, relation === 'student' ? 'student' : 'staff'));
    res.set('Cache-Control', 'private, no-store').json(await transferBeds(db, row, today));
  }));

  router.post('/api/renewals/', requireRole('manager', 'student'), route({ body: RenewSchema }, async ({ body }, req, res) => {
    const id = await renewLease(db, callerOf(req), body, callerActor(req));
    res.status(201).json(await present.one(req, (await findLease(db, id))!));
  }));

  router.get('/api/renewals/', manager, route({ query: RenewalListQuery }, async ({ query }, req, res) => {
    const period = await loadOwned(db, req, 'agreement-period', query.lease_period);
    res.set('Cache-Control', 'private, no-store').json(await periodRenewals(db, await renewalPeriod(db, period.id), await companyToday(db, callerOrganizationId(req))));
  }));

  router.post('/api/renewals/invitations/', manager, route({ body: InvitationsSchema }, async ({ body }, req, res) => {
    const period = await loadOwned(db, req, 'agreement-period', body.lease_period_id);
    await assertOwnIds(db, callerOrganizationId(req), 'lease', body.lease_ids, 'lease_ids');
    const outcome = await sendRenewalInvitations(db, config.baseUrl, await renewalPeriod(db, period.id), body.lease_ids, await companyToday(db, callerOrganizationId(req)));
    messageQueue.kick();
    res.json(outcome);
  }));

  router.post('/api/leases/:id/not-renewing/', manager, route({ params: IdParams, body: NotRenewingSchema }, async ({ params, body }, req, res) => {
    const lease = await loadOwned(db, req, 'lease', params.id);
    await markNotRenewing(db, lease, body.reason, callerActor(req));
    res.json(await present.one(req, (await findLease(db, lease.id))!));
  }));

  router.delete('/api/leases/:id/not-renewing/', manager, route({ params: IdParams }, async ({ params }, req, res) => {
    const lease = await loadOwned(db, req, 'lease', params.id);
    await clearNotRenewing(db, lease, callerActor(req));
    res.json(await present.one(req, (await findLease(db, lease.id))!));
  }));

  return router;
}
