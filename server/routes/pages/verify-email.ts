import { Router } from 'express';
import { BASE_PATH } from '../../../shared/constants';
import { RETURN_PARAM, safeReturnPath, withReturnPath } from '../../../shared/return-path';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { returnAfterVerification, useVerificationLink } from '../../services/accounts/email-verification';

/**
 * The verification link's page posts here (a button: a mail scanner that fetches the link must not
 * verify an address its owner never looked at). Verifying signs no one in; the verified page offers
 * the way back to where the student was (returnAfterVerification).
 */
export function verifyEmailRoutes(db: Db): Router {
  const router = Router();
  router.post(`${BASE_PATH}/verify-email/:token`, async (req, res) => {
    const carried = safeReturnPath(req.query[RETURN_PARAM]);
    let userId: number;
    try {
      userId = await useVerificationLink(db, String(req.params.token));
    } catch (err) {
      if (err instanceof HttpError) return res.redirect(303, withReturnPath(`${BASE_PATH}/verify-email/${encodeURIComponent(String(req.params.token))}`, carried));
      throw err;
    }
    res.redirect(303, withReturnPath(`${BASE_PATH}/email-verified`, await returnAfterVerification(db, userId, carried)));
  });
  return router;
}
