import { Router } from 'express';
import { InvitationSchema, RegisterSchema, ResetRequestSchema, SetPasswordSchema } from '../../../shared/schemas/auth';
import { startSession } from '../../auth/start-session';
import { route } from '../../http/route';
import { presentUser } from '../../presenters/user';
import { findUserById } from '../../queries/users';
import { accessLinkDetail, RESET_DETAIL, sendAccessLink, sendResetLink } from '../../services/email-links';
import { registerStudent } from '../../services/registration';
import { useResetLink } from '../../services/use-links';
import type { RouteDeps } from '../deps';

/** Accounts: registration (`/api/users/sign_up/`), sign-in links, password resets. */
export function accountRoutes({ db, mailer, config, limits }: RouteDeps): Router {
  const router = Router();
  const mail = { db, mailer, baseUrl: config.baseUrl };

  router.post('/api/users/sign_up/', ...limits.emailLinks, route({ body: RegisterSchema }, async ({ body }, req, res) => {
    const id = await registerStudent(db, body);
    const token = await startSession(db, req, id, body.remember);
    res.status(201).json({ user: presentUser((await findUserById(db, id))!), token });
  }));

  router.post('/api/users/send_invitation/', ...limits.emailLinks, route({ body: InvitationSchema }, async ({ body }, _req, res) => {
    const { email, ...carry } = body;
    await sendAccessLink(mail, email, carry);
    res.json({ detail: accessLinkDetail(email) });
  }));

  router.post('/api/send_reset_email/', ...limits.emailLinks, route({ body: ResetRequestSchema }, async ({ body }, _req, res) => {
    await sendResetLink(mail, body.email);
    res.json({ detail: RESET_DETAIL });
  }));

  router.post('/api/reset_password/', ...limits.emailLinks, route({ body: SetPasswordSchema }, async ({ body }, _req, res) => {
    await useResetLink(db, body.token, body.password);
    res.json({ detail: 'Your password has been changed. Sign in with your new password.' });
  }));

  return router;
}
