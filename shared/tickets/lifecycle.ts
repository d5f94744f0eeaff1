import type { AuditAction } from '../audit/events';
import { TICKET_MESSAGES as M, TICKET_STATUSES, type TicketStatus } from './ticket-texts';

/** Who takes a ticket action: the company's staff (a manager or maintenance colleague) or the student who reported it. */
export type TicketActorKind = 'manager' | 'maintenance' | 'student';

const STAFF = ['manager', 'maintenance'] as const;
const OPEN = ['New', 'In progress', 'Waiting'] as const;

type Transition = {
  /** The statuses the action may start from; none for the action that makes a ticket. */
  from: readonly TicketStatus[];
  /** The status it leads to; null for an action that leaves the status as it is. */
  to: TicketStatus | null;
  by: readonly TicketActorKind[];
  /** What a refused action says (409), worded as the spec's messages are, from the status it was refused in. */
  refusal: (from: TicketStatus) => string;
  /** The audit event it is recorded as; none for a reply, whose comment or photo records its own. */
  event?: AuditAction;
};

/**
 * The maintenance ticket lifecycle, one row an action (issue 46, as the leasing kernel:
 * docs/decisions/022-leases.md, docs/decisions/026-maintenance-tickets.md). The work goes New → In
 * progress → Waiting (parts or access) → Done, back and forth between working and waiting, or to
 * Cancelled from any open status; a Done ticket is reopened when the fix did not hold; Cancelled is
 * final. Every staff change of a ticket row is one of these rows, taken through
 * server/services/tickets/transition.ts; answers list in `can` what this table lets their caller do.
 */
export const TICKET_TRANSITIONS = {
  report: { from: [], to: 'New', by: ['student'], refusal: () => M.noLease, event: 'ticket.report' },
  start: { from: ['New', 'Waiting'], to: 'In progress', by: STAFF, refusal: (from) => M.badTransition(from, 'In progress'), event: 'ticket.update' },
  reopen: { from: ['Done'], to: 'In progress', by: STAFF, refusal: (from) => M.badTransition(from, 'In progress'), event: 'ticket.update' },
  wait: { from: ['New', 'In progress'], to: 'Waiting', by: STAFF, refusal: (from) => M.badTransition(from, 'Waiting'), event: 'ticket.update' },
  finish: { from: OPEN, to: 'Done', by: STAFF, refusal: (from) => M.badTransition(from, 'Done'), event: 'ticket.update' },
  cancel: { from: OPEN, to: 'Cancelled', by: STAFF, refusal: (from) => M.badTransition(from, 'Cancelled'), event: 'ticket.update' },
  // Who works it, or what a Waiting ticket waits for: a change that leaves the status, in any status.
  edit: { from: TICKET_STATUSES, to: null, by: STAFF, refusal: (from) => M.badTransition(from, from), event: 'ticket.update' },
  // The student's comment or photo: only while the ticket is open.
  reply: { from: OPEN, to: null, by: ['student'], refusal: () => M.closed },
} as const satisfies Record<string, Transition>;

export type TicketAction = keyof typeof TICKET_TRANSITIONS;
export const TICKET_ACTIONS = Object.keys(TICKET_TRANSITIONS) as TicketAction[];

/** The actions that move a ticket to another status, each with the status it leads to. */
export type TicketMoveAction = { [A in TicketAction]: (typeof TICKET_TRANSITIONS)[A]['to'] extends TicketStatus ? (A extends 'report' ? never : A) : never }[TicketAction];
export const TICKET_MOVES = TICKET_ACTIONS.filter((a): a is TicketMoveAction => a !== 'report' && TICKET_TRANSITIONS[a].to !== null);

export const ticketCanStartFrom = (action: TicketAction, status: TicketStatus): boolean => (TICKET_TRANSITIONS[action].from as readonly TicketStatus[]).includes(status);

/** The move that takes a ticket from `from` to another status `to`; null when there is none. */
export const ticketMoveTo = (from: TicketStatus, to: TicketStatus): TicketMoveAction | null =>
  TICKET_MOVES.find((action) => TICKET_TRANSITIONS[action].to === to && ticketCanStartFrom(action, from)) ?? null;

/** The actions that write the ticket row: all but the report (which makes it) and the student's reply (which adds to it). */
export type TicketWriteAction = Exclude<TicketAction, 'report' | 'reply'>;

/** The action of staff's change from `from` to `to`: an edit when the status stays, else the move between them; null when none may. */
export const ticketChangeAction = (from: TicketStatus, to: TicketStatus): TicketWriteAction | null => (from === to ? 'edit' : ticketMoveTo(from, to));

/** The actions `actor` may take on a ticket in `status` now: those whose row starts from it and names the actor. */
export function ticketCan(ticket: { status: TicketStatus }, actor: TicketActorKind): TicketAction[] {
  return TICKET_ACTIONS.filter((action) => ticketCanStartFrom(action, ticket.status) && (TICKET_TRANSITIONS[action].by as readonly TicketActorKind[]).includes(actor));
}
