import path from 'node:path';
import { Router, type Request } from 'express';
import { IdParams } from '../../../shared/schemas/common';
import { TicketChangeSchema, TicketCommentSchema, TicketPhotoParams, TicketReportSchema } from '../../../shared/tickets/ticket-schema';
import { TICKET_MESSAGES as M } from '../../../shared/tickets/ticket-texts';
import { currentAuth, requireRole } from '../../auth/authenticate';
import { authorize } from '../../auth/authorize';
import { HttpError } from '../../ground/http-error';
import { callerActor, callerAuthor } from '../../http/author';
import { callerOf } from '../../http/authorize';
import { callerOrganizationId } from '../../http/ownership';
import { route } from '../../http/route';
import { presentAssignees, presentTicket, presentTicketSummary, ticketCallerKind } from '../../presenters/ticket';
import { findReportingLease, findTicket, findTicketPhoto, listCompanyTickets, listStudentTickets, listTicketAssignees, listTicketComments, listTicketPhotos, type TicketRow } from '../../queries/tickets';
import { addTicketPhoto, changeTicket, commentOnTicket, reportTicket } from '../../services/tickets/tickets';
import { privateFilePath } from '../../uploads/private-files';
import { upload } from '../../uploads/upload';
import type { RouteDeps } from '../deps';

/** Whether the caller works for a company (manager or maintenance) rather than rents from one. */
const isStaff = (req: Request) => callerOf(req).kind === 'staff';

/**
 * Maintenance tickets (issue 29): a student with a lease reports a problem and follows it; the
 * company's managers and maintenance staff work it. A student reaches only their own tickets (another
 * student's answers 404, as a missing one), staff only their company's (the ownership policy).
 * Photos are private files, served to the same people.
 */
export function ticketRoutes({ db, config, mailer, logger }: RouteDeps): Router {
  const router = Router();
  const anyone = requireRole('student', 'manager', 'maintenance');
  const staff = requireRole('manager', 'maintenance');
  const deps = { db, mailer, logger, baseUrl: config.baseUrl, privateDir: config.privateFilesDir };

  /** The ticket when the caller may take the action on it: staff their company's, a student their own (the access policy). */
  const reachable = async (req: Request, action: 'ticket.read' | 'ticket.change' | 'ticket.comment' | 'ticket.add-photo', id: number): Promise<TicketRow> =>
    (await authorize(db, callerOf(req), action, id)).record;
  /** The ticket as the caller may read it: a student sees only the comments meant for them. */
  const answer = async (req: Request, id: number) => {
    const ticket = (await findTicket(db, id))!;
    return presentTicket(ticket, await listTicketComments(db, id, !isStaff(req)), await listTicketPhotos(db, id), ticketCallerKind(callerOf(req)));
  };
  const noStore = { 'Cache-Control': 'private, no-store' };

  router.get('/api/tickets/', anyone, route({}, async (_input, req, res) => {
    const rows = isStaff(req) ? await listCompanyTickets(db, callerOrganizationId(req)) : await listStudentTickets(db, currentAuth(req)!.user.id);
    res.set(noStore).json(rows.map(presentTicketSummary));
  }));

  router.post('/api/tickets/', requireRole('student'), route({ body: TicketReportSchema }, async ({ body }, req, res) => {
    const userId = currentAuth(req)!.user.id;
    const lease = await findReportingLease(db, userId);
    if (!lease) throw HttpError.detail(403, M.noLease);
    const id = await reportTicket(deps, lease, userId, body, callerActor(req));
    res.status(201).set(noStore).json(await answer(req, id));
  }));

  router.get('/api/tickets/assignees/', staff, route({}, async (_input, req, res) => {
    res.set(noStore).json(presentAssignees(await listTicketAssignees(db, callerOrganizationId(req))));
  }));

  router.get('/api/tickets/:id/', anyone, route({ params: IdParams }, async ({ params }, req, res) => {
    res.set(noStore).json(await answer(req, (await reachable(req, 'ticket.read', params.id)).id));
  }));

  router.patch('/api/tickets/:id/', staff, route({ params: IdParams, body: TicketChangeSchema }, async ({ params, body }, req, res) => {
    const ticket = await reachable(req, 'ticket.change', params.id);
    await changeTicket(deps, ticket, body, callerActor(req));
    res.set(noStore).json(await answer(req, ticket.id));
  }));

  router.post('/api/tickets/:id/comments/', anyone, route({ params: IdParams, body: TicketCommentSchema }, async ({ params, body }, req, res) => {
    const ticket = await reachable(req, 'ticket.comment', params.id);
    await commentOnTicket(deps, ticket, body, { ...callerAuthor(req), student: !isStaff(req) }, callerActor(req));
    res.status(201).set(noStore).json(await answer(req, ticket.id));
  }));

  router.post('/api/tickets/:id/photos/', anyone, route({ params: IdParams, upload: upload(config.uploadsDir, 'photo', 'image') }, async ({ params }, req, res) => {
    const ticket = await reachable(req, 'ticket.add-photo', params.id);
    await addTicketPhoto(deps, ticket, req.upload!, { id: currentAuth(req)!.user.id, student: !isStaff(req) }, callerActor(req));
    res.status(201).set(noStore).json(await answer(req, ticket.id));
  }));

  router.get('/api/tickets/:id/photos/:photoId/', anyone, route({ params: TicketPhotoParams }, async ({ params }, req, res) => {
    const ticket = await reachable(req, 'ticket.read', params.id);
    const photo = await findTicketPhoto(db, ticket.id, params.photoId);
    if (!photo) throw HttpError.notFound();
    res.set({ ...noStore, 'Content-Type': photo.mime, 'Content-Disposition': 'inline', 'X-Content-Type-Options': 'nosniff' });
    res.sendFile(path.resolve(privateFilePath(config.privateFilesDir, photo.name)));
  }));

  return router;
}
