import type { NotificationEvent } from '../../../shared/notifications/events';
import type { MessagePreview, NotificationSetting, NotificationSettingInput } from '../../../shared/notifications/types';
import { getJson, requestJson } from '../../api/http';

/** `POST /api/messages/preview/` as the Notifications screen asks it: a template (null: the built-in text) filled with sample data. */
export type EventPreviewInput = { event: NotificationEvent; template_id: number | null };

/** The Notifications screen's calls (ADR 028); a save answers the row it wrote. */
export const notificationsApi = {
  list: (signal?: AbortSignal) => getJson<NotificationSetting[]>('/api/messages/notifications/', signal),
  save: (event: NotificationEvent, body: NotificationSettingInput) => requestJson<NotificationSetting>('PUT', `/api/messages/notifications/${event}/`, body),
  preview: (body: EventPreviewInput, signal?: AbortSignal) => requestJson<MessagePreview>('POST', '/api/messages/preview/', body, signal),
};
