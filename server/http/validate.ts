import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { HttpError, type FieldErrors } from './errors';

type Source = 'body' | 'query' | 'params';

/** Turns zod issues into the field-error shape; issues without a path go under non_field_errors. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'non_field_errors';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Parses req[source] with the schema; the parsed value replaces it (res.locals for query). */
export function validate<S extends z.ZodType>(schema: S, source: Source = 'body'): RequestHandler {
  return (req, res, next) => {
    const result = schema.safeParse(req[source] ?? {});
    if (!result.success) return next(HttpError.fields(toFieldErrors(result.error)));
    if (source === 'query') res.locals.query = result.data;
    else if (source === 'params') res.locals.params = result.data;
    else req.body = result.data;
    next();
  };
}
