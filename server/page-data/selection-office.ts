import { slotStarts, type SelectionOffice, type SlotStatus } from '../../shared/selection/selection-office';
import type { Db } from '../db/database';
import { presentOfficeGroups, presentOfficeHold, presentOfficeSlot } from '../presenters/selection-office';
import { selectionPeriod, type SelectionPeriodRow } from '../queries/selection';
import { leasedStudents, pendingInvitationCounts, periodGroupMembers, periodLiveHolds, periodSlots } from '../queries/selection-office';
import { presentWindow } from './selection';

/**
 * `GET /api/agreement-periods/{id}/selection/`: a period's room selection as its managers see it: the
 * window, every place in the order with its time (a group's at its earliest member's) and where the
 * student stands, the roommate groups, and the live holds. Five statements whatever the number of
 * students, read at once.
 */
export async function selectionOffice(db: Db, period: SelectionPeriodRow, now = new Date()): Promise<SelectionOffice> {
  const at = now.toISOString();
  const window = presentWindow(period);
  const [slots, leased, members, pending, holds] = await Promise.all([
    window ? periodSlots(db, period.id) : Promise.resolve([]),
    leasedStudents(db, period.id),
    periodGroupMembers(db, period.id),
    pendingInvitationCounts(db, period.id, at),
    periodLiveHolds(db, period.id, at),
  ]);
  const holding = new Set(holds.map((h) => h.user_id));
  const starts = window ? slotStarts(window, slots) : new Map<number, string>();
  const statusOf = (userId: number): SlotStatus => (leased.has(userId) ? 'leased' : holding.has(userId) ? 'holding' : 'waiting');
  return {
    window,
    time_zone: period.time_zone,
    slots: slots.map((s) => presentOfficeSlot(s, starts.get(s.user_id)!, statusOf(s.user_id))),
    groups: presentOfficeGroups(members, pending),
    holds: holds.map(presentOfficeHold),
  };
}

/** The office's read of a period by id (after a write that changed it). */
export async function selectionOfficeOf(db: Db, periodId: number): Promise<SelectionOffice> {
  return selectionOffice(db, (await selectionPeriod(db, periodId))!);
}
