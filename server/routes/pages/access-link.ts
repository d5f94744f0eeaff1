import { Router } from 'express';
import { BASE_PATH } from '../../../shared/constants';
import { homePathFor } from '../../../shared/role-home';
import { startSession } from '../../auth/start-session';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { findUserById } from '../../queries/users';
import { useAccessLink } from '../../services/accounts/use-links';

/**
 * The sign-in link's page posts here (a button, so that mail scanners that fetch links do not
 * use them up). Signs the user in and sends them to their area.
 */
export function accessLinkRoutes(db: Db): Router {
  const router = Router();
  router.post(`${BASE_PATH}/access/:token`, async (req, res) => {
    let userId: number;
    try {
      userId = await useAccessLink(db, String(req.params.token));
    } catch (err) {
      if (err instanceof HttpError) return res.redirect(303, `${BASE_PATH}/access/${encodeURIComponent(String(req.params.token))}`);
      throw err;
    }
    await startSession(db, req, userId, true);
    const user = await findUserById(db, userId);
    res.redirect(303, homePathFor(user?.roles ?? []));
  });
  return router;
}
