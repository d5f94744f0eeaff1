import { useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { z } from 'zod';
import type { PostedState } from '../../shared/types/posted-form';

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

/** The values a form posted without JavaScript sent back, over the form's empty values (same keys, same types only). */
export function withPosted<T extends Record<string, string | boolean>>(initial: T, posted: PostedState | null | undefined): T {
  if (!posted) return initial;
  const out = { ...initial };
  for (const key of Object.keys(initial) as (keyof T & string)[]) {
    const value = posted.values[key];
    if (typeof value === typeof initial[key]) out[key] = value as T[typeof key];
  }
  return out;
}

/**
 * A form's field values and a helper to update one value, plus the ref for its <form>: what was
 * typed before the form hydrated is taken in (useTypedBeforeHydration). A form the server answered
 * without JavaScript starts from that answer's values (its errors: useRequestAction's seed).
 */
export function useFields<T extends Record<string, string | boolean>>(initial: T, posted?: PostedState | null) {
  const [values, setValues] = useState<T>(() => withPosted(initial, posted));
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, setValues);
  const set =
    <K extends keyof T>(key: K) =>
    (value: T[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  return { form, values, setValues, set };
}

/**
 * Takes in what the visitor typed (or the browser filled in) before the form's island hydrated:
 * React leaves that text on screen but starts from its own initial state, so the form would
 * otherwise submit as if those fields were empty. Field names are the keys of the values.
 */
export function useTypedBeforeHydration<T extends Record<string, string | boolean>>(form: RefObject<HTMLFormElement | null>, setValues: Dispatch<SetStateAction<T>>): void {
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    setValues((values) => {
      const typed: Partial<T> = {};
      for (const key of Object.keys(values) as (keyof T & string)[]) {
        const field = elements.namedItem(key);
        let value: string | boolean | undefined;
        if (field instanceof HTMLInputElement && field.type === 'checkbox') value = field.checked;
        else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement || field instanceof RadioNodeList) value = field.value;
        if (value !== undefined && typeof value === typeof values[key] && value !== values[key]) typed[key] = value as T[keyof T & string];
      }
      return Object.keys(typed).length > 0 ? { ...values, ...typed } : values;
    });
  }, [form, setValues]);
}
