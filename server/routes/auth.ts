import { Router, type Request } from 'express';
import { LoginSchema, type LoginInput } from '../../shared/schemas/auth';
import { currentAuth, requireRole } from '../auth/authenticate';
import { startSession } from '../auth/start-session';
import { loginRateLimits, type RateLimitSettings } from '../auth/rate-limits';
import type { Db } from '../db/database';
import { validate } from '../http/validate';
import { presentUser } from '../presenters/user';
import { deleteApiToken } from '../queries/api-tokens';
import { checkCredentials } from '../services/sign-in';

const destroy = (req: Request) => new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));

/** Sign-in, current user and sign-out. */
export function authRoutes(db: Db, limits: RateLimitSettings): Router {
  const router = Router();

  router.post('/api-token-auth/', ...loginRateLimits(limits), validate(LoginSchema), async (req, res) => {
    const input = req.body as LoginInput;
    const user = await checkCredentials(db, input.username, input.password);
    const token = await startSession(db, req, user.id, input.remember);
    res.json({ user: presentUser(user), token });
  });

  router.get('/api/users/me/', requireRole(), (req, res) => {
    res.json(presentUser(currentAuth(req)!.user));
  });

  router.post('/api/logout/', requireRole(), async (req, res) => {
    const auth = currentAuth(req)!;
    const tokenId = auth.via === 'token' ? auth.tokenId : req.session.tokenId;
    if (tokenId) await deleteApiToken(db, tokenId);
    if (req.session) await destroy(req);
    res.clearCookie('sid', { path: '/' });
    res.status(204).end();
  });

  return router;
}
