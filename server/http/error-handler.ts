import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MulterError } from 'multer';
import { API_ERRORS } from '../../shared/messages';
import { withoutLinkSecret, type Logger } from '../logger';
import { DatabaseBusyError } from '../db/database-busy';
import { HttpError } from '../ground/http-error';
import { storageFailure } from '../ground/storage-failure';
import { uniqueConflict } from './unique-conflicts';

/** Whether a path is the API's (answered in JSON). */
export const isApiPath = (path: string) => path.startsWith('/api') || path.startsWith('/api-token-auth');

/** Unknown /api paths answer JSON, never an HTML page. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  if (isApiPath(req.path)) return next(HttpError.detail(404, API_ERRORS.notFound));
  next();
};

/** Writes every error response: JSON for the API, a friendly page for the rest. */
export function errorHandler(logger: Logger, renderErrorPage: (status: 400 | 403 | 404 | 500 | 503) => string): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const error = normalise(err);
    const where = { method: req.method, url: withoutLinkSecret(req.originalUrl) };
    if (error.status === 503) logger.warn({ ...where, reason: (err as Error)?.message }, 'request refused: server busy');
    else if (error.status >= 500) logger.error({ err: (err as { cause?: unknown })?.cause ?? err, ...where }, 'request failed');
    if (res.headersSent) return void res.end();
    res.set(error.headers);
    if (isApiPath(req.path)) return void res.status(error.status).json(error.body);
    const page = error.status === 403 || error.status === 404 || error.status === 503 ? error.status : error.status < 500 ? 400 : 500;
    res.status(error.status).type('html').send(renderErrorPage(page));
  };
}

/** Seconds a client is asked to wait when another process holds the database's write lock. */
const LOCKED_RETRY_AFTER = '2';

/**
 * The answer an error means when it is one the API explains: an HttpError, a unique constraint
 * (409 or a field error), a database locked by another process (503), a disk that would not take
 * a file (507). Null for anything else.
 */
export function explainedError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  if (err instanceof DatabaseBusyError) return new HttpError(503, { detail: API_ERRORS.databaseBusy }, { 'Retry-After': LOCKED_RETRY_AFTER, 'Cache-Control': 'no-store' });
  return uniqueConflict(err) ?? storageFailure(err);
}

function normalise(err: unknown): HttpError {
  const explained = explainedError(err);
  if (explained) return explained;
  if (err instanceof MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return HttpError.detail(413, API_ERRORS.fileTooLarge);
    return HttpError.detail(400, err.message);
  }
  const e = err as { type?: string; status?: number; statusCode?: number } | null;
  if (e?.type === 'entity.parse.failed') return HttpError.detail(400, API_ERRORS.malformedJson);
  if (e?.type === 'entity.too.large') return HttpError.detail(413, API_ERRORS.bodyTooLarge);
  if (e?.type === 'parameters.too.many') return HttpError.detail(413, API_ERRORS.tooManyFields);
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return HttpError.detail(status, 'Bad request.');
  return HttpError.detail(500, API_ERRORS.serverError);
}
