import { Router } from 'express';
import { LeaseTermsAsLoaded } from '../../../shared/lease-terms/schema';
import { requireRole } from '../../auth/authenticate';
import { callerActor } from '../../http/author';
import { callerOrganizationId } from '../../http/ownership';
import { route } from '../../http/route';
import { presentLeaseTerms } from '../../presenters/lease-terms';
import { findLeaseTerms } from '../../queries/lease-terms';
import { saveLeaseTerms } from '../../services/settings/lease-terms';
import type { RouteDeps } from '../deps';

/**
 * `/api/lease-terms/` (issue 44): the caller's company's time zone, accepted payment methods and
 * payment order, which its leases state and the ledger enforces. Loaded whole and saved whole; staff
 * read, managers write; a company only ever reaches its own.
 */
export function leaseTermsRoutes({ db }: RouteDeps): Router {
  const router = Router();
  const staff = requireRole('manager', 'maintenance');
  const manager = requireRole('manager');

  router.get('/api/lease-terms/', staff, route({}, async (_input, req, res) => {
    res.json(presentLeaseTerms(await findLeaseTerms(db, callerOrganizationId(req))));
  }));

  router.put('/api/lease-terms/', manager, route({ body: LeaseTermsAsLoaded }, async ({ body }, req, res) => {
    const orgId = callerOrganizationId(req);
    const { version, ...terms } = body;
    await saveLeaseTerms(db, orgId, terms, version, callerActor(req));
    res.json(presentLeaseTerms(await findLeaseTerms(db, orgId)));
  }));

  return router;
}
