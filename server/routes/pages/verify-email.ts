import { Router } from 'express';
import { BASE_PATH } from '../../../shared/constants';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { useVerificationLink } from '../../services/email-verification';

/**
 * The verification link's page posts here (a button: a mail scanner that fetches the link must not
 * verify an address its owner never looked at). Verifying signs no one in.
 */
export function verifyEmailRoutes(db: Db): Router {
  const router = Router();
  router.post(`${BASE_PATH}/verify-email/:token`, async (req, res) => {
    try {
      await useVerificationLink(db, String(req.params.token));
    } catch (err) {
      if (err instanceof HttpError) return res.redirect(303, `${BASE_PATH}/verify-email/${encodeURIComponent(String(req.params.token))}`);
      throw err;
    }
    res.redirect(303, `${BASE_PATH}/email-verified`);
  });
  return router;
}
