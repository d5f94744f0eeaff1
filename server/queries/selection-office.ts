import type { Db } from '../db/database';

/**
 * Room selection as the office reads it (issue 49): a period's whole order, its roommate groups and
 * its live holds, each in one statement however many students select (3,000 at a large property),
 * and what the `selection_slot` message needs of the order.
 */

/** Every place in a period's order, first first, with its student and the roommate group they are in (null: none). */
export async function periodSlots(db: Db, periodId: number) {
  return db
    .selectFrom('selection_slots as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('roommate_group_members as m', (join) => join.onRef('m.lease_period_id', '=', 's.lease_period_id').onRef('m.user_id', '=', 's.user_id'))
    .select(['s.user_id', 's.position', 's.notified_starts_at', 'u.first_name', 'u.last_name', 'u.email', 'u.cell_phone', 'm.group_id'])
    .where('s.lease_period_id', '=', periodId)
    .orderBy('s.position')
    .execute();
}

export type PeriodSlotRow = Awaited<ReturnType<typeof periodSlots>>[number];

/** The students with a live (not void) lease in the period. */
export async function leasedStudents(db: Db, periodId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('leases').select('user_id').distinct().where('lease_period_id', '=', periodId).where('status', '<>', 'Void').execute();
  return new Set(rows.map((r) => r.user_id));
}

/** Every member of the period's roommate groups, by group and in the order they joined (each group's first leads). */
export async function periodGroupMembers(db: Db, periodId: number) {
  return db
    .selectFrom('roommate_group_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.group_id', 'm.user_id', 'u.first_name', 'u.last_name', 'u.email'])
    .where('m.lease_period_id', '=', periodId)
    .orderBy('m.group_id')
    .orderBy('m.id')
    .execute();
}

/** How many invitations of each of the period's groups are still open (pending, not run out at `now`), by group. */
export async function pendingInvitationCounts(db: Db, periodId: number, now: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('roommate_invitations as i')
    .innerJoin('roommate_groups as g', 'g.id', 'i.group_id')
    .select((eb) => ['i.group_id', eb.fn.countAll<number>().as('pending')])
    .where('g.lease_period_id', '=', periodId)
    .where('i.status', '=', 'pending')
    .where('i.expires_at', '>', now)
    .groupBy('i.group_id')
    .execute();
  return new Map(rows.map((r) => [r.group_id, Number(r.pending)]));
}

/** The period's holds live at `now` (held, not run out), soonest to run out first, with the bed's place and who it is for and who took it. */
export async function periodLiveHolds(db: Db, periodId: number, now: string) {
  return db
    .selectFrom('bed_holds as h')
    .innerJoin('layouts as l', 'l.id', 'h.layout_id')
    .innerJoin('users as u', 'u.id', 'h.user_id')
    .innerJoin('users as by', 'by.id', 'h.held_by')
    .select(['h.id', 'h.layout_id', 'h.user_id', 'h.expires_at', 'l.building', 'l.floor', 'l.unit', 'l.room', 'l.bed', 'u.first_name', 'u.last_name', 'u.email'])
    .select(['by.first_name as by_first_name', 'by.last_name as by_last_name', 'by.email as by_email'])
    .where('h.lease_period_id', '=', periodId)
    .where('h.status', '=', 'held')
    .where('h.expires_at', '>', now)
    .orderBy('h.expires_at')
    .orderBy('h.id')
    .execute();
}

export type PeriodHoldRow = Awaited<ReturnType<typeof periodLiveHolds>>[number];

/**
 * Waits for (and then holds, until the transaction ends) the period's window row: two runs of the
 * slot messages at once take their turns, so the second reads what the first sent and sends nothing
 * twice. Changes nothing (the window's version stays).
 */
export async function lockWindow(db: Db, periodId: number): Promise<boolean> {
  const result = await db
    .updateTable('selection_windows')
    .set((eb) => ({ lease_period_id: eb.ref('lease_period_id') }))
    .where('lease_period_id', '=', periodId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records the slot time last sent to these students of the period. */
export async function markSlotsNotified(db: Db, periodId: number, userIds: readonly number[], startsAt: string): Promise<void> {
  for (let i = 0; i < userIds.length; i += 500) {
    await db.updateTable('selection_slots').set({ notified_starts_at: startsAt }).where('lease_period_id', '=', periodId).where('user_id', 'in', userIds.slice(i, i + 500)).execute();
  }
}
