import { Router } from 'express';
import { RoommateProfileSchema } from '../../../shared/roommates/roommate-profile';
import { ROOMMATE_TEXTS } from '../../../shared/roommates/roommate-texts';
import { currentAuth, requireRole } from '../../auth/authenticate';
import { HttpError } from '../../ground/http-error';
import { callerActor } from '../../http/author';
import { route } from '../../http/route';
import { getRoommateProfile } from '../../page-data/roommates';
import { publishRoommateProfile } from '../../services/selection/roommate-profiles';
import type { RouteDeps } from '../deps';

/**
 * The signed-in student's roommate profile (issue 49, docs/decisions/044-roommate-matching.md): read
 * it (what others see, whether it is published), publish it or withdraw it. Their own only: the URL
 * names no record. A student with nothing to publish gets 404 with the reason. The matches themselves
 * are `/api/property-friends/` (server/routes/properties/).
 */
export function roommateRoutes({ db }: RouteDeps): Router {
  const router = Router();
  const student = requireRole('student');

  const answerProfile = async (userId: number) => {
    const profile = await getRoommateProfile(db, userId);
    if (!profile) throw HttpError.detail(404, ROOMMATE_TEXTS.noProfileDetail);
    return profile;
  };

  router.get('/api/tenant/roommate-profile/', student, route({}, async (_input, req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await answerProfile(currentAuth(req)!.user.id));
  }));

  router.put('/api/tenant/roommate-profile/', student, route({ body: RoommateProfileSchema }, async ({ body }, req, res) => {
    const userId = currentAuth(req)!.user.id;
    await publishRoommateProfile(db, userId, body.published, callerActor(req));
    res.set('Cache-Control', 'private, no-store').json(await answerProfile(userId));
  }));

  return router;
}
