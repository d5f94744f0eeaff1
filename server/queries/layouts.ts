import type { Insertable } from 'kysely';
import { compareLayouts } from '../../shared/layouts/order';
import type { Db } from '../db/database';
import { insertedId } from './inserted-id';
import { dialectOf } from '../db/dialect';
import type { LayoutsTable } from '../db/schema';

const COLUMNS = ['layouts.id', 'layouts.property_id', 'layouts.building', 'layouts.floor', 'layouts.unit', 'layouts.unit_type', 'layouts.room', 'layouts.room_type', 'layouts.bed', 'layouts.version'] as const;

/**
 * The company's beds, of the given properties when given, in the natural order of shared/layouts/order.ts
 * (SQLite has no natural collation, so the sort runs here; 10,000 rows sort in a few milliseconds).
 */
export async function listLayouts(db: Db, organizationId: number, propertyIds?: number[]) {
  let query = db.selectFrom('layouts').innerJoin('properties', 'properties.id', 'layouts.property_id').select(COLUMNS).where('properties.organization_id', '=', organizationId);
  if (propertyIds) query = query.where('layouts.property_id', 'in', propertyIds.length ? propertyIds : [0]);
  return (await query.execute()).sort(compareLayouts);
}

export type LayoutRow = Awaited<ReturnType<typeof listLayouts>>[number];

/** One bed, or undefined when there is none with the id (the caller checks whose it is). */
export async function findLayoutIfAny(db: Db, id: number): Promise<LayoutRow | undefined> {
  return db.selectFrom('layouts').select(COLUMNS).where('layouts.id', '=', id).executeTakeFirst();
}

/** One bed (the caller has checked ownership). */
export async function findLayout(db: Db, id: number): Promise<LayoutRow> {
  return db.selectFrom('layouts').select(COLUMNS).where('layouts.id', '=', id).executeTakeFirstOrThrow();
}

export async function insertLayout(db: Db, values: Insertable<LayoutsTable>): Promise<number> {
  return insertedId(db, 'layouts', values);
}

export async function deleteLayout(db: Db, id: number): Promise<void> {
  await db.deleteFrom('layouts').where('id', '=', id).execute();
}

type BedPlace = { property_id: number; building: string; unit: string; room: string; bed: string };

/**
 * Whether another bed (not `exceptId`) has this place, compared as the `layouts_bed` index compares
 * (ASCII letters without regard to case), so the query runs on that index.
 */
export async function bedTaken(db: Db, place: BedPlace, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('layouts')
    .select('id')
    .where('property_id', '=', place.property_id)
    .where((eb) =>
      eb.and([
        dialectOf(db).caseBlindEquals(eb.ref('building'), place.building),
        dialectOf(db).caseBlindEquals(eb.ref('unit'), place.unit),
        dialectOf(db).caseBlindEquals(eb.ref('room'), place.room),
        dialectOf(db).caseBlindEquals(eb.ref('bed'), place.bed),
      ]),
    );
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return !!(await query.executeTakeFirst());
}

/** Adds beds in a few statements (SQLite bounds the parameters of one statement). */
export async function insertLayouts(db: Db, rows: Insertable<LayoutsTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) await db.insertInto('layouts').values(rows.slice(i, i + 100)).execute();
}

/** Where each bed of a property is: its building, unit, room and bed. */
export async function bedPlacesOf(db: Db, propertyId: number): Promise<BedPlace[]> {
  return db.selectFrom('layouts').select(['property_id', 'building', 'unit', 'room', 'bed']).where('property_id', '=', propertyId).execute();
}
