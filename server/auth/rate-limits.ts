import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import { API_ERRORS } from '../../shared/messages';
import { HttpError } from '../ground/http-error';
import type { Db } from '../db/database';
import { currentAuth } from './authenticate';
import { DatabaseRateStore } from './database-rate-store';
import { backoffLimit, LoginBackoff } from './login-backoff';
import { SIGNING_WRITES_PER_SIGNER, signingRateLimits } from './signing-rate-limits';

export type RateLimitSettings = {
  /** Failed sign-ins per client address in the window, whatever the account (against password spraying). */
  loginPerAddress: number;
  /** Failed sign-ins to one account from one client address before that pair is made to wait. */
  loginFailuresPerAccount: number;
  /** The first wait of a locked account-and-address pair; it doubles with each further failure, up to the window. */
  loginBackoffMs?: number;
  /** Contact form messages per client address in the window. */
  contactPerAddress: number;
  /** Sign-ups and mailed links (access, reset) per client address in the window. */
  emailLinksPerAddress: number;
  /** Statement PDFs a signed-in student, and a manager, may ask for in the window. */
  statementsPerStudent?: number;
  statementsPerManager?: number;
  /** Signing writes per guarantor's link and per signed-in signer in the window (SIGNING_WRITES_PER_SIGNER when not given). */
  signingWritesPerSigner?: number;
  windowMs: number;
};

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerAddress: 100,
  loginFailuresPerAccount: 5,
  loginBackoffMs: 30_000,
  contactPerAddress: 5,
  emailLinksPerAddress: 10,
  statementsPerStudent: 20,
  statementsPerManager: 120,
  signingWritesPerSigner: SIGNING_WRITES_PER_SIGNER,
  windowMs: 15 * 60 * 1000,
};

const tooMany: RequestHandler = (_req, _res, next) => next(HttpError.detail(429, API_ERRORS.tooManyRequests));

/** A sign-in succeeded when it started a session (start-session.ts), whatever status or page answered it. */
const signedIn = (res: Response) => res.locals.signedIn === true;

const address = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');
const emailIn = (req: Request, field: string) => String(req.body?.[field] ?? '').trim().toLowerCase();

/**
 * Sign-in limits nobody can aim at someone else: failures per account *and* address back off
 * exponentially, so guessing one account from one place slows down while its owner, signing in
 * from anywhere else, is never blocked; a looser count of failures per address stops one source
 * from trying a few passwords on many accounts. Successful sign-ins count for neither.
 */
export function loginRateLimits(db: Db, settings: RateLimitSettings): RequestHandler[] {
  const perAddress = rateLimit({
    windowMs: settings.windowMs,
    limit: settings.loginPerAddress,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => signedIn(res),
    keyGenerator: address,
    handler: tooMany,
    store: new DatabaseRateStore(db, 'login:'),
  });
  const backoff = new LoginBackoff(db, {
    freeFailures: settings.loginFailuresPerAccount,
    baseLockMs: settings.loginBackoffMs ?? DEFAULT_RATE_LIMITS.loginBackoffMs!,
    maxLockMs: settings.windowMs,
    forgetAfterMs: settings.windowMs,
  });
  return [perAddress, backoffLimit(backoff, (req) => `${emailIn(req, 'username')}|${address(req)}`)];
}

/** Contact form messages per address. */
export function contactRateLimit(db: Db, settings: RateLimitSettings): RequestHandler {
  return rateLimit({
    windowMs: settings.windowMs,
    limit: settings.contactPerAddress,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `contact:${address(req)}`,
    handler: tooMany,
    store: new DatabaseRateStore(db, ''),
  });
}

/**
 * Sign-ups and mailed links (access, reset) per client address. There is no bucket per target
 * e-mail: anyone could fill it from a few addresses and so stop the owner getting a sign-in or
 * reset link, which is worse than a few more messages to one inbox.
 */
export function emailLinkRateLimits(db: Db, settings: RateLimitSettings): RequestHandler[] {
  return [
    rateLimit({
      windowMs: settings.windowMs,
      limit: settings.emailLinksPerAddress,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator: (req) => `links:${address(req)}`,
      handler: tooMany,
      store: new DatabaseRateStore(db, ''),
    }),
  ];
}

