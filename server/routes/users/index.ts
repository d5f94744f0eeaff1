import { Router } from 'express';
import { InvitationSchema, RegisterSchema } from '../../../shared/schemas/auth';
import { currentAuth, requireRole } from '../../auth/authenticate';
import { startSession } from '../../auth/start-session';
import { route } from '../../http/route';
import { presentUser } from '../../presenters/user';
import { findUserById } from '../../queries/users';
import { accessLinkDetail, sendAccessLink } from '../../services/email-links';
import { registerStudent } from '../../services/registration';
import type { RouteDeps } from '../deps';

/** `/api/users/`: the signed-in user, registration and sign-in links (which also sign up a new address). */
export function userRoutes({ db, mailer, config, limits }: RouteDeps): Router {
  const router = Router();

  router.get('/api/users/me/', requireRole(), (req, res) => {
    res.json(presentUser(currentAuth(req)!.user));
  });

  router.post('/api/users/sign_up/', ...limits.emailLinks, route({ body: RegisterSchema }, async ({ body }, req, res) => {
    const id = await registerStudent(db, body);
    const token = await startSession(db, req, id, body.remember);
    res.status(201).json({ user: presentUser((await findUserById(db, id))!), token });
  }));

  router.post('/api/users/send_invitation/', ...limits.emailLinks, route({ body: InvitationSchema }, async ({ body }, _req, res) => {
    const { email, ...carry } = body;
    await sendAccessLink({ db, mailer, baseUrl: config.baseUrl }, email, carry);
    res.json({ detail: accessLinkDetail(email) });
  }));

  return router;
}
