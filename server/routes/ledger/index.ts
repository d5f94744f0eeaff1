import { Router, type Request } from 'express';
import { premisesLabel } from '../../../shared/leases/premises';
import { isoToday } from '../../../shared/dates';
import { AdjustmentSchema, IDEMPOTENCY_KEY, LeaseLineParams, LeasePaymentParams, PaymentSchema, ReversalSchema, StatementQuery } from '../../../shared/ledger/ledger-schema';
import { LEDGER_MESSAGES as M } from '../../../shared/ledger/ledger-texts';
import type { TenantLedger } from '../../../shared/ledger/ledger-types';
import { IdParams } from '../../../shared/schemas/common';
import { currentAuth, requireRole } from '../../auth/authenticate';
import { HttpError } from '../../ground/http-error';
import { callerActor } from '../../http/author';
import { authorize } from '../../auth/authorize';
import { callerOf } from '../../http/authorize';
import { loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { presentLedger } from '../../presenters/ledger';
import { ledgerLinesOf, paymentsOf } from '../../queries/ledger';
import { findLeaseTerms } from '../../queries/lease-terms';
import { findLease } from '../../queries/leases';
import { listStudentLeases } from '../../queries/student-leases';
import { addAdjustment, recordPayment, reverseLine, reversePayment } from '../../services/ledger';
import { leaseStatement } from '../../services/ledger-statement';
import type { RouteDeps } from '../deps';

/**
 * A lease's ledger (issue 28): its student and the company's managers read it; managers record
 * payments, adjustments and reversals. Maintenance staff have no business with money: 403.
 */
export function ledgerRoutes({ db, mailer, logger, config, pdf, limits }: RouteDeps): Router {
  const router = Router();
  const manager = requireRole('manager');
  const deps = { db, mailer, logger, baseUrl: config.baseUrl };

  // Read on the company's day (its time zone), as Collections and My balance are.
  const ledgerOf = async (lease: { id: number; organization_id: number }) => {
    const terms = await findLeaseTerms(db, lease.organization_id);
    return presentLedger(lease.id, await ledgerLinesOf(db, lease.id), await paymentsOf(db, lease.id), isoToday(new Date(), terms.time_zone), terms);
  };

  const managed = async (req: Request, id: number) => (await findLease(db, (await loadOwned(db, req, 'lease', id)).id))!;

  /** The Idempotency-Key a payment form sends once per form, or null when none was sent. */
  const idempotencyKey = (req: Request): string | null => {
    const key = req.get('idempotency-key');
    if (key === undefined) return null;
    if (!IDEMPOTENCY_KEY.test(key)) throw HttpError.detail(400, M.badIdempotencyKey);
    return key;
  };

  router.get('/api/leases/:id/ledger/', requireRole('manager', 'student'), route({ params: IdParams }, async ({ params }, req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await ledgerOf((await authorize(db, callerOf(req), 'ledger.read', params.id)).record));
  }));

  router.get('/api/leases/:id/statement/pdf/', requireRole('manager', 'student'), limits.statements, route({ params: IdParams, query: StatementQuery }, async ({ params, query }, req, res) => {
    const statement = await leaseStatement({ db, pdf }, (await authorize(db, callerOf(req), 'statement.read', params.id)).record, query, isoToday());
    res.set('Cache-Control', 'private, no-store').attachment(`${statement.name}.pdf`).send(statement.pdf);
  }));

  router.post('/api/leases/:id/payments/', manager, route({ params: IdParams, body: PaymentSchema }, async ({ params, body }, req, res) => {
    const lease = await managed(req, params.id);
    const { created, answer } = await recordPayment(deps, lease, body, idempotencyKey(req), callerActor(req));
    res.status(created ? 201 : 200).json(answer);
  }));

  router.post('/api/leases/:id/payments/:paymentId/reverse/', manager, route({ params: LeasePaymentParams, body: ReversalSchema }, async ({ params, body }, req, res) => {
    const lease = await managed(req, params.id);
    await reversePayment(db, lease, params.paymentId, body.reason, callerActor(req));
    res.status(201).json(await ledgerOf(lease));
  }));

  router.post('/api/leases/:id/lines/:lineId/reverse/', manager, route({ params: LeaseLineParams, body: ReversalSchema }, async ({ params, body }, req, res) => {
    const lease = await managed(req, params.id);
    await reverseLine(db, lease, params.lineId, body.reason, callerActor(req));
    res.status(201).json(await ledgerOf(lease));
  }));

  router.post('/api/leases/:id/adjustments/', manager, route({ params: IdParams, body: AdjustmentSchema }, async ({ params, body }, req, res) => {
    const lease = await managed(req, params.id);
    await addAdjustment(db, lease, body, callerActor(req));
    res.status(201).json(await ledgerOf(lease));
  }));

  // The student's own ledgers, newest lease first: executed leases only (the others have none).
  router.get('/api/tenant/ledger/', requireRole('student'), route({}, async (_input, req, res) => {
    const leases = (await listStudentLeases(db, currentAuth(req)!.user.id)).filter((l) => l.status === 'Executed');
    const answer: TenantLedger[] = [];
    for (const lease of leases) {
      answer.push({ ...(await ledgerOf(lease)), property_name: lease.property_name, lease_period_name: lease.lease_period_name, bed: premisesLabel(lease) });
    }
    res.set('Cache-Control', 'private, no-store').json(answer);
  }));

  return router;
}