/**
 * Setting a new password from a mailed link: per client address only. The body carries no e-mail,
 * so a per-address-and-e-mail key would put every reset of the install in one bucket that a few bad
 * tries fill for everyone; the link's token itself is too long to guess.
 */
export function passwordResetRateLimit(db: Db, settings: RateLimitSettings): RequestHandler {
  return rateLimit({
    windowMs: settings.windowMs,
    limit: settings.emailLinksPerAddress,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `reset:${address(req)}`,
    handler: tooMany,
    store: new DatabaseRateStore(db, ''),
  });
}

/**
 * Statement PDFs per signed-in user, counted after authentication (the key is the user, so it holds
 * across addresses and instances). A student has a lease or two and downloads a statement a few
 * times a term: 20 in 15 minutes is never met. A manager opens tenants' ledgers one at a time in
 * Collections, a few a minute at most: 120. What it bounds: a long statement is about a second of the
 * one PDF worker, and the other users' statements wait for it.
 */
export function statementRateLimit(db: Db, settings: RateLimitSettings): RequestHandler {
  const student = settings.statementsPerStudent ?? DEFAULT_RATE_LIMITS.statementsPerStudent!;
  const manager = settings.statementsPerManager ?? DEFAULT_RATE_LIMITS.statementsPerManager!;
  return rateLimit({
    windowMs: settings.windowMs,
    limit: (req) => (currentAuth(req)?.user.roles.includes('manager') ? manager : student),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `statement:${currentAuth(req)?.user.id ?? 0}`,
    handler: tooMany,
    store: new DatabaseRateStore(db, ''),
  });
}

/** Document verifications per client address in 15 minutes: a packet's few documents, checked a few times over. */
export const VERIFY_PER_ADDRESS = 60;

/**
 * Document verifications per client address, the API's and the page's form post counted together.
 * It runs before a file is read: an upload of up to 20 MB is the cost it bounds.
 */
export function verifyRateLimit(db: Db): RequestHandler {
  return quarterHourLimit(db, VERIFY_PER_ADDRESS, (req) => `verify:${address(req)}`);
}

/** A limit of `limit` requests in 15 minutes per key, counted in the database (across instances). */
function quarterHourLimit(db: Db, limit: number, keyOf: (req: Request) => string): RequestHandler {
  return rateLimit({ windowMs: 15 * 60 * 1000, limit, standardHeaders: 'draft-8', legacyHeaders: false, keyGenerator: keyOf, handler: tooMany, store: new DatabaseRateStore(db, '') });
}

/** Online payments a signed-in tenant may start in 15 minutes (checkouts and autopay set-ups together): each asks the provider for a page. */
export const PAYMENT_STARTS_PER_USER = 30;

/** Payments started per signed-in user, before the provider is asked (issue 48). */
export function paymentStartRateLimit(db: Db): RequestHandler {
  return quarterHourLimit(db, PAYMENT_STARTS_PER_USER, (req) => `payment-start:${currentAuth(req)?.user.id ?? 0}`);
}

/** Roommate invitations a signed-in student may send in 15 minutes: a group is a unit's few beds, and each invitation is a mail to someone else. */
export const ROOMMATE_INVITES_PER_USER = 20;

/** Roommate invitations per signed-in user (issue 49), before anything is written or mailed. */
export function roommateInviteRateLimit(db: Db): RequestHandler {
  return quarterHourLimit(db, ROOMMATE_INVITES_PER_USER, (req) => `roommate-invite:${currentAuth(req)?.user.id ?? 0}`);
}

/** The app's limiters, made once so that every route sharing a limit shares its counts. */
export function createRateLimiters(db: Db, settings: RateLimitSettings) {
  return {
    login: loginRateLimits(db, settings),
    contact: contactRateLimit(db, settings),
    emailLinks: emailLinkRateLimits(db, settings),
    passwordReset: passwordResetRateLimit(db, settings),
    signing: signingRateLimits(db, settings),
    statements: statementRateLimit(db, settings),
    verify: verifyRateLimit(db),
    paymentStarts: paymentStartRateLimit(db),
    roommateInvites: roommateInviteRateLimit(db),
  };
}

export type RateLimiters = ReturnType<typeof createRateLimiters>;
