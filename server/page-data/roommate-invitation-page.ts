import { dayOf } from '../../shared/dates';
import { fullName } from '../../shared/people';
import type { RoommateInvitationPage } from '../../shared/selection/selection-page';
import { ROOMMATE_MESSAGES as M } from '../../shared/selection/selection-texts';
import type { Db } from '../db/database';
import { selectionPeriod } from '../queries/selection';
import { findUserById } from '../queries/users';
import { invitationByToken } from '../services/selection/roommate-groups';

/**
 * The page a roommate invitation's mail links to, for the signed-in student: who invites, to which
 * period, and why it cannot be accepted, in the words accepting it would answer (already answered,
 * expired, sent to another address); null for a link that names no invitation. Whether the student
 * may select in the period, or is in a group already, the accept itself says.
 */
export async function getRoommateInvitationPage(db: Db, userId: number, token: string, now = new Date()): Promise<RoommateInvitationPage | null> {
  const invitation = await invitationByToken(db, token);
  if (!invitation) return null;
  const [period, student] = await Promise.all([selectionPeriod(db, invitation.lease_period_id), findUserById(db, userId)]);
  if (!period?.visible || !student) return null;
  const refusal =
    invitation.status !== 'pending' ? M.used
    : Date.parse(invitation.expires_at) <= now.getTime() ? M.expired
    : student.email.toLowerCase() !== invitation.email.toLowerCase() ? M.otherAddress
    : null;
  return {
    token,
    from: fullName(invitation.inviter_first_name, invitation.inviter_last_name),
    lease_period_id: invitation.lease_period_id,
    lease_period_name: invitation.lease_period_name,
    property_name: period.property_name,
    expires_at: invitation.expires_at,
    expires_on: dayOf(invitation.expires_at, period.time_zone),
    refusal,
  };
}
