import { Router, type Request } from 'express';
import { IdParams } from '../../../shared/schemas/common';
import { currentAuth, requireRole } from '../../auth/authenticate';
import { HttpError } from '../../ground/http-error';
import { route } from '../../http/route';
import { presentSession } from '../../presenters/session';
import { deleteOwnApiToken, listUserApiTokens } from '../../queries/api-tokens';
import type { RouteDeps } from '../deps';

const destroy = (req: Request) => new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));

/**
 * `/api/sessions/`: the signed-in staff member's own sign-ins (each an API token and, for a
 * browser, its session), and revoking one. Revoking the current one signs out.
 */
export function sessionRoutes({ db }: RouteDeps): Router {
  const router = Router();
  const staff = requireRole('manager', 'maintenance');

  router.get('/api/sessions/', staff, async (req, res) => {
    const auth = currentAuth(req)!;
    const rows = await listUserApiTokens(db, auth.user.id, Date.now());
    res.json(rows.map((row) => presentSession(row, auth.tokenId)));
  });

  // Only the caller's own tokens are found: anyone else's answers 404 like a missing one.
  router.delete('/api/sessions/:id/', staff, route({ params: IdParams }, async ({ params }, req, res) => {
    const auth = currentAuth(req)!;
    if (!(await deleteOwnApiToken(db, auth.user.id, params.id))) throw HttpError.notFound();
    if (params.id === auth.tokenId && req.session) {
      await destroy(req);
      res.clearCookie('sid', { path: '/' });
    }
    res.status(204).end();
  }));

  return router;
}
