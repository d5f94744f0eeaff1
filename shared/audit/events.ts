import type { z } from 'zod';
import { LATE_FEE_EVENTS } from './late-fee-events';
import { LEASE_EVENTS } from './lease-events';
import { LEDGER_EVENTS, OTHER_EVENTS, TICKET_EVENTS } from './other-events';
import { PAYMENT_EVENTS } from './payment-events';
import { SELECTION_EVENTS } from './selection-events';

/**
 * Every audit action (`<subject>.<verb>`) the product records, with the table of the record it is
 * recorded against and the schema of its details: one source for the types a writer must meet and
 * the check a reader makes of a stored row (issue 46, as Documenso types its audit log).
 */
export const AUDIT_EVENTS = { ...LEASE_EVENTS, ...LEDGER_EVENTS, ...LATE_FEE_EVENTS, ...PAYMENT_EVENTS, ...SELECTION_EVENTS, ...TICKET_EVENTS, ...OTHER_EVENTS } satisfies Record<string, AuditEventDefinition>;

/** An action's definition: the subject's table, today's details, and older shapes rows may still hold. */
export type AuditEventDefinition = { subject: string; details: z.ZodType; older?: readonly z.ZodType[] };

type Definitions = typeof AUDIT_EVENTS;
export type AuditAction = keyof Definitions;
export const AUDIT_ACTIONS = Object.keys(AUDIT_EVENTS) as AuditAction[];

/** The details each action records today. */
export type AuditEvents = { [K in AuditAction]: z.output<Definitions[K]['details']> };
/** The table of the record each action is recorded against. */
export type AuditSubjects = { [K in AuditAction]: Definitions[K]['subject'] };

type OlderDetails<D> = D extends { older: readonly (infer S extends z.ZodType)[] } ? z.output<S> : never;
/** The details a stored row of each action may hold: today's, or an older shape. */
export type StoredAuditEvents = { [K in AuditAction]: AuditEvents[K] | OlderDetails<Definitions[K]> };

/** An event as recorded today: the action and its details, one type per action. */
export type AuditEvent<K extends AuditAction = AuditAction> = { [A in K]: { action: A; details: AuditEvents[A] } }[K];
/** An event as read back from the chain: the action and its details in any shape it was recorded in. */
export type StoredAuditEvent<K extends AuditAction = AuditAction> = { [A in K]: { action: A; details: StoredAuditEvents[A] } }[K];

/**
 * A stored event this version cannot read: an action it does not know (recorded by a newer version)
 * or details in no shape the action was ever recorded in. Readers still list it, by its action.
 */
export type UnreadableAuditEvent = { action: string; details: unknown; unreadable: string };

/** What reading a stored row answers: a typed event, or one that says why it could not be read. */
export type ReadAuditEvent = StoredAuditEvent | UnreadableAuditEvent;

export const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(AUDIT_EVENTS, action);
