import type { Transaction } from 'kysely';
import { roommateInvitationPath } from '../../../shared/selection/selection-page';
import { formatShortDate, dayOf } from '../../../shared/dates';
import { ROOMMATE_INVITATION_DAYS, ROOMMATE_MESSAGES as M } from '../../../shared/selection/selection-texts';
import { fullName } from '../../../shared/people';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import { HttpError } from '../../ground/http-error';
import { transitionInvitations } from './invitation-transition';
import { hashSecret, newSecret } from '../../ground/secrets';
import { roommateInvitationMail } from '../../mail/roommate-mail';
import { findUserById } from '../../queries/users';
import {
  deleteMember,
  findGroup,
  groupHasLiveHolds,
  groupIdOf,
  groupMembers,
  insertGroup,
  insertInvitation,
  insertMember,
  invitationByHash,
  pendingInvitations,
  publishedProfileEmail,
  type GroupRow,
} from '../../queries/roommate-groups';
import { largestUnit, selectionPeriod } from '../../queries/selection';
import { queueOwnMail } from '../messaging/notify';
import { eligibilityOf } from './context';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period a group is for, refusing (403) a student who may not select in it. */
async function periodFor(db: Db, periodId: number, userId: number, refusal: (period: string) => string) {
  const period = await selectionPeriod(db, periodId);
  if (!period || !period.visible) throw HttpError.notFound();
  if (!(await eligibilityOf(db, period, userId))) throw HttpError.detail(403, refusal(period.name));
  return period;
}

/** Refuses a group already as large as the largest unit of its property (pending invitations count). */
async function assertRoom(trx: Db, group: GroupRow, now: string, adding: number): Promise<void> {
  const size = await largestUnit(trx, group.property_id);
  const taken = (await groupMembers(trx, group.id)).length + (await pendingInvitations(trx, group.id, now)).length;
  if (taken + adding > size) throw HttpError.detail(409, M.full(size));
}

/**
 * A student starts a roommate group for a period they may select in (`POST /api/roommate-groups/`):
 * they are its first member and lead it. A student is in one group a period (409; the unique index
 * holds it when two requests race).
 */
export async function createGroup(db: Db, periodId: number, userId: number, actor: AuditActor): Promise<number> {
  const period = await periodFor(db, periodId, userId, M.inviteeNotEligible);
  return db.transaction().execute(async (trx) => {
    if ((await groupIdOf(trx, period.id, userId)) !== undefined) throw HttpError.detail(409, M.inGroup(period.name));
    const id = await insertGroup(trx, { organization_id: period.organization_id, lease_period_id: period.id, created_by: userId });
    await insertMember(trx, { group_id: id, lease_period_id: period.id, user_id: userId });
    await recordAuditEvent(trx, { actor, action: 'roommate_group.create', subject: { table: 'roommate_groups', id }, organizationId: period.organization_id, details: { lease_period_id: period.id } });
    return id;
  });
}

/** The group when the student is one of its members, else 404 (another's group is not revealed). */
export async function memberGroup(db: Db, groupId: number, userId: number): Promise<GroupRow> {
  const group = await findGroup(db, groupId);
  if (!group || (await groupIdOf(db, group.lease_period_id, userId)) !== group.id) throw HttpError.notFound();
  return group;
}

/**
 * A member invites a student by e-mail, or a match by their published roommate profile
 * (`POST /api/roommate-groups/{id}/invitations/`): the link (7 days, its secret stored hashed) goes
 * by mail, queued with the invitation. A match's address is never answered to the inviter.
 */
