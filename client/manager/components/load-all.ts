/** What each named part of a load is fetched with. */
export type Parts<T> = { [K in keyof T]: (signal: AbortSignal) => Promise<T[K]> };

/**
 * Fetches every named part at once with the same signal and answers them by name (a screen that
 * shows a record and something beside it: a lease and its ledger). The first failure is the
 * answer's failure, as with Promise.all.
 */
export async function loadAll<T extends object>(parts: Parts<T>, signal: AbortSignal): Promise<T> {
  const names = Object.keys(parts) as (keyof T)[];
  const values = await Promise.all(names.map((name) => parts[name](signal)));
  return Object.fromEntries(names.map((name, i) => [name, values[i]])) as T;
}
