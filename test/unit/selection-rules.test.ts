import { describe, expect, it } from '@jest/globals';
import { bedStates, genderAllows, unitGenders } from '../../shared/selection/bed-states';
import { isLiveHold } from '../../shared/selection/hold-lifecycle';
import { formatSlotTime } from '../../shared/selection/selection-texts';
import { groupPosition, selectionBlock, slotStartsAt, windowState } from '../../shared/selection/slots';
import { orderStudents } from '../../server/services/selection/slot-order';

const window = { opens_at: '2027-02-03T15:00:00.000Z', closes_at: '2027-02-03T23:00:00.000Z', slot_minutes: 10, per_slot: 300 };
const now = (iso: string) => new Date(iso);

describe('selection slots', () => {
  it('gives per_slot students each slot of slot_minutes from the opening', () => {
    expect(slotStartsAt(window, 0)).toBe('2027-02-03T15:00:00.000Z');
    expect(slotStartsAt(window, 299)).toBe('2027-02-03T15:00:00.000Z');
    expect(slotStartsAt(window, 300)).toBe('2027-02-03T15:10:00.000Z');
    expect(slotStartsAt(window, 2999)).toBe('2027-02-03T16:30:00.000Z');
  });

  it('a group selects at its earliest member’s place', () => {
    expect(groupPosition([812, 5, 300])).toBe(5);
  });

  it('says where the window stands, and what blocks a student', () => {
    expect(windowState(window, now('2027-02-03T14:59:59.999Z'))).toBe('before');
    expect(windowState(window, now('2027-02-03T15:00:00.000Z'))).toBe('open');
    expect(windowState(window, now('2027-02-03T23:00:00.000Z'))).toBe('closed');
    const slot = '2027-02-03T15:10:00.000Z';
    expect(selectionBlock(window, slot, now('2027-02-03T15:09:59.000Z'))).toEqual({ kind: 'not_yet', starts_at: slot });
    expect(selectionBlock(window, slot, now('2027-02-03T15:10:00.000Z'))).toBeNull();
    expect(selectionBlock(window, slot, now('2027-02-04T00:00:00.000Z'))).toEqual({ kind: 'closed' });
  });

  it('announces a slot in the company’s time zone as the issue words it', () => {
    expect(formatSlotTime('2027-02-03T15:20:00.000Z', 'America/New_York')).toBe('Wed, Feb 3, 2027 at 10:20 AM');
    expect(formatSlotTime('2027-02-03T15:20:00.000Z', 'America/Los_Angeles')).toBe('Wed, Feb 3, 2027 at 7:20 AM');
    expect(formatSlotTime('2027-02-04T00:05:00.000Z', 'UTC')).toBe('Thu, Feb 4, 2027 at 12:05 AM');
  });
});

describe('the order students select in', () => {
  const students = [
    { user_id: 3, approved_at: '2026-11-02T09:00:00Z' },
    { user_id: 1, approved_at: '2026-11-03T09:00:00Z' },
    { user_id: 2, approved_at: '2026-11-02T09:00:00Z' },
    { user_id: 4, approved_at: null },
    { user_id: 3, approved_at: '2026-11-05T09:00:00Z' },
  ];

  it('by approval time, ties by id, unknown last, each student once', () => {
    expect(orderStudents(students, 'approval', null)).toEqual([2, 3, 1, 4]);
  });

  it('by a draw that the stored seed makes again, and another seed makes differently', () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ user_id: i + 1, approved_at: null }));
    const drawn = orderStudents(many, 'random', 'seed-a');
    expect(orderStudents(many, 'random', 'seed-a')).toEqual(drawn);
    expect([...drawn].sort((a, b) => a - b)).toEqual(many.map((s) => s.user_id));
    expect(orderStudents(many, 'random', 'seed-b')).not.toEqual(drawn);
    expect(drawn).not.toEqual(many.map((s) => s.user_id));
  });
});

describe('bed states and the gender rule', () => {
  const at = now('2027-02-03T15:00:00.000Z');
  it('a lease takes a bed, a live hold holds it, a run-out hold leaves it free, a kept bed is taken', () => {
    const states = bedStates([1, 2, 3, 4, 5], [{ layout_id: 1, gender: null }], [
      { layout_id: 2, gender: null, expires_at: '2027-02-03T15:10:00.000Z' },
      { layout_id: 3, gender: null, expires_at: '2027-02-03T14:59:00.000Z' },
    ], new Set([4]), at);
    expect(Object.fromEntries(states)).toEqual({ 1: 'taken', 2: 'held', 3: 'free', 4: 'taken', 5: 'free' });
    expect(isLiveHold({ status: 'held', expires_at: '2027-02-03T15:00:00.000Z' }, at)).toBe(false);
    expect(isLiveHold({ status: 'held', expires_at: '2027-02-03T15:00:00.001Z' }, at)).toBe(true);
  });

  it('a unit with a resident of one gender is for that gender; an empty unit, or unknown genders, are open to all', () => {
    const beds = [
      { id: 1, building: 'N', unit: '101' },
      { id: 2, building: 'N', unit: '101' },
      { id: 3, building: 'S', unit: '101' },
    ];
    const genders = unitGenders(beds, [{ layout_id: 1, gender: 'F' }, { layout_id: 3, gender: null }]);
    expect(genderAllows('M', genders.get('N\u0000101'))).toBe(false);
    expect(genderAllows('F', genders.get('N\u0000101'))).toBe(true);
    expect(genderAllows(null, genders.get('N\u0000101'))).toBe(true);
    expect(genderAllows('M', genders.get('S\u0000101'))).toBe(true);
  });
});
