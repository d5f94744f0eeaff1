/**
 * What the bed map reads of a period, kept for a moment and shared by everyone asking at once: at
 * the opening minute of a slot hundreds of students load the same map in the same second, and one
 * read serves them all (issue 49: `npm run bench:selection`). A hold, release, confirmation or expiry
 * on this instance drops the period's copy at once; another instance's shows within MAP_TTL_MS.
 */
export const MAP_TTL_MS = 1000;

type Entry = { at: number; value: Promise<unknown> };
const entries = new Map<number, Entry>();

/** The period's map data: the copy read within MAP_TTL_MS (or being read), else `read`'s. */
export function cachedPeriodMap<T>(periodId: number, read: () => Promise<T>, now = Date.now()): Promise<T> {
  const entry = entries.get(periodId);
  if (entry && now - entry.at < MAP_TTL_MS) return entry.value as Promise<T>;
  const value = read();
  entries.set(periodId, { at: now, value });
  value.catch(() => entries.get(periodId)?.value === value && entries.delete(periodId));
  return value;
}

/** A period's beds changed: the next map reads them anew. */
export function selectionChanged(periodId: number): void {
  entries.delete(periodId);
}
