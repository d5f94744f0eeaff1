import { describe, expect, it } from '@jest/globals';
import { bedKey, checkImportRows, LAYOUT_CSV_HEADER, LAYOUT_IMPORT_LIMITS } from '../../shared/layouts/import-rows';
import { LAYOUT_FIELD_MAX } from '../../shared/layouts/schema';
import { LAYOUT_IMPORT_MESSAGES as IM, LAYOUT_MESSAGES as M } from '../../shared/messages';

const HEADER = ['Building', 'Floor', 'Unit', 'Unit Type', 'Room', 'Room Type', 'Bed'];
const row = (bed: string, overrides: Partial<Record<'building' | 'unit' | 'room', string>> = {}) => [overrides.building ?? 'North', '1', overrides.unit ?? '101', '2x2', overrides.room ?? 'A', 'Private', bed];
const none = new Set<string>();

describe('checkImportRows', () => {
  it('answers the beds of a good file, trimmed and in the file’s order', () => {
    const check = checkImportRows([HEADER, row('2'), [' South ', ' 3', '301 ', '4x4', 'B', ' Shared', ' 1 '], row('1')], none);
    expect(check).toEqual({
      kind: 'beds',
      beds: [
        { building: 'North', floor: '1', unit: '101', unit_type: '2x2', room: 'A', room_type: 'Private', bed: '2' },
        { building: 'South', floor: '3', unit: '301', unit_type: '4x4', room: 'B', room_type: 'Shared', bed: '1' },
        { building: 'North', floor: '1', unit: '101', unit_type: '2x2', room: 'A', room_type: 'Private', bed: '1' },
      ],
    });
    expect(LAYOUT_CSV_HEADER).toEqual(HEADER);
  });

  it('forgives the header’s case, surrounding spaces, a BOM and trailing empty columns, and nothing else', () => {
    for (const header of [HEADER.map((h) => h.toUpperCase()), HEADER.map((h) => ` ${h.toLowerCase()}  `), ['\uFEFFBuilding', ...HEADER.slice(1)], [...HEADER, '', ' ']]) {
      expect(checkImportRows([header, row('1')], none).kind).toBe('beds');
    }
    for (const header of [HEADER.slice(0, 6), [...HEADER, 'Notes'], ['Building', 'Unit', 'Floor', ...HEADER.slice(3)], ['UnitType', ...HEADER.slice(1)], [HEADER.join(';')]]) {
      expect(checkImportRows([header, row('1')], none)).toEqual({ kind: 'file', problem: 'header' });
    }
    expect(checkImportRows([row('1'), HEADER], none)).toEqual({ kind: 'file', problem: 'header' });
  });

  it('tells an empty file, a header alone and more rows than the limit apart', () => {
    expect(checkImportRows([], none)).toEqual({ kind: 'file', problem: 'empty' });
    expect(checkImportRows([[''], ['  ', '']], none)).toEqual({ kind: 'file', problem: 'empty' });
    expect(checkImportRows([HEADER, [''], ['', ' ']], none)).toEqual({ kind: 'file', problem: 'noRows' });
    const many = Array.from({ length: LAYOUT_IMPORT_LIMITS.rows + 1 }, (_, i) => row(String(i)));
    expect(checkImportRows([HEADER, ...many], none)).toEqual({ kind: 'file', problem: 'tooManyRows' });
    expect(checkImportRows([HEADER, ...many.slice(1)], none).kind).toBe('beds');
  });

  it('names every bad row as a spreadsheet numbers it, with the dialog’s messages, blank rows counted but skipped', () => {
    const check = checkImportRows(
      [
        HEADER,
        row('1'),
        ['North', '1', '', '2x2', ' ', 'Private', '2'],
        [],
        ['North', '1', '101'],
        row('x'.repeat(LAYOUT_FIELD_MAX + 1)),
        [...row('5'), 'extra', ''],
        row('6'),
      ],
      none,
    );
    expect(check).toEqual({
      kind: 'rows',
      problems: [
        { row: 3, messages: [M.required.unit, M.required.room] },
        { row: 5, messages: [M.required.unit_type, M.required.room, M.required.room_type, M.required.bed] },
        { row: 6, messages: [`Bed: ${M.tooLong(LAYOUT_FIELD_MAX)}`] },
        { row: 7, messages: [IM.valueCount(8, 7)] },
      ],
      count: 4,
    });
  });

  it('refuses a bed twice in the file and a bed already stored, without regard to ASCII case or spaces', () => {
    const stored = new Set([bedKey({ building: 'north', unit: '101', room: 'a', bed: '9' })]);
    const check = checkImportRows([HEADER, row('1'), row('2'), row(' 1 ', { building: 'NORTH' }), row('9', { room: 'A' }), row('1', { unit: '102' }), row('1')], stored);
    expect(check).toEqual({
      kind: 'rows',
      problems: [
        { row: 4, messages: [IM.sameAsRow(2)] },
        { row: 5, messages: [M.duplicateBed] },
        { row: 7, messages: [IM.sameAsRow(2)] },
      ],
      count: 3,
    });
  });

  it('keys a bed by building, unit, room and bed only, folding ASCII letters as SQLite’s NOCASE does', () => {
    expect(bedKey({ building: 'North', unit: '101', room: 'A', bed: '1' })).toBe(bedKey({ building: 'NORTH', unit: '101', room: 'a', bed: '1' }));
    expect(bedKey({ building: 'Résidence', unit: '1', room: 'A', bed: '1' })).not.toBe(bedKey({ building: 'RÉSIDENCE', unit: '1', room: 'A', bed: '1' }));
    expect(bedKey({ building: 'A', unit: '1', room: '01', bed: '1' })).not.toBe(bedKey({ building: 'A', unit: '10', room: '1', bed: '1' }));
  });
});
