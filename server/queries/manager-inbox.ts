import type { Db } from '../db/database';
import { answeringApplication } from './reservation-requests';

type Filter = { property?: number[] };

/**
 * The company's open reservation requests (at the chosen properties): neither answered by an
 * application nor closed (shared/reservations/request-state.ts); the navigation's count and an alert.
 */
export function openReservationRequests(db: Db, organizationId: number, filter: Filter = {}) {
  let query = db
    .selectFrom('reservation_requests as r')
    .where('r.organization_id', '=', organizationId)
    .where('r.closed_at', 'is', null)
    .where((eb) => eb.not(eb.exists(answeringApplication(eb))));
  if (filter.property?.length) query = query.where('r.property_id', 'in', filter.property);
  return query;
}

/**
 * The company's contact messages not yet read: the navigation's count and an alert. With chosen
 * properties, theirs and those sent to the company itself (they concern every property).
 */
export function unreadContactMessages(db: Db, organizationId: number, filter: Filter = {}) {
  let query = db.selectFrom('contact_messages as m').where('m.organization_id', '=', organizationId).where('m.read_at', 'is', null);
  const property = filter.property;
  if (property?.length) query = query.where((eb) => eb.or([eb('m.property_id', 'in', property), eb('m.property_id', 'is', null)]));
  return query;
}
