import { SLOT_STATUSES, type OfficeGroup, type OfficeHold, type OfficeSlot, type SelectionOffice } from '../../../shared/selection/selection-office';
import { formatZonedDateTime } from '../../../shared/zoned-time';
import type { GridField } from '../components/grid-rows';
import { SELECTION_SCREEN_TEXTS as T } from './texts';

/** A place in the order as the grid holds it: keyed by its student, with their group named. */
export type SlotGridRow = OfficeSlot & { id: number; group_name: string };
/** A roommate group as the grid holds it: its leader, its members' names and its slot (its earliest member's; empty when none is placed). */
export type GroupGridRow = OfficeGroup & { leader: string; names: string; starts_at: string };
export type HoldGridRow = OfficeHold;

export type SlotColumnKey = keyof typeof T.slots.columns | 'email';
export type GroupColumnKey = keyof typeof T.groups.columns;
export type HoldColumnKey = keyof typeof T.holds.columns;

/** The grids' rows from the period's selection: each student's group named by its leader, each group's slot time. */
export function selectionRows(office: SelectionOffice): { slots: SlotGridRow[]; groups: GroupGridRow[]; holds: HoldGridRow[] } {
  const leaders = new Map(office.groups.map((g) => [g.id, g.members[0]?.name ?? '']));
  const slots = office.slots.map((s) => ({ ...s, id: s.user_id, group_name: s.group_id === null ? '' : T.groupOf(leaders.get(s.group_id) ?? '') }));
  const startsOf = new Map(office.slots.map((s) => [s.user_id, s.starts_at]));
  const groups = office.groups.map((g) => ({
    ...g,
    leader: g.members[0]?.name ?? '',
    names: g.members.map((m) => m.name).join(', '),
    starts_at: g.members.map((m) => startsOf.get(m.user_id)).find((at) => at !== undefined) ?? '',
  }));
  return { slots, groups, holds: office.holds };
}

const time = (iso: string, timeZone: string) => (iso ? formatZonedDateTime(iso, timeZone) : '');

/** The slots grid's data columns, its times in the company's zone: what each shows, filters on, sorts by and exports. */
export function slotFields(timeZone: string): GridField<SlotGridRow, SlotColumnKey>[] {
  return [
    { key: 'position', name: T.slots.columns.position, text: (r) => String(r.position + 1), order: (r) => r.position },
    { key: 'student', name: T.slots.columns.student, text: (r) => r.name, search: (r) => `${r.name} ${r.email}` },
    { key: 'email', name: 'E-mail', text: (r) => r.email },
    { key: 'starts_at', name: T.slots.columns.starts_at, text: (r) => time(r.starts_at, timeZone), order: (r) => r.starts_at },
    { key: 'group', name: T.slots.columns.group, text: (r) => r.group_name },
    { key: 'status', name: T.slots.columns.status, text: (r) => T.status[r.status], choice: true, order: (r) => SLOT_STATUSES.indexOf(r.status) },
  ];
}

/** The status filter's choices, in their order. */
export const SLOT_CHOICES = { status: SLOT_STATUSES.map((s) => T.status[s]) } as const;

export function groupFields(timeZone: string): GridField<GroupGridRow, GroupColumnKey>[] {
  return [
    { key: 'leader', name: T.groups.columns.leader, text: (r) => r.leader },
    { key: 'members', name: T.groups.columns.members, text: (r) => r.names },
    { key: 'size', name: T.groups.columns.size, text: (r) => String(r.members.length), order: (r) => r.members.length },
    { key: 'pending', name: T.groups.columns.pending, text: (r) => String(r.pending_invitations), order: (r) => r.pending_invitations },
    { key: 'starts_at', name: T.groups.columns.starts_at, text: (r) => time(r.starts_at, timeZone), order: (r) => r.starts_at },
  ];
}

export function holdFields(timeZone: string): GridField<HoldGridRow, HoldColumnKey>[] {
  return [
    { key: 'bed', name: T.holds.columns.bed, text: (r) => r.bed },
    { key: 'student', name: T.holds.columns.student, text: (r) => r.name },
    { key: 'held_by', name: T.holds.columns.held_by, text: (r) => r.held_by_name },
    { key: 'expires_at', name: T.holds.columns.expires_at, text: (r) => time(r.expires_at, timeZone), order: (r) => r.expires_at },
  ];
}

/** How many students' slots start after the window closes (they would never get to select). */
export function slotsAfterClose(office: SelectionOffice): number {
  if (!office.window) return 0;
  const closes = Date.parse(office.window.closes_at);
  return office.slots.filter((s) => s.status === 'waiting' && Date.parse(s.starts_at) >= closes).length;
}
