import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { API_ERRORS } from '../../shared/messages';
import type { Db } from '../db/database';
import { HttpError } from '../ground/http-error';
import { currentAuth } from './authenticate';
import { DatabaseRateStore } from './database-rate-store';

/**
 * Signing writes (consent, a slot, complete, decline) per signer in the window. A long packet has a
 * few dozen places to fill (initials on every page of each document); a signer who redoes each
 * several times, or signs on two devices, stays far below this, while a script sending images is
 * held to one write every three seconds.
 */
export const SIGNING_WRITES_PER_SIGNER = 300;

/** The link's secret stands for the link; only its hash is kept in the counts. */
const linkKey = (req: Request) => `link:${createHash('sha256').update(String(req.params.token ?? '')).digest('hex')}`;
const userKey = (req: Request) => `user:${currentAuth(req)?.user.id ?? 'none'}`;

/**
 * The limits on signing writes: per guarantor's link, and per signed-in signer (tenant, landlord's
 * manager), counted in the database so every instance shares them. They run before the body is
 * read into an image, so a refused write costs one counted row.
 */
export function signingRateLimits(db: Db, settings: { signingWritesPerSigner?: number; windowMs: number }): { perLink: RequestHandler; perUser: RequestHandler } {
  const limiter = (key: (req: Request) => string) =>
    rateLimit({
      windowMs: settings.windowMs,
      limit: settings.signingWritesPerSigner ?? SIGNING_WRITES_PER_SIGNER,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator: key,
      handler: (_req, _res, next) => next(HttpError.detail(429, API_ERRORS.tooManyRequests)),
      store: new DatabaseRateStore(db, 'signing:'),
    });
  return { perLink: limiter(linkKey), perUser: limiter(userKey) };
}
