import { Router } from 'express';
import { InvitationSchema, RegisterSchema, ResetRequestSchema, SetPasswordSchema, type RegisterInput } from '../../shared/schemas/auth';
import { emailLinkRateLimits, type RateLimitSettings } from '../auth/rate-limits';
import { startSession } from '../auth/start-session';
import type { Db } from '../db/database';
import { validate } from '../http/validate';
import type { Mailer } from '../mail/mailer';
import { presentUser } from '../presenters/user';
import { findUserById } from '../queries/users';
import { accessLinkDetail, RESET_DETAIL, sendAccessLink, sendResetLink } from '../services/email-links';
import { registerStudent } from '../services/registration';
import { useResetLink } from '../services/use-links';

/** Registration, access links and password resets. */
export function accountRoutes(deps: { db: Db; mailer: Mailer; baseUrl: string }, limits: RateLimitSettings): Router {
  const { db } = deps;
  const router = Router();
  const linkLimits = emailLinkRateLimits(limits);

  router.post('/api/users/sign_up/', ...linkLimits, validate(RegisterSchema), async (req, res) => {
    const input = req.body as RegisterInput;
    const id = await registerStudent(db, input);
    const token = await startSession(db, req, id, input.remember);
    res.status(201).json({ user: presentUser((await findUserById(db, id))!), token });
  });

  router.post('/api/users/send_invitation/', ...linkLimits, validate(InvitationSchema), async (req, res) => {
    const { email, ...carry } = req.body;
    await sendAccessLink(deps, email, carry);
    res.json({ detail: accessLinkDetail(email) });
  });

  router.post('/api/send_reset_email/', ...linkLimits, validate(ResetRequestSchema), async (req, res) => {
    await sendResetLink(deps, req.body.email);
    res.json({ detail: RESET_DETAIL });
  });

  router.post('/api/reset_password/', ...linkLimits, validate(SetPasswordSchema), async (req, res) => {
    await useResetLink(db, req.body.token, req.body.password);
    res.json({ detail: 'Your password has been changed. Sign in with your new password.' });
  });

  return router;
}
