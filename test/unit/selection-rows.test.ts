import { describe, expect, it } from '@jest/globals';
import { groupFields, holdFields, selectionRows, SLOT_CHOICES, slotFields, slotsAfterClose } from '../../client/manager/selection/selection-rows';
import { SELECTION_SCREEN_TEXTS as T } from '../../client/manager/selection/texts';
import { indexGridRows, shownGridRows, exportTable } from '../../client/manager/components/grid-rows';
import { slotStarts, type SelectionOffice } from '../../shared/selection/selection-office';

const WINDOW = { opens_at: '2027-02-03T15:00:00.000Z', closes_at: '2027-02-03T15:30:00.000Z', slot_minutes: 10, per_slot: 2 };
const at = (minutes: number) => new Date(Date.parse(WINDOW.opens_at) + minutes * 60_000).toISOString();

describe('slot times', () => {
  it('gives each student their slot, and a group’s members their earliest placed member’s', () => {
    const starts = slotStarts(WINDOW, [
      { user_id: 1, position: 0, group_id: null },
      { user_id: 2, position: 1, group_id: null },
      { user_id: 3, position: 2, group_id: 7 },
      { user_id: 4, position: 5, group_id: 8 },
      { user_id: 5, position: 4, group_id: 7 },
      { user_id: 6, position: 7, group_id: 8 },
    ]);
    expect(Object.fromEntries(starts)).toEqual({ 1: at(0), 2: at(0), 3: at(10), 4: at(20), 5: at(10), 6: at(20) });
  });
});

const office: SelectionOffice = {
  window: { ...WINDOW, order: 'approval', hold_minutes: 15, applicants: true, transfers: false, draw_seed: null, version: 1 },
  time_zone: 'America/New_York',
  slots: [
    { user_id: 1, name: 'Ava Student', email: 'ava@example.com', position: 0, starts_at: at(0), group_id: 7, status: 'holding' },
    { user_id: 2, name: 'Ben Student', email: 'ben@example.com', position: 1, starts_at: at(0), group_id: null, status: 'leased' },
    { user_id: 3, name: 'Cleo Student', email: 'cleo@example.com', position: 2, starts_at: at(0), group_id: 7, status: 'waiting' },
    { user_id: 4, name: 'Dev Student', email: 'dev@example.com', position: 10, starts_at: at(50), group_id: null, status: 'waiting' },
  ],
  groups: [{ id: 7, members: [{ user_id: 3, name: 'Cleo Student', leader: true }, { user_id: 1, name: 'Ava Student', leader: false }], pending_invitations: 2 }],
  holds: [{ id: 9, bed_id: 4, bed: 'North Hall, Floor 1, Unit 101, Room A, Bed 1', user_id: 1, name: 'Ava Student', held_by_name: 'Cleo Student', expires_at: '2027-02-03T15:14:00.000Z' }],
};

describe('the Selection screen’s grids', () => {
  const rows = selectionRows(office);
  const slots = slotFields(office.time_zone);

  it('names each student’s group by its leader, and gives a group its slot time', () => {
    expect(rows.slots.map((r) => [r.id, r.group_name])).toEqual([
      [1, T.groupOf('Cleo Student')],
      [2, ''],
      [3, T.groupOf('Cleo Student')],
      [4, ''],
    ]);
    expect(rows.groups).toEqual([{ ...office.groups[0], leader: 'Cleo Student', names: 'Cleo Student, Ava Student', starts_at: at(0) }]);
  });

  it('shows positions from 1 and times in the company’s zone, as the exports write them', () => {
    expect(exportTable(rows.slots, slots)).toEqual({
      header: ['Position', 'Student', 'E-mail', 'Slot time', 'Group', 'Status'],
      body: [
        ['1', 'Ava Student', 'ava@example.com', '02/03/2027 10:00 AM', 'Cleo Student’s group', 'Holding'],
        ['2', 'Ben Student', 'ben@example.com', '02/03/2027 10:00 AM', '', 'Leased'],
        ['3', 'Cleo Student', 'cleo@example.com', '02/03/2027 10:00 AM', 'Cleo Student’s group', 'Waiting'],
        ['11', 'Dev Student', 'dev@example.com', '02/03/2027 10:50 AM', '', 'Waiting'],
      ],
    });
    expect(exportTable(rows.groups, groupFields(office.time_zone)).body).toEqual([['Cleo Student', 'Cleo Student, Ava Student', '2', '2', '02/03/2027 10:00 AM']]);
    expect(exportTable(rows.holds, holdFields(office.time_zone)).body).toEqual([['North Hall, Floor 1, Unit 101, Room A, Bed 1', 'Ava Student', 'Cleo Student', '02/03/2027 10:14 AM']]);
  });

  it('filters by status (a choice), by a student’s name or e-mail, and sorts positions as numbers', () => {
    const index = indexGridRows(rows.slots, slots);
    const ids = (filters: Record<string, string>, sort?: { columnKey: string; direction: 'ASC' | 'DESC' }) => shownGridRows(index, slots, filters, sort).map((r) => r.id);
    expect(SLOT_CHOICES.status).toEqual(['Waiting', 'Holding', 'Leased']);
    expect(ids({ status: 'Waiting' })).toEqual([3, 4]);
    expect(ids({ student: 'BEN@' })).toEqual([2]);
    expect(ids({}, { columnKey: 'position', direction: 'DESC' })).toEqual([4, 3, 2, 1]);
    expect(ids({}, { columnKey: 'status', direction: 'ASC' })).toEqual([3, 4, 1, 2]);
  });

  it('counts the waiting students whose slot starts after the window closes', () => {
    expect(slotsAfterClose(office)).toBe(1);
    expect(slotsAfterClose({ ...office, window: null })).toBe(0);
  });
});
