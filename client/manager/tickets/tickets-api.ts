import type { z } from '../../../shared/zod';
import type { TicketChangeSchema, TicketCommentSchema } from '../../../shared/tickets/ticket-schema';
import type { Ticket, TicketAssignee, TicketSummary } from '../../../shared/tickets/ticket-types';
import { getJson, requestJson } from '../../api/http';
import { formData, sendForm, type Progress } from '../../api/send-form';

/** Request bodies as the server's schemas take them. */
export type TicketChange = z.output<typeof TicketChangeSchema>;
export type TicketComment = z.output<typeof TicketCommentSchema>;

const ticket = (id: number) => `/api/tickets/${id}`;

/** The staff's calls for maintenance tickets (issue 29); every write answers the whole ticket. */
export const ticketsApi = {
  list: (signal?: AbortSignal) => getJson<TicketSummary[]>('/api/tickets/', signal),
  assignees: (signal?: AbortSignal) => getJson<TicketAssignee[]>('/api/tickets/assignees/', signal),
  one: (id: number, signal?: AbortSignal) => getJson<Ticket>(`${ticket(id)}/`, signal),
  /** A status and/or assignee change, sent with the version on screen (409 when someone saved since). */
  change: (id: number, body: TicketChange) => requestJson<Ticket>('PATCH', `${ticket(id)}/`, body),
  comment: (id: number, body: TicketComment) => requestJson<Ticket>('POST', `${ticket(id)}/comments/`, body),
  /** A photo of the work done (staff's photos are the completion stage). */
  addPhoto: (id: number, photo: File, onProgress?: Progress) => sendForm<Ticket>('POST', `${ticket(id)}/photos/`, formData({ photo }), onProgress),
};
