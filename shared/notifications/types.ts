import type { LinkKind, NotificationEvent } from './events';

/** `GET /api/messages/notifications/`: one row per event the product writes about. */
export type NotificationSetting = {
  event: NotificationEvent;
  label: string;
  /** null: the built-in text. */
  email_template_id: number | null;
  /** null: no SMS for this event. */
  sms_template_id: number | null;
  /** For events with a secret link: whether an SMS may show it (off unless the company turns it on). */
  sms_link: boolean;
  link: LinkKind | null;
  /** The variables the event can fill, in the catalog's order. */
  variables: { key: string; name: string }[];
};

/** `PUT /api/messages/notifications/{event}/`. */
export type NotificationSettingInput = { email_template_id: number | null; sms_template_id: number | null; sms_link?: boolean };

export type Channel = 'email' | 'sms';
/** sent: handed to SMTP or the SMS provider; kept: stored in the outbox (no transport configured). */
export type MessageStatus = 'queued' | 'sent' | 'kept' | 'failed';

/** A filled message: what a preview shows and what the log keeps. */
export type FilledMessage = { channel: Channel; subject: string; text: string; html: string | null };

/** `POST /api/messages/preview/` answer. */
export type MessagePreview = { email: FilledMessage | null; sms: FilledMessage | null };

/** A row of a person's message log (`GET /api/messages/?user_id=`, or a student's own). */
export type MessageLogRow = {
  id: number;
  channel: Channel;
  to: string;
  /** The event's label, or 'Sent by {manager}' for a message a manager sent. */
  source: string;
  subject: string;
  text: string;
  status: MessageStatus;
  error: string | null;
  created_at: string;
  sent_at: string | null;
};

/** Who a manager's message goes to: rows picked in a grid, or a filter. */
export type RecipientChoice =
  | { lease_ids: number[] }
  | { application_ids: number[] }
  | { filter: { audience: 'tenants' | 'past_due' | 'applicants'; property_id: number | null } };

export type Purpose = 'informational' | 'marketing';

/** `POST /api/messages/recipients/` body, and `POST /api/messages/batches/` body. */
export type BatchInput = { recipients: RecipientChoice; template_id: number; purpose: Purpose };

/** One recipient as the Send message screen lists it; `skip` says why nothing goes to them. */
export type Recipient = { key: string; user_id: number; lease_id: number | null; application_id: number | null; name: string; to: string; skip: string | null };

export type RecipientList = { recipients: Recipient[]; sendable: number };

/** `GET /api/messages/batches/{id}/`: progress of a send. */
export type BatchProgress = { id: number; template_name: string; channel: Channel; total: number; queued: number; sent: number; kept: number; failed: number; created_at: string; created_by: string };
