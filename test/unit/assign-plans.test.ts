import { describe, expect, it } from '@jest/globals';
import { changedRows, commonPlans, listsOf, pruneEdits, sameIds, setList, withEdits, withSaved, type Edits } from '../../client/manager/assign-plans/assignment-edits';
import { bedPlace, exportTable, filterChoices, gridRows, hiddenCount, shownRows } from '../../client/manager/assign-plans/assignment-rows';
import { indexPlans, pickerChoices, planName } from '../../client/manager/assign-plans/plan-index';
import { saveFailure } from '../../client/manager/assign-plans/use-assignment-edits';
import { ApiError } from '../../shared/api-errors';
import { CONFLICT_MESSAGES } from '../../shared/messages';
import type { PaymentPlanAssignment, PaymentPlanRow } from '../../shared/payment-plans/types';

let nextId = 1;
const bed = (over: Partial<PaymentPlanAssignment> = {}): PaymentPlanAssignment => ({
  id: nextId++,
  property_id: 1,
  building: 'A',
  floor: '1',
  unit: '101',
  unit_type: '2x2',
  room: 'A',
  room_type: 'Private',
  bed: '1',
  new_tenant_payment_plan_ids: [],
  renewal_tenant_payment_plan_ids: [],
  renewal_transfer_tenant_payment_plan_ids: [],
  version: '',
  ...over,
});

const plan = (id: number, over: Partial<PaymentPlanRow> = {}): PaymentPlanRow => ({
  id,
  name: `Plan ${id}`,
  type: 'New Tenant',
  total: '100.00',
  property_id: 1,
  property_name: 'The Rio on 24th',
  lease_period_id: 1,
  lease_period_name: 'Academic Year',
  effective_start_date: '2026-01-01',
  effective_end_date: '2026-12-31',
  active: true,
  approved: true,
  approved_by: 'Paula',
  approved_at: '2026-01-01T00:00:00Z',
  created_by: 'Paula',
  created_at: '2026-01-01T00:00:00Z',
  ...over,
});

describe('the Assign Plans rows', () => {
  it('filters by equal values of building, floor, unit type and room type, and offers each column’s values in natural order', () => {
    const rows = [bed({ building: 'B', floor: '10' }), bed({ building: 'A', floor: '2' }), bed({ building: 'B', floor: '2', room_type: 'Shared' }), bed({ building: 'Bx' })];
    expect(filterChoices(rows)).toEqual({ building: ['A', 'B', 'Bx'], floor: ['1', '2', '10'], unit_type: ['2x2'], room_type: ['Private', 'Shared'] });
    // "B" is one building: "Bx" is not part of it.
    expect(shownRows(rows, { building: 'B' }, undefined)).toEqual([rows[0], rows[2]]);
    expect(shownRows(rows, { building: 'B', room_type: 'Private' }, undefined)).toEqual([rows[0]]);
    expect(shownRows(rows, { building: '' }, undefined)).toEqual(rows);
    expect(hiddenCount(shownRows(rows, { building: 'B' }, undefined), new Set([rows[0]!.id, rows[1]!.id, rows[3]!.id]))).toBe(2);
  });

  it('sorts by a bed column naturally, ties in the API’s order, and ignores the plan columns', () => {
    const rows = [bed({ floor: '10' }), bed({ floor: '2' }), bed({ floor: '2' }), bed({ floor: '1' })];
    expect(shownRows(rows, {}, { columnKey: 'floor', direction: 'ASC' }).map((r) => r.id)).toEqual([rows[3]!.id, rows[1]!.id, rows[2]!.id, rows[0]!.id]);
    expect(shownRows(rows, {}, { columnKey: 'floor', direction: 'DESC' }).map((r) => r.floor)).toEqual(['10', '2', '2', '1']);
    expect(shownRows(rows, {}, { columnKey: 'New Tenant', direction: 'ASC' })).toEqual(rows);
  });

  it('exports the grid’s columns with the plans by name', () => {
    const row = bed({ building: 'North', new_tenant_payment_plan_ids: [2, 1], renewal_transfer_tenant_payment_plan_ids: [9] });
    const names = new Map([
      [1, 'Standard'],
      [2, 'Monthly'],
    ]);
    expect(exportTable([row], (id) => names.get(id) ?? `Payment plan ${id}`)).toEqual({
      header: ['Building', 'Floor', 'Unit', 'Unit Type', 'Room', 'Room Type', 'Bed', 'New Tenant', 'Renewal Tenant', 'Renewal Transfer Tenant'],
      body: [['North', '1', '101', '2x2', 'A', 'Private', '1', 'Monthly, Standard', '', 'Payment plan 9']],
    });
    expect(bedPlace(row)).toBe('North, Floor 1, Unit 101, Room A, Bed 1');
  });
});

