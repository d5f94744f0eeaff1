import type { LeaseStatus } from '../leases/lease-types';
import { TICKET_MOVES, TICKET_TRANSITIONS, ticketCanStartFrom, ticketChangeAction } from './lifecycle';
import { TICKET_STATUSES, type TicketStatus } from './ticket-texts';

/** Leases whose student may report a problem: offered or later, not declined or void. */
export const REPORTING_LEASE_STATUSES = ['Offered', 'Ready to sign', 'Signing', 'Executed'] as const satisfies readonly LeaseStatus[];

/** The statuses a ticket still takes the student's replies in. */
export const OPEN_TICKET_STATUSES: readonly TicketStatus[] = TICKET_TRANSITIONS.reply.from;

/**
 * The statuses a ticket may move to from each, in the table's order (shared/tickets/lifecycle.ts:
 * its moves decide them).
 */
export const NEXT_STATUSES = Object.fromEntries(
  TICKET_STATUSES.map((from) => [from, TICKET_MOVES.filter((action) => ticketCanStartFrom(action, from)).map((action): TicketStatus => TICKET_TRANSITIONS[action].to)]),
) as Record<string, readonly TicketStatus[]> as Record<TicketStatus, readonly TicketStatus[]>;

/** Whether a ticket may go from one status to another (staying where it is always may: an edit). */
export const canMove = (from: TicketStatus, to: TicketStatus): boolean => ticketChangeAction(from, to) !== null;

export const isOpenTicket = (status: TicketStatus): boolean => OPEN_TICKET_STATUSES.includes(status);

/** Days an open ticket may wait before it needs a manager's attention (the alerts). */
export const TICKET_ALERT_DAYS = 3;

const DAY_MS = 86_400_000;

/** Whole days since a ticket was reported, as of `now`. */
export const ticketAgeDays = (createdAt: string, now: Date): number => Math.max(0, Math.floor((now.getTime() - Date.parse(createdAt)) / DAY_MS));

/** An open ticket needs attention when it is urgent or older than TICKET_ALERT_DAYS. */
export const ticketNeedsAttention = (t: { status: TicketStatus; urgent: boolean; created_at: string }, now: Date): boolean =>
  isOpenTicket(t.status) && (t.urgent || now.getTime() - Date.parse(t.created_at) > TICKET_ALERT_DAYS * DAY_MS);
