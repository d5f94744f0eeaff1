import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { API_ERRORS } from '../../../shared/messages';
import type { RateLimiters } from '../../auth/rate-limits';
import { HttpError } from '../../ground/http-error';

/** Verifications per client address in the window: a packet's few documents, checked a few times over. */
export const VERIFY_PER_ADDRESS = 60;
const WINDOW_MS = 15 * 60 * 1000;

const made = new WeakMap<RateLimiters, RequestHandler>();

/**
 * The verification limit per address, made once per app (keyed by its limiters) so that the API and
 * the page's form post share one count. It runs before a file is read: an upload of up to 20 MB is
 * the cost it bounds.
 */
export function verifyRateLimit(limits: RateLimiters): RequestHandler {
  let limit = made.get(limits);
  if (!limit) {
    limit = rateLimit({
      windowMs: WINDOW_MS,
      limit: VERIFY_PER_ADDRESS,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator: (req) => `verify:${ipKeyGenerator(req.ip ?? 'unknown')}`,
      handler: (_req, _res, next) => next(HttpError.detail(429, API_ERRORS.tooManyRequests)),
    });
    made.set(limits, limit);
  }
  return limit;
}
