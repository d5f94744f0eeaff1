import { Router } from 'express';
import { InvitationSchema, RegisterSchema } from '../../../shared/schemas/auth';
import { currentAuth, requireRole } from '../../auth/authenticate';
import { startSession } from '../../auth/start-session';
import { route } from '../../http/route';
import { presentUser } from '../../presenters/user';
import { findUserById } from '../../queries/users';
import { resendVerificationLink } from '../../services/accounts/email-verification';
import { accessLinkDetail, sendAccessLink } from '../../services/accounts/email-links';
import { signUpStudent } from '../../services/accounts/registration';
import type { RouteDeps } from '../deps';

/**
 * `/api/users/`: the signed-in user, registration (which mails a link verifying the address), a new
 * verification link, and sign-in links (which also sign up a new address).
 */
export function userRoutes({ db, mailer, config, limits, logger }: RouteDeps): Router {
  const router = Router();
  const links = { db, mailer, logger, baseUrl: config.baseUrl };

  router.get('/api/users/me/', requireRole(), (req, res) => {
    res.json(presentUser(currentAuth(req)!.user));
  });

  router.post('/api/users/sign_up/', ...limits.emailLinks, route({ body: RegisterSchema }, async ({ body }, req, res) => {
    const id = await signUpStudent({ ...links, logger }, body);
    const token = await startSession(db, req, id, body.remember);
    const user = (await findUserById(db, id))!;
    res.status(201).json({ user: presentUser(user), token });
  }));

  router.post('/api/users/me/verification-link/', requireRole(), async (req, res) => {
    const user = currentAuth(req)!.user;
    res.json({ detail: await resendVerificationLink(links, user) });
  });

  router.post('/api/users/send_invitation/', ...limits.emailLinks, route({ body: InvitationSchema }, async ({ body }, _req, res) => {
    const { email, ...carry } = body;
    await sendAccessLink(links, email, carry);
    res.json({ detail: accessLinkDetail(email) });
  }));

  return router;
}
