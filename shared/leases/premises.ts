/** The parts of a bed's place, as a layout row holds them. */
export type BedPlace = { building: string; floor: string; unit: string; room: string; bed: string };

/**
 * The one label of a bed (issue 44): building, floor, unit, room, bed, each part named, empty parts
 * left out: "North Hall, Floor 2, Unit 204, Room A, Bed 1". Leases, screens, statements,
 * certificates and mails name a bed with it, so two Unit 204s in two halls never read alike.
 */
export function premisesLabel(p: BedPlace): string {
  return [p.building, p.floor && `Floor ${p.floor}`, p.unit && `Unit ${p.unit}`, p.room && `Room ${p.room}`, p.bed && `Bed ${p.bed}`].filter(Boolean).join(', ');
}
