import { API_ERRORS } from '../../shared/messages';

/** Field errors in the Django REST Framework shape the spec's client reads: {"field": ["message"]}. */
export type FieldErrors = Record<string, string[]>;

/** The one error type routes throw; the error middleware writes it as JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    // A detail may come with more of what went wrong (an import's bad rows).
    readonly body: { detail: string; [more: string]: unknown } | FieldErrors,
    /** Headers the answer carries (Retry-After on a 503). */
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }

  static detail(status: number, detail: string): HttpError {
    return new HttpError(status, { detail });
  }

  /** 404 'Not found.': a missing record, and equally another company's. */
  static notFound(): HttpError {
    return new HttpError(404, { detail: API_ERRORS.notFound });
  }

  static fields(fields: FieldErrors, status = 400): HttpError {
    return new HttpError(status, fields);
  }
}
