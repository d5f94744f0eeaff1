import type { LeaseStatus } from '../leases/lease-types';
import type { TicketStatus } from './ticket-texts';

/** Leases whose student may report a problem: offered or later, not declined or void. */
export const REPORTING_LEASE_STATUSES = ['Offered', 'Ready to sign', 'Signing', 'Executed'] as const satisfies readonly LeaseStatus[];

export const OPEN_TICKET_STATUSES: readonly TicketStatus[] = ['New', 'In progress', 'Waiting'];

/**
 * The statuses a ticket may move to: the work goes New → In progress → Waiting (parts or access) →
 * Done, back and forth between working and waiting, or to Cancelled from any open status. A Done
 * ticket may be reopened (In progress) when the fix did not hold; Cancelled is final.
 */
export const NEXT_STATUSES: Record<TicketStatus, readonly TicketStatus[]> = {
  New: ['In progress', 'Waiting', 'Done', 'Cancelled'],
  'In progress': ['Waiting', 'Done', 'Cancelled'],
  Waiting: ['In progress', 'Done', 'Cancelled'],
  Done: ['In progress'],
  Cancelled: [],
};

export const canMove = (from: TicketStatus, to: TicketStatus): boolean => from === to || NEXT_STATUSES[from].includes(to);

export const isOpenTicket = (status: TicketStatus): boolean => OPEN_TICKET_STATUSES.includes(status);

/** Days an open ticket may wait before it needs a manager's attention (the alerts). */
export const TICKET_ALERT_DAYS = 3;

const DAY_MS = 86_400_000;

/** Whole days since a ticket was reported, as of `now`. */
export const ticketAgeDays = (createdAt: string, now: Date): number => Math.max(0, Math.floor((now.getTime() - Date.parse(createdAt)) / DAY_MS));

/** An open ticket needs attention when it is urgent or older than TICKET_ALERT_DAYS. */
export const ticketNeedsAttention = (t: { status: TicketStatus; urgent: boolean; created_at: string }, now: Date): boolean =>
  isOpenTicket(t.status) && (t.urgent || now.getTime() - Date.parse(t.created_at) > TICKET_ALERT_DAYS * DAY_MS);
