import { isNotificationEvent, NOTIFICATION_EVENTS } from '../../shared/notifications/events';
import type { MessageLogRow } from '../../shared/notifications/types';
import type { MessageLogDbRow } from '../queries/messages';

/** A row of a person's message log: what started it (an event, or the manager who sent it) and how it went. */
export function presentMessage(row: MessageLogDbRow): MessageLogRow {
  const source = row.event && isNotificationEvent(row.event) ? NOTIFICATION_EVENTS[row.event].label : row.batch_by ? `Sent by ${row.batch_by}` : 'Message';
  return {
    id: row.id,
    channel: row.channel,
    to: row.to,
    source,
    subject: row.subject,
    text: row.text,
    status: row.status === 'sending' ? 'queued' : row.status,
    error: row.error,
    created_at: row.created_at,
    sent_at: row.sent_at,
  };
}
