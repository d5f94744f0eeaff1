import { Router, type Request } from 'express';
import { IdParams } from '../../../shared/schemas/common';
import { PreferencesSchema } from '../../../shared/schemas/manager';
import type { ManagerOrganization } from '../../../shared/types/manager';
import { currentAuth, requireRole } from '../../auth/authenticate';
import { callerActor } from '../../http/author';
import { assertOwnIds, callerOrganizationId, loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { presentAccountCode } from '../../presenters/payment-plan';
import { presentPropertySummary } from '../../presenters/property';
import { presentReservationRequest } from '../../presenters/reservation-request';
import { listAccountCodes } from '../../queries/account-codes';
import { listContactMessages, markMessageRead } from '../../queries/contact-messages';
import { findSelectedPropertyIds, saveSelectedPropertyIds } from '../../queries/manager-preferences';
import { listPropertiesOfOrganization } from '../../queries/properties';
import { listReservationRequests, markReservationOpened } from '../../queries/reservation-requests';
import { navigationCounts } from '../../page-data/manager-alerts';
import { closeReservationRequest } from '../../services/applications/reservation-requests';
import type { RouteDeps } from '../deps';

/**
 * `/api/manager/`: the manager shell's data: the company (and whether the address lookup,
 * GET /api/geocode/, is configured), the property selection, the inbox lists and their counts,
 * and closing a reservation request no application answers.
 */
export function managerRoutes({ db, config }: RouteDeps): Router {
  const router = Router();
  const staff = requireRole('manager', 'maintenance');
  const manager = requireRole('manager');
  const userId = (req: Request) => currentAuth(req)!.user.id;

  router.get('/api/manager/organization/', staff, async (req, res) => {
    const org = await loadOwned(db, req, 'organization', callerOrganizationId(req));
    const [properties, accountCodes] = await Promise.all([listPropertiesOfOrganization(db, org.id, { shownOnly: false }), listAccountCodes(db, org.id)]);
    res.json({
      id: org.id,
      name: org.name,
      properties: properties.map(presentPropertySummary),
      account_codes: accountCodes.map(presentAccountCode),
      geocoding: !!config.geocoderUrl,
    } satisfies ManagerOrganization);
  });

  router.get('/api/manager/preferences/', staff, async (req, res) => {
    res.json({ selected_property_ids: await findSelectedPropertyIds(db, userId(req)) });
  });

  // Staff may keep their own selection (it changes nothing of the company's).
  router.put('/api/manager/preferences/', staff, route({ body: PreferencesSchema }, async ({ body }, req, res) => {
    const ids = await assertOwnIds(db, callerOrganizationId(req), 'property', body.selected_property_ids, 'selected_property_ids');
    await saveSelectedPropertyIds(db, userId(req), ids);
    res.json({ selected_property_ids: ids });
  }));

  const counts = (req: Request) => navigationCounts(db, callerOrganizationId(req), currentAuth(req)!.user.roles);

  router.get('/api/manager/counts/', staff, async (req, res) => {
    res.json(await counts(req));
  });

  router.get('/api/manager/reservations/', staff, async (req, res) => {
    res.json((await listReservationRequests(db, callerOrganizationId(req))).map(presentReservationRequest));
  });

  // A request no application answers leaves the counts when a manager closes it (once; audited).
  router.post('/api/manager/reservations/:id/close/', manager, route({ params: IdParams }, async ({ params }, req, res) => {
    const request = await loadOwned(db, req, 'reservation-request', params.id);
    res.json(presentReservationRequest(await closeReservationRequest(db, callerOrganizationId(req), request.id, callerActor(req))));
  }));

  router.get('/api/manager/messages/', staff, async (req, res) => {
    res.json(await listContactMessages(db, callerOrganizationId(req)));
  });

  // Opening a request or reading a message takes it out of the counts, which are the company's: managers only.
  const markSeen = [
    { path: '/api/manager/reservations/:id/open/', kind: 'reservation-request', mark: markReservationOpened },
    { path: '/api/manager/messages/:id/read/', kind: 'contact-message', mark: markMessageRead },
  ] as const;
  for (const { path, kind, mark } of markSeen) {
    router.post(path, manager, route({ params: IdParams }, async ({ params }, req, res) => {
      const record = await loadOwned(db, req, kind, params.id);
      await mark(db, record.id);
      res.json(await counts(req));
    }));
  }

  return router;
}
