import type { LeaseHistoryEvent } from '../../shared/leases/lease-types';
import type { LeaseHistoryRow } from '../queries/lease-history';

/** An audit event of a lease as its history lists it (the details as the event stored them). */
export function presentLeaseHistoryEvent(row: LeaseHistoryRow): LeaseHistoryEvent {
  return { action: row.action, actor_name: row.actor_name, occurred_at: row.occurred_at, details: JSON.parse(row.details) as Record<string, unknown> };
}