describe('the pending changes', () => {
  const a = bed({ new_tenant_payment_plan_ids: [1], version: '1' });
  const b = bed();
  const c = bed({ renewal_tenant_payment_plan_ids: [5], version: '5' });
  const rows = gridRows([a, b, c]);
  const saved = new Map(rows.map((r) => [r.id, r]));

  it('replaces one list of every given bed and keeps the others; a list back at its saved plans is no longer pending', () => {
    let edits: Edits = setList(new Map(), saved, [a.id, b.id, c.id, 999], 'new_tenant_payment_plan_ids', [2, 3]);
    expect([...edits.keys()]).toEqual([a.id, b.id, c.id]);
    expect(edits.get(c.id)).toEqual({ new_tenant_payment_plan_ids: [2, 3] });
    expect(listsOf(edits, saved, c.id)).toEqual({ new_tenant_payment_plan_ids: [2, 3], renewal_tenant_payment_plan_ids: [5], renewal_transfer_tenant_payment_plan_ids: [] });
    edits = setList(edits, saved, [c.id], 'renewal_tenant_payment_plan_ids', []);
    expect(edits.get(c.id)).toEqual({ new_tenant_payment_plan_ids: [2, 3], renewal_tenant_payment_plan_ids: [] });
    // Back as saved: no longer pending.
    edits = setList(edits, saved, [a.id], 'new_tenant_payment_plan_ids', [1]);
    edits = setList(edits, saved, [b.id], 'new_tenant_payment_plan_ids', []);
    expect([...edits.keys()]).toEqual([c.id]);
    // Sent whole, with the version the bed was loaded at.
    expect(changedRows(edits, saved)).toEqual([{ id: c.id, new_tenant_payment_plan_ids: [2, 3], renewal_tenant_payment_plan_ids: [], renewal_transfer_tenant_payment_plan_ids: [], version: '5' }]);
  });

  it('keeps, after a reload, only the changed lists that still change something, over the lists as they are now', () => {
    const edits = setList(new Map(), saved, [a.id, b.id, c.id], 'renewal_transfer_tenant_payment_plan_ids', [8]);
    // Someone else gave bed a another New Tenant plan, and bed b the same plan; bed c is gone.
    const fresh = new Map([
      [a.id, { ...a, new_tenant_payment_plan_ids: [1, 4], version: '1,4' }],
      [b.id, { ...b, renewal_transfer_tenant_payment_plan_ids: [8], version: '8' }],
    ]);
    const pruned = pruneEdits(edits, fresh);
    expect([...pruned.keys()]).toEqual([a.id]);
    expect(changedRows(pruned, fresh)).toEqual([{ id: a.id, new_tenant_payment_plan_ids: [1, 4], renewal_tenant_payment_plan_ids: [], renewal_transfer_tenant_payment_plan_ids: [8], version: '1,4' }]);
  });

  it('shows the pending lists, marks the changed ones, and keeps the unchanged rows as they were', () => {
    const edits = setList(new Map(), saved, [b.id], 'renewal_transfer_tenant_payment_plan_ids', [7]);
    const shown = withEdits(rows, edits);
    expect(shown[0]).toBe(rows[0]);
    expect(shown[2]).toBe(rows[2]);
    expect(shown[1]).toMatchObject({ renewal_transfer_tenant_payment_plan_ids: [7], changed: { renewal_transfer_tenant_payment_plan_ids: true } });
    expect(withEdits(rows, new Map())).toBe(rows);
  });

  it('puts a save’s answer in place of the saved rows', () => {
    const fresh = { ...b, new_tenant_payment_plan_ids: [4] };
    const next = withSaved(withEdits(rows, setList(new Map(), saved, [b.id], 'new_tenant_payment_plan_ids', [4])), [fresh]);
    expect(next[1]).toEqual({ ...fresh, changed: null });
    expect(next[0]).toBe(rows[0]);
  });

  it('offers the plans the selected beds share in a list, none when they differ', () => {
    const lists = (id: number) => listsOf(new Map(), saved, id);
    expect(commonPlans([a.id], lists, 'new_tenant_payment_plan_ids')).toEqual([1]);
    expect(commonPlans([a.id, b.id], lists, 'new_tenant_payment_plan_ids')).toEqual([]);
    expect(commonPlans([a.id, b.id], lists, 'renewal_transfer_tenant_payment_plan_ids')).toEqual([]);
    expect(sameIds([1, 2], [2, 1])).toBe(true);
    expect(sameIds([1, 2], [1, 3])).toBe(false);
  });
});

describe('the plans a cell offers', () => {
  const plans = [
    plan(1),
    plan(2, { type: 'Renewal Tenant' }),
    plan(3, { approved: false, approved_by: null, approved_at: null, active: false }),
    plan(4, { effective_end_date: '2026-11-24', active: false }),
    plan(5, { type: null }),
    plan(6, { name: 'Another plan' }),
  ];
  const index = indexPlans(plans);

  it('offers only the plans of the tenant type the server calls active (approved, in effect on the company’s day), by name', () => {
    expect(index.offered['New Tenant'].map((p) => p.id)).toEqual([6, 1]);
    expect(index.offered['Renewal Tenant'].map((p) => p.id)).toEqual([2]);
    expect(index.offered['Renewal Transfer Tenant']).toEqual([]);
    expect(planName(index, 3)).toBe('Plan 3');
    expect(planName(index, 99)).toBe('Payment plan 99');
  });

  it('also lists a plan the bed holds that is no longer offered, so it can stay or go', () => {
    expect(pickerChoices(index, 'New Tenant', [4, 1])).toEqual([
      { id: 6, name: 'Another plan', offered: true },
      { id: 1, name: 'Plan 1', offered: true },
      { id: 4, name: 'Plan 4', offered: false },
    ]);
  });
});

describe('a failed save', () => {
  it('says the spec’s text, then every reason the server gave', () => {
    const fields = new ApiError(400, { rows: ['Bed 12 is not a bed of this property.'], new_tenant_payment_plan_ids: ["Plan 3 can't be assigned as a New Tenant plan."] });
    expect(saveFailure(fields)).toBe("Couldn't update the payment plan assignment. Bed 12 is not a bed of this property. Plan 3 can't be assigned as a New Tenant plan.");
    expect(saveFailure(new ApiError(404, { detail: 'Not found.' }))).toBe("Couldn't update the payment plan assignment. Not found.");
    expect(saveFailure(new TypeError('Failed to fetch'))).toBe("Couldn't update the payment plan assignment");
    expect(saveFailure(new ApiError(409, { detail: CONFLICT_MESSAGES.staleVersion }))).toBe(`Couldn't update the payment plan assignment. ${CONFLICT_MESSAGES.staleVersion}`);
  });
});
