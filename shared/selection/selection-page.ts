import { BASE_PATH } from '../constants';
import { parseAmount } from '../money';
import type { RoommateGroupAnswer, SelectionBed, SelectionMember, StudentSelection } from './selection-types';

/** The bed map of a lease period (`/new/tenant/select/{leasePeriodId}`): where a student waits for their slot, picks, holds and confirms a bed. */
export const selectionPath = (leasePeriodId: number): string => `${BASE_PATH}/tenant/select/${leasePeriodId}`;

/** The page a roommate invitation's mail links to. */
export const roommateInvitationPath = (token: string): string => `${BASE_PATH}/tenant/roommates/${token}`;

/** The query parameters of the bed map: the building shown, the filters, and a leader's beds chosen so far (and one more, from a bed's button without JavaScript). */
export const SELECTION_QUERY = { building: 'building', roomType: 'room_type', maxPrice: 'max_price', picks: 'picks', pick: 'pick', joined: 'joined' } as const;

/** The bed map at a building, with filters and a leader's beds chosen so far (each left out when empty). */
export function selectionUrl(leasePeriodId: number, at: { building?: string | null; filters?: SelectionFilters; picks?: readonly number[] } = {}): string {
  const query = new URLSearchParams();
  if (at.building) query.set(SELECTION_QUERY.building, at.building);
  if (at.filters?.room_type) query.set(SELECTION_QUERY.roomType, at.filters.room_type);
  if (at.filters?.max_price) query.set(SELECTION_QUERY.maxPrice, at.filters.max_price);
  if (at.picks?.length) query.set(SELECTION_QUERY.picks, at.picks.join(','));
  const text = query.toString();
  return text ? `${selectionPath(leasePeriodId)}?${text}` : selectionPath(leasePeriodId);
}

/**
 * The building the bed map opens at when none is asked for: the one of the student's hold, else the
 * first where they may hold a bed now (its tab's count), else the first. At a slot's first second a
 * student sees free beds at once, not a building the slots before filled.
 */
export function openingBuilding(buildings: readonly string[], freeByBuilding: Readonly<Record<string, number>>, heldBuilding: string | undefined): string {
  if (heldBuilding !== undefined && buildings.includes(heldBuilding)) return heldBuilding;
  return buildings.find((b) => (freeByBuilding[b] ?? 0) > 0) ?? buildings[0] ?? '';
}

/** What a form posted to the bed map page asks for (its `intent` field). */
export const SELECTION_INTENT_FIELD = 'intent';
export const SELECTION_INTENTS = ['hold', 'release', 'confirm', 'create_group', 'invite', 'leave_group'] as const;
export type SelectionIntent = (typeof SELECTION_INTENTS)[number];
/** The intents of the roommate group panel (their messages show there, the others' above the map). */
export const ROOMMATE_INTENTS: readonly SelectionIntent[] = ['create_group', 'invite', 'leave_group'];

/** The bed map's filters as typed: a room type ('' for all) and the most a plan may total, in dollars ('' for any). */
export type SelectionFilters = { room_type: string; max_price: string };
export const NO_FILTERS: SelectionFilters = { room_type: '', max_price: '' };

/** The cents of a typed maximum price; null when it is empty or not an amount (no limit). */
export function maxPriceCents(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!trimmed) return null;
  const cents = parseAmount(trimmed);
  return cents === null || cents < 0 ? null : cents;
}

/** Whether a bed passes the filters: its room type, and a plan offered on it totalling at most the maximum (a bed without plans has no price to pass). */
export function bedMatches(bed: Pick<SelectionBed, 'room_type' | 'plans'>, filters: SelectionFilters): boolean {
  if (filters.room_type && bed.room_type !== filters.room_type) return false;
  const max = maxPriceCents(filters.max_price);
  if (max === null) return true;
  return bed.plans.some((plan) => {
    const total = parseAmount(plan.total);
    return total !== null && total <= max;
  });
}

/** One room of a unit and its beds, one unit of a floor, one floor of a building, in the map's (natural) order. */
export type RoomBeds = { room: string; room_type: string; beds: SelectionBed[] };
export type UnitBeds = { unit: string; unit_type: string; rooms: RoomBeds[] };
export type FloorBeds = { floor: string; units: UnitBeds[] };

