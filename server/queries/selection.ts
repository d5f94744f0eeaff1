import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { BedHoldsTable, SelectionWindowsTable } from '../db/schema';
import { unitKey } from '../../shared/selection/bed-states';

/**
 * Room selection (issue 49, docs/decisions/043-room-selection.md): a period's window and the company's
 * time zone, who may select, their places in the order, and the holds.
 */

/** A lease period with what selection reads of it: its names, company, property, time zone and window (null fields: none set). */
const periodsQuery = (db: Db) =>
  db
    .selectFrom('lease_periods as lp')
    .innerJoin('properties as p', 'p.id', 'lp.property_id')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .leftJoin('selection_windows as w', 'w.lease_period_id', 'lp.id')
    .select(['lp.id', 'lp.name', 'lp.property_id', 'lp.visible', 'lp.gender_m', 'lp.gender_f', 'lp.allow_same_bed_renewals', 'lp.renewal_deadline', 'p.name as property_name', 'p.organization_id', 'o.time_zone'])
    .select(['w.id as window_id', 'w.opens_at', 'w.closes_at', 'w.slot_minutes', 'w.per_slot', 'w.slot_order', 'w.draw_seed', 'w.hold_minutes', 'w.applicants', 'w.transfers', 'w.version as window_version']);

export async function selectionPeriod(db: Db, periodId: number) {
  return periodsQuery(db).where('lp.id', '=', periodId).executeTakeFirst();
}

/** selectionPeriod of several periods at once. */
export async function selectionPeriods(db: Db, periodIds: readonly number[]) {
  return periodIds.length ? periodsQuery(db).where('lp.id', 'in', [...periodIds]).execute() : [];
}

export type SelectionPeriodRow = NonNullable<Awaited<ReturnType<typeof selectionPeriod>>>;

export async function insertWindow(db: Db, values: Insertable<SelectionWindowsTable>): Promise<void> {
  await db.insertInto('selection_windows').values(values).execute();
}

/** Changes a period's window while it still has the version read (when given); false when it did not. */
export async function updateWindowIf(db: Db, periodId: number, version: number | undefined, values: Omit<Updateable<SelectionWindowsTable>, 'organization_id' | 'lease_period_id' | 'version' | 'updated_at'>): Promise<boolean> {
  let query = db
    .updateTable('selection_windows')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
    .where('lease_period_id', '=', periodId);
  if (version !== undefined) query = query.where('version', '=', version);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}

/**
 * The students who may select in a period, with what orders them: approved applicants for it
 * without a lease in it (by when their application was approved), and residents of its renewal
 * source periods, not marked not renewing, without a lease in it (by when the application of the
 * lease they renew was approved). `userIds` narrows to those students.
 */
export async function eligibleStudents(db: Db, periodId: number, who: { applicants: boolean; transfers: boolean }, userIds?: readonly number[]) {
  if (userIds && userIds.length === 0) return { applicants: [], transfers: [] };
  const applicants = who.applicants
    ? await db
        .selectFrom('rental_applications as a')
        .innerJoin('reservation_requests as r', 'r.id', 'a.reservation_request_id')
        .select(['a.user_id', 'a.id as application_id', 'a.decided_at as approved_at'])
        .where('r.lease_period_id', '=', periodId)
        .where('a.status', '=', 'Approved')
        .where((eb) => eb.not(eb.exists(eb.selectFrom('leases as y').select('y.id').whereRef('y.user_id', '=', 'a.user_id').where('y.lease_period_id', '=', periodId).where('y.status', '<>', 'Void'))))
        .$if(userIds !== undefined, (q) => q.where('a.user_id', 'in', [...userIds!]))
        .orderBy('a.decided_at')
        .orderBy('a.id')
        .execute()
    : [];
  const transfers = who.transfers
    ? await db
        .selectFrom('leases as x')
        .innerJoin('lease_period_renewal_sources as s', 's.source_period_id', 'x.lease_period_id')
        .innerJoin('rental_applications as a', 'a.id', 'x.application_id')
        .select(['x.user_id', 'x.id as lease_id', 'a.decided_at as approved_at'])
        .where('s.lease_period_id', '=', periodId)
        .where('x.status', '=', 'Executed')
        .where('x.not_renewing_reason', 'is', null)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('leases as y').select('y.id').whereRef('y.user_id', '=', 'x.user_id').where('y.lease_period_id', '=', periodId).where('y.status', '<>', 'Void'))))
        .$if(userIds !== undefined, (q) => q.where('x.user_id', 'in', [...userIds!]))
        .orderBy('a.decided_at')
        .orderBy('x.id')
        .execute()
    : [];
  return { applicants, transfers };
}

