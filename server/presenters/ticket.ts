import type { Selectable } from 'kysely';
import { personName } from '../../shared/people';
import { ticketCan, type TicketActorKind } from '../../shared/tickets/lifecycle';
import type { Ticket, TicketAssignee, TicketSummary } from '../../shared/tickets/ticket-types';
import type { Caller } from '../../shared/access-policy';
import type { TicketRow, TicketSummaryRow } from '../queries/tickets';
import type { TicketCommentsTable, TicketPhotosTable } from '../db/schema';

export function presentTicketSummary(row: TicketSummaryRow): TicketSummary {
  return {
    id: row.id,
    status: row.status,
    waiting_for: row.waiting_for,
    category: row.category,
    urgent: row.urgent === 1,
    description: row.description,
    location: row.location,
    property: { id: row.property_id, name: row.property_name },
    unit: [row.building, row.unit].filter(Boolean).join(' '),
    assignee: row.assignee_id === null ? null : { id: row.assignee_id, name: personName(row.assignee_first_name ?? '', row.assignee_last_name ?? '', row.assignee_email ?? '') },
    created_at: row.created_at,
    version: row.version,
  };
}

export const ticketPhotoUrl = (ticketId: number, photoId: number) => `/api/tickets/${ticketId}/photos/${photoId}/`;

/** A ticket as `caller` reads it: staff of its company, or the student who reported it. */
export function presentTicket(row: TicketRow, comments: Selectable<TicketCommentsTable>[], photos: Selectable<TicketPhotosTable>[], caller: TicketActorKind): Ticket {
  return {
    ...presentTicketSummary(row),
    lease_id: row.lease_id,
    student: { id: row.student_user_id, name: personName(row.student_first_name, row.student_last_name, row.student_email) },
    updated_at: row.updated_at,
    closed_at: row.closed_at,
    permission_to_enter: row.permission_to_enter === 1,
    preferred_times: row.preferred_times,
    cancel_reason: row.cancel_reason,
    comments: comments.map((c) => ({ id: c.id, author: c.author_name, by_student: c.by_student === 1, text: c.text, visible_to_student: c.visible_to_student === 1, created_at: c.created_at })),
    photos: photos.map((p) => ({ id: p.id, stage: p.stage, original_name: p.original_name, url: ticketPhotoUrl(row.id, p.id), created_at: p.created_at })),
    can: ticketCan(row, caller),
  };
}

/** In which capacity a caller who reached a ticket acts on it: a manager or maintenance colleague of its company, or its student. */
export function ticketCallerKind(caller: Caller): TicketActorKind {
  if (caller.kind === 'staff') return caller.roles.includes('manager') ? 'manager' : 'maintenance';
  return 'student';
}

/** Each person once, with the first staff role they hold. */
export function presentAssignees(rows: { id: number; first_name: string; last_name: string; email: string; role: string }[]): TicketAssignee[] {
  const seen = new Map<number, TicketAssignee>();
  for (const r of rows) if (!seen.has(r.id)) seen.set(r.id, { id: r.id, name: personName(r.first_name, r.last_name, r.email), role: r.role as TicketAssignee['role'] });
  return [...seen.values()];
}
