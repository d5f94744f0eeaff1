import { MulterError } from 'multer';
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { BASE_PATH } from '../../../../shared/constants';
import { API_ERRORS } from '../../../../shared/messages';
import type { Answers } from '../../../../shared/rental-application/answers';
import { DraftSaveSchema, StartApplicationSchema } from '../../../../shared/rental-application/application-schema';
import { QUESTIONS } from '../../../../shared/rental-application/fields';
import { FORM_INTENTS, postedAnswers, REMOVE_FIELD, SHOWN_FIELD, type FormIntent, type KeptValues } from '../../../../shared/rental-application/form-post';
import { applicationSteps, stepIndex, STEP_IDS } from '../../../../shared/rental-application/steps';
import { IdParams } from '../../../../shared/schemas/common';
import { refusedCaller } from '../../../../shared/access-policy';
import { currentAuth } from '../../../auth/authenticate';
import { permitted } from '../../../auth/authorize';
import { callerOf } from '../../../http/authorize';
import { HttpError } from '../../../ground/http-error';
import { findOrganization } from '../../../queries/organizations';
import { findApplication, findApplicationFile, findOwnReservationRequest, type ApplicationRow } from '../../../queries/rental-applications';
import { errorPage } from '../../../render/error-pages';
import { attachFile, companyQuestionFlags, detachFile, saveDraft, startApplication, submitApplication } from '../../../services/applications/rental-applications';
import { upload } from '../../../uploads/upload';
import type { RouteDeps } from '../../deps';
import { answer, type Rendering } from './form-route';
import { personName } from '../../../../shared/people';

const PAGE = `${BASE_PATH}/tenant/applications`;
const pageOf = (id: number, step?: string) => `${PAGE}/${id}${step ? `?step=${step}` : ''}`;

/** Every file question's key: the form's file inputs are named so. */
const FILE_KEYS = [...QUESTIONS.values()].filter((q) => q.control === 'file').map((q) => q.key);
/** The largest step asks about 45 questions; with the version, the intent and a step to go to. */
const MAX_FIELDS = 80;

/** 'Start application': one reservation request's id. */
const startBody = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 5 });

/** A post's application (checked before any file is read), its step and its text fields. */
type Post = { app: ApplicationRow; stepId: string; fields: Record<string, string> };
const posts = new WeakMap<Request, Post>();
const keptOf = new WeakMap<Request, KeptValues>();

