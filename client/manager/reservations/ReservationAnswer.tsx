import { Link } from 'react-router-dom';
import type { ReservationState } from '../../../shared/reservations/request-state';
import type { ReservationRow } from '../../../shared/types/manager';
import { statusChip } from '../components/Chip';
import { formatDateTime } from '../components/date-time';

/** A request's state as a chip: open ones want a manager, answered ones do not. */
export const ReservationStateChip = statusChip<ReservationState>({ Open: 'warning', Applied: 'info', Leased: 'success', Closed: 'neutral' });

/**
 * How the request was answered, for the row's details: links to the student's application and its
 * lease (managers only: those screens are theirs), or who closed it and when.
 */
export function ReservationAnswer({ row, links }: { row: ReservationRow; links: boolean }) {
  if (row.application_id === null) {
    return row.closed_at ? <>Closed by {row.closed_by} on {formatDateTime(row.closed_at)}</> : <>No application yet</>;
  }
  const application = `Application (${row.application_status})`;
  const lease = row.lease_id !== null ? `Lease (${row.lease_status})` : null;
  if (!links) return <>{lease ? `${application} · ${lease}` : application}</>;
  return (
    <>
      <Link to={`/applications/${row.application_id}`}>{application}</Link>
      {lease && (
        <>
          {' · '}
          <Link to={`/leases/${row.lease_id}`}>{lease}</Link>
        </>
      )}
    </>
  );
}
