import type { Carry } from '../../../shared/schemas/auth';
import type { Db } from '../../db/database';
import { findCarriedTarget } from '../../queries/carried-choice';
import { insertReservationRequest } from '../../queries/reservation-requests';

/**
 * Records a reservation request for what the visitor chose (a property, or a lease period with its
 * dates) when it belongs to the company's running properties; anything else carried is ignored.
 * Returns the request id, or null when nothing usable was carried.
 */
export async function requestFromCarry(db: Db, userId: number, organizationId: number, carry: Carry): Promise<number | null> {
  const target = await findCarriedTarget(db, organizationId, carry);
  if (!target) return null;
  const { period } = target;
  return insertReservationRequest(db, {
    user_id: userId,
    organization_id: organizationId,
    property_id: target.property.id,
    lease_period_id: period?.id ?? null,
    start_date: period?.start_date ?? null,
    end_date: period?.end_date ?? null,
  });
}
