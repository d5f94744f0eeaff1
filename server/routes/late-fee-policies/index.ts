import { Router } from 'express';
import { LateFeePolicyAsLoaded } from '../../../shared/ledger/late-fee-policy';
import { IdParams } from '../../../shared/schemas/common';
import { requireRole } from '../../auth/authenticate';
import { callerActor } from '../../http/author';
import { callerOrganizationId, loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { presentLateFeePolicy } from '../../presenters/late-fee-policy';
import { findLateFeePolicy } from '../../queries/late-fee-policies';
import { saveLateFeePolicy } from '../../services/ledger/late-fee-policy';
import type { RouteDeps } from '../deps';

/**
 * A property's late fee policy (issue 50; shared/ledger/late-fees.ts): read and saved whole by the
 * company's managers. Money is not maintenance staff's work: they are refused, as on the ledger.
 */
export function lateFeePolicyRoutes({ db }: RouteDeps): Router {
  const router = Router();
  const manager = requireRole('manager');

  router.get('/api/properties/:id/late-fee-policy/', manager, route({ params: IdParams }, async ({ params }, req, res) => {
    const property = await loadOwned(db, req, 'property', params.id);
    res.json(presentLateFeePolicy(property.id, await findLateFeePolicy(db, property.id)));
  }));

  router.put('/api/properties/:id/late-fee-policy/', manager, route({ params: IdParams, body: LateFeePolicyAsLoaded }, async ({ params, body }, req, res) => {
    const property = await loadOwned(db, req, 'property', params.id);
    await saveLateFeePolicy(db, { id: property.id, organization_id: callerOrganizationId(req) }, body, callerActor(req));
    res.json(presentLateFeePolicy(property.id, await findLateFeePolicy(db, property.id)));
  }));

  return router;
}
