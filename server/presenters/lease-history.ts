import type { ReadAuditEvent } from '../../shared/audit/events';
import { isReadable } from '../../shared/audit/parse-event';
import { leaseEventActorRole } from '../../shared/leases/lease-event-texts';
import type { LeaseHistoryEvent } from '../../shared/leases/lease-types';
import type { LeaseHistoryRow } from '../queries/lease-history';

/** What a lease's history needs to know beside its events: its student, and the page of each slot. */
export type LeaseHistoryContext = { tenantUserId: number | null; slotPages: ReadonlyMap<number, number> };

/** A slot event recorded before slot events named their page (issue 44), with its slot's page. */
function withSlotPage(event: ReadAuditEvent, slotPages: ReadonlyMap<number, number>): ReadAuditEvent {
  if (!isReadable(event) || event.action !== 'lease.slot' || 'page' in event.details) return event;
  const page = slotPages.get(event.details.slot_id);
  return page === undefined ? event : { action: event.action, details: { ...event.details, page } };
}

/**
 * An audit event of a lease as its history lists it: the action and its details as read from the
 * chain (typed; one this version cannot read says why), the role its actor acted in, and, for a slot
 * event recorded before slot events named their page, the slot's page.
 */
export function presentLeaseHistoryEvent(row: LeaseHistoryRow, context: LeaseHistoryContext): LeaseHistoryEvent {
  const event = withSlotPage(row.event, context.slotPages);
  return { ...event, actor_name: row.actor_name, actor_role: leaseEventActorRole({ ...event, actor_user_id: row.actor_user_id }, context.tenantUserId), occurred_at: row.occurred_at };
}
