import { Router } from 'express';
import { IdParams } from '../../../shared/schemas/common';
import { AccountCodeSchema, AccountCodeUpdateAsLoaded } from '../../../shared/payment-plans/schema';
import { requireRole } from '../../auth/authenticate';
import { callerOrganizationId, loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { presentAccountCode } from '../../presenters/payment-plan';
import { findAccountCode, listAccountCodes } from '../../queries/account-codes';
import { createAccountCode, updateAccountCode } from '../../services/settings/account-codes';
import type { RouteDeps } from '../deps';

/** `/api/ledger_types/`: the company's account codes, each of a ledger type. Staff read, managers write. */
export function ledgerTypeRoutes({ db }: RouteDeps): Router {
  const router = Router();
  const staff = requireRole('manager', 'maintenance');
  const manager = requireRole('manager');
  const answer = async (id: number) => presentAccountCode(await findAccountCode(db, id));

  router.get('/api/ledger_types/', staff, route({}, async (_input, req, res) => {
    res.json((await listAccountCodes(db, callerOrganizationId(req))).map(presentAccountCode));
  }));

  router.post('/api/ledger_types/', manager, route({ body: AccountCodeSchema }, async ({ body }, req, res) => {
    res.status(201).json(await answer(await createAccountCode(db, callerOrganizationId(req), body)));
  }));

  router.patch('/api/ledger_types/:id/', manager, route({ params: IdParams, body: AccountCodeUpdateAsLoaded }, async ({ params, body }, req, res) => {
    const code = await loadOwned(db, req, 'account-code', params.id);
    await updateAccountCode(db, callerOrganizationId(req), code, body);
    res.json(await answer(code.id));
  }));

  return router;
}
