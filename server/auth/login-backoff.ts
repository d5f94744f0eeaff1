import type { Request, RequestHandler, Response } from 'express';
import { API_ERRORS } from '../../shared/messages';
import { HttpError } from '../ground/http-error';

type Entry = { failures: number; lastFailureAt: number; lockedUntil: number };

export type BackoffSettings = {
  /** Failures of one key allowed before it is locked. */
  freeFailures: number;
  /** The first lock; each further failure doubles it, up to `maxLockMs`. */
  baseLockMs: number;
  maxLockMs: number;
  /** A key with no failure for this long starts over. */
  forgetAfterMs: number;
  /** Keys kept at most (the least recently failed are forgotten first), so no one can fill memory. */
  maxKeys: number;
};

/**
 * Exponential backoff per key (OWASP Authentication Cheat Sheet): after `freeFailures` failed
 * attempts the key is locked for `baseLockMs`, then twice as long after each further failure.
 * Attempts count as failures when they start (so a burst sent at once cannot slip past) and a
 * success clears the key.
 */
export class LoginBackoff {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly settings: BackoffSettings) {}

  /** Milliseconds until the key may try again; 0 when it may now. */
  waitMs(key: string, now = Date.now()): number {
    const entry = this.current(key, now);
    return entry ? Math.max(0, entry.lockedUntil - now) : 0;
  }

  failed(key: string, now = Date.now()): void {
    const { freeFailures, baseLockMs, maxLockMs, maxKeys } = this.settings;
    const entry = this.current(key, now) ?? { failures: 0, lastFailureAt: now, lockedUntil: 0 };
    entry.failures += 1;
    entry.lastFailureAt = now;
    if (entry.failures >= freeFailures) entry.lockedUntil = now + Math.min(maxLockMs, baseLockMs * 2 ** (entry.failures - freeFailures));
    // Re-inserting keeps the map in order of the last failure, so the oldest key is evicted first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > maxKeys) this.entries.delete(this.entries.keys().next().value!);
  }

  succeeded(key: string): void {
    this.entries.delete(key);
  }

  private current(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && now - Math.max(entry.lastFailureAt, entry.lockedUntil) > this.settings.forgetAfterMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

/**
 * Middleware over a LoginBackoff: 429 with Retry-After while the request's key is locked;
 * otherwise the attempt counts as a failure unless `succeeded` says otherwise once it is answered.
 */
export function backoffLimit(backoff: LoginBackoff, keyOf: (req: Request) => string, succeeded: (res: Response) => boolean): RequestHandler {
  return (req, res, next) => {
    const key = keyOf(req);
    const wait = backoff.waitMs(key);
    if (wait > 0) {
      res.set('Retry-After', String(Math.ceil(wait / 1000)));
      return next(HttpError.detail(429, API_ERRORS.tooManyRequests));
    }
    backoff.failed(key);
    res.on('finish', () => {
      if (succeeded(res)) backoff.succeeded(key);
    });
    next();
  };
}
