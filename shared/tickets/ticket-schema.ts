import { z } from '../zod';
import { idParam } from '../schemas/common';
import { versionField } from '../schemas/version';
import { TICKET_CATEGORIES, TICKET_LIMITS as L, TICKET_MESSAGES as M, TICKET_STATUSES, WAITING_FOR, type TicketCategory, type WaitingFor } from './ticket-texts';

const text = (max: number) => z.string().trim().max(max, { error: M.textTooLong(max) });
const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: M.textTooLong(max) });

/** `POST /api/tickets/`: a student's report. */
export const TicketReportSchema = z.strictObject({
  category: z.enum(Object.keys(TICKET_CATEGORIES) as [TicketCategory], { error: M.categoryRequired }),
  description: required(M.descriptionRequired, L.description),
  location: required(M.locationRequired, L.location),
  urgent: z.boolean().default(false),
  permission_to_enter: z.boolean().default(false),
  preferred_times: text(L.preferredTimes).default(''),
});
export type TicketReport = z.output<typeof TicketReportSchema>;
export type TicketReportInput = z.input<typeof TicketReportSchema>;

/** `PATCH /api/tickets/{id}/` (staff): a status (Waiting names what for, Cancelled why) and/or the assignee (null: nobody). */
export const TicketChangeSchema = z.strictObject({
  status: z.enum(TICKET_STATUSES, { error: M.statusUnknown }).optional(),
  waiting_for: z.enum(Object.keys(WAITING_FOR) as [WaitingFor], { error: M.waitingForRequired }).optional(),
  reason: text(L.reason).optional(),
  assignee_id: idParam.nullable().optional(),
  version: versionField,
});
export type TicketChange = z.output<typeof TicketChangeSchema>;

/** `POST /api/tickets/{id}/comments/`: staff choose who sees it; a student's is always visible. */
export const TicketCommentSchema = z.strictObject({
  text: required(M.commentRequired, L.comment),
  visible_to_student: z.boolean().default(false),
});

export const TicketPhotoParams = z.object({ id: idParam, photoId: idParam });