/** A building's beds grouped floor → unit → room, keeping their order. */
export function bedTree(beds: readonly SelectionBed[]): FloorBeds[] {
  const floors: FloorBeds[] = [];
  for (const bed of beds) {
    let floor = floors.find((f) => f.floor === bed.floor);
    if (!floor) floors.push((floor = { floor: bed.floor, units: [] }));
    let unit = floor.units.find((u) => u.unit === bed.unit);
    if (!unit) floor.units.push((unit = { unit: bed.unit, unit_type: bed.unit_type, rooms: [] }));
    let room = unit.rooms.find((r) => r.room === bed.room);
    if (!room) unit.rooms.push((room = { room: bed.room, room_type: bed.room_type, beds: [] }));
    room.beds.push(bed);
  }
  return floors;
}

/** Whether the student may hold this bed now: free, not closed to them by the gender rule. */
export const holdable = (bed: Pick<SelectionBed, 'state' | 'closed'>): boolean => bed.state === 'free' && bed.closed === null;

/** A leader's beds chosen so far with a bed pressed: taken back when it was chosen, else given to the next member (none past the last). */
export function togglePick(picks: readonly number[], bedId: number, members: number): number[] {
  if (picks.includes(bedId)) return picks.filter((id) => id !== bedId);
  return picks.length < members ? [...picks, bedId] : [...picks];
}

/** The picks a query names (`12,15,9`), each once, at most one a member. */
export function parsePicks(text: string | null, members: number): number[] {
  const ids = (text ?? '').split(',').filter((part) => /^[1-9][0-9]{0,15}$/.test(part)).map(Number);
  return [...new Set(ids)].slice(0, members);
}

/** Whether the student chooses for a group: its leader, with others in it (a group of one selects as one student). */
export const picksForGroup = (selection: Pick<StudentSelection, 'my_group'>): boolean => !!selection.my_group && selection.my_group.leader && selection.my_group.members.length > 1;

/** The group's member who leads it (the first). */
export const groupLeader = (members: readonly SelectionMember[]): SelectionMember | undefined => members.find((m) => m.leader) ?? members[0];

/** A time left as a countdown shows it: "14:32", "1:05:09", "2 days 3:04:05"; never below zero. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = hours || days ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
  return days ? `${days} ${days === 1 ? 'day' : 'days'} ${clock}` : clock;
}

/** Why the bed map is not open to the student now, with the words the API's refusal says (`no_window`, `closed`, `not_eligible`), or that they wait for their slot, or already have a bed. */
export type SelectionBlock = { kind: 'no_window' | 'closed' | 'not_eligible' | 'has_lease' | 'waiting'; text: string };

/** The map as the page shows it: one building's beds, the buildings to switch to, the room types to filter by, and the beds a leader chose so far (of any building). */
export type SelectionMapData = { buildings: string[]; free_by_building: Record<string, number>; building: string; room_types: string[]; beds: SelectionBed[]; picked: SelectionBed[]; now: string };

/** What the bed map page's query asks for: the building shown (null: the first, or the one held), the filters, and a leader's beds chosen so far. */
export type SelectionWant = { building: string | null; filters: SelectionFilters; picks: number[] };

/** The bed map page of a period for the signed-in student. */
export type StudentSelectionPage = {
  selection: StudentSelection;
  block: SelectionBlock | null;
  map: SelectionMapData | null;
  /** Their roommate group and the invitations to them; null when the page offers no group (they may not select, or selection has closed). */
  roommates: RoommateGroupAnswer | null;
  /** The filters the page's query asked for. */
  filters: SelectionFilters;
};

/** The invitation page (`/new/tenant/roommates/{token}`): who invites, to which period, and why it cannot be accepted (null: it can). */
export type RoommateInvitationPage = { token: string; from: string; lease_period_id: number; lease_period_name: string; property_name: string; expires_at: string; expires_on: string; refusal: string | null };

/** My reservations' line of a period the student may select a bed in. */
export type SelectionSlotLine = { lease_period_id: number; lease_period_name: string; property_name: string; label: string; may_select: boolean };
