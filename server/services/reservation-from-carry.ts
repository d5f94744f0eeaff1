import type { Carry } from '../../shared/schemas/auth';
import type { Db } from '../db/database';
import { insertReservationRequest } from '../queries/reservation-requests';

/**
 * Records a reservation request for what the visitor chose (a property, or a lease period with its
 * dates) when it belongs to the company's running properties; anything else carried is ignored.
 * Returns the request id, or null when nothing usable was carried.
 */
export async function requestFromCarry(db: Db, userId: number, organizationId: number, carry: Carry): Promise<number | null> {
  const period = carry.agreement_period
    ? await db
        .selectFrom('lease_periods')
        .innerJoin('properties', 'properties.id', 'lease_periods.property_id')
        .select(['lease_periods.id', 'lease_periods.property_id', 'lease_periods.start_date', 'lease_periods.end_date'])
        .where('lease_periods.id', '=', carry.agreement_period)
        .where('lease_periods.visible', '=', 1)
        .where('properties.organization_id', '=', organizationId)
        .where('properties.status', '=', 'RUNNING')
        .executeTakeFirst()
    : undefined;
  const propertyId =
    period?.property_id ??
    (carry.assigned_property
      ? (
          await db
            .selectFrom('properties')
            .select('id')
            .where('id', '=', carry.assigned_property)
            .where('organization_id', '=', organizationId)
            .where('status', '=', 'RUNNING')
            .executeTakeFirst()
        )?.id
      : undefined);
  if (!propertyId) return null;
  return insertReservationRequest(db, {
    user_id: userId,
    organization_id: organizationId,
    property_id: propertyId,
    lease_period_id: period?.id ?? null,
    start_date: period ? (carry.start_date ?? period.start_date) : null,
    end_date: period ? (carry.end_date ?? period.end_date) : null,
  });
}
