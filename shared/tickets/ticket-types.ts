import type { TicketAction } from './lifecycle';
import type { TicketCategory, TicketStatus, WaitingFor } from './ticket-texts';

export type TicketComment = {
  id: number;
  author: string;
  by_student: boolean;
  text: string;
  visible_to_student: boolean;
  created_at: string;
};

export type TicketPhoto = {
  id: number;
  stage: 'report' | 'completion';
  original_name: string;
  url: string;
  created_at: string;
};

/** A ticket as its row in a list (`GET /api/tickets/`): what the list shows, and the version a change sends. */
export type TicketSummary = {
  id: number;
  status: TicketStatus;
  waiting_for: WaitingFor | null;
  category: TicketCategory;
  urgent: boolean;
  description: string;
  location: string;
  property: { id: number; name: string };
  unit: string;
  assignee: { id: number; name: string } | null;
  created_at: string;
  version: number;
};

/** One ticket (`GET /api/tickets/{id}/`): a student sees only the comments meant for them. */
export type Ticket = TicketSummary & {
  lease_id: number;
  student: { id: number; name: string };
  updated_at: string;
  closed_at: string | null;
  permission_to_enter: boolean;
  preferred_times: string;
  cancel_reason: string | null;
  comments: TicketComment[];
  photos: TicketPhoto[];
  /** What the caller may do with it now (shared/tickets/lifecycle.ts). */
  can: TicketAction[];
};

/** Who a ticket can be assigned to (`GET /api/tickets/assignees/`). */
export type TicketAssignee = { id: number; name: string; role: 'manager' | 'maintenance' };
