import { ticketChangeAction } from '../../../shared/tickets/lifecycle';
import { isOpenTicket } from '../../../shared/tickets/ticket-status';
import { TICKET_LIMITS, TICKET_MESSAGES as M, statusLabel, type TicketStatus, type WaitingFor } from '../../../shared/tickets/ticket-texts';
import type { TicketChange, TicketReport } from '../../../shared/tickets/ticket-schema';
import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { countTicketPhotos, insertTicket, insertTicketComment, insertTicketPhoto, listTicketAssignees, touchTicket, type ReportingLease, type TicketRow } from '../../queries/tickets';
import { removePrivateFile } from '../../uploads/private-files';
import { storePrivatePhoto } from '../../uploads/private-photo';
import type { CheckedUpload } from '../../uploads/upload';
import { queueTicketMail } from './mail-queue';
import { assertTicketCan, transitionTicket } from './transition';

export type TicketDeps = { db: Db; mailer: Mailer; logger: Logger; baseUrl: string; privateDir: string };

const subject = (id: number) => ({ table: 'tickets' as const, id });

/**
 * A student's report, on their lease's property, with the photos sent along (the form posted without
 * JavaScript sends them together): every photo is kept first, then the ticket and its photos are
 * written in one transaction, so a refused photo leaves neither a ticket nor a file. Answers the new
 * ticket's id.
 */
export async function reportTicket(deps: Pick<TicketDeps, 'db' | 'privateDir'>, lease: ReportingLease, studentUserId: number, input: TicketReport, actor: AuditActor, uploads: readonly CheckedUpload[] = []): Promise<number> {
  if (uploads.length > TICKET_LIMITS.photos) throw HttpError.fields({ photos: [M.tooManyPhotos] });
  const photos: { name: string; mime: string; size: number; originalName: string }[] = [];
  try {
    for (const upload of uploads) photos.push({ ...(await storePrivatePhoto(deps.privateDir, upload)), originalName: upload.originalName });
    return await writeReport(deps.db, lease, studentUserId, input, actor, photos);
  } catch (err) {
    await Promise.all(photos.map((p) => removePrivateFile(deps.privateDir, p.name)));
    throw err instanceof HttpError && 'detail' in err.body && uploads.length ? new HttpError(err.status, { photos: [String(err.body.detail)] }) : err;
  }
}

async function writeReport(db: Db, lease: ReportingLease, studentUserId: number, input: TicketReport, actor: AuditActor, photos: { name: string; mime: string; size: number; originalName: string }[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await insertTicket(trx, {
      organization_id: lease.organization_id,
      property_id: lease.property_id,
      lease_id: lease.id,
      student_user_id: studentUserId,
      category: input.category,
      description: input.description,
      location: input.location,
      urgent: input.urgent ? 1 : 0,
      permission_to_enter: input.permission_to_enter ? 1 : 0,
      preferred_times: input.preferred_times ?? '',
    });
    await recordAuditEvent(trx, { actor, action: 'ticket.report', subject: subject(id), organizationId: lease.organization_id, details: { category: input.category, urgent: Boolean(input.urgent), photos: photos.length } });
    for (const p of photos) await insertTicketPhoto(trx, { ticket_id: id, stage: 'report', name: p.name, original_name: p.originalName, mime: p.mime, size: p.size, uploaded_by_user_id: studentUserId });
    return id;
  });
}

/**
 * Staff's change of status and/or assignee. Moves are rows of shared/tickets/lifecycle.ts; Waiting
 * names what for, Cancelled why; the assignee is one of the company's staff. Written only while the
 * ticket is still as the caller loaded it (its status, and version when sent): a colleague's change
 * in between answers 409. When the status changed, the student's mail is queued with the change
 * (server/services/tickets/mail-queue.ts: changes within ten minutes go as one).
 */
