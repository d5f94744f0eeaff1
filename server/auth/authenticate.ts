import type { Request, RequestHandler } from 'express';
import type { Role } from '../../shared/constants';
import { API_ERRORS } from '../../shared/messages';
import type { Db } from '../db/database';
import { HttpError } from '../ground/http-error';
import { findApiTokenById } from '../queries/api-tokens';
import { hashSecret } from '../ground/secrets';
import { findTokenUser, findUserById, type UserWithRoles } from '../queries/users';
import { acceptTokenUse } from './token-use';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
    /** The API token issued with this session; revoked at logout. */
    tokenId?: number;
  }
}

/** How the request is signed in; `tokenId` is the token used, or the one issued with the session. */
export type Auth = { user: UserWithRoles; via: 'token' | 'session'; tokenId: number | null };

/** The signed-in user of this request, or null. */
export function currentAuth(req: Request): Auth | null {
  return (req.res?.locals.auth as Auth | undefined) ?? null;
}

/**
 * Resolves the user from `Authorization: Token <token>` or else from the session cookie.
 * A bad or idle-expired token is a 401; a session whose user is missing or inactive, or whose
 * token was revoked or expired, is signed out. Either use keeps the token alive.
 */
export function authenticate(db: Db, opts: { tokenIdleMs: number }): RequestHandler {
  return async (req, res, next) => {
    const header = req.headers.authorization;
    if (header) {
      const match = /^Token\s+(\S+)$/i.exec(header);
      const found = match ? await findTokenUser(db, hashSecret(match[1]!)) : null;
      if (!found || !found.user.is_active || !(await acceptTokenUse(db, found.token, opts.tokenIdleMs))) return next(HttpError.detail(401, API_ERRORS.invalidToken));
      res.locals.auth = { user: found.user, via: 'token', tokenId: found.token.id } satisfies Auth;
      return next();
    }
    const userId = req.session?.userId;
    if (userId) {
      const tokenId = req.session.tokenId ?? null;
      const user = await findUserById(db, userId);
      const token = tokenId === null ? null : await findApiTokenById(db, tokenId);
      const tokenOk = tokenId === null || (token?.user_id === userId && (await acceptTokenUse(db, token, opts.tokenIdleMs)));
      if (user?.is_active && tokenOk) {
        res.locals.auth = { user, via: 'session', tokenId } satisfies Auth;
      } else {
        delete req.session.userId;
        delete req.session.tokenId;
      }
    }
    next();
  };
}

/** The roles each requireRole guard admits, for the route table (test/helpers/route-table.ts). */
const guards = new WeakMap<RequestHandler, readonly Role[]>();

/** The roles a handler admits when it is a requireRole guard (empty: anyone signed in); undefined for any other handler. */
export const guardedRoles = (handler: unknown): readonly Role[] | undefined => guards.get(handler as RequestHandler);

/** 401 when signed out, 403 when the user has none of the roles. */
export function requireRole(...roles: Role[]): RequestHandler {
  const guard: RequestHandler = (req, _res, next) => {
    const auth = currentAuth(req);
    if (!auth) return next(HttpError.detail(401, API_ERRORS.notAuthenticated));
    if (roles.length && !auth.user.roles.some((role) => roles.includes(role))) {
      return next(HttpError.detail(403, API_ERRORS.permissionDenied));
    }
    next();
  };
  guards.set(guard, roles);
  return guard;
}
