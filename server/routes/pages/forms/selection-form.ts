import { Router, type Request } from 'express';
import { BASE_PATH } from '../../../../shared/constants';
import { MY_LEASE_PATH } from '../../../../shared/leases/student-lease';
import { API_ERRORS } from '../../../../shared/messages';
import { emailField, idParam } from '../../../../shared/schemas/common';
import { roommateInvitationPath, SELECTION_INTENT_FIELD, SELECTION_QUERY as Q, selectionPath } from '../../../../shared/selection/selection-page';
import { HoldSchema, InvitationTokenParams, LeasePeriodParams } from '../../../../shared/selection/selection-schema';
import { ROOMMATE_MESSAGES } from '../../../../shared/selection/selection-texts';
import { z } from '../../../../shared/zod';
import { currentAuth } from '../../../auth/authenticate';
import { HttpError } from '../../../ground/http-error';
import { callerActor } from '../../../http/author';
import { confirmHolds } from '../../../services/selection/confirm';
import { assertMaySelect, selectionContext } from '../../../services/selection/context';
import { holdBeds, releaseOwnHolds } from '../../../services/selection/holds';
import { acceptInvitation, createGroup, inviteToGroup, leaveGroup, memberGroup } from '../../../services/selection/roommate-groups';
import type { RouteDeps } from '../../deps';
import { formRoute, type Rendering } from './form-route';

const intent = <T extends string>(name: T) => ({ [SELECTION_INTENT_FIELD]: z.literal(name) }) as { intent: z.ZodLiteral<T> };

/** The bed map page's forms: the API's bodies (holds: `HoldSchema`), each named by its intent. */
const SelectionFormSchema = z.discriminatedUnion(SELECTION_INTENT_FIELD, [
  HoldSchema.extend(intent('hold')),
  z.strictObject(intent('release')),
  z.strictObject(intent('confirm')),
  z.strictObject(intent('create_group')),
  z.strictObject({ ...intent('invite'), group_id: idParam, email: emailField() }),
  z.strictObject({ ...intent('leave_group'), group_id: idParam }),
]);

/** A posted id as the API's JSON would carry it; anything else stays as typed, for the schema to refuse. */
const idOr = (text: string) => (/^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : text);

/** The period the page's URL names (404 for anything else, as the page itself answers). */
function periodOf(req: Request): number {
  const parsed = LeasePeriodParams.safeParse({ leasePeriodId: req.params.id });
  if (!parsed.success) throw HttpError.notFound();
  return parsed.data.leasePeriodId;
}

/** The bed map again after a change: the building and filters the form was posted from (a leader's choice is spent). */
function back(req: Request, periodId: number): string {
  const asked = new URL(req.originalUrl, 'http://localhost').searchParams;
  const query = new URLSearchParams();
  for (const name of [Q.building, Q.roomType, Q.maxPrice]) {
    const value = asked.get(name);
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return text ? `${selectionPath(periodId)}?${text}` : selectionPath(periodId);
}

/** The signed-in student posting; null: signed out (sent to sign in and back). Staff are refused as the API's role guard refuses them. */
function student(req: Request): number | null {
  const user = currentAuth(req)?.user;
  if (!user) return null;
  if (!user.roles.includes('student')) throw HttpError.detail(403, API_ERRORS.permissionDenied);
  return user.id;
}

/**
 * The bed map page's forms posted without JavaScript (and the roommate group panel's, which are
 * plain forms with it too), each through the same schema and service as its endpoint: hold
 * (`POST /api/selection/{id}/holds/`, a leader's beds in member order), release, confirm (on to My
 * lease, where the plan is chosen), start a group, invite, leave. A change answers the page again
 * (303); an invitation answers the page with "Invitation sent to …"; a refusal answers the page with
 * its message (a bed just taken: 409, with the map as it is now). And the invitation page's Accept.
 */
export function selectionFormRoutes(deps: RouteDeps & Rendering): Router {
  const { db, config, limits, messageQueue } = deps;
  const router = Router({ strict: true });

  router.post(`${BASE_PATH}/tenant/select/:id`, ...formRoute(deps, {
    form: 'selection',
    // An invitation is a mail to someone else: it counts against the student's invitations, as the API's does.
    limits: [(req, res, next) => ((req.body as Record<string, unknown>)[SELECTION_INTENT_FIELD] === 'invite' ? limits.roommateInvites(req, res, next) : next())],
    schema: SelectionFormSchema,
    read: (posted) => {
      const action = posted.text(SELECTION_INTENT_FIELD);
      const kept = { [SELECTION_INTENT_FIELD]: action, email: posted.text('email') };
      const group = { group_id: idOr(posted.text('group_id')) };
      const body =
        action === 'hold' ? { bed_ids: posted.text('bed_ids').split(',').filter(Boolean).map(idOr) }
        : action === 'invite' ? { ...group, email: posted.text('email') }
        : action === 'leave_group' ? group
        : {};
      return { body: { [SELECTION_INTENT_FIELD]: action, ...body }, kept };
    },
    failure: 'fields',
    run: async (input, req) => {
      const periodId = periodOf(req);
      const userId = student(req);
      if (userId === null) return { redirect: `${BASE_PATH}/login?redirect=${encodeURIComponent(selectionPath(periodId))}` };
      const actor = callerActor(req);
      switch (input.intent) {
        case 'hold':
          await holdBeds(db, await selectionContext(db, periodId, userId), input.bed_ids, actor);
          return { redirect: back(req, periodId) };
        case 'release':
          await releaseOwnHolds(db, await selectionContext(db, periodId, userId), actor);
          return { redirect: back(req, periodId) };
        case 'confirm': {
          const ctx = await selectionContext(db, periodId, userId);
          assertMaySelect(ctx, new Date());
          const [first] = await confirmHolds(db, ctx, actor);
          return { redirect: `${MY_LEASE_PATH}#lease-${first}` };
        }
        case 'create_group':
          await createGroup(db, periodId, userId, actor);
          return { redirect: `${back(req, periodId)}#roommates` };
        case 'invite': {
          const group = await memberGroup(db, input.group_id, userId);
          if (group.lease_period_id !== periodId) throw HttpError.notFound();
          await inviteToGroup(db, { baseUrl: config.baseUrl }, group, { email: input.email }, { ...actor, userId });
          messageQueue.kick();
          return { done: ROOMMATE_MESSAGES.invited(input.email) };
        }
        case 'leave_group': {
          const group = await memberGroup(db, input.group_id, userId);
          if (group.lease_period_id !== periodId) throw HttpError.notFound();
          await leaveGroup(db, group, userId, actor);
          return { redirect: `${back(req, periodId)}#roommates` };
        }
      }
    },
  }));

  router.post(`${BASE_PATH}/tenant/roommates/:token`, ...formRoute(deps, {
    form: 'roommateInvitation',
    limits: [],
    schema: InvitationTokenParams,
    read: (_posted, req) => ({ body: { token: String(req.params.token) }, kept: {} }),
    failure: 'alert',
    run: async ({ token }, req) => {
      const userId = student(req);
      if (userId === null) return { redirect: `${BASE_PATH}/login?redirect=${encodeURIComponent(roommateInvitationPath(token))}` };
      const group = await acceptInvitation(db, token, userId, callerActor(req));
      return { redirect: `${selectionPath(group.lease_period_id)}?${Q.joined}=1#roommates` };
    },
  }));

  return router;
}
