import { describe, expect, it } from '@jest/globals';
import { importFailure } from '../../client/manager/layouts/import-answer';
import { emptyForm, formOf, parseForm } from '../../client/manager/layouts/layout-form';
import { exportTable } from '../../client/manager/components/grid-rows';
import { layoutFields, placeRow, shownLayouts } from '../../client/manager/layouts/layout-rows';
import type { Layout } from '../../client/manager/layouts/layouts-api';
import { ApiError } from '../../shared/api-errors';
import { compareLayouts } from '../../shared/layouts/order';
import { LAYOUT_MESSAGES } from '../../shared/messages';

let nextId = 1;
const bed = (over: Partial<Layout>): Layout => ({
  id: nextId++,
  property_id: 1,
  building: 'A',
  floor: '1',
  unit: '101',
  unit_type: '2x2',
  room: 'A',
  room_type: 'Private',
  bed: '1',
  version: 1,
  ...over,
});
const names = new Map([
  [1, 'The Rio on 24th'],
  [2, 'Nueces Commons'],
]);
const beds = (list: Layout[]) => list.map((r) => `${r.property_id}/${r.building}/${r.unit}/${r.room}/${r.bed}`);

describe('the layouts grid rows', () => {
  const rows = [bed({ unit: '2' }), bed({ unit: '10' }), bed({ unit: '9', room: 'b' }), bed({ property_id: 2, unit: '1' }), bed({ unit: '9', room: 'B', bed: '2' })];

  it('sorts numbers inside texts by value ("2" before "10"), any case, ties in the API order', () => {
    const up = shownLayouts(rows, names, {}, { columnKey: 'unit', direction: 'ASC' });
    expect(beds(up)).toEqual(['2/A/1/A/1', '1/A/2/A/1', '1/A/9/b/1', '1/A/9/B/2', '1/A/10/A/1']);
    const down = shownLayouts(rows, names, {}, { columnKey: 'unit', direction: 'DESC' });
    expect(beds(down)).toEqual(['1/A/10/A/1', '1/A/9/b/1', '1/A/9/B/2', '1/A/2/A/1', '2/A/1/A/1']);
    expect(shownLayouts(rows, names, {}, { columnKey: 'id', direction: 'DESC' }).map((r) => r.id)).toEqual(rows.map((r) => r.id).reverse());
  });

  it('sorts and filters the property by its name, not its id', () => {
    expect(beds(shownLayouts(rows, names, {}, { columnKey: 'property', direction: 'ASC' }))[0]).toBe('2/A/1/A/1');
    expect(beds(shownLayouts(rows, names, { property: 'nueces' }, undefined))).toEqual(['2/A/1/A/1']);
  });

  it('keeps the held order without a sort, and filters by every column at once (contains, any case)', () => {
    expect(shownLayouts(rows, names, {}, undefined)).toEqual(rows);
    expect(beds(shownLayouts(rows, names, { unit: '9', room: ' B ' }, undefined))).toEqual(['1/A/9/b/1', '1/A/9/B/2']);
    expect(shownLayouts(rows, names, { bed: 'zzz' }, undefined)).toEqual([]);
  });

  it('puts a new or changed bed in its place in the API order', () => {
    const ordered = [...rows].sort(compareLayouts);
    expect(beds(ordered)).toEqual(['1/A/2/A/1', '1/A/9/b/1', '1/A/9/B/2', '1/A/10/A/1', '2/A/1/A/1']);
    const added = bed({ unit: '3' });
    expect(beds(placeRow(ordered, added))).toEqual(['1/A/2/A/1', '1/A/3/A/1', '1/A/9/b/1', '1/A/9/B/2', '1/A/10/A/1', '2/A/1/A/1']);
    const moved = { ...ordered[0]!, unit: '11' };
    const placed = placeRow(ordered, moved);
    expect(beds(placed)).toEqual(['1/A/9/b/1', '1/A/9/B/2', '1/A/10/A/1', '1/A/11/A/1', '2/A/1/A/1']);
    expect(placed).toHaveLength(ordered.length);
  });

  it('exports the grid columns with the property name', () => {
    const table = exportTable([rows[3]!], layoutFields(names));
    expect(table.header).toEqual(['ID', 'Property', 'Building', 'Floor', 'Unit', 'Unit Type', 'Room', 'Room Type', 'Bed']);
    expect(table.body).toEqual([[String(rows[3]!.id), 'Nueces Commons', 'A', '1', '1', '2x2', 'A', 'Private', '1']]);
  });
});

describe('the Add / Edit Layout form', () => {
  it('requires every field with the spec’s messages', () => {
    const parsed = parseForm(emptyForm());
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({ property_id: LAYOUT_MESSAGES.propertyRequired, ...LAYOUT_MESSAGES.required });
    const blanks = parseForm({ ...formOf(bed({})), unit: '   ' });
    expect(!blanks.ok && blanks.errors).toEqual({ unit: LAYOUT_MESSAGES.required.unit });
  });

  it('trims the values and sends the property as a number', () => {
    const parsed = parseForm({ ...emptyForm(2), building: ' B ', floor: '2 ', unit: ' 201', unit_type: '4x4', room: 'C', room_type: 'Shared', bed: ' 1 ' });
    expect(parsed).toEqual({ ok: true, body: { property_id: 2, building: 'B', floor: '2', unit: '201', unit_type: '4x4', room: 'C', room_type: 'Shared', bed: '1' } });
  });
});

describe('a refused import', () => {
  it('reports the bad rows and that nothing was imported', () => {
    const err = new ApiError(400, { detail: '2 rows have errors; nothing was imported.', rows: [{ row: 3, messages: ['Unit is required'] }, { row: 7, messages: ['Bed is required'] }], more_rows: 0 });
    expect(importFailure(err)).toEqual({
      outcome: { kind: 'refused', detail: '2 rows have errors; nothing was imported.', rows: [{ row: 3, messages: ['Unit is required'] }, { row: 7, messages: ['Bed is required'] }], more: 0 },
      errors: {},
    });
  });

  it('counts the bad rows the answer does not list', () => {
    const err = new ApiError(400, { detail: '1,000 rows have errors; nothing was imported.', rows: [{ row: 3, messages: ['Unit is required'] }], more_rows: 999 });
    expect(importFailure(err).outcome).toEqual({ kind: 'refused', detail: '1,000 rows have errors; nothing was imported.', rows: [{ row: 3, messages: ['Unit is required'] }], more: 999 });
  });

  it('shows field errors under their fields and any other reason under the file', () => {
    expect(importFailure(new ApiError(400, { property_id: ['Not found.'] }))).toEqual({ outcome: null, errors: { property_id: 'Not found.' } });
    expect(importFailure(new ApiError(415, { detail: 'Upload a .csv file.' }))).toEqual({ outcome: null, errors: { file: 'Upload a .csv file.' } });
  });
});
