import { Router, type Request } from 'express';
import { IdParams } from '../../../shared/schemas/common';
import { NewPaymentPlanSchema, PaymentPlanListQuery, PaymentPlanUpdateAsLoaded } from '../../../shared/payment-plans/schema';
import { requireRole } from '../../auth/authenticate';
import { callerActor, callerAuthor } from '../../http/author';
import { callerOrganizationId, loadOwned, requireOwnFilters } from '../../http/ownership';
import { route } from '../../http/route';
import { presentPaymentPlan, presentPaymentPlanRow } from '../../presenters/payment-plan';
import { findPaymentPlan, listLedgerEntries, listPaymentPlans } from '../../queries/payment-plans';
import { approvePaymentPlan, clonePaymentPlan, createPaymentPlan, deletePaymentPlan, updatePaymentPlan } from '../../services/settings/payment-plans';
import { companyToday } from '../../queries/company-day';
import type { RouteDeps } from '../deps';

/** `/api/payment-plans/`: what a lease period charges, as ledger entries. Staff read, managers write. */
export function paymentPlanRoutes({ db }: RouteDeps): Router {
  const router = Router();
  const staff = requireRole('manager', 'maintenance');
  const manager = requireRole('manager');
  const today = (req: Request) => companyToday(db, callerOrganizationId(req));
  const answer = async (req: Request, id: number) => presentPaymentPlan(await findPaymentPlan(db, id), await listLedgerEntries(db, id), await today(req));

  router.get('/api/payment-plans/', staff, route({ query: PaymentPlanListQuery }, async ({ query }, req, res) => {
    await requireOwnFilters(db, req, query, { property: 'property', lease_period: 'lease-period' });
    const rows = await listPaymentPlans(db, callerOrganizationId(req), { propertyIds: query.property, leasePeriodIds: query.lease_period });
    const day = await today(req);
    res.json(rows.map((row) => presentPaymentPlanRow(row, day)));
  }));

  router.get('/api/payment-plans/:id/', staff, route({ params: IdParams }, async ({ params }, req, res) => {
    res.json(await answer(req, (await loadOwned(db, req, 'payment-plan', params.id)).id));
  }));

  router.post('/api/payment-plans/', manager, route({ body: NewPaymentPlanSchema }, async ({ body }, req, res) => {
    res.status(201).json(await answer(req, await createPaymentPlan(db, callerOrganizationId(req), callerAuthor(req), body)));
  }));

  router.post('/api/payment-plans/:id/clone/', manager, route({ params: IdParams, body: NewPaymentPlanSchema }, async ({ params, body }, req, res) => {
    const source = await loadOwned(db, req, 'payment-plan', params.id);
    res.status(201).json(await answer(req, await clonePaymentPlan(db, callerOrganizationId(req), callerAuthor(req), source.id, body)));
  }));

  router.put('/api/payment-plans/:id/', manager, route({ params: IdParams, body: PaymentPlanUpdateAsLoaded }, async ({ params, body }, req, res) => {
    const plan = await loadOwned(db, req, 'payment-plan', params.id);
    await updatePaymentPlan(db, callerOrganizationId(req), plan, body);
    res.json(await answer(req, plan.id));
  }));

  router.post('/api/payment-plans/:id/approve/', manager, route({ params: IdParams }, async ({ params }, req, res) => {
    const plan = await loadOwned(db, req, 'payment-plan', params.id);
    await approvePaymentPlan(db, callerOrganizationId(req), plan, callerActor(req));
    res.json(await answer(req, plan.id));
  }));

  router.delete('/api/payment-plans/:id/', manager, route({ params: IdParams }, async ({ params }, req, res) => {
    await deletePaymentPlan(db, await loadOwned(db, req, 'payment-plan', params.id));
    res.status(204).end();
  }));

  return router;
}
