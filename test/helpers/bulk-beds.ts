/**
 * Beds of one property in a natural layout, for lists of thousands of rows (the browser tests and
 * `npm run budgets`): four beds to a unit, `perFloor` beds to a floor, `perBuilding` to a building.
 */
export function bulkBeds(propertyId: number, count: number, { perBuilding = 2500, perFloor = 100 } = {}) {
  return Array.from({ length: count }, (_, n) => ({
    property_id: propertyId,
    building: `Tower ${1 + Math.floor(n / perBuilding)}`,
    floor: String(1 + Math.floor((n % perBuilding) / perFloor)),
    unit: String(100 + Math.floor(n / 4)),
    unit_type: n % 8 < 4 ? '4x4' : '2x2',
    room: 'ABCD'[n % 4]!,
    room_type: n % 3 ? 'Private' : 'Shared',
    bed: '1',
  }));
}
