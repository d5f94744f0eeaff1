import { ticketAgeDays } from '../../../../shared/tickets/ticket-status';
import { TICKET_CATEGORIES, TICKET_STATUSES, statusLabel } from '../../../../shared/tickets/ticket-texts';
import type { TicketSummary } from '../../../../shared/tickets/ticket-types';
import { formatDay } from '../../components/date-time';
import type { GridField } from '../../components/grid-rows';
import { TICKET_LIST_TEXTS as T } from '../texts';

export type TicketColumnKey = keyof typeof T.columns;

/** A ticket's assignee as the list reads it. */
export const assigneeName = (t: TicketSummary) => t.assignee?.name ?? T.nobody;

/**
 * The grid's data columns, in order: what each shows, and so what it filters on and exports. The
 * age is counted as of `now` (the moment the list loaded), so a row's texts stay as they were indexed.
 */
export function ticketFields(now: Date): GridField<TicketSummary, TicketColumnKey>[] {
  return [
    // The number and what the student wrote: the filter finds either.
    { key: 'ticket', name: T.columns.ticket, text: (r) => `#${r.id} ${r.description}`, order: (r) => r.id },
    // Where it stands, beside the number: what a phone shows without scrolling sideways.
    { key: 'status', name: T.columns.status, text: (r) => statusLabel(r.status, r.waiting_for), order: (r) => TICKET_STATUSES.indexOf(r.status) },
    // Urgent ones first when sorted down.
    { key: 'urgent', name: T.columns.urgent, text: (r) => (r.urgent ? T.urgent : ''), order: (r) => (r.urgent ? 1 : 0) },
    { key: 'category', name: T.columns.category, text: (r) => TICKET_CATEGORIES[r.category], choice: true },
    { key: 'property', name: T.columns.property, text: (r) => r.property.name, choice: true },
    // The bed's unit; the filter also finds the place the student wrote.
    { key: 'unit', name: T.columns.unit, text: (r) => r.unit, search: (r) => `${r.unit} ${r.location}` },
    { key: 'assignee', name: T.columns.assignee, text: assigneeName },
    { key: 'age', name: T.columns.age, text: (r) => T.age(ticketAgeDays(r.created_at, now)), order: (r) => -Date.parse(r.created_at) },
    { key: 'reported', name: T.columns.reported, text: (r) => formatDay(r.created_at), order: (r) => r.created_at },
  ];
}

/** The category filter's values, in the order the student's form lists them. */
export const TICKET_CHOICES = { category: Object.values(TICKET_CATEGORIES) };

/** The property filter's values: the properties the rows have, in name order. */
export const propertyChoices = (rows: readonly TicketSummary[]) => [...new Set(rows.map((r) => r.property.name))].sort((a, b) => a.localeCompare(b));