const textFields = (body: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((body ?? {}) as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** The signed-in student (else to sign-in, or 403) and their own draft or submitted application (else 404), before any file is read. */
const ownApplication =
  (deps: RouteDeps): RequestHandler =>
  async (req, res, next) => {
    const user = currentAuth(req)?.user;
    res.set('Cache-Control', 'no-store');
    if (!user) return res.redirect(303, `${BASE_PATH}/login?redirect=${encodeURIComponent(req.path)}`);
    const caller = callerOf(req);
    if (refusedCaller(caller, 'application.edit') !== null) return void res.status(403).type('html').send(errorPage(403));
    const params = IdParams.safeParse(req.params);
    const app = params.success ? await permitted(deps.db, caller, 'application.edit', params.data.id) : undefined;
    if (!app) return void res.status(404).type('html').send(errorPage(404));
    const step = typeof req.query.step === 'string' && STEP_IDS.includes(req.query.step) ? req.query.step : '';
    posts.set(req, { app, stepId: step, fields: {} });
    next();
  };

/**
 * The student application posted without JavaScript (docs/decisions/005-forms-without-javascript.md):
 * the step's fields become the draft save's answers and its files uploads, through the same schema
 * and services as /api/applications/; then on to the next or previous step (303), or the page again
 * with the field messages and the typed values (never identity numbers), or the submission.
 * 'Start application' posts to the applications' address the same way.
 */
export function applicationFormRoutes(deps: RouteDeps & Rendering): Router {
  const { db, config, mailer, logger } = deps;
  const router = Router({ strict: true });

  router.post(PAGE, startBody, async (req, res) => {
    const user = currentAuth(req)?.user;
    res.set('Cache-Control', 'no-store');
    if (!user) return res.redirect(303, `${BASE_PATH}/login`);
    if (!user.roles.includes('student')) return void res.status(403).type('html').send(errorPage(403));
    const body = StartApplicationSchema.safeParse(textFields(req.body));
    const request = body.success ? await findOwnReservationRequest(db, user.id, body.data.reservation_request_id) : undefined;
    if (!request) return void res.status(404).type('html').send(errorPage(404));
    const { id } = await startApplication(db, request);
    res.redirect(303, pageOf(id));
  });

  const readPost = async (req: Request) => {
    const post = posts.get(req)!;
    post.fields = textFields(req.body);
    const flags = await companyQuestionFlags(db, post.app.organization_id);
    const saved = JSON.parse(post.app.answers) as Answers;
    const stepId = post.stepId || applicationSteps(flags, saved)[0]?.id || '';
    post.stepId = stepId;
    const { answers, kept, shown } = postedAnswers(flags, saved, stepId, post.fields);
    keptOf.set(req, kept);
    return { post, flags, answers, shown };
  };

  const handle: RequestHandler = async (req, res) => {
    const { post, flags, answers, shown } = await readPost(req);
    const { app, stepId, fields } = post;
    if (app.status !== 'Draft') return res.redirect(303, pageOf(app.id));
    const intent: FormIntent = FORM_INTENTS.find((i) => i === fields.intent) ?? 'save';
    const goto = STEP_IDS.find((s) => s === fields.goto);

    const draft = DraftSaveSchema.safeParse({ answers, version: /^\d+$/.test(fields.version ?? '') ? Number(fields.version) : undefined });
    if (!draft.success) {
      const errors: Record<string, string> = {};
      for (const issue of draft.error.issues) errors[String(issue.path[1] ?? issue.path[0])] ??= issue.message;
      return answer(deps, req, res, 400, { form: 'application', values: keptOf.get(req)!, errors, alert: null, done: null });
    }
    // Files first: a picked file is kept even when an answer is refused (the refused page cannot hold it again).
    for (const [key, file] of Object.entries(req.uploads ?? {})) {
      try {
        await attachFile(db, config.privateFilesDir, app, flags, key, file);
      } catch (err) {
        // The API names the question_key field; the page shows the message at the file's question.
        if (err instanceof HttpError && 'question_key' in err.body) throw new HttpError(err.status, { [key]: err.body.question_key as string[] });
        throw err;
      }
    }
    if (Object.keys(draft.data.answers).length) await saveDraft(db, config.dataEncryptionKey, app, flags, draft.data);

    // 'Remove' by a file: the answers saved with it, then the same step without the file.
    const removal = /^\d+$/.test(fields[REMOVE_FIELD] ?? '') ? await findApplicationFile(db, app.id, Number(fields[REMOVE_FIELD])) : undefined;
    if (removal) {
      await detachFile(db, config.privateFilesDir, app, removal);
      return res.redirect(303, pageOf(app.id, stepId));
    }

    const fresh = (await findApplication(db, app.id))!;
    const freshAnswers = JSON.parse(fresh.answers) as Answers;
    if (intent === 'submit' && !goto) {
      const organization = await findOrganization(db, app.organization_id);
      const { user } = currentAuth(req)!;
      await submitApplication(
        { db, mailer, logger, companyName: organization?.name ?? 'Student Leasing', studentEmail: user.email, studentName: personName(user.first_name, user.last_name, user.email), link: `${config.baseUrl}${pageOf(app.id)}` },
        fresh,
        flags,
      );
      return res.redirect(303, pageOf(app.id));
    }
    const steps = applicationSteps(flags, freshAnswers);
    const index = stepIndex(steps, stepId);
    // A Yes that asks more on this step (an explanation, a number): stay, so the student sees those first.
    // The page names the questions it showed; a page without that list counts as showing all the post could answer.
    const showed = fields[SHOWN_FIELD] !== undefined ? new Set(fields[SHOWN_FIELD].split(' ')) : shown;
    const grew = steps[index]?.id === stepId && steps[index].questions.some((q) => !showed.has(q.key));
    const target = goto ?? (intent === 'next' && !grew ? steps[Math.min(index + 1, steps.length - 1)] : intent === 'back' ? steps[Math.max(index - 1, 0)] : steps[index])?.id;
    res.redirect(303, pageOf(app.id, target));
  };

  // A refusal (a field's check, a file's type or size, a stale version, missing answers) is shown in the page.
  const refused: ErrorRequestHandler = async (err, req, res, next) => {
    let error: HttpError | null = err instanceof HttpError ? err : null;
    if (err instanceof MulterError) {
      const message = err.code === 'LIMIT_FILE_SIZE' ? API_ERRORS.fileTooLarge : err.message;
      error = err.field && QUESTIONS.has(err.field) ? new HttpError(err.code === 'LIMIT_FILE_SIZE' ? 413 : 400, { [err.field]: [message] }) : HttpError.detail(400, message);
    }
    if (!error || !posts.has(req)) return next(err);
    try {
      if (!keptOf.has(req)) await readPost(req);
      const errors: Record<string, string> = {};
      for (const [key, messages] of Object.entries(error.body)) if (key !== 'detail' && Array.isArray(messages) && typeof messages[0] === 'string') errors[key] = messages[0];
      const detail = 'detail' in error.body && typeof error.body.detail === 'string' ? error.body.detail : null;
      await answer(deps, req, res, error.status, { form: 'application', values: keptOf.get(req)!, errors, alert: detail, done: null });
    } catch (failed) {
      next(failed);
    }
  };

  router.post(`${PAGE}/:id`, ownApplication(deps), ...upload(config.uploadsDir, FILE_KEYS, 'proof', { required: false, maxFields: MAX_FIELDS }), handle, refused);
  return router;
}
