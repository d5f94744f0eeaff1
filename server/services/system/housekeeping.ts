import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { deleteIdleApiTokens } from '../../queries/api-tokens';
import { deleteSpentLinkMail } from '../../queries/outbox';
import { pruneRateLimits } from '../../queries/rate-limits';

const EVERY_MS = 15 * 60 * 1000;

/** Failed sign-ins quiet this long are deleted (longer than any backoff window). */
const LOGIN_FAILURES_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what has run out: API tokens (with their browser sessions) idle for longer than
 * `tokenIdleMs`, outbox mail whose link was used or has expired, and rate-limit counts past their
 * window. Returns how many of each.
 */
export async function sweepExpired(db: Db, opts: { tokenIdleMs: number; now?: number }): Promise<{ tokens: number; mail: number; limits: number }> {
  const now = opts.now ?? Date.now();
  const tokens = await deleteIdleApiTokens(db, new Date(now - opts.tokenIdleMs).toISOString());
  const mail = await deleteSpentLinkMail(db, new Date(now).toISOString());
  const limits = await pruneRateLimits(db, now, LOGIN_FAILURES_KEPT_MS);
  return { tokens, mail, limits };
}

/** Sweeps at start and every 15 minutes; returns the function that stops it. */
export function startHousekeeping(db: Db, logger: Logger, opts: { tokenIdleMs: number }): () => void {
  const run = () =>
    sweepExpired(db, opts)
      .then((swept) => {
        if (swept.tokens || swept.mail) logger.info(swept, 'expired tokens and spent link mail deleted');
      })
      .catch((err: unknown) => logger.error({ err }, 'housekeeping failed'));
  void run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
