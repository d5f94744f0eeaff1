import { Router, type Request } from 'express';
import { BASE_PATH } from '../../../../shared/constants';
import { AUTH_PAGE_PATHS } from '../../../../shared/form-paths';
import { FORM_MESSAGES } from '../../../../shared/messages';
import { homePathFor, safeRedirect, STUDENT_HOME } from '../../../../shared/role-home';
import { CarrySchema, InvitationSchema, LoginSchema, RegisterSchema, ResetRequestSchema, SetPasswordSchema } from '../../../../shared/schemas/auth';
import { IdParams } from '../../../../shared/schemas/common';
import { ContactSchema } from '../../../../shared/schemas/contact';
import { startSession } from '../../../auth/start-session';
import { HttpError } from '../../../ground/http-error';
import { visiblePropertyAndCompany, visiblePublicOrganization } from '../../../http/visibility';
import { accessLinkDetail, RESET_DETAIL, sendAccessLink, sendResetLink } from '../../../services/accounts/email-links';
import { signUpStudent } from '../../../services/accounts/registration';
import { sendContactMessage } from '../../../services/webpages/contact';
import { checkCredentials } from '../../../services/accounts/sign-in';
// Not a React hook, whatever its name says: the alias keeps the hooks lint rule from taking it for one.
import { useResetLink as spendResetLink } from '../../../services/accounts/use-links';
import type { RouteDeps } from '../../deps';
import { verifyFormRoutes } from '../../verify/form-post';
import { applicationFormRoutes } from './application-form';
import { leasePlanFormRoutes } from './lease-plan-form';
import { renewalFormRoutes } from './renewal-form';
import { selectionFormRoutes } from './selection-form';
import { autopayFormRoutes } from './autopay-form';
import { maintenanceFormRoutes } from './maintenance-form';
import { messagePreferencesFormRoutes } from './message-preferences-form';
import { roommateProfileFormRoutes } from './roommate-profile-form';
import { payNowFormRoutes } from './pay-now-form';
import { formRoute, type Posted, type Rendering } from './form-route';

/** What the visitor chose (lease period, property), from the page's query as its loader reads it. */
const carryOf = (req: Request) => {
  const carry = CarrySchema.safeParse(req.query);
  return carry.success ? carry.data : {};
};

const contactFields = (posted: Posted) => {
  const fields = { name: posted.text('name'), email: posted.text('email'), phone_number: posted.text('phone_number'), message: posted.text('message') };
  return { body: fields, kept: fields };
};

const REGISTER_TEXT = ['email', 'first_name', 'last_name', 'cell_phone'] as const;
const REGISTER_TICKS = ['informational_opt_in', 'marketing_opt_in', 'remember'] as const;

/**
 * The public forms posted without JavaScript, each to its page (contact on the property page and the
 * company home; sign-in, register, sign-in link and reset request on their pages; a new password on
 * the reset link's page; the student pages' own). Each goes through the same limits, schema and service as its /api endpoint.
 */
