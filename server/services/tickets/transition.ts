import type { Transaction, Updateable } from 'kysely';
import type { AuditEvents } from '../../../shared/audit/events';
import { CONFLICT_MESSAGES } from '../../../shared/messages';
import { TICKET_TRANSITIONS, ticketCanStartFrom, type TicketAction, type TicketWriteAction } from '../../../shared/tickets/lifecycle';
import type { TicketStatus } from '../../../shared/tickets/ticket-texts';
import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import type { Database, TicketsTable } from '../../db/schema';
import { HttpError } from '../../ground/http-error';
import { updateTicketIf } from '../../queries/tickets';

export type TicketMove<A extends TicketWriteAction> = {
  actor: AuditActor;
  /** The version the caller read: a ticket changed since is refused as stale. */
  version?: number;
  /** What else the move writes on the ticket row (what it waits for, the assignee, the cancel reason). */
  changes?: Omit<Updateable<TicketsTable>, 'status' | 'version'>;
  details: AuditEvents[(typeof TICKET_TRANSITIONS)[A]['event']];
  /** Writes that go with the move, after it and before its event. */
  alongside?: () => Promise<unknown>;
};

type TicketRecord = { id: number; organization_id: number; status: TicketStatus };

/**
 * Takes one row of the ticket lifecycle (shared/tickets/lifecycle.ts) inside the caller's
 * transaction: the guarded update from the status the caller read (one the row starts from) to the
 * row's status (the same one for an edit), and version when given, the writes that go with it and its
 * audit event. False, with nothing written, when the row does not start from that status or the
 * ticket has changed since it was read: a colleague's change in between is never overwritten.
 */
export async function tryTransitionTicket<A extends TicketWriteAction>(trx: Transaction<Database>, ticket: TicketRecord, action: A, move: TicketMove<A>): Promise<boolean> {
  const row = TICKET_TRANSITIONS[action];
  if (!ticketCanStartFrom(action, ticket.status)) return false;
  const to: TicketStatus = row.to ?? ticket.status;
  if (!(await updateTicketIf(trx, ticket.id, { status: ticket.status, version: move.version }, { ...move.changes, status: to }))) return false;
  if (move.alongside) await move.alongside();
  await recordAuditEvent(trx, { actor: move.actor, action: row.event, subject: { table: 'tickets', id: ticket.id }, organizationId: ticket.organization_id, details: move.details });
  return true;
}

/** As tryTransitionTicket, refusing an action the ticket's status does not start with the row's words (409), and a ticket changed since it was read as stale. */
export async function transitionTicket<A extends TicketWriteAction>(trx: Transaction<Database>, ticket: TicketRecord, action: A, move: TicketMove<A>): Promise<void> {
  if (await tryTransitionTicket(trx, ticket, action, move)) return;
  throw HttpError.detail(409, ticketCanStartFrom(action, ticket.status) ? CONFLICT_MESSAGES.staleVersion : TICKET_TRANSITIONS[action].refusal(ticket.status));
}

/** Refuses (409, the row's words) an action a ticket in its status does not allow: the student's reply to a closed ticket. */
export function assertTicketCan(ticket: { status: TicketStatus }, action: TicketAction): void {
  if (!ticketCanStartFrom(action, ticket.status)) throw HttpError.detail(409, TICKET_TRANSITIONS[action].refusal(ticket.status));
}
