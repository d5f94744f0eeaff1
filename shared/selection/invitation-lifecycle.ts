import { ROOMMATE_MESSAGES as M } from './selection-texts';

export type InvitationStatus = 'pending' | 'accepted' | 'cancelled';

/**
 * The roommate invitation lifecycle (issue 49, docs/decisions/043-room-selection.md), one row an
 * action, as the other kernels' (shared/leases/lifecycle.ts): a member invites (the row is made
 * pending), the invited student accepts it, and the group's last member leaving cancels what is
 * still pending. An invitation past its `expires_at` is refused by its time, not by a status. Every
 * change of an invitation's status is one of these rows, taken through
 * server/services/selection/invitation-transition.ts; its audit event is the group's (join, leave).
 */
export const INVITATION_TRANSITIONS = {
  invite: { from: [], to: 'pending', refusal: M.used },
  accept: { from: ['pending'], to: 'accepted', refusal: M.used },
  cancel: { from: ['pending'], to: 'cancelled', refusal: M.used },
} as const satisfies Record<string, { from: readonly InvitationStatus[]; to: InvitationStatus; refusal: string }>;

export type InvitationAction = keyof typeof INVITATION_TRANSITIONS;
export const INVITATION_ACTIONS = Object.keys(INVITATION_TRANSITIONS) as InvitationAction[];
