import type { RequestHandler } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import { API_ERRORS } from '../../shared/messages';
import { HttpError } from '../http/errors';

export type RateLimitSettings = {
  /** Sign-in attempts per client address in the window. */
  loginPerAddress: number;
  /** Failed sign-in attempts per account in the window. */
  loginFailuresPerAccount: number;
  /** Contact form messages per client address in the window. */
  contactPerAddress: number;
  /** Sign-ups and mailed links (access, reset) per client address, and per e-mail address, in the window. */
  emailLinksPerAddress: number;
  windowMs: number;
};

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerAddress: 30,
  loginFailuresPerAccount: 10,
  contactPerAddress: 5,
  emailLinksPerAddress: 10,
  windowMs: 15 * 60 * 1000,
};

const tooMany: RequestHandler = (_req, _res, next) => next(HttpError.detail(429, API_ERRORS.tooManyRequests));

/** Two limits on sign-in: every attempt per address, and failed attempts per account. */
export function loginRateLimits(settings: RateLimitSettings): RequestHandler[] {
  const perAddress = rateLimit({
    windowMs: settings.windowMs,
    limit: settings.loginPerAddress,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    handler: tooMany,
  });
  const perAccount = rateLimit({
    windowMs: settings.windowMs,
    limit: settings.loginFailuresPerAccount,
    standardHeaders: false,
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => `account:${String(req.body?.username ?? '').trim().toLowerCase()}`,
    handler: tooMany,
  });
  return [perAddress, perAccount];
}

/** Contact form messages per address. */
export function contactRateLimit(settings: RateLimitSettings): RequestHandler {
  return rateLimit({
    windowMs: settings.windowMs,
    limit: settings.contactPerAddress,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `contact:${ipKeyGenerator(req.ip ?? 'unknown')}`,
    handler: tooMany,
  });
}

/** Sign-ups and mailed links: per client address, and per target e-mail so no inbox gets flooded. */
export function emailLinkRateLimits(settings: RateLimitSettings): RequestHandler[] {
  const common = { windowMs: settings.windowMs, limit: settings.emailLinksPerAddress, legacyHeaders: false, handler: tooMany } as const;
  return [
    rateLimit({ ...common, standardHeaders: 'draft-8', keyGenerator: (req) => `links:${ipKeyGenerator(req.ip ?? 'unknown')}` }),
    rateLimit({ ...common, standardHeaders: false, keyGenerator: (req) => `links-to:${String(req.body?.email ?? '').trim().toLowerCase()}` }),
  ];
}

/**
 * Setting a new password from a mailed link: per client address only. The body carries no e-mail,
 * so a per-address-and-e-mail key would put every reset of the install in one bucket that a few bad
 * tries fill for everyone; the link's token itself is too long to guess.
 */
export function passwordResetRateLimit(settings: RateLimitSettings): RequestHandler {
  return rateLimit({
    windowMs: settings.windowMs,
    limit: settings.emailLinksPerAddress,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `reset:${ipKeyGenerator(req.ip ?? 'unknown')}`,
    handler: tooMany,
  });
}

/** The app's limiters, made once so that every route sharing a limit shares its counts. */
export function createRateLimiters(settings: RateLimitSettings) {
  return { login: loginRateLimits(settings), contact: contactRateLimit(settings), emailLinks: emailLinkRateLimits(settings), passwordReset: passwordResetRateLimit(settings) };
}

export type RateLimiters = ReturnType<typeof createRateLimiters>;
