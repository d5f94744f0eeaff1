import { describe, expect, it } from '@jest/globals';
import { bedMatches, bedTree, formatCountdown, maxPriceCents, openingBuilding, parsePicks, picksForGroup, selectionUrl, togglePick } from '../../shared/selection/selection-page';
import type { SelectionBed } from '../../shared/selection/selection-types';

/** The bed map page's pure rules (shared/selection/selection-page.ts): filters, the map's tree, a leader's picks, the countdown, the page's address. */

const bed = (id: number, over: Partial<SelectionBed> = {}): SelectionBed => ({
  id,
  building: 'North Hall',
  floor: '1',
  unit: '101',
  unit_type: '2x2',
  room: 'A',
  room_type: 'Private',
  bed: '1',
  label: `Bed ${id}`,
  state: 'free',
  mine: false,
  closed: null,
  plans: [{ id: 1, name: 'Two payments', total: '9000.00' }],
  ...over,
});

describe('the filters', () => {
  it('reads the highest total as typed: dollars, with a sign or thousands commas; anything else is no limit', () => {
    expect([maxPriceCents('9000'), maxPriceCents(' $9,000.50 '), maxPriceCents(''), maxPriceCents('cheap'), maxPriceCents('-5')]).toEqual([900000, 900050, null, null, null]);
  });

  it('keeps a bed of the room type with a plan totalling at most the highest total; a bed without plans has no price to pass', () => {
    const cheap = bed(1, { plans: [{ id: 1, name: 'A', total: '9500.00' }, { id: 2, name: 'B', total: '8000.00' }] });
    expect(bedMatches(cheap, { room_type: '', max_price: '8000' })).toBe(true);
    expect(bedMatches(cheap, { room_type: '', max_price: '7999.99' })).toBe(false);
    expect(bedMatches(cheap, { room_type: 'Shared', max_price: '' })).toBe(false);
    expect(bedMatches(bed(2, { plans: [] }), { room_type: '', max_price: '' })).toBe(true);
    expect(bedMatches(bed(2, { plans: [] }), { room_type: '', max_price: '10000' })).toBe(false);
  });
});

describe('the map', () => {
  it('groups a building’s beds floor → unit → room, keeping their order', () => {
    const tree = bedTree([bed(1), bed(2, { room: 'B' }), bed(3, { room: 'B', bed: '2' }), bed(4, { unit: '102', unit_type: '2x1' }), bed(5, { floor: '2', unit: '201' })]);
    expect(tree.map((f) => [f.floor, f.units.map((u) => [u.unit, u.unit_type, u.rooms.map((r) => [r.room, r.beds.map((b) => b.id)])])])).toEqual([
      ['1', [['101', '2x2', [['A', [1]], ['B', [2, 3]]]], ['102', '2x1', [['A', [4]]]]]],
      ['2', [['201', '2x2', [['A', [5]]]]]],
    ]);
  });
});

describe('the building the map opens at', () => {
  const buildings = ['North Hall', 'South Hall', 'West Hall'];
  it('is the one of the student’s hold, else the first with a bed they may hold, else the first', () => {
    expect(openingBuilding(buildings, { 'North Hall': 0, 'South Hall': 0, 'West Hall': 3 }, 'South Hall')).toBe('South Hall');
    expect(openingBuilding(buildings, { 'North Hall': 0, 'South Hall': 2, 'West Hall': 3 }, undefined)).toBe('South Hall');
    expect(openingBuilding(buildings, { 'North Hall': 1, 'South Hall': 2 }, undefined)).toBe('North Hall');
    expect(openingBuilding(buildings, { 'North Hall': 0, 'South Hall': 0, 'West Hall': 0 }, undefined)).toBe('North Hall');
    // A hold on a building no longer listed does not count; a property without beds opens nowhere.
    expect(openingBuilding(buildings, { 'West Hall': 1 }, 'East Hall')).toBe('West Hall');
    expect(openingBuilding([], {}, undefined)).toBe('');
  });
});

describe('a leader’s picks', () => {
  it('gives a bed to the next member, takes a chosen one back (the later members move up), and none past the last', () => {
    expect(togglePick([], 7, 3)).toEqual([7]);
    expect(togglePick([7, 8], 9, 3)).toEqual([7, 8, 9]);
    expect(togglePick([7, 8, 9], 10, 3)).toEqual([7, 8, 9]);
    expect(togglePick([7, 8, 9], 8, 3)).toEqual([7, 9]);
  });

  it('reads picks from the query once each, at most one a member', () => {
    expect(parsePicks('12,15,12,x,0,9', 3)).toEqual([12, 15, 9]);
    expect(parsePicks('1,2,3,4', 2)).toEqual([1, 2]);
    expect(parsePicks(null, 3)).toEqual([]);
  });

  it('is a leader’s of a group with others in it', () => {
    const members = (n: number) => Array.from({ length: n }, (_, i) => ({ user_id: i + 1, name: `M${i}`, leader: i === 0 }));
    expect(picksForGroup({ my_group: { id: 1, leader: true, members: members(2) } })).toBe(true);
    expect(picksForGroup({ my_group: { id: 1, leader: true, members: members(1) } })).toBe(false);
    expect(picksForGroup({ my_group: { id: 1, leader: false, members: members(3) } })).toBe(false);
    expect(picksForGroup({ my_group: null })).toBe(false);
  });
});

describe('the countdown and the address', () => {
  it('counts down in whole seconds, rounding up, never below zero', () => {
    expect([formatCountdown(872_000), formatCountdown(871_001), formatCountdown(5_000), formatCountdown(-3000)]).toEqual(['14:32', '14:32', '0:05', '0:00']);
    expect([formatCountdown(3_909_000), formatCountdown(86_400_000 + 3_661_000), formatCountdown(2 * 86_400_000)]).toEqual(['1:05:09', '1 day 1:01:01', '2 days 0:00:00']);
  });

  it('writes the page’s address with only what is set', () => {
    expect(selectionUrl(4)).toBe('/new/tenant/select/4');
    expect(selectionUrl(4, { building: 'North Hall', filters: { room_type: 'Private', max_price: '' }, picks: [3, 1] })).toBe('/new/tenant/select/4?building=North+Hall&room_type=Private&picks=3%2C1');
  });
});
