/** The order beds are listed in: by property, then building, floor, unit, room and bed. */

// Natural ("2" before "10") and blind to case and accents, as a person reads a building plan.
const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

type Ordered = { id: number; property_id: number; building: string; floor: string; unit: string; room: string; bed: string };

const TEXT_KEYS = ['building', 'floor', 'unit', 'room', 'bed'] as const;

/** Compares two beds for Array.prototype.sort; equal places fall back to the id, so the order is total. */
export function compareLayouts(a: Ordered, b: Ordered): number {
  if (a.property_id !== b.property_id) return a.property_id - b.property_id;
  for (const key of TEXT_KEYS) {
    const order = collator.compare(a[key], b[key]);
    if (order) return order;
  }
  return a.id - b.id;
}
