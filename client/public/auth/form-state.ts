import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../api/http';

export type Errors = Record<string, string | undefined>;

/** The first message for each field of a zod error. */
export function fieldErrors(error: z.ZodError): Errors {
  const out: Errors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'non_field_errors');
    out[key] ??= issue.message;
  }
  return out;
}

/** Every message in an error body (a string, or the first of a list, per key), in order (spec §8). */
export function serverMessages(err: unknown): string[] {
  if (!(err instanceof ApiError)) return ['Something went wrong. Please check your connection and try again.'];
  if (!err.body || typeof err.body !== 'object') return [err.message];
  const messages: string[] = [];
  for (const value of Object.values(err.body as Record<string, unknown>)) {
    if (typeof value === 'string') messages.push(value);
    else if (Array.isArray(value) && typeof value[0] === 'string') messages.push(value[0]);
  }
  return messages.length ? messages : [err.message];
}

/** Field values, their errors and a helper to update one value. */
export function useFields<T extends Record<string, string | boolean>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set =
    <K extends keyof T>(key: K) =>
    (value: T[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  return { values, setValues, errors, setErrors, set };
}
