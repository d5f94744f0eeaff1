import type { z } from 'zod';
import type { FieldErrors } from './errors';

/** Turns zod issues into the field-error shape; issues without a path go under non_field_errors. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'non_field_errors';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
