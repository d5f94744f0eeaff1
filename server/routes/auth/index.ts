import { Router, type Request } from 'express';
import { FORM_MESSAGES } from '../../../shared/messages';
import { LoginSchema, ResetRequestSchema, SetPasswordSchema } from '../../../shared/schemas/auth';
import { currentAuth, requireRole } from '../../auth/authenticate';
import { startSession } from '../../auth/start-session';
import { route } from '../../http/route';
import { presentUser } from '../../presenters/user';
import { deleteApiToken } from '../../queries/api-tokens';
import { RESET_DETAIL, sendResetLink } from '../../services/accounts/email-links';
import { checkCredentials } from '../../services/accounts/sign-in';
import { useResetLink } from '../../services/accounts/use-links';
import type { RouteDeps } from '../deps';

const destroy = (req: Request) => new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));

/** Credentials: sign-in (`/api-token-auth/`), sign-out (`/api/logout/`) and password resets. */
export function authRoutes({ db, mailer, config, limits, logger }: RouteDeps): Router {
  const router = Router();

  router.post('/api-token-auth/', ...limits.login, route({ body: LoginSchema }, async ({ body }, req, res) => {
    const user = await checkCredentials(db, body.username, body.password);
    const token = await startSession(db, req, user.id, body.remember);
    res.json({ user: presentUser(user), token });
  }));

  router.post('/api/logout/', requireRole(), async (req, res) => {
    const auth = currentAuth(req)!;
    if (auth.tokenId) await deleteApiToken(db, auth.tokenId);
    if (req.session) await destroy(req);
    res.clearCookie('sid', { path: '/' });
    res.status(204).end();
  });

  router.post('/api/send_reset_email/', ...limits.emailLinks, route({ body: ResetRequestSchema }, async ({ body }, _req, res) => {
    await sendResetLink({ db, mailer, logger, baseUrl: config.baseUrl }, body.email);
    res.json({ detail: RESET_DETAIL });
  }));

  router.post('/api/reset_password/', limits.passwordReset, route({ body: SetPasswordSchema }, async ({ body }, _req, res) => {
    await useResetLink(db, body.token, body.password);
    res.json({ detail: FORM_MESSAGES.passwordChanged });
  }));

  return router;
}
