/**
 * What the bed map reads of a period, kept for a moment and shared by everyone asking at once: at
 * the opening second of a slot hundreds of students load the same map, and one read (and one answer
 * of each kind, server/page-data/selection.ts) serves them all (issue 49: `npm run bench:selection`).
 * A hold or confirmation on this instance marks the period's copy changed: it is read again once it
 * is MIN_AGE_MS old, so a burst of holds costs at most a read every MIN_AGE_MS; a release or expiry
 * drops it. Another instance's changes show within MAP_TTL_MS. A student's own holds are always read fresh.
 */
export const MAP_TTL_MS = 1000;
export const MIN_AGE_MS = 100;

type Entry = { at: number; changed: boolean; value: Promise<unknown> };
/** By database (an app and its tests each have their own), then period. */
const caches = new WeakMap<object, Map<number, Entry>>();
const entriesOf = (db: object): Map<number, Entry> => {
  let entries = caches.get(db);
  if (!entries) caches.set(db, (entries = new Map()));
  return entries;
};

/** The period's map data: the copy read within MAP_TTL_MS (or being read) unless changed since, else `read`'s. */
export function cachedPeriodMap<T>(db: object, periodId: number, read: () => Promise<T>, now = Date.now()): Promise<T> {
  const entries = entriesOf(db);
  const entry = entries.get(periodId);
  const age = entry ? now - entry.at : Infinity;
  if (entry && age < MAP_TTL_MS && !(entry.changed && age >= MIN_AGE_MS)) return entry.value as Promise<T>;
  const value = read();
  entries.set(periodId, { at: now, changed: false, value });
  value.catch(() => entries.get(periodId)?.value === value && entries.delete(periodId));
  return value;
}

/**
 * A period's beds changed: beds were taken (a hold, a confirmation), and the copy is read again as
 * soon as it is MIN_AGE_MS old (a stale free bed costs its student a 409 and a new map); or beds were
 * freed (a release, an expiry), and the next map reads them at once.
 */
export function selectionChanged(db: object, periodId: number, change: 'taken' | 'freed'): void {
  const entries = entriesOf(db);
  if (change === 'freed') return void entries.delete(periodId);
  const entry = entries.get(periodId);
  if (entry) entry.changed = true;
}

const bedCaches = new WeakMap<object, Map<number, { at: number; value: Promise<unknown> }>>();

/** A period's beds and plans, kept `ttlMs` (they change rarely; holds and leases are read with the map). */
export function cachedPeriodBeds<T>(db: object, periodId: number, read: () => Promise<T>, now: number, ttlMs: number): Promise<T> {
  let entries = bedCaches.get(db);
  if (!entries) bedCaches.set(db, (entries = new Map()));
  const entry = entries.get(periodId);
  if (entry && now - entry.at < ttlMs) return entry.value as Promise<T>;
  const value = read();
  entries.set(periodId, { at: now, value });
  const kept = entries;
  value.catch(() => kept.get(periodId)?.value === value && kept.delete(periodId));
  return value;
}
