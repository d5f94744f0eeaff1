import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage, fieldMessages } from '../../shared/api-errors';
import { requestJson } from '../api/http';
import type { Errors } from './form-state';

/**
 * Which field errors of a refusal go under their fields, as the server's no-JavaScript answer
 * (`FormSpec.failure`): none (the message alone), a 400's, or any status's (a 413 naming the file).
 */
export type FieldsShown = 'none' | 'fields' | 'any';

/** What a failed request says: its first message, and the first message of each field shown. */
export function readFailure(err: unknown, shown: FieldsShown): { message: string; fields: Errors } {
  const fields = shown === 'none' ? {} : fieldMessages(err, shown === 'any' && err instanceof ApiError ? err.status : 400);
  return { message: errorMessage(err), fields };
}

/** A form's starting message and field errors: the server's answer to the form posted without JavaScript. */
type Seed = { alert?: string | null; errors?: Errors } | null;

/**
 * One form's or button's request, the same on every public page and the signing screens: busy while it
 * runs (a second submit sends nothing), the failure's message and field errors (`fields` also holds
 * the form's own checks), the request aborted when the form goes. `run` answers the task's value, or
 * undefined when it failed or was not sent; `stayBusy` keeps the form busy after a success that moves
 * the person on (another page, the next step).
 */
export function useRequestAction(shown: FieldsShown = 'none', seed?: Seed) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(seed?.alert ?? null);
  const [fields, setFields] = useState<Errors>(() => ({ ...seed?.errors }));
  const sending = useRef(false);
  const controller = useRef<AbortController>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = async <T>(task: (signal: AbortSignal) => Promise<T>, opts: { stayBusy?: boolean } = {}): Promise<T | undefined> => {
    if (sending.current) return;
    sending.current = true;
    const { signal } = (controller.current = new AbortController());
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const value = await task(signal);
      if (!opts.stayBusy) {
        sending.current = false;
        setBusy(false);
      }
      return value;
    } catch (err) {
      sending.current = false;
      if (signal.aborted) return;
      const failure = readFailure(err, shown);
      setError(failure.message);
      setFields(failure.fields);
      setBusy(false);
    }
  };

  /** Sends JSON (or FormData) and answers the parsed body. */
  const send = <T>(method: string, url: string, body?: unknown, opts?: { stayBusy?: boolean }) => run((signal) => requestJson<T>(method, url, body, signal), opts);

  return { busy, error, setError, fields, setFields, run, send };
}
