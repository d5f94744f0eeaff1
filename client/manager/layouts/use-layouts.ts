import { useCallback, useEffect, useRef, useState } from 'react';
import { LAYOUT_MESSAGES as M } from '../../../shared/messages';
import { useManager } from '../context';
import { layoutsApi, type Layout } from './layouts-api';

type Held = { key: string; rows: Layout[] };

/**
 * The beds of the chosen properties (`GET /api/layouts/?property=`), loaded again when the choice
 * changes; `loaded` once the current choice has answered. A failure is the spec's snackbar.
 */
export function useLayouts(propertyIds: readonly number[]) {
  const { notify } = useManager();
  const key = propertyIds.join(',');
  const [held, setHeld] = useState<Held>({ key: '\u0000', rows: [] });
  const latest = useRef(key);
  useEffect(() => {
    latest.current = key;
  }, [key]);

  const fetchRows = useCallback(
    (signal?: AbortSignal) =>
      layoutsApi.list(key ? key.split(',').map(Number) : [], signal).then(
        (rows) => {
          // An answer for a choice since changed is dropped.
          if (latest.current === key) setHeld({ key, rows });
          return rows;
        },
        (err: unknown) => {
          if (signal?.aborted) return [] as Layout[];
          if (latest.current === key) setHeld({ key, rows: [] });
          notify({ tone: 'error', text: M.loadFailed });
          throw err;
        },
      ),
    [key, notify],
  );

  useEffect(() => {
    const abort = new AbortController();
    fetchRows(abort.signal).catch(() => undefined);
    return () => abort.abort();
  }, [fetchRows]);

  /** Changes the held rows (after a save or delete) without asking the server. */
  const update = useCallback((change: (rows: Layout[]) => Layout[]) => setHeld((h) => ({ ...h, rows: change(h.rows) })), []);

  /** Loads the current choice's beds afresh and answers them. */
  const reload = useCallback(() => fetchRows(), [fetchRows]);

  return { rows: held.key === key ? held.rows : [], loaded: held.key === key, reload, update };
}
