import { Router } from 'express';
import { BASE_PATH } from '../../../../shared/constants';
import { API_ERRORS } from '../../../../shared/messages';
import { STUDENT_HOME } from '../../../../shared/role-home';
import { RoommateProfileSchema } from '../../../../shared/roommates/roommate-profile';
import { ROOMMATE_NOTICE_PARAM, ROOMMATE_SECTION_ID } from '../../../../shared/roommates/roommate-texts';
import { currentAuth } from '../../../auth/authenticate';
import { HttpError } from '../../../ground/http-error';
import { callerActor } from '../../../http/author';
import { publishRoommateProfile } from '../../../services/selection/roommate-profiles';
import type { RouteDeps } from '../../deps';
import { formRoute, type Rendering } from './form-route';

/**
 * My reservations' Publish and Withdraw (the Roommate profile section), a plain HTML form: the same
 * schema and service as `PUT /api/tenant/roommate-profile/`, then the page again (303) saying what was
 * done. A refusal (nothing to publish) is shown in the section. The app-wide cross-site check has
 * refused posts from other sites before this.
 */
export function roommateProfileFormRoutes(deps: RouteDeps & Rendering): Router {
  const router = Router({ strict: true });
  router.post(STUDENT_HOME, ...formRoute(deps, {
    form: 'roommateProfile',
    limits: [],
    schema: RoommateProfileSchema,
    read: (posted) => {
      const text = posted.text('published');
      return { body: { published: text === 'true' ? true : text === 'false' ? false : text }, kept: {} };
    },
    failure: 'alert',
    run: async ({ published }, req) => {
      const user = currentAuth(req)?.user;
      if (!user) return { redirect: `${BASE_PATH}/login?redirect=${encodeURIComponent(STUDENT_HOME)}` };
      if (!user.roles.includes('student')) throw HttpError.detail(403, API_ERRORS.permissionDenied);
      await publishRoommateProfile(deps.db, user.id, published, callerActor(req));
      return { redirect: `${STUDENT_HOME}?${ROOMMATE_NOTICE_PARAM}=${published ? 'published' : 'withdrawn'}#${ROOMMATE_SECTION_ID}` };
    },
  }));
  return router;
}
