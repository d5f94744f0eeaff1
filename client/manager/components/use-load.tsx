import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { ApiError } from '../../../shared/api-errors';
import { withDetail } from '../../api/error-details';
import { loadAll, type Parts } from './load-all';
import { SecondaryButton } from './Dialog';

type Held<T> = { key: string; data: T | undefined; failed: boolean; answered: boolean; error?: unknown };

export type Load<T> = {
  /** The current key's data, once it has answered (until then, and after a failure, undefined). */
  data: T | undefined;
  /** The current key has answered (well or not). */
  loaded: boolean;
  failed: boolean;
  /** Why it failed. */
  error: unknown;
  /** Loads the current key again; answers the data, or null when that failed (already told through onFailed). */
  reload: () => Promise<T | null>;
  /** Changes the held data (after a save) without asking the server. */
  update: (change: (data: T) => T) => void;
};

type Options<T> = {
  /** Told of a failure (not of a load abandoned for a newer key): the spec's snackbar, a log line, a way back. */
  onFailed?: (err: unknown) => void;
  onLoaded?: (data: T) => void;
};

/**
 * The one way a manager screen loads what it shows. `key` names what is wanted (null: nothing yet);
 * a new key abandons the last load (its answer is dropped and its request aborted) and starts
 * another. The loading and failed states render through <Loading>.
 */
export function useLoad<T>(key: string | null, fetch: (signal: AbortSignal) => Promise<T>, options: Options<T> = {}): Load<T> {
  const [held, setHeld] = useState<Held<T>>({ key: '\u0000', data: undefined, failed: false, answered: false });
  // The latest fetch and callbacks, so a screen can pass inline functions without reloading on each render.
  const latest = useRef({ key, fetch, options });
  useEffect(() => {
    latest.current = { key, fetch, options };
  });

  const run = useCallback((wanted: string, signal: AbortSignal): Promise<T | null> => {
    const { fetch: load, options: told } = latest.current;
    return load(signal).then(
      (data) => {
        if (signal.aborted || latest.current.key !== wanted) return null;
        setHeld({ key: wanted, data, failed: false, answered: true });
        told.onLoaded?.(data);
        return data;
      },
      (err: unknown) => {
        if (signal.aborted || latest.current.key !== wanted) return null;
        // A failed reload keeps what is shown (nothing typed or scrolled is lost); a failed first load is the failure.
        setHeld((h) => (h.key === wanted && h.data !== undefined ? h : { key: wanted, data: undefined, failed: true, answered: true, error: err }));
        told.onFailed?.(err);
        return null;
      },
    );
  }, []);

  useEffect(() => {
    if (key === null) return;
    const abort = new AbortController();
    void run(key, abort.signal);
    return () => abort.abort();
  }, [key, run]);

  const reload = useCallback(() => (latest.current.key === null ? Promise.resolve(null) : run(latest.current.key, new AbortController().signal)), [run]);
  const update = useCallback((change: (data: T) => T) => setHeld((h) => (h.data === undefined ? h : { ...h, data: change(h.data) })), []);

  const current = key !== null && held.key === key;
  return { data: current ? held.data : undefined, loaded: current && held.answered, failed: current && held.failed, error: current ? held.error : undefined, reload, update };
}

/** useLoad of several named parts fetched at once (`loadAll`): `useLoadAll(key, { lease: (signal) => …, ledger: (signal) => … })`. */
export function useLoadAll<T extends object>(key: string | null, parts: Parts<T>, options: Options<T> = {}): Load<T> {
  return useLoad(key, (signal) => loadAll(parts, signal), options);
}

const Status = styled.p`
  margin: 0;
`;

/** The busy line a screen shows while it loads. */
export function Busy({ children = 'Loading…' }: { children?: ReactNode }) {
  return <Status aria-busy="true">{children}</Status>;
}

type LoadingProps<T> = {
  load: Load<T>;
  /** What shows while it loads ("Loading…" unless said). */
  busy?: ReactNode;
  /** What shows when it failed: the spec's "Couldn't load …" text, a way back or Try again (it may depend on why). */
  failed: ReactNode | ((error: unknown) => ReactNode);
  children: (data: T) => ReactNode;
};

/** What a screen shows of its load: a busy line, the failure, or its content once loaded. */
export function Loading<T>({ load, busy = 'Loading…', failed, children }: LoadingProps<T>) {
  if (load.failed) return <Status role="alert">{typeof failed === 'function' ? failed(load.error) : failed}</Status>;
  if (load.data === undefined) return <Busy>{busy}</Busy>;
  return <>{children(load.data)}</>;
}

/** A record's screen until its record is here: the busy line, or why it failed (`notFound` for a record that is not there, else `loadFailed` with the server's reason). */
export function RecordLoading<T>({ load, notFound, loadFailed }: { load: Load<T>; notFound: string; loadFailed: string }) {
  return (
    <Loading load={load} failed={(err) => (err instanceof ApiError && err.status === 404 ? notFound : withDetail(loadFailed, err))}>
      {() => null}
    </Loading>
  );
}

/** A failed load's words and a Try again that loads it again (Loading's `failed` on screens with nothing else to offer). */
export function RetryLoad({ text, load }: { text: ReactNode; load: Pick<Load<unknown>, 'reload'> }) {
  return (
    <>
      {text}{' '}
      <SecondaryButton type="button" onClick={() => void load.reload()}>
        Try again
      </SecondaryButton>
    </>
  );
}
