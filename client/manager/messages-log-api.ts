import type { MessageLogRow } from '../../shared/notifications/types';
import { getJson } from '../api/http';

/** A person's message log (issue 30), newest first: what the company sent them, on which channel, and how it went. */
export const messageLogApi = {
  of: (userId: number, signal?: AbortSignal) => getJson<MessageLogRow[]>(`/api/messages/?user_id=${userId}`, signal),
};
