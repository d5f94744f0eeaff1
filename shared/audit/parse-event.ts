import type { z } from 'zod';
import { AUDIT_EVENTS, isAuditAction, type ReadAuditEvent, type StoredAuditEvent } from './events';

/** The reasons a stored row is not read as a typed event. */
export const UNREADABLE_EVENT = {
  unknownAction: 'an action this version does not know',
  notJson: 'details that are not JSON',
  unknownShape: 'details in no shape the action was recorded in',
} as const;

/**
 * Reads a stored audit event: the action must be one the product records and its details (stored
 * JSON) one of the shapes that action was ever recorded in, today's first. Anything else is answered
 * as unreadable, saying why, never thrown: the chain's rows are kept as they were written.
 */
export function parseAuditEvent(row: { action: string; details: string }): ReadAuditEvent {
  const { action } = row;
  let json: unknown;
  try {
    json = JSON.parse(row.details);
  } catch {
    return { action, details: row.details, unreadable: UNREADABLE_EVENT.notJson };
  }
  if (!isAuditAction(action)) return { action, details: json, unreadable: UNREADABLE_EVENT.unknownAction };
  const definition: { details: z.ZodType; older?: readonly z.ZodType[] } = AUDIT_EVENTS[action];
  for (const schema of [definition.details, ...(definition.older ?? [])]) {
    const read = schema.safeParse(json);
    // The one place a stored row becomes a typed event: the schema of its own action just accepted it.
    if (read.success) return { action, details: read.data } as StoredAuditEvent;
  }
  return { action, details: json, unreadable: UNREADABLE_EVENT.unknownShape };
}

/** Whether a read event is typed (not unreadable), for readers that only word typed ones. */
export const isReadable = (event: ReadAuditEvent): event is StoredAuditEvent => !('unreadable' in event);