export function formRoutes(deps: RouteDeps & Rendering): Router {
  const { db, mailer, config, limits } = deps;
  const links = { db, mailer, logger: deps.logger, baseUrl: config.baseUrl };
  const contactDeps = { ...deps, baseUrl: config.baseUrl };
  const router = Router({ strict: true });

  // The contact forms of the company's home page and of a property's page: one form, sent to who the page names.
  const contact = { form: 'contact' as const, limits: [limits.contact], schema: ContactSchema, read: contactFields, failure: { alert: FORM_MESSAGES.messageFailed } };
  router.post(`${BASE_PATH}/property/:id`, ...formRoute(deps, {
    ...contact,
    run: async (input, req) => {
      const params = IdParams.safeParse(req.params);
      if (!params.success) throw HttpError.notFound();
      await sendContactMessage(contactDeps, await visiblePropertyAndCompany(db, req, params.data.id), input);
      return { done: FORM_MESSAGES.messageSent };
    },
  }));

  router.post(`${BASE_PATH}/`, ...formRoute(deps, {
    ...contact,
    run: async (input, req) => {
      const organization = await visiblePublicOrganization(db, req);
      if (!organization) throw HttpError.notFound();
      await sendContactMessage(contactDeps, { organization, property: null }, input);
      return { done: FORM_MESSAGES.messageSent };
    },
  }));

  router.post(AUTH_PAGE_PATHS.login, ...formRoute(deps, {
    form: 'login',
    limits: limits.login,
    schema: LoginSchema,
    read: (posted) => ({
      body: { username: posted.text('email'), password: posted.text('password'), remember: posted.ticked('remember') },
      kept: { email: posted.text('email'), remember: posted.ticked('remember') },
    }),
    fieldNames: { username: 'email' },
    failure: 'alert',
    run: async (input, req) => {
      const user = await checkCredentials(db, input.username, input.password);
      await startSession(db, req, user.id, input.remember);
      return { redirect: safeRedirect(typeof req.query.redirect === 'string' ? req.query.redirect : null) ?? homePathFor(user.roles) };
    },
  }));

  router.post(AUTH_PAGE_PATHS.register, ...formRoute(deps, {
    form: 'register',
    limits: limits.emailLinks,
    schema: RegisterSchema,
    read: (posted, req) => {
      const kept = {
        ...Object.fromEntries(REGISTER_TEXT.map((name) => [name, posted.text(name)])),
        ...Object.fromEntries(REGISTER_TICKS.map((name) => [name, posted.ticked(name)])),
        gender: posted.text('gender'),
      };
      const body = { ...kept, gender: kept.gender || undefined, password: posted.text('password'), password_confirmation: posted.text('password_confirmation'), is_active: true, ...carryOf(req) };
      return { body, kept };
    },
    failure: 'fields',
    run: async (input, req) => {
      const id = await signUpStudent({ ...links, logger: deps.logger }, input);
      await startSession(db, req, id, input.remember);
      return { redirect: STUDENT_HOME };
    },
  }));

  router.post(AUTH_PAGE_PATHS.signup, ...formRoute(deps, {
    form: 'signup',
    limits: limits.emailLinks,
    schema: InvitationSchema,
    read: (posted, req) => ({ body: { email: posted.text('email'), ...carryOf(req) }, kept: { email: posted.text('email') } }),
    failure: 'alert',
    run: async ({ email, ...carry }) => {
      await sendAccessLink(links, email, carry);
      return { done: accessLinkDetail(email) };
    },
  }));

  router.post(AUTH_PAGE_PATHS.resetPassword, ...formRoute(deps, {
    form: 'resetPassword',
    limits: limits.emailLinks,
    schema: ResetRequestSchema,
    read: (posted) => ({ body: { email: posted.text('email') }, kept: { email: posted.text('email') } }),
    failure: 'alert',
    run: async ({ email }) => {
      await sendResetLink(links, email);
      return { done: RESET_DETAIL };
    },
  }));

  router.post(`${BASE_PATH}/reset-password/:token`, ...formRoute(deps, {
    form: 'setPassword',
    limits: [limits.passwordReset],
    schema: SetPasswordSchema,
    read: (posted, req) => ({ body: { token: String(req.params.token), password: posted.text('password'), password_confirmation: posted.text('password_confirmation') }, kept: {} }),
    failure: 'alert',
    run: async ({ token, password }) => {
      await spendResetLink(db, token, password);
      return { done: FORM_MESSAGES.passwordChanged };
    },
  }));

  router.use(applicationFormRoutes(deps));
  router.use(leasePlanFormRoutes(deps));
  router.use(renewalFormRoutes(deps));
  router.use(selectionFormRoutes(deps));
  router.use(maintenanceFormRoutes(deps));
  router.use(messagePreferencesFormRoutes(deps));
  router.use(roommateProfileFormRoutes(deps));
  // Autopay's forms post to My balance too, marked as such: they go first, Pay now takes the rest.
  router.use(autopayFormRoutes(deps));
  router.use(payNowFormRoutes(deps));
  router.use(verifyFormRoutes(deps));

  return router;
}
