import { Router } from 'express';
import { IdParams } from '../../../shared/schemas/common';
import { CreateGroupSchema, GroupQuery, InvitationTokenParams, InviteSchema } from '../../../shared/selection/selection-schema';
import { currentAuth, requireRole } from '../../auth/authenticate';
import { HttpError } from '../../ground/http-error';
import { callerActor } from '../../http/author';
import { route } from '../../http/route';
import { studentGroup } from '../../page-data/roommate-groups';
import { selectionPeriod } from '../../queries/selection';
import { acceptInvitation, createGroup, inviteToGroup, leaveGroup, memberGroup } from '../../services/selection/roommate-groups';
import type { RouteDeps } from '../deps';

/**
 * Roommate groups (issue 49): a student starts one for a period they may select in, its members
 * invite others by e-mail (or a match by their profile), the invitee accepts with the mailed link,
 * and a member leaves. A group that is not the caller's is a 404.
 */
export function roommateGroupRoutes({ db, config, limits, messageQueue }: RouteDeps): Router {
  const router = Router();
  const student = requireRole('student');
  const me = (req: Parameters<typeof currentAuth>[0]) => currentAuth(req)!.user;

  const answer = async (periodId: number, user: { id: number; email: string }) => {
    const period = await selectionPeriod(db, periodId);
    if (!period || !period.visible) throw HttpError.notFound();
    return studentGroup(db, period, user);
  };

  router.get('/api/roommate-groups/', student, route({ query: GroupQuery }, async ({ query }, req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await answer(query.lease_period, me(req)));
  }));

  router.post('/api/roommate-groups/', student, route({ body: CreateGroupSchema }, async ({ body }, req, res) => {
    await createGroup(db, body.lease_period_id, me(req).id, callerActor(req));
    res.status(201).json(await answer(body.lease_period_id, me(req)));
  }));

  router.post('/api/roommate-groups/:id/invitations/', student, limits.roommateInvites, route({ params: IdParams, body: InviteSchema }, async ({ params, body }, req, res) => {
    const group = await memberGroup(db, params.id, me(req).id);
    const invitation = await inviteToGroup(db, { baseUrl: config.baseUrl }, group, body, { ...callerActor(req), userId: me(req).id });
    messageQueue.kick();
    res.status(201).json(invitation);
  }));

  router.post('/api/roommate-invitations/:token/accept/', student, route({ params: InvitationTokenParams }, async ({ params }, req, res) => {
    const group = await acceptInvitation(db, params.token, me(req).id, callerActor(req));
    res.status(201).json(await answer(group.lease_period_id, me(req)));
  }));

  router.delete('/api/roommate-groups/:id/membership/', student, route({ params: IdParams }, async ({ params }, req, res) => {
    const group = await memberGroup(db, params.id, me(req).id);
    await leaveGroup(db, group, me(req).id, callerActor(req));
    res.json(await answer(group.lease_period_id, me(req)));
  }));

  return router;
}
