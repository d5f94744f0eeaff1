import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A screen's state kept in its URL's query (filters a link can carry), for controls that change it
 * at typing speed. The router applies a new URL a moment later, so what the controls show is held
 * here and written on: the URL's own changes (a link, Back) are read again, the screen's writes
 * arriving late are not (they would undo a keystroke typed since).
 */
export function useQueryState<T>(read: (params: URLSearchParams) => T, write: (value: T, params: URLSearchParams) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const [value, setValue] = useState(() => read(params));
  const [seen, setSeen] = useState(() => params.toString());
  const [written, setWritten] = useState<readonly string[]>([]);
  const search = params.toString();
  if (search !== seen) {
    setSeen(search);
    const own = written.indexOf(search);
    if (own >= 0) setWritten(written.slice(own + 1));
    else {
      setWritten([]);
      setValue(read(params));
    }
  }
  const change = useCallback(
    (next: T) => {
      const query = write(next, params).toString();
      setValue(next);
      setWritten((w) => [...w, query]);
      setParams(query, { replace: true });
    },
    [params, setParams, write],
  );
  return [value, change, params, setParams] as const;
}
