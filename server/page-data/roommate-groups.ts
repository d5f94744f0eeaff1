import { dayOf } from '../../shared/dates';
import { fullName } from '../../shared/people';
import type { RoommateGroupAnswer } from '../../shared/selection/selection-types';
import { leadsGroup } from '../../shared/selection/own-holds';
import type { Db } from '../db/database';
import { groupIdOf, groupMembers, invitationsFor, pendingInvitations } from '../queries/roommate-groups';
import { largestUnit } from '../queries/selection';

/** A match's name as their profile shows it: first name and last initial. */
const shortName = (first: string | null, last: string | null) => `${first ?? ''} ${last ? `${last[0]}.` : ''}`.trim();

/** `GET /api/roommate-groups/?lease_period=`: the student's group in the period (or none) and the invitations to their address. */
export async function studentGroup(db: Db, period: { id: number; property_id: number; time_zone: string }, student: { id: number; email: string }): Promise<RoommateGroupAnswer> {
  const now = new Date().toISOString();
  const expiry = (at: string) => ({ expires_at: at, expires_on: dayOf(at, period.time_zone) });
  const groupId = await groupIdOf(db, period.id, student.id);
  const invitations = (await invitationsFor(db, student.email, period.id, now)).filter((i) => i.group_id !== groupId).map((i) => ({ id: i.id, from: fullName(i.inviter_first_name, i.inviter_last_name), ...expiry(i.expires_at) }));
  if (groupId === undefined) return { group: null, invitations };
  const [members, pending, maxSize] = await Promise.all([groupMembers(db, groupId), pendingInvitations(db, groupId, now), largestUnit(db, period.property_id)]);
  return {
    group: {
      id: groupId,
      lease_period_id: period.id,
      leader: leadsGroup(members, student.id),
      members: members.map((m, i) => ({ user_id: m.user_id, name: fullName(m.first_name, m.last_name), leader: i === 0 })),
      max_size: maxSize,
      pending_invitations: pending.map((p) => ({ id: p.id, to: p.profile_id === null ? p.email : shortName(p.profile_first_name, p.profile_last_name), ...expiry(p.expires_at) })),
    },
    invitations,
  };
}
