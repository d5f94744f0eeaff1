import { premisesLabel } from '../../shared/leases/premises';
import { personName } from '../../shared/people';
import type { OfficeGroup, OfficeHold, OfficeSlot, SlotStatus } from '../../shared/selection/selection-office';

type Person = { first_name: string; last_name: string; email: string };

/** A place in the order as the office reads it. */
export function presentOfficeSlot(row: Person & { user_id: number; position: number; group_id: number | null }, startsAt: string, status: SlotStatus): OfficeSlot {
  return { user_id: row.user_id, name: personName(row.first_name, row.last_name, row.email), email: row.email, position: row.position, starts_at: startsAt, group_id: row.group_id, status };
}

/** The period's groups from their members (by group, in join order: each group's first leads), with their open invitations. */
export function presentOfficeGroups(members: readonly (Person & { group_id: number; user_id: number })[], pending: ReadonlyMap<number, number>): OfficeGroup[] {
  const groups = new Map<number, OfficeGroup>();
  for (const m of members) {
    const group = groups.get(m.group_id) ?? { id: m.group_id, members: [], pending_invitations: pending.get(m.group_id) ?? 0 };
    group.members.push({ user_id: m.user_id, name: personName(m.first_name, m.last_name, m.email), leader: group.members.length === 0 });
    groups.set(m.group_id, group);
  }
  return [...groups.values()];
}

/** A live hold as the office reads it: the bed's place, the student it is for and who took it. */
export function presentOfficeHold(row: Person & { id: number; layout_id: number; user_id: number; expires_at: string; building: string; floor: string; unit: string; room: string; bed: string; by_first_name: string; by_last_name: string; by_email: string }): OfficeHold {
  return {
    id: row.id,
    bed_id: row.layout_id,
    bed: premisesLabel(row),
    user_id: row.user_id,
    name: personName(row.first_name, row.last_name, row.email),
    held_by_name: personName(row.by_first_name, row.by_last_name, row.by_email),
    expires_at: row.expires_at,
  };
}
