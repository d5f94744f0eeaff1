import { MulterError } from 'multer';
import { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { BASE_PATH } from '../../../../shared/constants';
import { API_ERRORS } from '../../../../shared/messages';
import { REPLY_FIELD, SENT_PARAM } from '../../../../shared/tickets/my-maintenance';
import { TicketCommentSchema, TicketReportSchema } from '../../../../shared/tickets/ticket-schema';
import { STUDENT_MAINTENANCE_PATH, TICKET_LIMITS, TICKET_MESSAGES as M } from '../../../../shared/tickets/ticket-texts';
import type { PostedState, PublicFormName } from '../../../../shared/types/posted-form';
import { currentAuth } from '../../../auth/authenticate';
import { authorize } from '../../../auth/authorize';
import { callerOf } from '../../../http/authorize';
import { HttpError } from '../../../ground/http-error';
import { callerActor, callerAuthor } from '../../../http/author';
import { findReportingLease } from '../../../queries/tickets';
import { errorPage } from '../../../render/error-pages';
import { commentOnTicket, reportTicket } from '../../../services/tickets/tickets';
import { upload } from '../../../uploads/upload';
import type { RouteDeps } from '../../deps';
import { answer, type Rendering } from './form-route';

const TEXT_FIELDS = ['category', 'location', 'description', 'preferred_times'] as const;
const TICKS = ['urgent', 'permission_to_enter'] as const;

const keptOf = new WeakMap<Request, PostedState['values']>();
const formOf = new WeakMap<Request, PublicFormName>();

/** What the form posted, as the API's JSON body, and the values to show again. */
function read(req: Request) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const text = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
  const kept: PostedState['values'] = {};
  for (const name of TEXT_FIELDS) kept[name] = text(name);
  for (const name of TICKS) kept[name] = body[name] !== undefined;
  keptOf.set(req, kept);
  return kept;
}

/** The signed-in student (else to sign-in, or 403), before any file is read. */
const student: RequestHandler = (req, res, next) => {
  const user = currentAuth(req)?.user;
  res.set('Cache-Control', 'no-store');
  if (!user) return res.redirect(303, `${BASE_PATH}/login?redirect=${encodeURIComponent(STUDENT_MAINTENANCE_PATH)}`);
  if (!user.roles.includes('student')) return void res.status(403).type('html').send(errorPage(403));
  next();
};

/**
 * The Maintenance page's forms posted without JavaScript: a reply on a request (named by its
 * REPLY_FIELD), or (docs/decisions/005-forms-without-javascript.md):
 * the fields and up to five photos, through the same schema and service as `POST /api/tickets/`
 * (which keeps the report only with all of its photos); then the page on the new request (303), or
 * the page again with the messages and what was typed (the photos must be picked again).
 */
export function maintenanceFormRoutes(deps: RouteDeps & Rendering): Router {
  const { db, config, mailer, logger } = deps;
  const router = Router({ strict: true });

  /** A student's message on one of their open requests: the same schema and service as `POST /api/tickets/{id}/comments/`. */
  const reply = async (req: Request, res: Response, ticketId: string) => {
    const text = typeof req.body?.text === 'string' ? (req.body.text as string) : '';
    const kept = { [REPLY_FIELD]: ticketId, text };
    keptOf.set(req, kept);
    formOf.set(req, 'maintenanceReply');
    if (!/^\d{1,15}$/.test(ticketId)) throw HttpError.notFound();
    const { record: ticket } = await authorize(db, callerOf(req), 'ticket.comment', Number(ticketId));
    const parsed = TicketCommentSchema.safeParse({ text });
    if (!parsed.success) throw HttpError.fields({ text: [parsed.error.issues[0]!.message] });
    await commentOnTicket({ db, mailer, logger, baseUrl: config.baseUrl, privateDir: config.privateFilesDir }, ticket, parsed.data, { ...callerAuthor(req), student: true }, callerActor(req));
    res.redirect(303, `${STUDENT_MAINTENANCE_PATH}#ticket-${ticket.id}`);
  };

  const handle: RequestHandler = async (req, res) => {
    const replyTo = req.body?.[REPLY_FIELD];
    if (typeof replyTo === 'string') return reply(req, res, replyTo);
    const kept = read(req);
    const parsed = TicketReportSchema.safeParse({ ...kept });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return answer(deps, req, res, 400, { form: 'maintenance', values: kept, errors, alert: null, done: null });
    }
    const user = currentAuth(req)!.user;
    const lease = await findReportingLease(db, user.id);
    if (!lease) throw HttpError.detail(403, M.noLease);
    const id = await reportTicket({ db, privateDir: config.privateFilesDir }, lease, user.id, parsed.data, callerActor(req), req.uploadList ?? []);
    res.redirect(303, `${STUDENT_MAINTENANCE_PATH}?${SENT_PARAM}=${id}#ticket-${id}`);
  };

  // A refusal (a photo's type, size or count, a field, no lease) is shown in the page with what was typed.
  const refused: ErrorRequestHandler = async (err, req, res, next) => {
    let error: HttpError | null = err instanceof HttpError ? err : null;
    if (err instanceof MulterError) {
      const message = err.code === 'LIMIT_FILE_SIZE' ? API_ERRORS.fileTooLarge : err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_UNEXPECTED_FILE' ? M.tooManyPhotos : err.message;
      error = new HttpError(err.code === 'LIMIT_FILE_SIZE' ? 413 : 400, { photos: [message] });
    }
    if (!error || !currentAuth(req)) return next(err);
    if (error.status === 404) return void res.status(404).type('html').send(errorPage(404));
    try {
      const errors: Record<string, string> = {};
      for (const [key, messages] of Object.entries(error.body)) if (key !== 'detail' && Array.isArray(messages) && typeof messages[0] === 'string') errors[key] = messages[0];
      const detail = 'detail' in error.body && typeof error.body.detail === 'string' ? error.body.detail : null;
      await answer(deps, req, res, error.status, { form: formOf.get(req) ?? 'maintenance', values: keptOf.get(req) ?? read(req), errors, alert: detail, done: null });
    } catch (failed) {
      next(failed);
    }
  };

  router.post(STUDENT_MAINTENANCE_PATH, student, ...upload(config.uploadsDir, 'photos', 'image', { required: false, maxCount: TICKET_LIMITS.photos, maxFields: 12 }), handle, refused);
  return router;
}
