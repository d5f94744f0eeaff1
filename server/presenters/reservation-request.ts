import { reservationState } from '../../shared/reservations/request-state';
import type { ReservationRow } from '../../shared/types/manager';
import type { listReservationRequests } from '../queries/reservation-requests';

/** A reservation request as the manager's inbox shows it, with whether the student's e-mail is verified and how it was answered. */
export function presentReservationRequest(row: Awaited<ReturnType<typeof listReservationRequests>>[number]): ReservationRow {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    cell_phone: row.cell_phone,
    email_verified: row.email_verified_at !== null,
    property_id: row.property_id,
    property_name: row.property_name,
    lease_period_name: row.lease_period_name,
    start_date: row.start_date,
    end_date: row.end_date,
    opened_at: row.opened_at,
    created_at: row.created_at,
    state: reservationState(row),
    application_id: row.application_id,
    application_status: row.application_status,
    lease_id: row.lease_id,
    lease_status: row.lease_status,
    closed_at: row.closed_at,
    closed_by: row.closed_by,
  };
}
