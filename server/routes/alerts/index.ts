import { Router, type Request } from 'express';
import { currentAuth, requireRole } from '../../auth/authenticate';
import { callerOrganizationId, requireOwnFilters } from '../../http/ownership';
import { route } from '../../http/route';
import { alertScope, leasingGlance, managerAlerts } from '../../page-data/manager-alerts';
import type { RouteDeps } from '../deps';
import { AlertsQuery } from './schema';

/**
 * `/api/manager/alerts/`: what needs the company's staff now, one group per kind with its count and
 * its first records (maintenance staff: tickets only), and `…/glance/`, leasing at a glance. Both
 * are read from the records on every request: counts are live, nothing is dismissed.
 */
export function alertRoutes({ db }: RouteDeps): Router {
  const router = Router();
  const staff = requireRole('manager', 'maintenance');
  const scopeOf = (req: Request, property: number[] | undefined) => alertScope(db, callerOrganizationId(req), { property });
  const roles = (req: Request) => currentAuth(req)!.user.roles;

  router.get('/api/manager/alerts/', staff, route({ query: AlertsQuery }, async ({ query }, req, res) => {
    await requireOwnFilters(db, req, query, { property: 'property' });
    res.set('Cache-Control', 'private, no-store').json(await managerAlerts(db, roles(req), await scopeOf(req, query.property)));
  }));

  router.get('/api/manager/alerts/glance/', staff, route({ query: AlertsQuery }, async ({ query }, req, res) => {
    await requireOwnFilters(db, req, query, { property: 'property' });
    res.set('Cache-Control', 'private, no-store').json(await leasingGlance(db, roles(req), await scopeOf(req, query.property)));
  }));

  return router;
}
