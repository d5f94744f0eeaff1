import { Router, type Request } from 'express';
import { variableNames } from '../../../shared/documents/variables';
import { API_ERRORS, MESSAGES } from '../../../shared/messages';
import { IdParams } from '../../../shared/schemas/common';
import { currentAuth, requireRole } from '../../auth/authenticate';
import { HttpError } from '../../ground/http-error';
import { callerActor } from '../../http/author';
import { assertOwnIds, callerOrganizationId, loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { presentMessage } from '../../presenters/message';
import { isPersonOfCompany, messageLogOf } from '../../queries/messages';
import { findBatchProgress, listRecipients, queueBatch, recipientValues, type RecipientIds } from '../../services/messaging/batches';
import { listNotifications, previewMessage, saveNotification } from '../../services/messaging/notifications';
import type { RouteDeps } from '../deps';
import { BatchSchema, EventParams, LogQuery, NotificationSettingSchema, PreviewSchema, type BatchBody } from './schema';

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * Messages (issue 30, ADR 028): the variables templates use, which template each event uses, previews,
 * a manager's sends (queued) and their progress, and each person's message log. Managers write;
 * a student reads their own log; maintenance staff read the messages about maintenance requests.
 */
export function messageRoutes({ db, messageQueue }: RouteDeps): Router {
  const router = Router();
  const manager = requireRole('manager');
  const staff = requireRole('manager', 'maintenance');

  /** The recipients' ids, checked to be the company's (a field error otherwise). */
  const ownRecipients = async (req: Request, choice: BatchBody['recipients']): Promise<RecipientIds> => {
    const orgId = callerOrganizationId(req);
    if ('lease_ids' in choice) return { lease_ids: await assertOwnIds(db, orgId, 'lease', choice.lease_ids, 'recipients') };
    if ('application_ids' in choice) return { application_ids: await assertOwnIds(db, orgId, 'application', choice.application_ids, 'recipients') };
    if (choice.filter.property_id !== null) await assertOwnIds(db, orgId, 'property', [choice.filter.property_id], 'recipients');
    return choice;
  };

  router.get('/api/messages/variables', staff, (_req, res) => {
    res.json(variableNames());
  });

  // Staff read settings (maintenance staff see the screen read-only); only managers change them.
  router.get('/api/messages/notifications/', staff, route({}, async (_input, req, res) => {
    res.json(await listNotifications(db, callerOrganizationId(req)));
  }));

  router.put('/api/messages/notifications/:event/', manager, route({ params: EventParams, body: NotificationSettingSchema }, async ({ params, body }, req, res) => {
    res.json(await saveNotification(db, callerOrganizationId(req), params.event, body));
  }));

  router.post('/api/messages/preview/', staff, route({ body: PreviewSchema }, async ({ body }, req, res) => {
    const orgId = callerOrganizationId(req);
    // A recipient's own facts are for the managers who send to them; sample data is for any staff.
    if ((body.lease_id ?? body.application_id) !== undefined && !currentAuth(req)!.user.roles.includes('manager')) throw HttpError.detail(403, API_ERRORS.permissionDenied);
    if (body.lease_id !== undefined) await loadOwned(db, req, 'lease', body.lease_id);
    if (body.application_id !== undefined) await loadOwned(db, req, 'rental-application', body.application_id);
    const values = await recipientValues(db, body);
    res.set(noStore).json(await previewMessage(db, orgId, body, values));
  }));

  router.post('/api/messages/recipients/', manager, route({ body: BatchSchema }, async ({ body }, req, res) => {
    res.set(noStore).json(await listRecipients(db, callerOrganizationId(req), { ...body, recipients: await ownRecipients(req, body.recipients) }));
  }));

  router.post('/api/messages/batches/', manager, route({ body: BatchSchema }, async ({ body }, req, res) => {
    const actor = callerActor(req);
    const batch = await queueBatch({ db, messageQueue }, callerOrganizationId(req), { ...body, recipients: await ownRecipients(req, body.recipients) }, { ...actor, userId: actor.userId! });
    res.status(201).set(noStore).json(batch);
  }));

  router.get('/api/messages/batches/:id/', manager, route({ params: IdParams }, async ({ params }, req, res) => {
    const batch = await findBatchProgress(db, callerOrganizationId(req), params.id);
    if (!batch) throw HttpError.notFound();
    res.set(noStore).json(batch);
  }));

  router.get('/api/messages/', requireRole('student', 'manager', 'maintenance'), route({ query: LogQuery }, async ({ query }, req, res) => {
    const { user } = currentAuth(req)!;
    const staff = user.roles.includes('manager') || user.roles.includes('maintenance');
    if (!staff) return void res.set(noStore).json((await messageLogOf(db, user.id)).map(presentMessage));
    if (query.user_id === undefined) throw HttpError.fields({ user_id: [MESSAGES.required] });
    if (!(await isPersonOfCompany(db, callerOrganizationId(req), query.user_id))) throw HttpError.notFound();
    const rows = await messageLogOf(db, query.user_id, { ticketsOnly: !user.roles.includes('manager') });
    res.set(noStore).json(rows.map(presentMessage));
  }));

  return router;
}
