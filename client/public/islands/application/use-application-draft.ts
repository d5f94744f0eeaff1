import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { APPLICATION_MESSAGES, CONFLICT_MESSAGES } from '../../../../shared/messages';
import type { Answer } from '../../../../shared/rental-application/answers';
import type { ApplicationDetail } from '../../../../shared/rental-application/application-types';
import { QUESTIONS } from '../../../../shared/rental-application/fields';
import { ApiError, errorMessage, fieldMessages } from '../../../../shared/api-errors';
import { applicationApi } from './application-api';
import { mergedAnswers, patchValue, type Edits, type Raw } from './draft-values';

const SAVE_DELAY_MS = 800;
const SECRET_KEYS: ReadonlySet<string> = new Set([...QUESTIONS.values()].filter((q) => q.control === 'secret').map((q) => q.key));

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

const detailOf = (err: unknown) => (err instanceof ApiError ? (err.body as { detail?: unknown } | null)?.detail : undefined);

/**
 * The application as saved plus what the student typed on top. Edits are kept for the whole visit
 * (a save that comes back never overwrites what is being typed); an edit is sent when it differs
 * from what the server last acknowledged. Saves, uploads and removals run one at a time, each with
 * the latest version; a stale version (409) reloads the application and sends the edits again.
 */
export function useApplicationDraft(initial: ApplicationDetail, initialEdits: Edits = {}, initialErrors: Record<string, string> = {}) {
  const [detail, setDetail] = useState(initial);
  const [edits, setEdits] = useState<Edits>(initialEdits);
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const detailRef = useRef(detail);
  const editsRef = useRef(edits);
  const acknowledged = useRef<Edits>({});
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const accept = useCallback((next: ApplicationDetail) => {
    detailRef.current = next;
    setDetail(next);
  }, []);

  /** Runs a task after the ones before it (each sees the version the previous one produced). */
  const serial = useCallback(<T,>(task: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(task, task);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  /** The edits not yet acknowledged that pass their checks, as the save's answers. */
  const unsent = useCallback(() => {
    const sent: Edits = {};
    const answers: Record<string, Answer | null> = {};
    for (const [key, raw] of Object.entries(editsRef.current)) {
      const q = QUESTIONS.get(key);
      if (!q || acknowledged.current[key] === raw || (SECRET_KEYS.has(key) && raw === '')) continue;
      const checked = patchValue(q, raw);
      // An answer that fails its check stays on screen (its message shows on blur) and is sent once corrected.
      if ('error' in checked) continue;
      answers[key] = checked.value;
      sent[key] = raw;
    }
    return { sent, answers };
  }, []);

  const sendEdits = useCallback(async (): Promise<boolean> => {
    const id = detailRef.current.id;
    for (let attempt = 0; attempt < 3; attempt++) {
      const { sent, answers } = unsent();
      if (!Object.keys(answers).length) return true;
      setSaveState('saving');
      try {
        accept(await applicationApi.save(id, answers, detailRef.current.version));
        Object.assign(acknowledged.current, sent);
        setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in sent))));
        // A saved identity number leaves the box: the page shows it masked, and typing again replaces it.
        const savedSecrets = Object.keys(sent).filter((k) => SECRET_KEYS.has(k) && editsRef.current[k] === sent[k]);
        if (savedSecrets.length) {
          const next = { ...editsRef.current };
          for (const k of savedSecrets) delete next[k];
          editsRef.current = next;
          setEdits(next);
        }
        setSaveState('saved');
        setProblem(null);
        if (Object.entries(editsRef.current).some(([k, raw]) => acknowledged.current[k] !== raw)) continue;
        return true;
      } catch (err) {
        const detail = detailOf(err);
        if (err instanceof ApiError && err.status === 409) {
          // Saved elsewhere since this page loaded (or submitted): load it again and keep the edits on top.
          accept(await applicationApi.load(id));
          if (detail === CONFLICT_MESSAGES.staleVersion) continue;
          return false;
        }
        const fields = fieldMessages(err);
        if (Object.keys(fields).length) {
          setErrors((e) => ({ ...e, ...fields }));
          // Those answers stay unsent until changed; the others go again.
          for (const key of Object.keys(fields)) acknowledged.current[key] = editsRef.current[key]!;
          continue;
        }
        setSaveState('failed');
        setProblem(errorMessage(err));
        return false;
      }
    }
    return false;
  }, [accept, unsent]);

  /** Saves every edit now (Next, Back, Submit); resolves whether all were saved. */
  const saveNow = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    return serial(sendEdits);
  }, [serial, sendEdits]);

  const edit = useCallback(
    (key: string, raw: Raw) => {
      editsRef.current = { ...editsRef.current, [key]: raw };
      setEdits(editsRef.current);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), SAVE_DELAY_MS);
    },
    [saveNow],
  );

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  // Closing the tab (or a phone sending it to the background) within the save delay would lose the
  // last words typed: they go out at once, in a request the browser finishes after the page is gone.
  useEffect(() => {
    const leave = (e: Event) => {
      if (e.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
      const { answers } = unsent();
      if (!Object.keys(answers).length) return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      applicationApi.saveOnLeave(detailRef.current.id, answers, detailRef.current.version);
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', leave);
    };
  }, [unsent]);

  const setError = useCallback((key: string, message: string | null) => {
    setErrors((e) => {
      const next = { ...e };
      if (message) next[key] = message;
      else delete next[key];
      return next;
    });
  }, []);

  const upload = useCallback(
    (key: string, file: File, onProgress: (f: number) => void) =>
      serial(async () => {
        try {
          accept(await applicationApi.upload(detailRef.current.id, key, file, onProgress));
          setError(key, null);
          return true;
        } catch (err) {
          setError(key, errorMessage(err));
          return false;
        }
      }),
    [serial, accept, setError],
  );

  const removeFile = useCallback(
    (key: string, fileId: number) =>
      serial(async () => {
        try {
          accept(await applicationApi.removeFile(detailRef.current.id, fileId));
        } catch (err) {
          setError(key, errorMessage(err));
        }
      }),
    [serial, accept, setError],
  );

  /** Saves, then submits; a refusal's field errors come back by question key. */
  const submit = useCallback(async (): Promise<{ ok: true } | { ok: false; detail: string | null; fields: Record<string, string> }> => {
    await saveNow();
    return serial(async () => {
      try {
        accept(await applicationApi.submit(detailRef.current.id));
        return { ok: true as const };
      } catch (err) {
        const fields = fieldMessages(err);
        delete fields.detail;
        const detail = detailOf(err);
        if (err instanceof ApiError && err.status === 409 && detail === APPLICATION_MESSAGES.notDraft) accept(await applicationApi.load(detailRef.current.id));
        return { ok: false as const, detail: typeof detail === 'string' ? detail : errorMessage(err), fields };
      }
    });
  }, [saveNow, serial, accept]);

  const answers = useMemo(() => mergedAnswers(detail.answers, edits, SECRET_KEYS), [detail.answers, edits]);
  const fileKeys = useMemo(() => new Set(detail.files.map((f) => f.question_key)), [detail.files]);

  return { detail, edits, answers, fileKeys, errors, saveState, problem, edit, setError, saveNow, upload, removeFile, submit };
}
