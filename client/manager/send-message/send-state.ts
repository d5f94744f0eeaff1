import type { RecipientChoice } from '../../../shared/notifications/types';
import { SEND_MESSAGE_PATH } from '../../../shared/notifications/texts';

/** What a grid hands the Send message screen in the router's state: the rows picked in it. */
export type SendMessageState = { recipients: { lease_ids: number[] } | { application_ids: number[] } };

/** The screen's path inside the manager router (its basename is /new/manager). */
export const SEND_MESSAGE_ROUTE = SEND_MESSAGE_PATH.replace(/^\/new\/manager/, '');

const ids = (value: unknown): value is number[] => Array.isArray(value) && value.length > 0 && value.every((id) => Number.isInteger(id) && id > 0);

/** The rows a grid picked, from the router's state (anything else, a reload after the history went, say: none). */
export function pickedRecipients(state: unknown): RecipientChoice | null {
  const recipients = (state as Partial<SendMessageState> | null)?.recipients as Record<string, unknown> | undefined;
  if (!recipients || typeof recipients !== 'object') return null;
  if (ids(recipients.lease_ids)) return { lease_ids: recipients.lease_ids };
  if (ids(recipients.application_ids)) return { application_ids: recipients.application_ids };
  return null;
}

/** How many people a choice of rows names. */
export const pickedCount = (choice: RecipientChoice) => ('lease_ids' in choice ? choice.lease_ids.length : 'application_ids' in choice ? choice.application_ids.length : 0);
