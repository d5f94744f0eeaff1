import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { ApiError, errorMessage, fieldMessages } from '../../../../shared/api-errors';
import type { PublicDataSource, PublicRequestContext } from '../../../../client/public/data-source.server';
import type { PostedForm, PostedState, PublicFormName } from '../../../../shared/types/posted-form';
import { currentAuth } from '../../../auth/authenticate';
import { explainedError } from '../../../http/error-handler';
import { errorPage } from '../../../render/error-pages';
import type { RenderResult } from '../../../render/render-public';
import { QueueFullError } from '../../../render/render-queue';
import { answerBusy } from '../busy';

/** Renders a public page (server/render/render-public.tsx), through the page routes' render queue. */
export type PageRenderer = (request: globalThis.Request, context: PublicRequestContext) => Promise<RenderResult>;

export type Rendering = { render: PageRenderer; source: PublicDataSource };

/** A posted form's fields: text as typed (a repeated or missing field reads as empty), checkboxes ticked or not. */
export type Posted = { text: (name: string) => string; ticked: (name: string) => boolean };

export type FormOutcome = { done: string } | { redirect: string };

export type FormSpec<S extends z.ZodType> = {
  form: PublicFormName;
  /** The limits of the API endpoint doing the same thing; they read `req.body`, which holds the API's body by then. */
  limits: RequestHandler[];
  /** The shared schema the API endpoint validates with. */
  schema: S;
  /** The API's body from the posted fields (and the page's query), and the typed values to send back (never passwords). */
  read: (posted: Posted, req: Request) => { body: Record<string, unknown>; kept: PostedState['values'] };
  /** Schema field names that the form calls otherwise (sign-in's `username` is its `email` field). */
  fieldNames?: Record<string, string>;
  /**
   * What the island shows when the server refuses: the first message in an alert, also each field's
   * message under it ('fields'), or a fixed text (the contact form's 'Message failed').
   */
  failure: 'alert' | 'fields' | { alert: string };
  /** Calls the same service as the API endpoint. */
  run: (input: z.output<S>, req: Request, res: Response) => Promise<FormOutcome>;
};

// Small forms: a few fields, the longest a 5,000-character message.
const formBody = express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 40 });

const kept = new WeakMap<Request, PostedState['values']>();

function postedFields(req: Request): Posted {
  const body = (req.body ?? {}) as Record<string, unknown>;
  return {
    text: (name) => (typeof body[name] === 'string' ? body[name] : ''),
    ticked: (name) => body[name] !== undefined && body[name] !== false,
  };
}

/** Answers a form post with its page rendered around the form's state; never cached. */
export async function answer(rendering: Rendering, req: Request, res: Response, status: number, posted: PostedForm): Promise<void> {
  const user = currentAuth(req)?.user ?? null;
  const viewer = user && { id: user.id, first_name: user.first_name, roles: user.roles };
  const request = new Request(new URL(req.originalUrl, 'http://localhost'));
  let result: RenderResult;
  try {
    result = await rendering.render(request, { source: rendering.source, viewer, host: (req.hostname || '').toLowerCase(), posted });
  } catch (err) {
    if (err instanceof QueueFullError) return answerBusy(res);
    throw err;
  }
  res.set('Cache-Control', 'no-store');
  if (result.kind === 'redirect') return res.redirect(303, result.location);
  if (result.kind === 'not-found') return void res.status(404).type('html').send(errorPage(404));
  if (result.kind === 'forbidden') return void res.status(403).type('html').send(errorPage(403));
  res.status(status).type('html').send(result.html);
}

const firstPerField = (error: z.ZodError, names: Record<string, string>) => {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'non_field_errors');
    out[names[key] ?? key] ??= issue.message;
  }
  return out;
};

/**
 * One public form posted without JavaScript: the page's URL takes the post, which goes through the
 * API endpoint's limits, schema and service, and is answered with the page showing the form's state
 * (what the island would show), or with the redirect the island would follow. Cross-site posts are
 * refused before this, by the app-wide check (server/http/cross-site.ts).
 */
export function formRoute<S extends z.ZodType>(rendering: Rendering, spec: FormSpec<S>): RequestHandler[] {
  const fieldNames = spec.fieldNames ?? {};
  const toApiBody: RequestHandler = (req, _res, next) => {
    const { body, kept: values } = spec.read(postedFields(req), req);
    kept.set(req, values);
    req.body = body;
    next();
  };
  const handle: RequestHandler = async (req, res) => {
    const values = kept.get(req)!;
    const parsed = spec.schema.safeParse(req.body);
    if (!parsed.success) return answer(rendering, req, res, 400, { form: spec.form, values, errors: firstPerField(parsed.error, fieldNames), alert: null, done: null });
    const outcome = await spec.run(parsed.data, req, res);
    if ('redirect' in outcome) return res.set('Cache-Control', 'no-store').redirect(303, outcome.redirect);
    await answer(rendering, req, res, 200, { form: spec.form, values, errors: {}, alert: null, done: outcome.done });
  };
  // A refusal (a limit, the service's HttpError, a database another process has locked) is shown in
  // the form the way the island shows the API's, with what was typed. A server fault (5xx other than
  // busy) goes to the error handler, which logs it.
  const refused: ErrorRequestHandler = async (err, req, res, next) => {
    const error = explainedError(err);
    if (!error || (error.status >= 500 && error.status !== 503)) return next(err);
    res.set(error.headers);
    try {
      const failure = new ApiError(error.status, error.body);
      const alert = typeof spec.failure === 'object' ? spec.failure.alert : errorMessage(failure);
      const errors = spec.failure === 'fields' ? fieldMessages(failure) : {};
      await answer(rendering, req, res, error.status, { form: spec.form, values: kept.get(req) ?? {}, errors, alert, done: null });
    } catch (failed) {
      next(failed);
    }
  };
  return [formBody, toApiBody, ...spec.limits, handle, refused] as RequestHandler[];
}
