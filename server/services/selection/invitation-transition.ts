import type { Transaction } from 'kysely';
import { INVITATION_TRANSITIONS } from '../../../shared/selection/invitation-lifecycle';
import type { Database } from '../../db/schema';
import { HttpError } from '../../ground/http-error';
import { closeInvitationsIf } from '../../queries/roommate-groups';

type Moves = { accept: { invitationId: number; acceptedBy: number }; cancel: { groupId: number } };

/**
 * Takes one row of the invitation lifecycle (shared/selection/invitation-lifecycle.ts) inside the
 * caller's transaction, by the guarded update from its `from` statuses: accepting one invitation
 * (409 with the row's words when it was answered meanwhile), or cancelling every one of a group still
 * pending. Answers how many invitations moved.
 */
export async function transitionInvitations<A extends keyof Moves>(trx: Transaction<Database>, action: A, move: Moves[A]): Promise<number> {
  const row = INVITATION_TRANSITIONS[action];
  const m: Moves[keyof Moves] = move;
  const moved = await closeInvitationsIf(trx, 'invitationId' in m ? { id: m.invitationId } : { groupId: m.groupId }, row.from, { status: row.to, ...('acceptedBy' in m && { accepted_by: m.acceptedBy }) });
  if (action === 'accept' && moved !== 1) throw HttpError.detail(409, row.refusal);
  return moved;
}
