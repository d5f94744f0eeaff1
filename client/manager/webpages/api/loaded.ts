import type { Loaded } from '../../../../shared/types/public';

/** A request's answer, or `{ ok: false }` when it failed: one list that does not load leaves the rest of a screen working. */
export function loaded<T>(request: Promise<T>): Promise<Loaded<T>> {
  return request.then(
    (data) => ({ ok: true, data }),
    () => ({ ok: false }),
  );
}

/** The loaded items, or none when they did not load. */
export const itemsOf = <T>(list: Loaded<T[]>): T[] => (list.ok ? list.data : []);
