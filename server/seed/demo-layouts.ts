import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { LayoutsTable } from '../db/schema';
import { insertLayouts } from '../queries/layouts';

const BUILDINGS = [
  ['North Hall', 'South Hall'],
  ['Building A', 'Building B'],
  ['East Wing', 'West Wing'],
  ['Tower 1', 'Tower 2'],
];
const FLOORS = 3;
const UNITS_PER_FLOOR = 4;
const ROOMS = ['A', 'B'];

/**
 * The beds of one demo property: 2 buildings x 3 floors x 4 units (101-104, 201-204, ...) x 2 rooms,
 * a private room holding one bed and a shared room two (about a third are shared), 60-70 beds.
 * Corner units are 2x2 (a bath per room), the others 2x1.
 */
export function demoBeds(propertyId: number, propertyIndex: number): Insertable<LayoutsTable>[] {
  const beds: Insertable<LayoutsTable>[] = [];
  const buildings = BUILDINGS[propertyIndex % BUILDINGS.length]!;
  for (const building of buildings) {
    for (let floor = 1; floor <= FLOORS; floor++) {
      for (let n = 1; n <= UNITS_PER_FLOOR; n++) {
        const unit_type = n === 1 || n === UNITS_PER_FLOOR ? '2x2' : '2x1';
        for (const [r, room] of ROOMS.entries()) {
          const shared = (floor + n + r + propertyIndex + buildings.indexOf(building)) % 3 === 0;
          for (let bed = 1; bed <= (shared ? 2 : 1); bed++) {
            beds.push({ property_id: propertyId, building, floor: String(floor), unit: String(floor * 100 + n), unit_type, room, room_type: shared ? 'Shared' : 'Private', bed: String(bed) });
          }
        }
      }
    }
  }
  return beds;
}

/** Beds for each demo property (part of the one demo seed, which runs only on an empty database). */
export async function insertDemoLayouts(db: Db, propertyIds: number[]): Promise<void> {
  for (const [index, id] of propertyIds.entries()) await insertLayouts(db, demoBeds(id, index));
}
