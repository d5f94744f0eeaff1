import { bedPlace, type StudentMaintenance } from '../../shared/tickets/my-maintenance';
import type { Db } from '../db/database';
import { presentTicket } from '../presenters/ticket';
import { findReportingLease, listStudentTickets, studentTicketExtras } from '../queries/tickets';

/** The student's Maintenance page: where they may report from (their newest lease that allows it) and their requests with the comments meant for them. */
export async function getStudentMaintenance(db: Db, userId: number): Promise<StudentMaintenance> {
  const [lease, rows] = await Promise.all([findReportingLease(db, userId), listStudentTickets(db, userId)]);
  const { comments, photos } = await studentTicketExtras(db, rows.map((r) => r.id));
  const tickets = rows.map((row) => presentTicket(row, comments.get(row.id) ?? [], photos.get(row.id) ?? [], 'student'));
  return { place: lease ? { property_name: lease.property_name, location: bedPlace(lease) } : null, tickets };
}
