import { useState } from 'react';
import type { z } from 'zod';

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
