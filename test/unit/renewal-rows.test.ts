import { describe, expect, it } from '@jest/globals';
import { forEachLease } from '../../client/manager/renewals/each-lease';
import { namedReasons, pickedRows, renewalChoices, RENEWAL_FIELDS } from '../../client/manager/renewals/renewal-rows';
import type { RenewalGridRow } from '../../client/manager/renewals/renewals-api';
import { deadlineCheck, deadlineValue } from '../../client/manager/lease-periods/renewal-deadline';
import { indexGridRows, shownGridRows } from '../../client/manager/components/grid-rows';
import { ApiError } from '../../shared/api-errors';
import { RENEWAL_MESSAGES, RENEWAL_STATUSES } from '../../shared/leases/renewal-rules';
import { LEASE_PERIOD_MESSAGES } from '../../shared/schemas/lease-periods';

const row = (id: number, over: Partial<RenewalGridRow>): RenewalGridRow => ({
  id,
  lease_id: id,
  student: { id: 100 + id, first_name: `Resident${id}`, last_name: 'Lee', email: `r${id}@example.com` },
  lease_period_name: 'Academic Year 2026-2027',
  bed_id: 200 + id,
  bed: `North Hall, Floor 1, Unit 101, Room A, Bed ${id}`,
  status: 'Not started',
  renewal_lease_id: null,
  renewal_kind: null,
  not_renewing_reason: null,
  held: true,
  ...over,
});

const rows = [
  row(1, { status: 'Renewed', renewal_lease_id: 11, renewal_kind: 'same_bed' }),
  row(2, { status: 'Not renewing', not_renewing_reason: 'Graduating', held: false }),
  row(3, { lease_period_name: 'Fall 2026 Semester' }),
  row(4, { status: 'Offered', renewal_lease_id: 14, renewal_kind: 'transfer' }),
];
const shown = (filters: Record<string, string>, sort?: { columnKey: string; direction: 'ASC' | 'DESC' }) => shownGridRows(indexGridRows(rows, RENEWAL_FIELDS), RENEWAL_FIELDS, filters, sort).map((r) => r.id);

describe('the Renewals grid’s fields', () => {
  it('shows, filters and exports the resident, e-mail, current period, bed, status and reason', () => {
    expect(RENEWAL_FIELDS.map((f) => f.name)).toEqual(['Resident', 'E-mail', 'Current period', 'Bed', 'Status', 'Not renewing reason']);
    expect(RENEWAL_FIELDS.map((f) => f.text(rows[1]!))).toEqual(['Resident2 Lee', 'r2@example.com', 'Academic Year 2026-2027', 'North Hall, Floor 1, Unit 101, Room A, Bed 2', 'Not renewing', 'Graduating']);
    expect(shown({ status: 'Not renewing' })).toEqual([2]);
    // A choice filter is equality: 'Not started' does not take in 'Not renewing'.
    expect(shown({ status: 'Not started' })).toEqual([3]);
    expect(shown({ lease_period: 'Fall 2026 Semester' })).toEqual([3]);
    expect(shown({ email: 'R4@' })).toEqual([4]);
    expect(shown({ not_renewing_reason: 'grad' })).toEqual([2]);
  });

  it('sorts statuses in the order a renewal moves through them, not by their words', () => {
    expect(shown({}, { columnKey: 'status', direction: 'ASC' })).toEqual([3, 4, 1, 2]);
    expect(shown({}, { columnKey: 'status', direction: 'DESC' })).toEqual([2, 1, 4, 3]);
  });

  it('offers every status to filter by, and the current periods the rows have', () => {
    expect(renewalChoices(rows)).toEqual({ status: RENEWAL_STATUSES, lease_period: ['Academic Year 2026-2027', 'Fall 2026 Semester'] });
  });

  it('takes the ticked rows still in the list, and names refusals by resident', () => {
    expect(pickedRows(rows, new Set([4, 2, 99])).map((r) => r.id)).toEqual([2, 4]);
    expect(namedReasons([{ lease_id: 2, reason: RENEWAL_MESSAGES.notRenewing }, { lease_id: 99, reason: RENEWAL_MESSAGES.notFromPeriod }], rows)).toEqual([
      `Resident2 Lee: ${RENEWAL_MESSAGES.notRenewing}`,
      `Lease 99: ${RENEWAL_MESSAGES.notFromPeriod}`,
    ]);
  });
});

describe('marking leases one by one (forEachLease)', () => {
  it('goes on past a lease the server refuses, with its reason', async () => {
    const called: number[] = [];
    const outcome = await forEachLease([1, 2, 3], async (id) => {
      called.push(id);
      if (id === 2) throw new ApiError(409, { detail: RENEWAL_MESSAGES.alreadyNotRenewing });
    });
    expect(called).toEqual([1, 2, 3]);
    expect(outcome).toEqual({ done: [1, 3], refused: [{ lease_id: 2, reason: RENEWAL_MESSAGES.alreadyNotRenewing }] });
  });

  it('stops at a refusal of what was typed, for the dialog to show under its field', async () => {
    const called: number[] = [];
    const refusal = new ApiError(400, { reason: [RENEWAL_MESSAGES.reasonRequired] });
    await expect(
      forEachLease([1, 2], async (id) => {
        called.push(id);
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(called).toEqual([1]);
  });
});

describe('the lease period dialog’s renewal deadline', () => {
  it('sends an empty field as none, and refuses what is not a date with the PUT’s message', () => {
    expect(deadlineValue('  ')).toBeNull();
    expect(deadlineValue('2027-02-15')).toBe('2027-02-15');
    expect(deadlineCheck('')).toBeNull();
    expect(deadlineCheck('2027-02-15')).toBeNull();
    expect(deadlineCheck('02/15/2027')?.issues.map((i) => [i.path[0], i.message])).toEqual([['renewal_deadline', LEASE_PERIOD_MESSAGES.badDeadline]]);
  });
});
