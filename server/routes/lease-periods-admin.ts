import { Router } from 'express';
import { z } from 'zod';
import { idParam } from '../../shared/schemas/common';
import { LEASE_PERIOD_ACTIONS, LeasePeriodCreateSchema, LeasePeriodPatchSchema, LeasePeriodPutSchema, type LeasePeriodAction } from '../../shared/schemas/lease-periods';
import { requireRole } from '../auth/authenticate';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { validate } from '../http/validate';
import { staffOrganizationId } from '../services/access';
import { applyLeasePeriodAction, createLeasePeriod, findOrgPeriod, managerPeriod, putLeasePeriod, updateLeasePeriod } from '../services/lease-periods-admin';

const IdParams = z.object({ id: idParam });
const ActionParams = z.object({ id: idParam, action: z.enum(LEASE_PERIOD_ACTIONS) });

/** Managers' lease period writes; every call is scoped to the manager's company. */
export function leasePeriodAdminRoutes(db: Db): Router {
  const router = Router();
  const manager = requireRole('manager');

  const answer = async (orgId: number, id: number) => {
    const period = await findOrgPeriod(db, orgId, id);
    return managerPeriod(db, period.property_id, id);
  };

  router.post('/api/agreement-periods/', manager, validate(LeasePeriodCreateSchema), async (req, res) => {
    const orgId = staffOrganizationId(req);
    const id = await createLeasePeriod(db, orgId, req.body);
    res.status(201).json(await answer(orgId, id));
  });

  router.patch('/api/agreement-periods/:id/', manager, validate(IdParams, 'params'), validate(LeasePeriodPatchSchema), async (req, res) => {
    const orgId = staffOrganizationId(req);
    await updateLeasePeriod(db, orgId, res.locals.params.id, req.body);
    res.json(await answer(orgId, res.locals.params.id));
  });

  router.put('/api/agreement-periods/:id/', manager, validate(IdParams, 'params'), validate(LeasePeriodPutSchema), async (req, res) => {
    const orgId = staffOrganizationId(req);
    await putLeasePeriod(db, orgId, res.locals.params.id, req.body);
    res.json(await answer(orgId, res.locals.params.id));
  });

  router.post('/api/agreement-periods/:id/:action/', manager, (req, _res, next) => {
    if (!LEASE_PERIOD_ACTIONS.includes(req.params.action as LeasePeriodAction)) return next(HttpError.detail(404, 'Not found.'));
    next();
  }, validate(ActionParams, 'params'), async (req, res) => {
    const orgId = staffOrganizationId(req);
    await applyLeasePeriodAction(db, orgId, res.locals.params.id, res.locals.params.action);
    res.json(await answer(orgId, res.locals.params.id));
  });

  return router;
}
