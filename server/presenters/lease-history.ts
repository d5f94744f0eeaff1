import { leaseEventActorRole } from '../../shared/leases/lease-event-texts';
import type { LeaseHistoryEvent } from '../../shared/leases/lease-types';
import type { LeaseHistoryRow } from '../queries/lease-history';

/** What a lease's history needs to know beside its events: its student, and the page of each slot. */
export type LeaseHistoryContext = { tenantUserId: number | null; slotPages: ReadonlyMap<number, number> };

/**
 * An audit event of a lease as its history lists it: the details as the event stored them, the
 * role its actor acted in, and, for a slot event recorded before slot events named their page, the
 * slot's page.
 */
export function presentLeaseHistoryEvent(row: LeaseHistoryRow, context: LeaseHistoryContext): LeaseHistoryEvent {
  const details = JSON.parse(row.details) as Record<string, unknown>;
  if (row.action === 'lease.slot' && details.page === undefined && typeof details.slot_id === 'number') {
    const page = context.slotPages.get(details.slot_id);
    if (page !== undefined) details.page = page;
  }
  return { action: row.action, actor_name: row.actor_name, actor_role: leaseEventActorRole({ action: row.action, actor_user_id: row.actor_user_id, details }, context.tenantUserId), occurred_at: row.occurred_at, details };
}
