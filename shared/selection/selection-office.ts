import type { SelectionMember, SelectionWindow } from './selection-types';
import { groupPosition, slotStartsAt, type SlotWindow } from './slots';

/** Where a student stands in a period's selection: waiting for (or in) their slot, holding a bed now, or leased in the period. */
export const SLOT_STATUSES = ['waiting', 'holding', 'leased'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/** A place in the order: the student, their place (0 first), when they (their group) may start, their group and where they stand. */
export type OfficeSlot = {
  user_id: number;
  name: string;
  email: string;
  position: number;
  /** Their group's (its earliest member's) slot when they are in one, else their own. */
  starts_at: string;
  group_id: number | null;
  status: SlotStatus;
};

/** A roommate group of the period: its members in the order they joined (the first leads) and its invitations still open. */
export type OfficeGroup = { id: number; members: SelectionMember[]; pending_invitations: number };

/** A live hold: the bed, the student it is for, who took it (the student, or their group's leader), when it runs out. */
export type OfficeHold = { id: number; bed_id: number; bed: string; user_id: number; name: string; held_by_name: string; expires_at: string };

/** `GET /api/agreement-periods/{id}/selection/`: a period's room selection as its managers see it. */
export type SelectionOffice = {
  window: SelectionWindow | null;
  /** The company's time zone: the window's times are set and announced in it. */
  time_zone: string;
  slots: OfficeSlot[];
  groups: OfficeGroup[];
  holds: OfficeHold[];
};

/**
 * When each student in the order may start, by student: a student in a roommate group at the group's
 * earliest placed member's slot (as the student's own selection reads it), anyone else at their own.
 */
export function slotStarts(window: SlotWindow, slots: readonly { user_id: number; position: number; group_id: number | null }[]): Map<number, string> {
  const earliest = new Map<number, number>();
  for (const s of slots) if (s.group_id !== null) earliest.set(s.group_id, groupPosition([earliest.get(s.group_id) ?? s.position, s.position]));
  return new Map(slots.map((s) => [s.user_id, slotStartsAt(window, s.group_id === null ? s.position : earliest.get(s.group_id)!)]));
}
