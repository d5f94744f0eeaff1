import { Router } from 'express';
import { BASE_PATH } from '../../../../shared/constants';
import { API_ERRORS } from '../../../../shared/messages';
import { SAVED_PARAM, TextPreferencesSchema } from '../../../../shared/notifications/student-messages';
import { STUDENT_MESSAGES_PATH } from '../../../../shared/notifications/texts';
import { currentAuth } from '../../../auth/authenticate';
import { HttpError } from '../../../ground/http-error';
import { callerActor } from '../../../http/author';
import { saveTextPreferences } from '../../../services/messaging/preferences';
import type { RouteDeps } from '../../deps';
import { formRoute, type Rendering } from './form-route';

/**
 * The Messages page's text message choices, a plain HTML form (no island): both boxes as ticked,
 * written with an audit event, then the page again (303) saying so. The app-wide cross-site check
 * has refused posts from other sites before this.
 */
export function messagePreferencesFormRoutes(deps: RouteDeps & Rendering): Router {
  const router = Router({ strict: true });
  router.post(STUDENT_MESSAGES_PATH, ...formRoute(deps, {
    form: 'textPreferences',
    limits: [],
    schema: TextPreferencesSchema,
    read: (posted) => {
      const choice = { informational_opt_in: posted.ticked('informational_opt_in'), marketing_opt_in: posted.ticked('marketing_opt_in') };
      return { body: choice, kept: choice };
    },
    failure: 'alert',
    run: async (choice, req) => {
      const user = currentAuth(req)?.user;
      if (!user) return { redirect: `${BASE_PATH}/login?redirect=${encodeURIComponent(STUDENT_MESSAGES_PATH)}` };
      if (!user.roles.includes('student')) throw HttpError.detail(403, API_ERRORS.permissionDenied);
      await saveTextPreferences(deps.db, user.id, choice, callerActor(req));
      return { redirect: `${STUDENT_MESSAGES_PATH}?${SAVED_PARAM}=1` };
    },
  }));
  return router;
}