export async function inviteToGroup(db: Db, deps: { baseUrl: string }, group: GroupRow, input: { email?: string; profile_id?: number }, actor: AuditActor & { userId: number }): Promise<{ id: number; email: string | null; expires_at: string }> {
  const email = input.email ?? (await publishedProfileEmail(db, input.profile_id!));
  if (!email) throw HttpError.fields({ profile_id: [M.noProfile] });
  const inviter = (await findUserById(db, actor.userId))!;
  if (email.toLowerCase() === inviter.email.toLowerCase()) throw HttpError.fields({ email: [M.selfInvite] });
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const members = await groupMembers(trx, group.id);
    if (members.some((m) => m.email.toLowerCase() === email.toLowerCase())) throw HttpError.fields({ email: [M.alreadyMember] }, 409);
    if ((await pendingInvitations(trx, group.id, now.toISOString())).some((i) => i.email.toLowerCase() === email.toLowerCase())) throw HttpError.fields({ email: [M.alreadyInvited] }, 409);
    await assertRoom(trx, group, now.toISOString(), 1);
    const token = newSecret();
    const expiresAt = new Date(now.getTime() + ROOMMATE_INVITATION_DAYS * DAY_MS).toISOString();
    const id = await insertInvitation(trx, { group_id: group.id, email, profile_id: input.profile_id ?? null, token_hash: hashSecret(token), invited_by: actor.userId, expires_at: expiresAt });
    await recordAuditEvent(trx, { actor, action: 'roommate_group.invite', subject: { table: 'roommate_groups', id: group.id }, organizationId: group.organization_id, details: { invitation_id: id, email } });
    const period = (await selectionPeriod(trx, group.lease_period_id))!;
    const link = `${deps.baseUrl}${roommateInvitationPath(token)}`;
    const mail = roommateInvitationMail(email, { inviter: fullName(inviter.first_name, inviter.last_name), period: period.name, property: period.property_name, link, expiresOn: formatShortDate(dayOf(expiresAt, period.time_zone)) });
    await queueOwnMail(trx, mail, { organizationId: group.organization_id, userId: null, event: null, secretLink: link });
    return { id, email: input.email ?? null, expires_at: expiresAt };
  });
}

/** What an invitation link shows before it is accepted: who invites, to which period, and whether it can still be accepted. */
export async function invitationByToken(db: Db, token: string) {
  return invitationByHash(db, hashSecret(token));
}

/**
 * The invited student accepts (`POST /api/roommate-invitations/{token}/accept/`), signed in with the
 * address it was sent to and able to select in the group's period; they join at the end of the group
 * (409 when already in a group for the period, or the group is full).
 */
export async function acceptInvitation(db: Db, token: string, userId: number, actor: AuditActor): Promise<GroupRow> {
  const invitation = await invitationByToken(db, token);
  if (!invitation) throw HttpError.notFound();
  if (invitation.status !== 'pending') throw HttpError.detail(409, M.used);
  if (Date.parse(invitation.expires_at) <= Date.now()) throw HttpError.detail(410, M.expired);
  const student = (await findUserById(db, userId))!;
  if (student.email.toLowerCase() !== invitation.email.toLowerCase()) throw HttpError.detail(403, M.otherAddress);
  await periodFor(db, invitation.lease_period_id, userId, M.inviteeNotEligible);
  const group = (await findGroup(db, invitation.group_id))!;
  await db.transaction().execute(async (trx) => {
    if ((await groupIdOf(trx, invitation.lease_period_id, userId)) !== undefined) throw HttpError.detail(409, M.inGroup(invitation.lease_period_name));
    await transitionInvitations(trx, 'accept', { invitationId: invitation.id, acceptedBy: userId });
    // Its own invitation no longer counts: it is the place the new member takes.
    await assertRoom(trx, group, new Date().toISOString(), 1);
    await insertMember(trx, { group_id: group.id, lease_period_id: group.lease_period_id, user_id: userId });
    await recordAuditEvent(trx, { actor, action: 'roommate_group.join', subject: { table: 'roommate_groups', id: group.id }, organizationId: group.organization_id, details: { user_id: userId, invitation_id: invitation.id } });
  });
  return group;
}

/**
 * A member leaves (`DELETE /api/roommate-groups/{id}/membership/`); the next to have joined leads when
 * the leader leaves, and the last to leave cancels what invitations are still pending. Refused while
 * the group holds beds (release them first).
 */
export async function leaveGroup(db: Db, group: GroupRow, userId: number, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx: Transaction<Database>) => {
    if (await groupHasLiveHolds(trx, group.id, new Date().toISOString())) throw HttpError.detail(409, M.holdsFirst);
    if (!(await deleteMember(trx, group.id, userId))) throw HttpError.detail(409, M.notMember);
    if (!(await groupMembers(trx, group.id)).length) await transitionInvitations(trx, 'cancel', { groupId: group.id });
    await recordAuditEvent(trx, { actor, action: 'roommate_group.leave', subject: { table: 'roommate_groups', id: group.id }, organizationId: group.organization_id, details: { user_id: userId } });
  });
}
