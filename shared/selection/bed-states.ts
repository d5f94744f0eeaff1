import type { Gender } from '../constants';

export type BedState = 'free' | 'held' | 'taken';

/** A unit is known by its building and its number (two halls may both have a Unit 204). */
export const unitKey = (bed: { building: string; unit: string }): string => `${bed.building}\u0000${bed.unit}`;

type Occupant = { layout_id: number; gender: string | null };

/**
 * Each bed's state in a period: taken when a lease holds it (or it is kept for a resident renewing
 * into it), held while a hold on it has not run out, else free.
 */
export function bedStates(bedIds: readonly number[], leased: readonly Occupant[], held: readonly (Occupant & { expires_at: string })[], kept: ReadonlySet<number>, now: Date): Map<number, BedState> {
  const states = new Map<number, BedState>(bedIds.map((id) => [id, kept.has(id) ? 'taken' : 'free']));
  for (const h of held) if (Date.parse(h.expires_at) > now.getTime() && states.get(h.layout_id) === 'free') states.set(h.layout_id, 'held');
  for (const l of leased) if (states.has(l.layout_id)) states.set(l.layout_id, 'taken');
  return states;
}

/**
 * The gender rule of assignment, per unit: a unit where a student of one gender already has a lease
 * or a live hold is for that gender (beds of one unit share its rooms and bathroom); a unit with no
 * one yet is open to all. Students and occupants whose gender is not known are not held to it.
 */
export function unitGenders(beds: readonly { id: number; building: string; unit: string }[], occupants: readonly Occupant[]): Map<string, Set<string>> {
  const unitOf = new Map(beds.map((b) => [b.id, unitKey(b)]));
  const genders = new Map<string, Set<string>>();
  for (const o of occupants) {
    const unit = unitOf.get(o.layout_id);
    if (!unit || !o.gender) continue;
    const set = genders.get(unit) ?? new Set<string>();
    set.add(o.gender);
    genders.set(unit, set);
  }
  return genders;
}

/** Whether a student of `gender` may take a bed in a unit whose occupants have `occupantGenders`. */
export const genderAllows = (gender: Gender | string | null, occupantGenders: ReadonlySet<string> | undefined): boolean =>
  !gender || !occupantGenders || [...occupantGenders].every((g) => g === gender);
