import { Router } from 'express';
import { IdParams, PropertyQuery } from '../../../shared/schemas/common';
import { seasonReadiness } from '../../../shared/season-readiness/readiness';
import { LEASE_PERIOD_ACTIONS, LeasePeriodCreateSchema, LeasePeriodPatchSchema, LeasePeriodPutSchema } from '../../../shared/schemas/lease-periods';
import { currentAuth, requireRole } from '../../auth/authenticate';
import { assertOwnIds, callerOrganizationId, loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { isStaffOf, visiblePublicOrganization, visibleProperty } from '../../http/visibility';
import { seasonFacts } from '../../queries/season-readiness';
import { listSemestersByIds } from '../../queries/semesters';
import { applyLeasePeriodAction, createLeasePeriod, managerLeasePeriod, managerLeasePeriods, publicLeasePeriods, putLeasePeriod, updateLeasePeriod } from '../../services/settings/lease-periods';
import type { RouteDeps } from '../deps';
import { AgreementPeriodsQuery } from './schema';
import { companyToday } from '../../queries/company-day';

/**
 * `/api/agreement-periods/`: lease periods. Everyone reads (visitors only visible periods of running
 * properties; staff of the company every period with the manager fields); managers write. Staff
 * read `…/readiness/?property=`, how ready each period of a property is to lease.
 */
export function agreementPeriodRoutes({ db }: RouteDeps): Router {
  const router = Router();
  const manager = requireRole('manager');
  const staff = requireRole('manager', 'maintenance');

  router.get('/api/agreement-periods/', route({ query: AgreementPeriodsQuery }, async ({ query }, req, res) => {
    if (query.property) {
      const property = await visibleProperty(db, req, query.property);
      const scope = { propertyId: property.id };
      return void res.json(isStaffOf(req, property.organization_id) ? await managerLeasePeriods(db, scope) : await publicLeasePeriods(db, scope));
    }
    const staffOrg = currentAuth(req)?.user.organization_id;
    if (staffOrg && isStaffOf(req, staffOrg)) return void res.json(await managerLeasePeriods(db, { organizationId: staffOrg, shownOnly: false }));
    const org = await visiblePublicOrganization(db, req);
    res.json(org ? await publicLeasePeriods(db, { organizationId: org.id, shownOnly: true }) : []);
  }));

  // Season readiness: each period of the property, step by step, with what is missing and where it is fixed.
  router.get('/api/agreement-periods/readiness/', staff, route({ query: PropertyQuery }, async ({ query }, req, res) => {
    const property = await loadOwned(db, req, 'property', query.property);
    const facts = await seasonFacts(db, { propertyId: property.id }, await companyToday(db, property.organization_id));
    res.set('Cache-Control', 'private, no-store').json(facts.map(seasonReadiness));
  }));

  router.post('/api/agreement-periods/', manager, route({ body: LeasePeriodCreateSchema }, async ({ body }, req, res) => {
    const orgId = callerOrganizationId(req);
    await assertOwnIds(db, orgId, 'property', [body.property_id], 'property_id');
    await assertOwnIds(db, orgId, 'semester', body.semesters, 'semesters');
    const id = await createLeasePeriod(db, body.property_id, body, await listSemestersByIds(db, orgId, body.semesters));
    res.status(201).json(await managerLeasePeriod(db, id));
  }));

  router.patch('/api/agreement-periods/:id/', manager, route({ params: IdParams, body: LeasePeriodPatchSchema }, async ({ params, body }, req, res) => {
    const period = await loadOwned(db, req, 'agreement-period', params.id);
    const orgId = callerOrganizationId(req);
    if (body.semesters) await assertOwnIds(db, orgId, 'semester', body.semesters, 'semesters');
    await updateLeasePeriod(db, period.id, body, body.semesters ? await listSemestersByIds(db, orgId, body.semesters) : null);
    res.json(await managerLeasePeriod(db, period.id));
  }));

  router.put('/api/agreement-periods/:id/', manager, route({ params: IdParams, body: LeasePeriodPutSchema }, async ({ params, body }, req, res) => {
    const period = await loadOwned(db, req, 'agreement-period', params.id);
    await putLeasePeriod(db, callerOrganizationId(req), period, body);
    res.json(await managerLeasePeriod(db, period.id));
  }));

  // The toggles: one path per action, so an unknown action is an unknown URL (404).
  for (const action of LEASE_PERIOD_ACTIONS) {
    router.post(`/api/agreement-periods/:id/${action}/`, manager, route({ params: IdParams }, async ({ params }, req, res) => {
      const period = await loadOwned(db, req, 'agreement-period', params.id);
      await applyLeasePeriodAction(db, period.id, action);
      res.json(await managerLeasePeriod(db, period.id));
    }));
  }

  return router;
}
