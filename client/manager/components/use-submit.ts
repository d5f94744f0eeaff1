import { useState, type FormEvent } from 'react';
import type { z } from '../../../shared/zod';
import { CONFLICT_MESSAGES } from '../../../shared/messages';
import { errorDetail, isStaleVersion, withDetail } from '../../api/error-details';
import { errorMessage, fieldMessages } from '../../../shared/api-errors';
import { fieldErrors, type Errors } from '../../ui/form-state';
import { useManager } from '../context';

/** A dialog's own check of what was typed: its field errors, or the call that saves it. */
export type Checked<T> = { errors: Errors } | { send: () => Promise<T> };

/** Parses the input with the shared schema: its messages under their fields, or the call with the parsed body. */
export function checked<S extends z.ZodType, T>(schema: S, input: unknown, send: (body: z.output<S>) => Promise<T>): Checked<T> {
  const parsed = schema.safeParse(input);
  return parsed.success ? { send: () => send(parsed.data) } : { errors: fieldErrors(parsed.error) };
}

type Options = {
  /** The dialog is fading out: nothing more is sent. */
  closing?: boolean;
  /** The spec's snackbar text when a save fails for no field's reason (the server's detail follows it); none: the server's message alone. */
  failed?: string;
  /** Say that failure above the form instead of in the snackbar (the webpage editors' dialogs). */
  inline?: boolean;
  /**
   * A failure the dialog explains itself (someone else's save, a refusal of the record's own): true
   * when it did. Stale saves (409) already show the conflict notice and keep what was typed.
   */
  refused?: (err: unknown) => boolean | Promise<boolean>;
};

/**
 * The one submit flow of manager dialogs: the dialog's own check first, then the call; 'Saving…'
 * meanwhile; the server's field errors under their fields; a stale save (409) as the conflict notice
 * above the form (and the snackbar), what was typed kept; any other failure as the spec's snackbar. After a success
 * the dialog stays busy until it goes, so a second click sends nothing.
 */
export function useSubmit({ closing = false, failed, inline = false, refused }: Options) {
  const { notify } = useManager();
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);

  const submit =
    <T>(check: () => Checked<T> | null, done: (value: T) => void) =>
    async (e?: FormEvent) => {
      e?.preventDefault();
      if (closing || saving) return;
      const next = check();
      if (!next) return;
      if ('errors' in next) return setErrors(next.errors);
      setErrors({});
      setConflict(null);
      setSaving(true);
      let value: T;
      try {
        value = await next.send();
      } catch (err) {
        setSaving(false);
        if (refused && (await refused(err))) return;
        const text = failed ? withDetail(failed, err) : errorMessage(err);
        if (isStaleVersion(err)) {
          // Said where the manager looks (above the form), and in the snackbar as every failed save is.
          setConflict(errorDetail(err) ?? CONFLICT_MESSAGES.staleVersion);
          if (!inline) notify({ tone: 'error', text });
          return;
        }
        const fields = fieldMessages(err);
        if (inline) setConflict(text);
        if (Object.keys(fields).length) setErrors(fields);
        else if (!inline) notify({ tone: 'error', text });
        return;
      }
      done(value);
    };

  /** Ready to send again (a dialog that stays open after a success). */
  const reset = () => setSaving(false);

  /** Forgets a field's message once it is changed. */
  const clearError = (key: string) => setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));

  /** A text field's name, value, change and message, bound to this flow: a change forgets the field's message. */
  const field = (name: string, value: string, set: (value: string) => void) => ({
    name,
    value,
    error: errors[name],
    onValue: (next: string) => {
      set(next);
      clearError(name);
    },
  });

  return { errors, setErrors, saving, conflict, setConflict, submit, clearError, reset, field };
}

export type Submission = ReturnType<typeof useSubmit>;