export async function changeTicket(deps: TicketDeps, ticket: TicketRow, change: TicketChange, actor: AuditActor): Promise<void> {
  if (change.status === undefined && change.assignee_id === undefined && change.waiting_for === undefined) throw HttpError.detail(400, M.nothingToChange);
  const status: TicketStatus = change.status ?? ticket.status;
  const action = ticketChangeAction(ticket.status, status);
  if (!action) throw HttpError.detail(409, M.badTransition(ticket.status, status));
  const waitingFor: WaitingFor | null = status === 'Waiting' ? (change.waiting_for ?? (ticket.status === 'Waiting' ? ticket.waiting_for : null)) : null;
  if (status === 'Waiting' && !waitingFor) throw HttpError.fields({ waiting_for: [M.waitingForRequired] });
  const reason = change.reason?.trim() || null;
  const cancelling = status === 'Cancelled' && ticket.status !== 'Cancelled';
  if (cancelling && !reason) throw HttpError.fields({ reason: [M.reasonRequired] });
  if (typeof change.assignee_id === 'number' && !(await listTicketAssignees(deps.db, ticket.organization_id)).some((a) => a.id === change.assignee_id)) {
    throw HttpError.fields({ assignee_id: [M.assigneeNotStaff] });
  }
  const now = new Date().toISOString();
  const statusChanged = status !== ticket.status || waitingFor !== ticket.waiting_for;
  const assigneeId = change.assignee_id === undefined ? ticket.assignee_id : change.assignee_id;
  await deps.db.transaction().execute(async (trx) => {
    await transitionTicket(trx, ticket, action, {
      actor,
      version: change.version,
      changes: {
        waiting_for: waitingFor,
        assignee_id: assigneeId,
        updated_at: now,
        ...(cancelling ? { cancel_reason: reason } : {}),
        ...(status !== ticket.status ? { closed_at: isOpenTicket(status) ? null : now } : {}),
      },
      details: { from: ticket.status, status, waiting_for: waitingFor, assignee_id: assigneeId, ...(cancelling ? { reason } : {}) },
      alongside: async () => {
        if (statusChanged) await queueTicketMail({ ...deps, db: trx }, ticket, { kind: 'status', status: statusLabel(status, waitingFor), reason: cancelling ? reason : null });
      },
    });
  });
}

/**
 * A comment: the student's own are always visible to them (and only on an open ticket); staff choose.
 * A comment meant for the student is queued for them as a ticket change is.
 */
export async function commentOnTicket(deps: TicketDeps, ticket: TicketRow, input: { text: string; visible_to_student: boolean }, by: { id: number; name: string; student: boolean }, actor: AuditActor): Promise<number> {
  if (by.student) assertTicketCan(ticket, 'reply');
  const visible = by.student || input.visible_to_student;
  const id = await deps.db.transaction().execute(async (trx) => {
    const commentId = await insertTicketComment(trx, { ticket_id: ticket.id, author_user_id: by.id, author_name: by.name, by_student: by.student ? 1 : 0, text: input.text, visible_to_student: visible ? 1 : 0 });
    await touchTicket(trx, ticket.id, new Date().toISOString());
    await recordAuditEvent(trx, { actor, action: 'ticket.comment', subject: subject(ticket.id), organizationId: ticket.organization_id, details: { comment_id: commentId, visible_to_student: visible } });
    if (!by.student && visible) await queueTicketMail({ ...deps, db: trx }, ticket, { kind: 'comment', author: by.name, text: input.text, status: statusLabel(ticket.status, ticket.waiting_for) });
    return commentId;
  });
  return id;
}

/**
 * A photo: the student's of the problem (while the ticket is open), staff's of the work done. At most
 * TICKET_LIMITS.photos of each; the count is taken again in the write's transaction, so two uploads
 * at once cannot pass it together. The photo is stored re-encoded (server/uploads/private-photo.ts);
 * a refused one leaves no file.
 */
export async function addTicketPhoto(deps: TicketDeps, ticket: TicketRow, upload: CheckedUpload, by: { id: number; student: boolean }, actor: AuditActor): Promise<number> {
  if (by.student) assertTicketCan(ticket, 'reply');
  const stage = by.student ? 'report' : 'completion';
  if ((await countTicketPhotos(deps.db, ticket.id, stage)) >= TICKET_LIMITS.photos) throw HttpError.detail(409, M.tooManyPhotos);
  const photo = await storePrivatePhoto(deps.privateDir, upload);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      if ((await countTicketPhotos(trx, ticket.id, stage)) >= TICKET_LIMITS.photos) throw HttpError.detail(409, M.tooManyPhotos);
      const id = await insertTicketPhoto(trx, { ticket_id: ticket.id, stage, name: photo.name, original_name: upload.originalName, mime: photo.mime, size: photo.size, uploaded_by_user_id: by.id });
      await touchTicket(trx, ticket.id, new Date().toISOString());
      await recordAuditEvent(trx, { actor, action: 'ticket.photo', subject: subject(ticket.id), organizationId: ticket.organization_id, details: { photo_id: id, stage } });
      return id;
    });
  } catch (err) {
    await removePrivateFile(deps.privateDir, photo.name);
    throw err;
  }
}
