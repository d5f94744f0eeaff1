import { Router, type Request } from 'express';
import { LoginSchema } from '../../../shared/schemas/auth';
import { currentAuth, requireRole } from '../../auth/authenticate';
import { startSession } from '../../auth/start-session';
import { route } from '../../http/route';
import { presentUser } from '../../presenters/user';
import { deleteApiToken } from '../../queries/api-tokens';
import { checkCredentials } from '../../services/sign-in';
import type { RouteDeps } from '../deps';

const destroy = (req: Request) => new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));

/** Sign-in (`/api-token-auth/`), the current user and sign-out. */
export function authRoutes({ db, limits }: RouteDeps): Router {
  const router = Router();

  router.post('/api-token-auth/', ...limits.login, route({ body: LoginSchema }, async ({ body }, req, res) => {
    const user = await checkCredentials(db, body.username, body.password);
    const token = await startSession(db, req, user.id, body.remember);
    res.json({ user: presentUser(user), token });
  }));

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