/** The students' places in a period's order, by student. */
export async function slotPositions(db: Db, periodId: number, userIds?: readonly number[]): Promise<Map<number, { position: number; notified_starts_at: string | null }>> {
  if (userIds && userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('selection_slots')
    .select(['user_id', 'position', 'notified_starts_at'])
    .where('lease_period_id', '=', periodId)
    .$if(userIds !== undefined, (q) => q.where('user_id', 'in', [...userIds!]))
    .execute();
  return new Map(rows.map((r) => [r.user_id, { position: r.position, notified_starts_at: r.notified_starts_at }]));
}

/** The next free place at the end of a period's order. */
export async function nextPosition(db: Db, periodId: number): Promise<number> {
  const row = await db.selectFrom('selection_slots').select((eb) => eb.fn.max('position').as('last')).where('lease_period_id', '=', periodId).executeTakeFirst();
  return row?.last == null ? 0 : Number(row.last) + 1;
}

/** Replaces a period's order with these places (kept sent times stay with their student). */
export async function replaceSlots(db: Db, periodId: number, rows: readonly { user_id: number; position: number; notified_starts_at: string | null }[]): Promise<void> {
  await db.deleteFrom('selection_slots').where('lease_period_id', '=', periodId).execute();
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('selection_slots').values(rows.slice(i, i + 500).map((r) => ({ lease_period_id: periodId, ...r }))).execute();
}

/** Adds students at the end of the order. */
export async function appendSlots(db: Db, periodId: number, rows: readonly { user_id: number; position: number }[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('selection_slots').values(rows.slice(i, i + 500).map((r) => ({ lease_period_id: periodId, ...r }))).execute();
}

const HOLD_COLUMNS = ['h.id', 'h.organization_id', 'h.lease_period_id', 'h.layout_id', 'h.user_id', 'h.held_by', 'h.group_id', 'h.status', 'h.expires_at', 'h.lease_id'] as const;

/** The holds of a period still marked live (some may have run out and wait for the sweep). */
export async function liveHolds(db: Db, periodId: number) {
  return db.selectFrom('bed_holds as h').innerJoin('users as u', 'u.id', 'h.user_id').select([...HOLD_COLUMNS, 'u.gender']).where('h.lease_period_id', '=', periodId).where('h.status', '=', 'held').execute();
}

/** The live holds of these students, or of these beds, in a period (each looked up by its own index). */
export async function liveHoldsOf(db: Db, periodId: number, by: { userIds?: readonly number[]; bedIds?: readonly number[] }) {
  const live = () => db.selectFrom('bed_holds as h').select(HOLD_COLUMNS).where('h.lease_period_id', '=', periodId).where('h.status', '=', 'held');
  const byStudent = by.userIds?.length ? await live().where('h.user_id', 'in', [...by.userIds]).execute() : [];
  const byBed = by.bedIds?.length ? await live().where('h.layout_id', 'in', [...by.bedIds]).execute() : [];
  return [...new Map([...byStudent, ...byBed].map((h) => [h.id, h])).values()];
}

/** The live holds a student took (for themselves, or for their group as its leader) or that are held for them, in the order taken (each looked up by its own index). */
export async function holdsOfStudent(db: Db, periodId: number, userId: number) {
  const live = () => db.selectFrom('bed_holds as h').select(HOLD_COLUMNS).where('h.lease_period_id', '=', periodId).where('h.status', '=', 'held');
  const [taken, forThem] = await Promise.all([live().where('h.held_by', '=', userId).execute(), live().where('h.user_id', '=', userId).execute()]);
  return [...new Map([...taken, ...forThem].map((h) => [h.id, h])).values()].sort((a, b) => a.id - b.id);
}

export type HoldRow = Awaited<ReturnType<typeof holdsOfStudent>>[number];

/** The live holds of a roommate group (each member's bed, taken by its leader). */
export async function groupHolds(db: Db, groupId: number) {
  return db.selectFrom('bed_holds as h').select(HOLD_COLUMNS).where('h.group_id', '=', groupId).where('h.status', '=', 'held').orderBy('h.id').execute();
}

/** Live holds that ran out before `now`, oldest first, at most `limit`. */
export async function runOutHolds(db: Db, now: string, limit: number) {
  return db.selectFrom('bed_holds as h').select(HOLD_COLUMNS).where('h.status', '=', 'held').where('h.expires_at', '<=', now).orderBy('h.expires_at').orderBy('h.id').limit(limit).execute();
}

/** Inserts holds of different beds at once; answers each one's id by its bed. */
export async function insertHolds(db: Db, rows: readonly Insertable<BedHoldsTable>[]): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (let i = 0; i < rows.length; i += 500) {
    for (const r of await db.insertInto('bed_holds').values(rows.slice(i, i + 500)).returning(['id', 'layout_id']).execute()) ids.set(r.layout_id, r.id);
  }
  return ids;
}

/** Ends a live hold (confirmed, released or expired); false when it was no longer live. */
export async function endHoldIf(db: Db, id: number, values: { status: 'confirmed' | 'released' | 'expired'; ended_by: string; lease_id?: number }): Promise<boolean> {
  const result = await db.updateTable('bed_holds').set({ ...values, ended_at: new Date().toISOString() }).where('id', '=', id).where('status', '=', 'held').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The beds of a property, with their places. */
export async function propertyBeds(db: Db, propertyId: number) {
  return db.selectFrom('layouts as l').select(['l.id', 'l.building', 'l.floor', 'l.unit', 'l.unit_type', 'l.room', 'l.room_type', 'l.bed']).where('l.property_id', '=', propertyId).execute();
}

/** The beds with a live lease in the period, with the gender of its student. */
export async function leasedBeds(db: Db, periodId: number) {
  return db.selectFrom('leases as x').innerJoin('users as u', 'u.id', 'x.user_id').select(['x.layout_id', 'u.gender']).where('x.lease_period_id', '=', periodId).where('x.status', '<>', 'Void').execute();
}

/** The largest number of beds in one unit of a property (a group is at most that size). */
export async function largestUnit(db: Db, propertyId: number): Promise<number> {
  const rows = await db.selectFrom('layouts').select((eb) => eb.fn.countAll<number>().as('beds')).where('property_id', '=', propertyId).groupBy(['building', 'unit']).execute();
  return rows.reduce((max, r) => Math.max(max, Number(r.beds)), 0);
}

/** These beds with their places, of one property. */
export async function bedsByIds(db: Db, propertyId: number, bedIds: readonly number[]) {
  return db.selectFrom('layouts as l').select(['l.id', 'l.building', 'l.floor', 'l.unit', 'l.unit_type', 'l.room', 'l.room_type', 'l.bed']).where('l.property_id', '=', propertyId).where('l.id', 'in', [...bedIds]).execute();
}

/**
 * The live leases and live holds (with their student's gender) of the period on beds of these units.
 * The units' beds are found first, then leases and holds by bed through their live-bed indexes: an
 * OR of (building, unit) pairs joined to every lease and hold of the period took 160 ms a batch on
 * PostgreSQL at a slot's opening (issue 49's bench).
 */
export async function occupantsOfUnits(db: Db, periodId: number, propertyId: number, units: readonly { building: string; unit: string }[]) {
  if (!units.length) return [];
  const wanted = new Set(units.map(unitKey));
  const candidates = await db
    .selectFrom('layouts')
    .select(['id', 'building', 'unit'])
    .where('property_id', '=', propertyId)
    .where('unit', 'in', [...new Set(units.map((u) => u.unit))])
    .where('building', 'in', [...new Set(units.map((u) => u.building))])
    .execute();
  const place = new Map(candidates.filter((b) => wanted.has(unitKey(b))).map((b) => [b.id, b]));
  if (!place.size) return [];
  const bedIds = [...place.keys()];
  const [leased, held] = await Promise.all([
    db.selectFrom('leases as x').innerJoin('users as u', 'u.id', 'x.user_id').select(['x.layout_id', 'u.gender']).where('x.lease_period_id', '=', periodId).where('x.status', '<>', 'Void').where('x.layout_id', 'in', bedIds).execute(),
    db.selectFrom('bed_holds as h').innerJoin('users as u', 'u.id', 'h.user_id').select(['h.layout_id', 'u.gender', 'h.expires_at']).where('h.lease_period_id', '=', periodId).where('h.status', '=', 'held').where('h.layout_id', 'in', bedIds).execute(),
  ]);
  const now = Date.now();
  return [...leased, ...held.filter((h) => Date.parse(h.expires_at) > now)].map(({ layout_id, gender }) => {
    const { building, unit } = place.get(layout_id)!;
    return { layout_id, building, unit, gender };
  });
}

/** The beds of these ids with a live lease in the period. */
export async function bedsWithLease(db: Db, periodId: number, bedIds: readonly number[]): Promise<Set<number>> {
  const rows = await db.selectFrom('leases').select('layout_id').where('lease_period_id', '=', periodId).where('status', '<>', 'Void').where('layout_id', 'in', [...bedIds]).execute();
  return new Set(rows.map((r) => r.layout_id));
}

/** These students' live leases in the period. */
export async function studentsWithLease(db: Db, periodId: number, userIds: readonly number[]): Promise<Set<number>> {
  const rows = await db.selectFrom('leases').select('user_id').where('lease_period_id', '=', periodId).where('status', '<>', 'Void').where('user_id', 'in', [...userIds]).execute();
  return new Set(rows.map((r) => r.user_id));
}

/** Whether a bed is held in room selection in the period now, by anyone but `exceptFor` (a manager's assignment or a transfer leaves it alone). */
export async function bedHeldInSelection(db: Db, bedId: number, periodId: number, now: string, exceptFor?: number): Promise<boolean> {
  const row = await db
    .selectFrom('bed_holds')
    .select('id')
    .where('layout_id', '=', bedId)
    .where('lease_period_id', '=', periodId)
    .where('status', '=', 'held')
    .where('expires_at', '>', now)
    .$if(exceptFor !== undefined, (q) => q.where('user_id', '<>', exceptFor!))
    .executeTakeFirst();
  return !!row;
}

/** A student as a hold names them. */
export async function studentMember(db: Db, userId: number) {
  return db.selectFrom('users').select(['id as user_id', 'first_name', 'last_name', 'gender']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** studentMember of several students at once (those that exist). */
export async function studentMembers(db: Db, userIds: readonly number[]) {
  return userIds.length ? db.selectFrom('users').select(['id as user_id', 'first_name', 'last_name', 'gender']).where('id', 'in', [...userIds]).execute() : [];
}

/**
 * The periods shown to students whose selection window has not closed by `now` and in which the
 * student may have a place: one in the order, or an approved application for the period (placed at
 * the end the first time they ask). My reservations names each with its slot.
 */
export async function openSelectionPeriodsOf(db: Db, userId: number, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom('selection_windows as w')
    .innerJoin('lease_periods as lp', 'lp.id', 'w.lease_period_id')
    .select('w.lease_period_id')
    .where('lp.visible', '=', 1)
    .where('w.closes_at', '>', now)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('selection_slots as s').select('s.user_id').whereRef('s.lease_period_id', '=', 'w.lease_period_id').where('s.user_id', '=', userId)),
        eb.exists(
          eb
            .selectFrom('rental_applications as a')
            .innerJoin('reservation_requests as r', 'r.id', 'a.reservation_request_id')
            .select('a.id')
            .whereRef('r.lease_period_id', '=', 'w.lease_period_id')
            .where('a.user_id', '=', userId)
            .where('a.status', '=', 'Approved'),
        ),
      ]),
    )
    .orderBy('w.opens_at')
    .orderBy('w.lease_period_id')
    .execute();
  return rows.map((r) => r.lease_period_id);
}
