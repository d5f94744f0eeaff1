import { Router } from 'express';
import { isoToday } from '../../../shared/dates';
import { CollectionsQuery } from '../../../shared/ledger/ledger-schema';
import { requireRole } from '../../auth/authenticate';
import { callerOrganizationId, requireOwnFilters } from '../../http/ownership';
import { route } from '../../http/route';
import { presentCollectionRow } from '../../presenters/ledger';
import { collectionLeases, collectionMoney } from '../../queries/collections';
import { findLeaseTerms } from '../../queries/lease-terms';
import type { RouteDeps } from '../deps';

/** `/api/collections/`: the company's executed leases with balance, past due, aging (not yet due, current, days late) and last payment (managers only). */
export function collectionRoutes({ db }: RouteDeps): Router {
  const router = Router();
  router.get('/api/collections/', requireRole('manager'), route({ query: CollectionsQuery }, async ({ query }, req, res) => {
    await requireOwnFilters(db, req, query, { property: 'property', lease_period: 'lease-period' });
    const organizationId = callerOrganizationId(req);
    const filter = { property: query.property, lease_period: query.lease_period };
    // Aged on the company's day (its time zone), as the tenant's My balance is.
    const today = isoToday(new Date(), (await findLeaseTerms(db, organizationId)).time_zone);
    const [leases, money] = await Promise.all([collectionLeases(db, organizationId, filter), collectionMoney(db, organizationId, filter, today)]);
    res.set('Cache-Control', 'private, no-store').json(leases.map((lease) => presentCollectionRow(lease, money.get(lease.id))));
  }));
  return router;
}
