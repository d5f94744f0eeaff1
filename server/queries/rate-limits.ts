import type { Db } from '../db/database';
import type { LoginFailuresTable } from '../db/schema';

/**
 * The upsert that counts one hit of `key` in its window: a new window when the last one is over. One
 * statement, so hits at the same moment (from any instance) all count; every value is a parameter, so
 * its SQL is the same at every moment and stays prepared (a time written into it made each request's
 * statement new, pushing the pages' statements out of the cache).
 */
export function countHitQuery(db: Db, key: string, now: number, windowMs: number) {
  return db
    .insertInto('rate_limit_hits')
    .values({ key, hits: 1, resets_at: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        hits: eb.case().when('rate_limit_hits.resets_at', '<=', now).then(1).else(eb('rate_limit_hits.hits', '+', 1)).end(),
        resets_at: eb.case().when('rate_limit_hits.resets_at', '<=', now).then(eb.val(now + windowMs)).else(eb.ref('rate_limit_hits.resets_at')).end(),
      })),
    )
    .returning(['hits', 'resets_at']);
}

/** Counts one hit of `key` and answers the count and when the window ends. */
export async function countHit(db: Db, key: string, now: number, windowMs: number): Promise<{ hits: number; resetsAt: number }> {
  const row = await countHitQuery(db, key, now, windowMs).executeTakeFirstOrThrow();
  return { hits: row.hits, resetsAt: row.resets_at };
}

export async function findHits(db: Db, key: string, now: number): Promise<{ hits: number; resetsAt: number } | undefined> {
  const row = await db.selectFrom('rate_limit_hits').select(['hits', 'resets_at']).where('key', '=', key).where('resets_at', '>', now).executeTakeFirst();
  return row && { hits: row.hits, resetsAt: row.resets_at };
}

/** Takes back one hit (a request the limiter was told not to count). */
export async function uncountHit(db: Db, key: string): Promise<void> {
  await db.updateTable('rate_limit_hits').set((eb) => ({ hits: eb('hits', '-', 1) })).where('key', '=', key).where('hits', '>', 0).execute();
}

export async function forgetHits(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('key', '=', key).execute();
}

export type LoginFailures = Omit<LoginFailuresTable, 'key'>;

export async function findLoginFailures(db: Db, key: string): Promise<LoginFailures | undefined> {
  return db.selectFrom('login_failures').select(['failures', 'last_failure_at', 'locked_until']).where('key', '=', key).executeTakeFirst();
}

export async function saveLoginFailures(db: Db, key: string, entry: LoginFailures): Promise<void> {
  await db.insertInto('login_failures').values({ key, ...entry }).onConflict((oc) => oc.column('key').doUpdateSet(entry)).execute();
}

export async function forgetLoginFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('key', '=', key).execute();
}

/** Deletes counts whose window is over and failures quiet for `forgetAfterMs`; answers how many rows went. */
export async function pruneRateLimits(db: Db, now: number, forgetAfterMs: number): Promise<number> {
  const hits = await db.deleteFrom('rate_limit_hits').where('resets_at', '<=', now).executeTakeFirst();
  const failures = await db
    .deleteFrom('login_failures')
    .where('last_failure_at', '<', now - forgetAfterMs)
    .where('locked_until', '<', now - forgetAfterMs)
    .executeTakeFirst();
  return Number(hits.numDeletedRows) + Number(failures.numDeletedRows);
}
