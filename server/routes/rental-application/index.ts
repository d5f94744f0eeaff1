import { Router } from 'express';
import { RentalApplicationUpdateAsLoaded } from '../../../shared/rental-application/schema';
import { requireRole } from '../../auth/authenticate';
import { callerOrganizationId } from '../../http/ownership';
import { route } from '../../http/route';
import { presentRentalApplication } from '../../presenters/rental-application';
import { findRentalApplicationSettings } from '../../queries/rental-application-settings';
import { saveRentalApplicationSettings } from '../../services/settings/rental-application';
import type { RouteDeps } from '../deps';

/**
 * `/api/rental-application/`: which questions the caller's company asks of applicants (spec §2.4,
 * §4): loaded whole and saved whole. Staff read, managers write; a company only ever reaches its own.
 */
export function rentalApplicationRoutes({ db }: RouteDeps): Router {
  const router = Router();
  const staff = requireRole('manager', 'maintenance');
  const manager = requireRole('manager');
  const answer = async (orgId: number) => presentRentalApplication(orgId, await findRentalApplicationSettings(db, orgId));

  router.get('/api/rental-application/', staff, route({}, async (_input, req, res) => {
    res.json(await answer(callerOrganizationId(req)));
  }));

  router.put('/api/rental-application/', manager, route({ body: RentalApplicationUpdateAsLoaded }, async ({ body }, req, res) => {
    const orgId = callerOrganizationId(req);
    const { version, ...flags } = body;
    await saveRentalApplicationSettings(db, orgId, flags, version);
    res.json(await answer(orgId));
  }));

  return router;
}
