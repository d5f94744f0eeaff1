import { describe, expect, it } from '@jest/globals';
import type { TenantRenewal } from '../../shared/leases/lease-types';
import { RENEWAL_MESSAGES as M } from '../../shared/leases/renewal-rules';
import { bedsToList, canRenew, periodRenewals, renewalsToOffer } from '../../shared/leases/student-renewal';

const renewal = (leaseId: number, periodId: number, over: Partial<TenantRenewal> = {}): TenantRenewal => ({
  lease_id: leaseId,
  lease_period: { id: periodId, name: `Period ${periodId}`, start_date: '2027-08-20', end_date: '2028-05-14' },
  property_id: 1,
  deadline: null,
  same_bed: null,
  same_bed_reason: null,
  transfer_allowed: true,
  reason_if_not: null,
  renewal_lease_id: null,
  ...over,
});

describe('which renewals a student may take', () => {
  it('may renew only when eligible and not renewed yet', () => {
    expect(canRenew(renewal(1, 10))).toBe(true);
    expect(canRenew(renewal(1, 10, { reason_if_not: M.notRenewing, transfer_allowed: false }))).toBe(false);
    expect(canRenew(renewal(1, 10, { reason_if_not: M.hasLease, renewal_lease_id: 7 }))).toBe(false);
    // A renewal made is never offered again, whatever the reason says.
    expect(canRenew(renewal(1, 10, { renewal_lease_id: 7 }))).toBe(false);
  });

  it('My lease offers the eligible ones, in the order the API lists them', () => {
    const offered = [renewal(1, 11), renewal(1, 10)];
    expect(renewalsToOffer([offered[0]!, renewal(2, 12, { reason_if_not: M.notExecuted }), offered[1]!])).toEqual(offered);
  });

  it('the property page: one answer per period, eligible when any lease may renew into it, else the first reason', () => {
    expect(
      periodRenewals([
        renewal(1, 10, { reason_if_not: M.notRenewing }),
        renewal(2, 10),
        renewal(1, 11, { reason_if_not: M.hasLease, renewal_lease_id: 5 }),
        renewal(2, 11, { reason_if_not: M.notFromPeriod }),
        renewal(3, 12, { renewal_lease_id: 6 }),
      ]),
    ).toEqual([
      { lease_period_id: 10, reason: null },
      { lease_period_id: 11, reason: M.hasLease },
      { lease_period_id: 12, reason: M.hasLease },
    ]);
    expect(periodRenewals([])).toEqual([]);
  });

  it('lists the beds offered a plan first, each group as it came', () => {
    const plan = { id: 1, name: 'Transfer', type: 'Renewal Transfer Tenant', total: '10.00' };
    const beds = [{ id: 1, plans: [] }, { id: 2, plans: [plan] }, { id: 3, plans: [] }, { id: 4, plans: [plan] }];
    expect(bedsToList(beds).map((b) => b.id)).toEqual([2, 4, 1, 3]);
  });
});
