import { Router } from 'express';
import { ASSIGNMENT_MESSAGES } from '../../../shared/messages';
import { AssignmentListQuery, AssignmentSaveAsLoaded } from '../../../shared/payment-plans/assignment-schema';
import { requireRole } from '../../auth/authenticate';
import { HttpError } from '../../ground/http-error';
import { callerOrganizationId, loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { presentAssignments } from '../../presenters/payment-plan-assignment';
import { listLayouts } from '../../queries/layouts';
import { assignmentsOfLeasePeriod } from '../../queries/payment-plan-assignments';
import { saveAssignments } from '../../services/settings/payment-plan-assignments';
import type { RouteDeps } from '../deps';

/** `/api/payment-plan-assignments/`: the plans each bed of a property is offered under, per lease period. */
export function paymentPlanAssignmentRoutes({ db }: RouteDeps): Router {
  const router = Router();
  const staff = requireRole('manager', 'maintenance');
  const manager = requireRole('manager');
  const assignmentRows = async (propertyId: number, leasePeriodId: number, orgId: number) => {
    const [beds, links] = await Promise.all([listLayouts(db, orgId, [propertyId]), assignmentsOfLeasePeriod(db, propertyId, leasePeriodId)]);
    return presentAssignments(beds, links);
  };

  router.get('/api/payment-plan-assignments/', staff, route({ query: AssignmentListQuery }, async ({ query }, req, res) => {
    const property = await loadOwned(db, req, 'property', query.property);
    const period = await loadOwned(db, req, 'agreement-period', query.lease_period);
    if (period.property_id !== property.id) throw HttpError.fields({ lease_period: [ASSIGNMENT_MESSAGES.notThisProperty] });
    res.json(await assignmentRows(property.id, period.id, callerOrganizationId(req)));
  }));

  router.put('/api/payment-plan-assignments/', manager, route({ body: AssignmentSaveAsLoaded }, async ({ body }, req, res) => {
    const { propertyId, bedIds } = await saveAssignments(db, callerOrganizationId(req), body);
    const saved = new Map((await assignmentRows(propertyId, body.lease_period_id, callerOrganizationId(req))).map((row) => [row.id, row]));
    res.json(bedIds.map((id) => saved.get(id)!));
  }));

  return router;
}
