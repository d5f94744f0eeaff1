import { Router, type Request } from 'express';
import { AssignBedSchema, ChoosePlanSchema, FreeBedsQuery, LeaseDocumentParams, LeaseListQuery, VoidLeaseSchema } from '../../../shared/leases/lease-schema';
import { IdParams } from '../../../shared/schemas/common';
import { requireRole } from '../../auth/authenticate';
import { authorize } from '../../auth/authorize';
import { callerOf, signerSeat } from '../../http/authorize';
import { callerActor } from '../../http/author';
import { assertOwnIds, callerOrganizationId, loadOwned, requireOwnFilters } from '../../http/ownership';
import { route } from '../../http/route';
import { presentFreeBed } from '../../presenters/lease';
import { presentLeaseHistoryEvent } from '../../presenters/lease-history';
import { leaseHistory, leaseHistoryContext } from '../../queries/lease-history';
import { findLease, listFreeBeds, listLeases } from '../../queries/leases';
import { chooseOwnPlan } from '../../services/leasing/student-plan-choice';
import { retryExecution } from '../../services/lease-execution/retry';
import { applicationToLease, assignBed, voidLease } from '../../services/leasing/leases';
import type { RouteDeps } from '../deps';
import { LeaseSlotParams } from '../../../shared/leases/signing-schema';
import { resendGuarantorLink, signingDepsOf } from '../../services/leasing/signing-notices';
import { addSigningEndpoints } from './signing-endpoints';
import { presentLeases } from './present';
import { companyToday } from '../../queries/company-day';

/**
 * `/api/leases/`: managers assign beds to approved applications and void offers; the company's
 * staff read its leases; a student reads their own. Anyone else's lease is a 404.
 */
export function leaseRoutes({ db, config, pdf, logger, mailer, limits, executions, messageQueue }: RouteDeps): Router {
  const router = Router();
  const signingDeps = signingDepsOf({ db, config, pdf, logger, mailer, executions, messageQueue });
  const staff = requireRole('manager', 'maintenance');
  const manager = requireRole('manager');
  const { many: present, one: presentOne } = presentLeases(db);

  /** The company's application named in a query or body (a field error otherwise), ready for a lease. */
  const ownApplication = async (req: Request, id: number) => {
    await assertOwnIds(db, callerOrganizationId(req), 'application', [id], 'application_id');
    return applicationToLease(db, callerOrganizationId(req), id);
  };

  router.get('/api/leases/', staff, route({ query: LeaseListQuery }, async ({ query }, req, res) => {
    await requireOwnFilters(db, req, query, { property: 'property', lease_period: 'lease-period', application: 'application' });
    res.json(await present(req, await listLeases(db, callerOrganizationId(req), query)));
  }));

  router.get('/api/leases/free-beds/', manager, route({ query: FreeBedsQuery }, async ({ query }, req, res) => {
    const app = await ownApplication(req, query.application);
    res.json((await listFreeBeds(db, app.property_id, app.lease_period_id, await companyToday(db, app.organization_id))).map(presentFreeBed));
  }));

  router.post('/api/leases/', manager, route({ body: AssignBedSchema }, async ({ body }, req, res) => {
    const id = await assignBed(db, await ownApplication(req, body.application_id), body.bed_id, callerActor(req));
    res.status(201).json(await presentOne(req, (await findLease(db, id))!));
  }));

  router.get('/api/leases/:id/', requireRole('manager', 'maintenance', 'student'), route({ params: IdParams }, async ({ params }, req, res) => {
    const { record, relation } = await authorize(db, callerOf(req), 'lease.read', params.id);
    res.json(await presentOne(req, record, relation));
  }));

  router.get('/api/leases/:id/history/', staff, route({ params: IdParams }, async ({ params }, req, res) => {
    const lease = await loadOwned(db, req, 'lease', params.id);
    const [rows, context] = await Promise.all([leaseHistory(db, lease.id), leaseHistoryContext(db, lease.id)]);
    res.json(rows.map((row) => presentLeaseHistoryEvent(row, context)));
  }));

  // The lease's student chooses an offered plan; the packet is made in the same request.
  router.put('/api/leases/:id/plan/', requireRole('student'), route({ params: IdParams, body: ChoosePlanSchema }, async ({ params, body }, req, res) => {
    await chooseOwnPlan(signingDeps, callerOf(req), params.id, body, callerActor(req));
    res.json(await presentOne(req, (await findLease(db, params.id))!));
  }));

  // Documents hold what the student signs (money, guarantor): their student and the company's managers only, not maintenance staff.
  addSigningEndpoints(router, signingDeps, { at: '/api/leases/:id/signing', docsAt: '/api/leases/:id', params: IdParams, slotParams: LeaseSlotParams, documentParams: LeaseDocumentParams, base: (p) => `/api/leases/${p.id}`, seatOf: (req, p) => signerSeat(db, req, callerOf(req), p.id), writeLimit: limits.signing.perUser }, [requireRole('manager', 'student')]);

  router.post('/api/leases/:id/guarantor-link/', manager, route({ params: IdParams }, async ({ params }, req, res) => {
    const lease = await loadOwned(db, req, 'lease', params.id);
    await resendGuarantorLink(signingDeps, lease, callerActor(req));
    res.json(await presentOne(req, (await findLease(db, lease.id))!));
  }));

  // A lease signed by everyone that could not be finalized: a manager runs its execution again once the cause is fixed.
  router.post('/api/leases/:id/execute/', manager, route({ params: IdParams }, async ({ params }, req, res) => {
    const lease = await loadOwned(db, req, 'lease', params.id);
    await retryExecution(signingDeps, lease, callerActor(req));
    res.json(await presentOne(req, (await findLease(db, lease.id))!));
  }));

  router.post('/api/leases/:id/void/', manager, route({ params: IdParams, body: VoidLeaseSchema }, async ({ params, body }, req, res) => {
    const lease = await loadOwned(db, req, 'lease', params.id);
    await voidLease(db, lease, body, callerActor(req));
    res.json(await presentOne(req, (await findLease(db, lease.id))!));
  }));

  return router;
}
