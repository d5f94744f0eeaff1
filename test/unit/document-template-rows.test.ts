import { describe, expect, it } from '@jest/globals';
import { formatDateTime } from '../../client/manager/components/date-time';
import { indexRows, shownRows } from '../../client/manager/documents/list/template-rows';
import { cloneName } from '../../client/manager/documents/list/template-name';
import type { DocumentTemplateRow } from '../../shared/types/documents';

const row = (id: number, name: string, over: Partial<DocumentTemplateRow> = {}): DocumentTemplateRow => ({
  id,
  name,
  type: 'Lease Agreement',
  approved: false,
  approved_by: null,
  approved_at: null,
  created_by: 'Dana Cole',
  created_at: `2026-01-0${id}T10:00:00.000Z`,
  ...over,
});

const rows = [
  row(1, 'Lease 10', { approved: true, approved_by: 'Max Fixer' }),
  row(2, 'lease 9'),
  row(3, 'Welcome e-mail', { type: 'Email Template', created_by: 'Ana Ruiz' }),
  row(4, 'Rent due', { type: 'SMS Template', created_at: '2025-12-31T23:00:00.000Z' }),
];
const index = indexRows(rows);
const names = (list: DocumentTemplateRow[]) => list.map((r) => r.name);

describe('the templates list rows', () => {
  it('keeps the server order without a sort and filters', () => {
    expect(names(shownRows(index, {}, undefined))).toEqual(['Lease 10', 'lease 9', 'Welcome e-mail', 'Rent due']);
  });

  it('filters text columns by containing, in any case, and choice columns by equality', () => {
    expect(names(shownRows(index, { name: 'LEASE' }, undefined))).toEqual(['Lease 10', 'lease 9']);
    expect(names(shownRows(index, { name: '  ' }, undefined))).toHaveLength(4);
    expect(names(shownRows(index, { status: 'Approved' }, undefined))).toEqual(['Lease 10']);
    expect(names(shownRows(index, { status: 'Draft', type: 'Lease Agreement' }, undefined))).toEqual(['lease 9']);
    // 'Email' is part of 'Email Template', but a chosen type matches only itself.
    expect(names(shownRows(index, { type: 'Email' }, undefined))).toEqual([]);
    expect(names(shownRows(index, { created_by: 'ruiz', approved_by: '' }, undefined))).toEqual(['Welcome e-mail']);
    expect(names(shownRows(index, { approved_by: 'max' }, undefined))).toEqual(['Lease 10']);
  });

  it('sorts names as people read them (case and numbers) and dates by time, both ways', () => {
    expect(names(shownRows(index, {}, { columnKey: 'name', direction: 'ASC' }))).toEqual(['lease 9', 'Lease 10', 'Rent due', 'Welcome e-mail']);
    expect(names(shownRows(index, {}, { columnKey: 'name', direction: 'DESC' }))).toEqual(['Welcome e-mail', 'Rent due', 'Lease 10', 'lease 9']);
    expect(names(shownRows(index, {}, { columnKey: 'date', direction: 'ASC' }))).toEqual(['Rent due', 'Lease 10', 'lease 9', 'Welcome e-mail']);
    expect(names(shownRows(index, { name: 'e' }, { columnKey: 'status', direction: 'ASC' }))[0]).toBe('Lease 10');
    // An unknown column leaves the order alone.
    expect(names(shownRows(index, {}, { columnKey: 'actions', direction: 'ASC' }))).toEqual(names(rows));
  });

  it('writes dates for people in local time and suggests a clone name within the limit', () => {
    const d = new Date(2026, 10, 23, 14, 5);
    expect(formatDateTime(d.toISOString())).toBe('11/23/2026 2:05 PM');
    expect(formatDateTime(new Date(2026, 0, 2, 0, 7).toISOString())).toBe('01/02/2026 12:07 AM');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(cloneName('Rent due')).toBe('Copy of Rent due');
    expect(cloneName('x'.repeat(200))).toHaveLength(200);
  });
});
