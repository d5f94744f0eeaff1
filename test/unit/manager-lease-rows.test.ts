import { describe, expect, it } from '@jest/globals';
import { bedFilterOptions, filteredBeds } from '../../client/manager/leases/assign/bed-filters';
import { planText } from '../../client/manager/leases/lease-text';
import { LEASE_CHOICES, LEASE_FIELDS } from '../../client/manager/leases/list/lease-rows';
import { indexGridRows, shownGridRows } from '../../client/manager/components/grid-rows';
import { leaseStatusText } from '../../shared/leases/execution-texts';
import type { FreeBed, Lease } from '../../shared/leases/lease-types';
import { LEASE_MESSAGES } from '../../shared/messages';

const lease = (id: number, over: Partial<Lease>): Lease => ({
  id,
  status: 'Offered',
  version: 1,
  application_id: id,
  student: { id, first_name: `Student`, last_name: `${id}`, email: `s${id}@uni.edu` },
  property_id: 1,
  property_name: 'The Rio on 24th',
  lease_period_id: 1,
  lease_period_name: 'Academic Year 2026-2027',
  bed: { id, building: 'North Hall', floor: '1', unit: '101', room: 'A', bed: String(id) },
  kind: 'new',
  renews_lease_id: null,
  not_renewing_reason: null,
  offered_plans: [],
  payment_plan_id: null,
  payment_plan_name: null,
  documents: [],
  void_reason: null,
  execution_failure: null,
  finishing: false,
  can: [],
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: `2026-11-0${id}T10:00:00.000Z`,
  ...over,
});
const plan = { id: 7, name: 'Monthly', type: 'New Tenant', total: '8000.00' };

describe('the leases grid’s rows', () => {
  it('says what a lease’s plan is: chosen, not yet chosen, none offered, or none', () => {
    expect(planText(lease(1, { payment_plan_name: 'Monthly', status: 'Ready to sign' }))).toBe('Monthly');
    expect(planText(lease(1, { offered_plans: [plan] }))).toBe('Not chosen yet');
    expect(planText(lease(1, {}))).toBe(LEASE_MESSAGES.noPlanOffered);
    expect(planText(lease(1, { status: 'Void' }))).toBe('—');
  });

  it('filters the tenant by name or e-mail, the status by its value, and sorts the update time as a time', () => {
    const rows = [lease(2, { student: { id: 2, first_name: 'Ben', last_name: 'Okafor', email: 'ben@uni.edu' }, status: 'Void' }), lease(1, {}), lease(3, { offered_plans: [plan] })];
    const index = indexGridRows(rows, LEASE_FIELDS);
    const ids = (filters: Record<string, string>, sort?: { columnKey: string; direction: 'ASC' | 'DESC' }) => shownGridRows(index, LEASE_FIELDS, filters, sort).map((r) => r.id);
    expect(ids({ tenant: 'okafor' })).toEqual([2]);
    expect(ids({ tenant: 'BEN@UNI' })).toEqual([2]);
    expect(ids({ status: 'Offered' })).toEqual([1, 3]);
    expect(ids({ plan: 'no plan' })).toEqual([1]);
    expect(ids({ bed: 'north hall, floor 1, unit 101, room a, bed 3' })).toEqual([3]);
    expect(ids({}, { columnKey: 'updated_at', direction: 'DESC' })).toEqual([3, 2, 1]);
  });

  it('shows and filters a lease that could not be finalized as such, its reason on the row and in the export', () => {
    const failed = lease(4, { status: 'Signing', execution_failure: { reason: 'the original PDF of “Lease” is missing from the private files', failed_at: '2026-11-02T10:00:00.000Z' } });
    const rows = [lease(5, { status: 'Signing' }), failed];
    const index = indexGridRows(rows, LEASE_FIELDS);
    expect(shownGridRows(index, LEASE_FIELDS, { status: 'Could not be finalized' }, undefined).map((r) => r.id)).toEqual([4]);
    expect(shownGridRows(index, LEASE_FIELDS, { status: 'Signing' }, undefined).map((r) => r.id)).toEqual([5]);
    expect(LEASE_CHOICES.status).toEqual(['Offered', 'Ready to sign', 'Signing', 'Could not be finalized', 'Executed', 'Declined', 'Void']);
    expect(leaseStatusText(failed)).toBe('Could not be finalized: the original PDF of “Lease” is missing from the private files');
    expect(leaseStatusText(rows[0]!)).toBe('Signing');
  });
});

describe('the assign dialog’s bed filters', () => {
  const bed = (id: number, building: string, floor: string, unit_type: string, room_type: string): FreeBed => ({ id, building, floor, unit: '101', unit_type, room: 'A', room_type, bed: '1' });
  const beds = [bed(1, 'North', '1', '2x2', 'Private'), bed(2, 'North', '2', '2x1', 'Shared'), bed(3, 'South', '1', '2x2', 'Shared')];

  it('offers each filter the values its beds have, in their order, and keeps the beds’ order', () => {
    expect(bedFilterOptions(beds)).toEqual({ building: ['North', 'South'], floor: ['1', '2'], unit_type: ['2x2', '2x1'], room_type: ['Private', 'Shared'] });
    expect(filteredBeds(beds, { room_type: 'Shared' }).map((b) => b.id)).toEqual([2, 3]);
    expect(filteredBeds(beds, { room_type: 'Shared', building: 'South' }).map((b) => b.id)).toEqual([3]);
    expect(filteredBeds(beds, { floor: '' }).map((b) => b.id)).toEqual([1, 2, 3]);
  });
});
