import type { Request, RequestHandler } from 'express';
import { API_ERRORS } from '../../shared/messages';
import type { Db } from '../db/database';
import { HttpError } from '../ground/http-error';
import { findLoginFailures, forgetLoginFailures, saveLoginFailures, type LoginFailures } from '../queries/rate-limits';

export type BackoffSettings = {
  /** Failures of one key allowed before it is locked. */
  freeFailures: number;
  /** The first lock; each further failure doubles it, up to `maxLockMs`. */
  baseLockMs: number;
  maxLockMs: number;
  /** A key with no failure for this long starts over. */
  forgetAfterMs: number;
};

/** The key's failures as they count at `now`: none once it has been quiet for `forgetAfterMs`. */
export function currentFailures(entry: LoginFailures | undefined, now: number, settings: BackoffSettings): LoginFailures | undefined {
  return entry && now - Math.max(entry.last_failure_at, entry.locked_until) <= settings.forgetAfterMs ? entry : undefined;
}

/** Milliseconds until the key may try again; 0 when it may now. */
export function waitMs(entry: LoginFailures | undefined, now: number, settings: BackoffSettings): number {
  const current = currentFailures(entry, now, settings);
  return current ? Math.max(0, current.locked_until - now) : 0;
}

/**
 * Exponential backoff per key (OWASP Authentication Cheat Sheet): after `freeFailures` failed
 * attempts the key is locked for `baseLockMs`, then twice as long after each further failure.
 */
export function afterFailure(entry: LoginFailures | undefined, now: number, settings: BackoffSettings): LoginFailures {
  const { freeFailures, baseLockMs, maxLockMs } = settings;
  const failures = (currentFailures(entry, now, settings)?.failures ?? 0) + 1;
  return { failures, last_failure_at: now, locked_until: failures >= freeFailures ? now + Math.min(maxLockMs, baseLockMs * 2 ** (failures - freeFailures)) : 0 };
}

/**
 * The backoff's failures kept in the database (login_failures), so every instance sees the same
 * locks. Attempts count as failures when they start (so a burst sent at once cannot slip past: the
 * check and the count are one write transaction) and a success clears the key.
 */
export class LoginBackoff {
  constructor(
    private readonly db: Db,
    private readonly settings: BackoffSettings,
  ) {}

  /** 0 and the attempt counted as a failure, or the milliseconds the key must still wait (nothing counted). */
  attempt(key: string, now = Date.now()): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const entry = await findLoginFailures(trx, key);
      const wait = waitMs(entry, now, this.settings);
      if (wait === 0) await saveLoginFailures(trx, key, afterFailure(entry, now, this.settings));
      return wait;
    });
  }

  succeeded(key: string): Promise<void> {
    return forgetLoginFailures(this.db, key);
  }
}

/**
 * Middleware over a LoginBackoff: 429 with Retry-After while the request's key is locked; otherwise
 * the attempt counts as a failure, forgotten when the request starts a session (startSession calls
 * `res.locals.forgetLoginFailures` before it answers, so the next attempt already finds it gone).
 */
export function backoffLimit(backoff: LoginBackoff, keyOf: (req: Request) => string): RequestHandler {
  return (req, res, next) => {
    const key = keyOf(req);
    backoff.attempt(key).then((wait) => {
      if (wait > 0) {
        res.set('Retry-After', String(Math.ceil(wait / 1000)));
        return next(HttpError.detail(429, API_ERRORS.tooManyRequests));
      }
      res.locals.forgetLoginFailures = () => backoff.succeeded(key);
      next();
    }, next);
  };
}
