import { Router, type Request } from 'express';
import { premisesLabel } from '../../../shared/leases/premises';
import { ledgerCan, type LedgerActorKind } from '../../../shared/ledger/ledger-actions';
import { AdjustmentSchema, IDEMPOTENCY_KEY, LeaseLineParams, LeasePaymentParams, PaymentSchema, ReversalSchema, StatementQuery } from '../../../shared/ledger/ledger-schema';
import { LEDGER_MESSAGES as M } from '../../../shared/ledger/ledger-texts';
import type { LineRecorded, PaymentRecorded, TenantLedger } from '../../../shared/ledger/ledger-types';
import { IdParams } from '../../../shared/schemas/common';
import { currentAuth, requireRole } from '../../auth/authenticate';
import { HttpError } from '../../ground/http-error';
import { callerActor } from '../../http/author';
import { authorize, relationTo } from '../../auth/authorize';
import { leaseOwner } from '../../queries/ownership';
import { callerOf } from '../../http/authorize';
import { loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { presentLedgerRead } from '../../presenters/ledger';
import { ledgerReadOf } from '../../queries/ledger';
import { findLease } from '../../queries/leases';
import { listStudentLeases } from '../../queries/student-leases';
import { addAdjustment, reverseLine, type LineWritten } from '../../services/ledger/corrections';
import { recordPayment } from '../../services/ledger/payments';
import { leaseStatement } from '../../services/ledger/statement';
import type { RouteDeps } from '../deps';
import { companyToday } from '../../queries/company-day';

/**
 * A lease's ledger (issue 28): its student and the company's managers read it; managers record
 * payments, adjustments and reversals, each answered with the ledger after it (one round trip), and
 * every answer says what its caller may write now (`can`). Maintenance staff have no business with
 * money: 403.
 */
export function ledgerRoutes({ db, config, pdf, limits, messageQueue }: RouteDeps): Router {
  const router = Router();
  const manager = requireRole('manager');
  const deps = { db, messageQueue, baseUrl: config.baseUrl };

  /** In which capacity the caller writes to this lease's ledger (shared/ledger/ledger-actions.ts), null when in none. */
  const actorOf = (req: Request, lease: { id: number; organization_id: number; user_id: number }): LedgerActorKind | null => {
    const relation = relationTo(callerOf(req), 'ledger.read', leaseOwner(lease));
    return relation === 'manager' || relation === 'student' ? relation : null;
  };
  const canOf = (req: Request, lease: { id: number; organization_id: number; user_id: number; status: string }) => ledgerCan(lease, actorOf(req, lease));
  const lineAnswer = (req: Request, lease: { id: number; organization_id: number; user_id: number; status: string }, written: LineWritten): LineRecorded => ({ ...presentLedgerRead(lease.id, written.read, canOf(req, lease)), line_id: written.lineId });

  // Read on the company's day (its time zone), as Collections and My balance are.
  const ledgerOf = async (req: Request, lease: { id: number; organization_id: number; user_id: number; status: string }) => presentLedgerRead(lease.id, await ledgerReadOf(db, lease), canOf(req, lease));

  const managed = async (req: Request, id: number) => (await findLease(db, (await loadOwned(db, req, 'lease', id)).id))!;

  /** The Idempotency-Key a payment form sends once per form, or null when none was sent. */
  const idempotencyKey = (req: Request): string | null => {
    const key = req.get('idempotency-key');
    if (key === undefined) return null;
    if (!IDEMPOTENCY_KEY.test(key)) throw HttpError.detail(400, M.badIdempotencyKey);
    return key;
  };

  router.get('/api/leases/:id/ledger/', requireRole('manager', 'student'), route({ params: IdParams }, async ({ params }, req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await ledgerOf(req, (await authorize(db, callerOf(req), 'ledger.read', params.id)).record));
  }));

  router.get('/api/leases/:id/statement/pdf/', requireRole('manager', 'student'), limits.statements, route({ params: IdParams, query: StatementQuery }, async ({ params, query }, req, res) => {
    const { record } = await authorize(db, callerOf(req), 'statement.read', params.id);
    const statement = await leaseStatement({ db, pdf }, record, query, await companyToday(db, record.organization_id));
    res.set('Cache-Control', 'private, no-store').attachment(`${statement.name}.pdf`).send(statement.pdf);
  }));

  router.post('/api/leases/:id/payments/', manager, route({ params: IdParams, body: PaymentSchema }, async ({ params, body }, req, res) => {
    const lease = await managed(req, params.id);
    const written = await recordPayment(deps, lease, body, idempotencyKey(req), callerActor(req), actorOf(req, lease));
    const answer: PaymentRecorded = { id: written.id, line_id: written.lineId, allocations: written.allocations, ledger: presentLedgerRead(lease.id, written.read, canOf(req, lease)) };
    res.status(written.created ? 201 : 200).json(answer);
  }));

  router.post('/api/leases/:id/payments/:paymentId/reverse/', manager, route({ params: LeasePaymentParams, body: ReversalSchema }, async ({ params, body }, req, res) => {
    const lease = await managed(req, params.id);
    res.status(201).json(lineAnswer(req, lease, await reverseLine(db, lease, { paymentId: params.paymentId }, body.reason, callerActor(req), actorOf(req, lease))));
  }));

  router.post('/api/leases/:id/lines/:lineId/reverse/', manager, route({ params: LeaseLineParams, body: ReversalSchema }, async ({ params, body }, req, res) => {
    const lease = await managed(req, params.id);
    res.status(201).json(lineAnswer(req, lease, await reverseLine(db, lease, { lineId: params.lineId }, body.reason, callerActor(req), actorOf(req, lease))));
  }));

  router.post('/api/leases/:id/adjustments/', manager, route({ params: IdParams, body: AdjustmentSchema }, async ({ params, body }, req, res) => {
    const lease = await managed(req, params.id);
    res.status(201).json(lineAnswer(req, lease, await addAdjustment(db, lease, body, callerActor(req), actorOf(req, lease))));
  }));

  // The student's own ledgers, newest lease first: executed leases only (the others have none).
  router.get('/api/tenant/ledger/', requireRole('student'), route({}, async (_input, req, res) => {
    const leases = (await listStudentLeases(db, currentAuth(req)!.user.id)).filter((l) => l.status === 'Executed');
    const answer: TenantLedger[] = [];
    for (const lease of leases) {
      answer.push({ ...(await ledgerOf(req, lease)), property_name: lease.property_name, lease_period_name: lease.lease_period_name, bed: premisesLabel(lease) });
    }
    res.set('Cache-Control', 'private, no-store').json(answer);
  }));

  return router;
}
