import type { Recipient } from '../../../shared/notifications/types';
import { MESSAGE_TEXTS } from '../../../shared/notifications/texts';
import type { GridField } from '../components/grid-rows';

const T = MESSAGE_TEXTS.send;

/** A recipient as the list holds it: numbered for the grid (its key is text). */
export type RecipientRow = Recipient & { id: number };

export type RecipientColumnKey = 'name' | 'to' | 'state';

/** The recipient list's columns: who, where to, and whether it goes (or why not). */
export const RECIPIENT_FIELDS: readonly GridField<RecipientRow, RecipientColumnKey>[] = [
  { key: 'name', name: T.name, text: (r) => r.name },
  { key: 'to', name: T.address, text: (r) => r.to },
  { key: 'state', name: T.state, text: (r) => r.skip ?? T.willGet, choice: true },
];

/** Numbers the server's recipients for the grid. */
export const recipientRows = (recipients: readonly Recipient[]): RecipientRow[] => recipients.map((r, i) => ({ ...r, id: i + 1 }));
