import express, { Router } from 'express';
import { BASE_PATH } from '../../../shared/constants';
import { VERIFY_EMAIL_MESSAGES } from '../../../shared/messages';
import { STUDENT_HOME } from '../../../shared/role-home';
import { VERIFICATION_BACK_FIELD, VERIFICATION_LINK_PATH, VERIFICATION_NOTICE_PARAM, verificationBackPath, type VerificationNotice } from '../../../shared/verification-notice';
import { currentAuth } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { resendVerificationLink } from '../../services/accounts/email-verification';

/** The button's one field: the page to come back to. */
const buttonBody = express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 2 });

/**
 * The "Send a new verification link" button (My reservations, an application waiting for a
 * verified address) posts here: the same service as POST /api/users/me/verification-link/,
 * answered with a redirect back to the button's page that says what happened.
 */
export function verificationLinkRoutes(deps: { db: Db; mailer: Mailer; logger: Logger; baseUrl: string }): Router {
  const router = Router();
  router.post(VERIFICATION_LINK_PATH, buttonBody, async (req, res) => {
    const user = currentAuth(req)?.user;
    if (!user?.roles.includes('student')) return res.redirect(303, `${BASE_PATH}/login?redirect=${encodeURIComponent(STUDENT_HOME)}`);
    const back = verificationBackPath((req.body as Record<string, unknown> | undefined)?.[VERIFICATION_BACK_FIELD]);
    let notice: VerificationNotice;
    try {
      // From an application, the new link leads back to it.
      notice = (await resendVerificationLink(deps, user, back === STUDENT_HOME ? null : back)) === VERIFY_EMAIL_MESSAGES.alreadyVerified ? 'verified' : 'sent';
    } catch (err) {
      if (!(err instanceof HttpError && err.status === 429)) throw err;
      notice = 'recent';
    }
    res.redirect(303, `${back}?${VERIFICATION_NOTICE_PARAM}=${notice}`);
  });
  return router;
}
