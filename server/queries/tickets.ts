import { pushTo } from '../../shared/group';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import { insertedId } from './inserted-id';
import type { TicketCommentsTable, TicketPhotosTable, TicketsTable } from '../db/schema';
import type { TicketStatus } from '../../shared/tickets/ticket-texts';
import { REPORTING_LEASE_STATUSES } from '../../shared/tickets/ticket-status';


/** The columns a ticket's row in a list shows: the property, the bed's unit, the student and the assignee. */
const SUMMARY_COLUMNS = [
  't.id',
  't.property_id',
  't.category',
  't.description',
  't.location',
  't.urgent',
  't.status',
  't.waiting_for',
  't.assignee_id',
  't.created_at',
  't.version',
  'p.name as property_name',
  'l.building',
  'l.unit',
  'a.first_name as assignee_first_name',
  'a.last_name as assignee_last_name',
  'a.email as assignee_email',
] as const;

function ticketJoins(db: Db) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('properties as p', 'p.id', 't.property_id')
    .innerJoin('leases as x', 'x.id', 't.lease_id')
    .innerJoin('layouts as l', 'l.id', 'x.layout_id')
    .leftJoin('users as a', 'a.id', 't.assignee_id');
}

/** Tickets as lists show them (`TicketSummary`): 10,000 of them answer within the lists' 200 ms. */
export function ticketSummaryRows(db: Db) {
  return ticketJoins(db).select(SUMMARY_COLUMNS);
}

/** A ticket with everything its page shows: the list's columns, the student and the rest of the report. */
export function ticketRows(db: Db) {
  return ticketJoins(db)
    .innerJoin('users as s', 's.id', 't.student_user_id')
    .select([
      ...SUMMARY_COLUMNS,
      't.organization_id',
      't.lease_id',
      't.student_user_id',
      't.updated_at',
      't.closed_at',
      't.permission_to_enter',
      't.preferred_times',
      't.cancel_reason',
      's.first_name as student_first_name',
      's.last_name as student_last_name',
      's.email as student_email',
    ]);
}

export type TicketSummaryRow = Awaited<ReturnType<typeof listCompanyTickets>>[number];
export type TicketRow = NonNullable<Awaited<ReturnType<typeof findTicket>>>;

export async function findTicket(db: Db, id: number) {
  return ticketRows(db).where('t.id', '=', id).executeTakeFirst();
}

/** The company's tickets, newest first. */
export async function listCompanyTickets(db: Db, organizationId: number) {
  return ticketSummaryRows(db).where('t.organization_id', '=', organizationId).orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').execute();
}

/** How many of the company's tickets are New and taken by nobody (the navigation's count). */
export async function countNewTickets(db: Db, organizationId: number): Promise<number> {
  const { n } = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'New')
    .where('assignee_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A student's own tickets, newest first. */
export async function listStudentTickets(db: Db, userId: number) {
  return ticketRows(db).where('t.student_user_id', '=', userId).orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').execute();
}

/** The student's newest lease they may report from, with its bed's place (the report's location). */
export async function findReportingLease(db: Db, userId: number) {
  return db
    .selectFrom('leases as x')
    .innerJoin('layouts as l', 'l.id', 'x.layout_id')
    .innerJoin('properties as p', 'p.id', 'x.property_id')
    .select(['x.id', 'x.organization_id', 'x.property_id', 'p.name as property_name', 'l.building', 'l.floor', 'l.unit', 'l.room', 'l.bed'])
    .where('x.user_id', '=', userId)
    .where('x.status', 'in', REPORTING_LEASE_STATUSES)
    .orderBy('x.created_at', 'desc')
    .orderBy('x.id', 'desc')
    .executeTakeFirst();
}

export type ReportingLease = NonNullable<Awaited<ReturnType<typeof findReportingLease>>>;

export async function insertTicket(db: Db, values: Insertable<TicketsTable>): Promise<number> {
  return insertedId(db, 'tickets', values);
}

/** Writes a change only while the ticket is still at `expect` (its status, and version when sent); answers whether it was written. */
export async function updateTicketIf(db: Db, id: number, expect: { status: TicketStatus; version?: number }, changes: Updateable<TicketsTable>): Promise<boolean> {
  let query = db
    .updateTable('tickets')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', expect.status);
  if (expect.version !== undefined) query = query.where('version', '=', expect.version);
  const { numUpdatedRows } = await query.executeTakeFirstOrThrow();
  return numUpdatedRows > 0n;
}

/** Marks a ticket updated when a comment or photo is added; its version stays, so a colleague's status change is not refused for a comment. */
export async function touchTicket(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('tickets').set({ updated_at: at }).where('id', '=', id).execute();
}

export async function listTicketComments(db: Db, ticketId: number, onlyVisibleToStudent: boolean) {
  let query = db.selectFrom('ticket_comments').selectAll().where('ticket_id', '=', ticketId);
  if (onlyVisibleToStudent) query = query.where('visible_to_student', '=', 1);
  return query.orderBy('id').execute();
}

export async function insertTicketComment(db: Db, values: Insertable<TicketCommentsTable>): Promise<number> {
  return insertedId(db, 'ticket_comments', values);
}

export async function listTicketPhotos(db: Db, ticketId: number) {
  return db.selectFrom('ticket_photos').selectAll().where('ticket_id', '=', ticketId).orderBy('id').execute();
}

export async function findTicketPhoto(db: Db, ticketId: number, photoId: number) {
  return db.selectFrom('ticket_photos').selectAll().where('ticket_id', '=', ticketId).where('id', '=', photoId).executeTakeFirst();
}

export async function countTicketPhotos(db: Db, ticketId: number, stage: 'report' | 'completion'): Promise<number> {
  const { n } = await db.selectFrom('ticket_photos').select((eb) => eb.fn.countAll<number>().as('n')).where('ticket_id', '=', ticketId).where('stage', '=', stage).executeTakeFirstOrThrow();
  return Number(n);
}

export async function insertTicketPhoto(db: Db, values: Insertable<TicketPhotosTable>): Promise<number> {
  return insertedId(db, 'ticket_photos', values);
}

/** The company's managers and maintenance staff, who tickets can be assigned to. */
export async function listTicketAssignees(db: Db, organizationId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('user_roles as r', 'r.user_id', 'u.id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'r.role'])
    .where('u.organization_id', '=', organizationId)
    .where('u.is_active', '=', 1)
    .where('r.role', 'in', ['manager', 'maintenance'])
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.id')
    .execute();
}

/** The comments meant for the student and the photos of each of their tickets, by ticket id: two reads for the whole page. */
export async function studentTicketExtras(db: Db, ticketIds: readonly number[]) {
  const comments = new Map<number, Awaited<ReturnType<typeof listTicketComments>>>();
  const photos = new Map<number, Awaited<ReturnType<typeof listTicketPhotos>>>();
  if (!ticketIds.length) return { comments, photos };
  const [c, p] = await Promise.all([
    db.selectFrom('ticket_comments').selectAll().where('ticket_id', 'in', ticketIds).where('visible_to_student', '=', 1).orderBy('id').execute(),
    db.selectFrom('ticket_photos').selectAll().where('ticket_id', 'in', ticketIds).orderBy('id').execute(),
  ]);
  for (const row of c) pushTo(comments, row.ticket_id, row);
  for (const row of p) pushTo(photos, row.ticket_id, row);
  return { comments, photos };
}
