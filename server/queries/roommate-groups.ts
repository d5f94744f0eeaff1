import type { InvitationStatus } from '../../shared/selection/invitation-lifecycle';
import type { Db } from '../db/database';
import { insertedId } from './inserted-id';

/**
 * Roommate groups (issue 49): a student's group for a lease period, its members in the order they
 * joined (the first leads), and the invitations sent by e-mail (the token kept as its hash).
 */

export async function findGroup(db: Db, id: number) {
  return db
    .selectFrom('roommate_groups as g')
    .innerJoin('lease_periods as lp', 'lp.id', 'g.lease_period_id')
    .select(['g.id', 'g.organization_id', 'g.lease_period_id', 'lp.name as lease_period_name', 'lp.property_id'])
    .where('g.id', '=', id)
    .executeTakeFirst();
}

export type GroupRow = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

/** A group's members in the order they joined, with their names and e-mail addresses. */
export async function groupMembers(db: Db, groupId: number) {
  return db
    .selectFrom('roommate_group_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id as membership_id', 'm.user_id', 'u.first_name', 'u.last_name', 'u.email', 'u.gender'])
    .where('m.group_id', '=', groupId)
    .orderBy('m.id')
    .execute();
}

/** The group a student is in for a period, if any. */
export async function groupIdOf(db: Db, periodId: number, userId: number): Promise<number | undefined> {
  return (await db.selectFrom('roommate_group_members').select('group_id').where('lease_period_id', '=', periodId).where('user_id', '=', userId).executeTakeFirst())?.group_id;
}

/** groupIdOf of several students in a period at once, by student. */
export async function groupIdsOf(db: Db, periodId: number, userIds: readonly number[]): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const rows = await db.selectFrom('roommate_group_members').select(['user_id', 'group_id']).where('lease_period_id', '=', periodId).where('user_id', 'in', [...userIds]).execute();
  return new Map(rows.map((r) => [r.user_id, r.group_id]));
}

export async function insertGroup(db: Db, values: { organization_id: number; lease_period_id: number; created_by: number }): Promise<number> {
  return insertedId(db, 'roommate_groups', values);
}

export async function insertMember(db: Db, values: { group_id: number; lease_period_id: number; user_id: number }): Promise<void> {
  await db.insertInto('roommate_group_members').values(values).execute();
}

export async function deleteMember(db: Db, groupId: number, userId: number): Promise<boolean> {
  return Number((await db.deleteFrom('roommate_group_members').where('group_id', '=', groupId).where('user_id', '=', userId).executeTakeFirst()).numDeletedRows) === 1;
}

/** A group's invitations still waiting for an answer and not run out by `now`. */
export async function pendingInvitations(db: Db, groupId: number, now: string) {
  return db
    .selectFrom('roommate_invitations as i')
    .leftJoin('roommate_profiles as r', 'r.id', 'i.profile_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select(['i.id', 'i.email', 'i.profile_id', 'i.expires_at', 'i.created_at', 'u.first_name as profile_first_name', 'u.last_name as profile_last_name'])
    .where('i.group_id', '=', groupId)
    .where('i.status', '=', 'pending')
    .where('i.expires_at', '>', now)
    .orderBy('i.id')
    .execute();
}

/** The invitations waiting for this address in a period, with who sent them. */
export async function invitationsFor(db: Db, email: string, periodId: number, now: string) {
  return db
    .selectFrom('roommate_invitations as i')
    .innerJoin('roommate_groups as g', 'g.id', 'i.group_id')
    .innerJoin('users as u', 'u.id', 'i.invited_by')
    .select(['i.id', 'i.group_id', 'i.expires_at', 'u.first_name as inviter_first_name', 'u.last_name as inviter_last_name'])
    .where('i.email', '=', email)
    .where('g.lease_period_id', '=', periodId)
    .where('i.status', '=', 'pending')
    .where('i.expires_at', '>', now)
    .orderBy('i.id')
    .execute();
}

export async function insertInvitation(db: Db, values: { group_id: number; email: string; profile_id: number | null; token_hash: string; invited_by: number; expires_at: string }): Promise<number> {
  return insertedId(db, 'roommate_invitations', values);
}

/** An invitation by its token's hash, with its group's period. */
export async function invitationByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('roommate_invitations as i')
    .innerJoin('roommate_groups as g', 'g.id', 'i.group_id')
    .innerJoin('lease_periods as lp', 'lp.id', 'g.lease_period_id')
    .innerJoin('users as u', 'u.id', 'i.invited_by')
    .select(['i.id', 'i.group_id', 'i.email', 'i.status', 'i.expires_at', 'g.organization_id', 'g.lease_period_id', 'lp.name as lease_period_name', 'lp.property_id', 'u.first_name as inviter_first_name', 'u.last_name as inviter_last_name'])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Moves invitations (one, or a group's) still in one of `from` to a new status; how many moved. Only invitation-transition.ts calls it. */
export async function closeInvitationsIf(db: Db, of: { id: number } | { groupId: number }, from: readonly InvitationStatus[], values: { status: InvitationStatus; accepted_by?: number }): Promise<number> {
  const result = await db
    .updateTable('roommate_invitations')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('status', 'in', [...from])
    .where((eb) => ('id' in of ? eb('id', '=', of.id) : eb('group_id', '=', of.groupId)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The e-mail address of a student who published a roommate profile (an invitation to a match). */
export async function publishedProfileEmail(db: Db, profileId: number): Promise<string | undefined> {
  return (await db.selectFrom('roommate_profiles as r').innerJoin('users as u', 'u.id', 'r.user_id').select('u.email').where('r.id', '=', profileId).where('r.published', '=', 1).where('u.is_active', '=', 1).executeTakeFirst())?.email;
}

/** The live holds a group has in its period. */
export async function groupHasLiveHolds(db: Db, groupId: number, now: string): Promise<boolean> {
  return !!(await db.selectFrom('bed_holds').select('id').where('group_id', '=', groupId).where('status', '=', 'held').where('expires_at', '>', now).executeTakeFirst());
}
