import { Router } from 'express';
import { isoToday } from '../../../shared/dates';
import { CollectionsQuery } from '../../../shared/ledger/ledger-schema';
import { requireRole } from '../../auth/authenticate';
import { callerOrganizationId, requireOwnFilters } from '../../http/ownership';
import { route } from '../../http/route';
import { presentCollectionRow } from '../../presenters/ledger';
import { collectionLeases, collectionMoney } from '../../queries/collections';
import type { RouteDeps } from '../deps';

/** `/api/collections/`: the company's executed leases with balance, past due, aging and last payment (managers only). */
export function collectionRoutes({ db }: RouteDeps): Router {
  const router = Router();
  router.get('/api/collections/', requireRole('manager'), route({ query: CollectionsQuery }, async ({ query }, req, res) => {
    await requireOwnFilters(db, req, query, { property: 'property', lease_period: 'lease-period' });
    const organizationId = callerOrganizationId(req);
    const filter = { property: query.property, lease_period: query.lease_period };
    const [leases, money] = await Promise.all([collectionLeases(db, organizationId, filter), collectionMoney(db, organizationId, filter, isoToday())]);
    res.set('Cache-Control', 'private, no-store').json(leases.map((lease) => presentCollectionRow(lease, money.get(lease.id))));
  }));
  return router;
}
