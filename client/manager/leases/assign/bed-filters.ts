import type { FreeBed } from '../../../../shared/leases/lease-types';

/** What the assign dialog filters free beds by, each a select of the values its beds have. */
export const BED_FILTERS = [
  { key: 'building', label: 'Building' },
  { key: 'floor', label: 'Floor' },
  { key: 'unit_type', label: 'Unit type' },
  { key: 'room_type', label: 'Room type' },
] as const;

export type BedFilterKey = (typeof BED_FILTERS)[number]['key'];
export type BedFilters = Partial<Record<BedFilterKey, string>>;

/** Each filter's values, in the order the beds first have them (the beds come in natural order). */
export function bedFilterOptions(beds: readonly FreeBed[]): Record<BedFilterKey, string[]> {
  const sets = Object.fromEntries(BED_FILTERS.map(({ key }) => [key, new Set<string>()])) as Record<BedFilterKey, Set<string>>;
  for (const bed of beds) for (const { key } of BED_FILTERS) sets[key].add(bed[key]);
  return Object.fromEntries(BED_FILTERS.map(({ key }) => [key, [...sets[key]]])) as Record<BedFilterKey, string[]>;
}

/** The beds every chosen filter value matches, in the order given. */
export const filteredBeds = (beds: readonly FreeBed[], filters: BedFilters) => beds.filter((bed) => BED_FILTERS.every(({ key }) => !filters[key] || bed[key] === filters[key]));
