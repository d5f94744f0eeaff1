import { Router } from 'express';
import { IdParams } from '../../../shared/schemas/common';
import { HoldSchema, LeasePeriodParams, SelectionBedsQuery, SelectionWindowSchema } from '../../../shared/selection/selection-schema';
import { requireRole } from '../../auth/authenticate';
import { HttpError } from '../../ground/http-error';
import { callerActor } from '../../http/author';
import { callerOf } from '../../http/authorize';
import { loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { presentWindow, selectionBedsBody, studentSelection } from '../../page-data/selection';
import { selectionOffice, selectionOfficeOf } from '../../page-data/selection-office';
import { sendSharedJson } from '../../http/shared-body';
import { findLease } from '../../queries/leases';
import { selectionPeriod } from '../../queries/selection';
import { confirmHolds } from '../../services/selection/confirm';
import { assertMaySelect, selectionContext } from '../../services/selection/context';
import { holdBeds, releaseOwnHolds } from '../../services/selection/holds';
import { saveSelectionWindow } from '../../services/selection/window';
import { releaseHoldFromOffice } from '../../services/selection/office-release';
import { queueSlotNotices } from '../../services/selection/slot-notices';
import type { RouteDeps } from '../deps';
import { presentLeases } from '../leases/present';

/**
 * Room selection (issue 49, docs/decisions/043-room-selection.md): a student reads their selection
 * in a period, its bed map, holds beds, lets them go and confirms them into Offered leases; a manager
 * sets the period's window. What a student may do is decided by their own eligibility and slot
 * (server/services/selection/context.ts): before their slot every call but the reads answers 403.
 */
export function selectionRoutes({ db, config, messageQueue }: RouteDeps): Router {
  const router = Router();
  const student = requireRole('student');
  const present = presentLeases(db);
  const noStore = { 'Cache-Control': 'private, no-store' };

  /** The signed-in student's id (the role check let only students through). */
  const studentId = (req: Parameters<typeof callerOf>[0]): number => {
    const caller = callerOf(req);
    if (caller.kind !== 'student') throw HttpError.notFound();
    return caller.userId;
  };

  router.get('/api/selection/:leasePeriodId/', student, route({ params: LeasePeriodParams }, async ({ params }, req, res) => {
    const ctx = await selectionContext(db, params.leasePeriodId, studentId(req));
    res.set(noStore).json(await studentSelection(db, ctx));
  }));

  router.get('/api/selection/:leasePeriodId/beds/', student, route({ params: LeasePeriodParams, query: SelectionBedsQuery }, async ({ params, query }, req, res) => {
    const ctx = await selectionContext(db, params.leasePeriodId, studentId(req));
    assertMaySelect(ctx, new Date());
    res.set(noStore);
    await sendSharedJson(req, res, await selectionBedsBody(db, ctx, query.building));
  }));

  router.post('/api/selection/:leasePeriodId/holds/', student, route({ params: LeasePeriodParams, body: HoldSchema }, async ({ params, body }, req, res) => {
    const ctx = await selectionContext(db, params.leasePeriodId, studentId(req));
    const holds = await holdBeds(db, ctx, body.bed_ids, callerActor(req));
    res.status(201).json({ holds: holds.map(({ bed_id, user_id, expires_at }) => ({ bed_id, user_id, expires_at })) });
  }));

  router.delete('/api/selection/:leasePeriodId/holds/', student, route({ params: LeasePeriodParams }, async ({ params }, req, res) => {
    const userId = studentId(req);
    const ctx = await selectionContext(db, params.leasePeriodId, userId);
    await releaseOwnHolds(db, ctx, callerActor(req));
    res.set(noStore).json(await studentSelection(db, await selectionContext(db, params.leasePeriodId, userId)));
  }));

  router.post('/api/selection/:leasePeriodId/confirm/', student, route({ params: LeasePeriodParams }, async ({ params }, req, res) => {
    const ctx = await selectionContext(db, params.leasePeriodId, studentId(req));
    assertMaySelect(ctx, new Date());
    const ids = await confirmHolds(db, ctx, callerActor(req));
    res.status(201).json(await Promise.all(ids.map(async (id) => present.one(req, (await findLease(db, id))!))));
  }));

  router.put('/api/agreement-periods/:id/selection-window/', requireRole('manager'), route({ params: IdParams, body: SelectionWindowSchema }, async ({ params, body }, req, res) => {
    const period = await loadOwned(db, req, 'agreement-period', params.id);
    await saveSelectionWindow(db, { id: period.id, organization_id: (await selectionPeriod(db, period.id))!.organization_id }, body, callerActor(req));
    // After the commit: each student whose slot time changed is told the new one (services/selection/slot-notices.ts).
    if (await queueSlotNotices(db, config.baseUrl, period.id)) messageQueue.kick();
    res.json(presentWindow((await selectionPeriod(db, period.id))!));
  }));

  // The office's Selection screen (issue 49): a period's window, order, groups and live holds; a manager releases a hold.
  router.get('/api/agreement-periods/:id/selection/', requireRole('manager'), route({ params: IdParams }, async ({ params }, req, res) => {
    const period = await loadOwned(db, req, 'agreement-period', params.id);
    res.set(noStore).json(await selectionOffice(db, (await selectionPeriod(db, period.id))!));
  }));

  router.delete('/api/selection-holds/:id/', requireRole('manager'), route({ params: IdParams }, async ({ params }, req, res) => {
    const hold = await loadOwned(db, req, 'bed-hold', params.id);
    await releaseHoldFromOffice(db, hold, callerActor(req));
    res.set(noStore).json(await selectionOfficeOf(db, hold.lease_period_id));
  }));

  return router;
}
