import type { Request } from 'express';
import type { Db } from '../db/database';
import { createApiToken } from '../queries/api-tokens';

const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;

const regenerate = (req: Request) => new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
const save = (req: Request) => new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));

/**
 * Signs the user in on this browser: a new session id (no fixation), the user in the session, and
 * an API token issued with it (revoked at logout). Without remember me the cookie ends with the
 * browser. Returns the plain token.
 */
export async function startSession(db: Db, req: Request, userId: number, remember: boolean): Promise<string> {
  const { token, id: tokenId } = await createApiToken(db, userId, req.get('user-agent') ?? '');
  await regenerate(req);
  req.session.userId = userId;
  req.session.tokenId = tokenId;
  if (remember) req.session.cookie.maxAge = REMEMBER_MS;
  // Saved before the answer: express-session would otherwise save while holding back only the last
  // byte, and a client acting on the headers (a redirect followed, a fetch whose body is not read)
  // could arrive before the session row exists.
  await save(req);
  // Sign-in limits count an attempt as successful only when it started a session (whatever page it answers).
  if (req.res) req.res.locals.signedIn = true;
  // The sign-in backoff forgets this account's failures from here before the answer goes out (login-backoff.ts).
  await (req.res?.locals.forgetLoginFailures as (() => Promise<void>) | undefined)?.();
  return token;
}
