import { Router } from 'express';
import { ASSIGNMENT_MESSAGES } from '../../../shared/messages';
import { AssignmentListQuery, AssignmentSaveSchema } from '../../../shared/payment-plans/assignment-schema';
import { requireRole } from '../../auth/authenticate';
import { HttpError } from '../../http/errors';
import { callerOrganizationId, loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { presentAssignments } from '../../presenters/payment-plan-assignment';
import { assignmentsOfLeasePeriod, bedsOfProperty } from '../../queries/payment-plan-assignments';
import { saveAssignments } from '../../services/payment-plan-assignments';
import type { RouteDeps } from '../deps';

/** `/api/payment-plan-assignments/`: the plans each bed of a property is offered under, per lease period. */
export function paymentPlanAssignmentRoutes({ db }: RouteDeps): Router {
  const router = Router();
  const staff = requireRole('manager', 'maintenance');
  const manager = requireRole('manager');

  router.get('/api/payment-plan-assignments/', staff, route({ query: AssignmentListQuery }, async ({ query }, req, res) => {
    const property = await loadOwned(db, req, 'property', query.property);
    const period = await loadOwned(db, req, 'agreement-period', query.lease_period);
    if (period.property_id !== property.id) throw HttpError.fields({ lease_period: [ASSIGNMENT_MESSAGES.notThisProperty] });
    const [beds, links] = await Promise.all([bedsOfProperty(db, property.id), assignmentsOfLeasePeriod(db, property.id, period.id)]);
    res.json(presentAssignments(beds, links));
  }));

  router.put('/api/payment-plan-assignments/', manager, route({ body: AssignmentSaveSchema }, async ({ body }, req, res) => {
    const { propertyId, bedIds } = await saveAssignments(db, callerOrganizationId(req), body);
    const [beds, links] = await Promise.all([bedsOfProperty(db, propertyId), assignmentsOfLeasePeriod(db, propertyId, body.lease_period_id)]);
    const saved = new Map(presentAssignments(beds, links).map((row) => [row.id, row]));
    res.json(bedIds.map((id) => saved.get(id)!));
  }));

  return router;
}
