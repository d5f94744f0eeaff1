import { NOTIFICATION_EVENT_KEYS } from '../../../shared/notifications/events';
import { MAX_BATCH, MESSAGE_ERRORS } from '../../../shared/notifications/texts';
import { idParam } from '../../../shared/schemas/common';
import { z } from '../../../shared/zod';

const nullableId = z.union([idParam, z.null()]);
const ids = z.array(idParam).min(1, { error: MESSAGE_ERRORS.noRecipients }).max(MAX_BATCH, { error: MESSAGE_ERRORS.tooManyRecipients(MAX_BATCH) });

export const EventParams = z.object({ event: z.enum(NOTIFICATION_EVENT_KEYS) });

/** `PUT /api/messages/notifications/{event}/`. */
export const NotificationSettingSchema = z.strictObject({ email_template_id: nullableId, sms_template_id: nullableId, sms_link: z.boolean().optional() });

/** `POST /api/messages/preview/`: a template (or an event's built-in text), for an event and/or a recipient. */
export const PreviewSchema = z
  .strictObject({
    template_id: nullableId,
    event: z.enum(NOTIFICATION_EVENT_KEYS).optional(),
    lease_id: idParam.optional(),
    application_id: idParam.optional(),
  })
  .refine((p) => p.template_id !== null || p.event !== undefined, { error: MESSAGE_ERRORS.noTemplate, path: ['template_id'] })
  .refine((p) => p.lease_id === undefined || p.application_id === undefined, { error: 'Give a lease or an application, not both.', path: ['application_id'] });

const RecipientsSchema = z.union([
  z.strictObject({ lease_ids: ids }),
  z.strictObject({ application_ids: ids }),
  z.strictObject({ filter: z.strictObject({ audience: z.enum(['tenants', 'past_due', 'applicants']), property_id: nullableId }) }),
]);

/** `POST /api/messages/recipients/` and `POST /api/messages/batches/`. */
export const BatchSchema = z.strictObject({
  recipients: RecipientsSchema,
  template_id: idParam,
  purpose: z.enum(['informational', 'marketing']),
});

export type BatchBody = z.infer<typeof BatchSchema>;

/** `GET /api/messages/?user_id=`: staff name the person; a student reads their own. */
export const LogQuery = z.object({ user_id: idParam.optional() });
