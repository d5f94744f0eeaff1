import { describe, expect, it } from '@jest/globals';
import { inApplicationNarrowing } from '../../client/manager/applications/list/application-rows';
import type { CollectionGridRow } from '../../client/manager/collections/collections-api';
import { inCollectionNarrowing } from '../../client/manager/collections/list/collection-rows';
import { inLeaseNarrowing } from '../../client/manager/leases/list/lease-rows';
import { ALERT_KINDS, alertKindsFor, seesLeasingFigures } from '../../shared/alerts/alert-kinds';
import { BED_STATES, bedStateOf, stageStatuses } from '../../shared/alerts/bed-states';
import { ApplicationListNarrowing, CollectionListNarrowing, LeaseListNarrowing, managerRoute, narrowedLinks, narrowingOf } from '../../shared/alerts/manager-links';
import { seasonOf } from '../../shared/alerts/season';
import { LEASE_STATUSES } from '../../shared/leases/lease-types';
import { pastDueOf, summarize } from '../../shared/ledger/ledger-view';
import { homePathFor, LEGACY_PATHS } from '../../shared/role-home';

const query = (url: string) => new URL(url, 'http://x.invalid').searchParams;

describe('who sees which alerts', () => {
  it('gives managers every kind in order, maintenance staff tickets only, anyone else none', () => {
    expect(alertKindsFor(['manager'])).toEqual([...ALERT_KINDS]);
    expect(alertKindsFor(['maintenance', 'manager'])).toEqual([...ALERT_KINDS]);
    expect(alertKindsFor(['maintenance'])).toEqual(['tickets_needing_attention']);
    expect(alertKindsFor(['student'])).toEqual([]);
    expect(alertKindsFor(['maintenance'])).not.toContain('tenants_past_due');
    expect([seesLeasingFigures(['manager']), seesLeasingFigures(['maintenance'])]).toEqual([true, false]);
  });
});

describe('a bed’s state from its lease', () => {
  it('is free without a live lease, offered, signing (a declined packet holds the bed) or leased', () => {
    expect(LEASE_STATUSES.map((s) => [s, bedStateOf(s)])).toEqual([
      ['Offered', 'offered'],
      ['Ready to sign', 'signing'],
      ['Signing', 'signing'],
      ['Executed', 'leased'],
      ['Declined', 'signing'],
      ['Void', 'free'],
    ]);
    expect(bedStateOf(null)).toBe('free');
    expect(BED_STATES).toEqual(['free', 'offered', 'signing', 'leased']);
    expect(stageStatuses('signing')).toEqual(['Ready to sign', 'Signing', 'Declined']);
    expect(stageStatuses('leased')).toEqual(['Executed']);
  });
});

describe('the leasing season', () => {
  it('runs from August 1 to July 31', () => {
    expect(seasonOf('2026-11-27')).toEqual({ from: '2026-08-01', to: '2027-07-31', label: '2026–27' });
    expect(seasonOf('2026-08-01')).toEqual({ from: '2026-08-01', to: '2027-07-31', label: '2026–27' });
    expect(seasonOf('2026-07-31')).toEqual({ from: '2025-08-01', to: '2026-07-31', label: '2025–26' });
    expect(seasonOf('2000-01-15').label).toBe('1999–00');
  });
});

describe('past due', () => {
  it('is every aging bucket but not yet due and current, as the ledger sums it', () => {
    expect(pastDueOf({ not_yet_due: 1000, current: 100, d1_30: 1, d31_60: 2, d61_90: 3, over_90: 4 })).toBe(10);
    const lines = [
      { id: 1, kind: 'charge' as const, amount_cents: 5000, due_date: '2026-01-01', reverses_id: null, ledger_type: null },
      { id: 2, kind: 'charge' as const, amount_cents: 7000, due_date: '2026-12-01', reverses_id: null, ledger_type: null },
    ];
    const summary = summarize(lines, '2026-03-01', 'oldest_first');
    expect(summary.past_due).toBe(pastDueOf(summary.aging));
    expect(summary.past_due).toBe(5000);
  });
});

describe('where staff land', () => {
  it('sends managers to Alerts (the old alerts path too), maintenance staff to their tickets, students to their reservations', () => {
    expect(homePathFor(['manager'])).toBe('/new/manager/alerts');
    expect(homePathFor(['maintenance'])).toBe('/new/manager/tickets');
    expect(homePathFor(['student'])).toBe('/new/tenant/reservations');
    expect(LEGACY_PATHS['/rc-manager/alerts']).toBe('/new/manager/alerts');
    expect(managerRoute('/new/manager/alerts')).toBe('/alerts');
    expect(managerRoute('/new/manager/leases?lease_period=3&stage=signing')).toBe('/leases?lease_period=3&stage=signing');
    expect(managerRoute('/new/manager')).toBe('/');
    expect(managerRoute('/new/managers')).toBe('/new/managers');
  });
});

describe('the lists a chart opens, and the narrowing they read back', () => {
  it('writes each narrowing into the address and reads the same back; anything else narrows nothing', () => {
    const lease = narrowedLinks.leases({ lease_period: 3, stage: 'signing' });
    expect(lease).toBe('/new/manager/leases?lease_period=3&stage=signing');
    expect(narrowingOf(LeaseListNarrowing, query(lease))).toEqual({ lease_period: 3, stage: 'signing' });
    const apps = narrowedLinks.applications({ status: 'Submitted', submitted_from: '2026-08-01', property: [1, 2] });
    expect(narrowingOf(ApplicationListNarrowing, query(apps))).toEqual({ status: 'Submitted', submitted_from: '2026-08-01', property: [1, 2] });
    expect(narrowingOf(ApplicationListNarrowing, query('/x?status=Submitted'))).toEqual({ status: 'Submitted' });
    expect(narrowingOf(CollectionListNarrowing, query(narrowedLinks.collections({ aging: 'd31_60' })))).toEqual({ aging: 'd31_60' });
    expect(narrowingOf(LeaseListNarrowing, query('/x'))).toBeNull();
    expect(narrowingOf(LeaseListNarrowing, query('/x?lease_period=3&stage=free'))).toBeNull();
    expect(narrowingOf(ApplicationListNarrowing, query('/x?status=Draft'))).toBeNull();
    expect(narrowingOf(ApplicationListNarrowing, query('/x?status=Approved&submitted_from=2026-02-30'))).toBeNull();
    expect(narrowingOf(CollectionListNarrowing, query('/x?aging=soon'))).toBeNull();
  });

  it('keeps the rows the narrowing names', () => {
    const lease = (lease_period_id: number, status: (typeof LEASE_STATUSES)[number]) => ({ lease_period_id, status });
    const signing = { lease_period: 3, stage: 'signing' } as const;
    expect([lease(3, 'Signing'), lease(3, 'Declined'), lease(3, 'Ready to sign'), lease(3, 'Executed'), lease(4, 'Signing'), lease(3, 'Void')].map((l) => inLeaseNarrowing(l, signing))).toEqual([true, true, true, false, false, false]);

    const app = (status: 'Submitted' | 'Approved', submitted_at: string | null, property_id: number) => ({ status, submitted_at, property_id });
    const season = { status: 'Submitted' as const, submitted_from: '2026-08-01', property: [1] };
    expect([app('Submitted', '2026-08-01T00:00:00.000Z', 1), app('Submitted', '2026-07-31T23:59:59.999Z', 1), app('Approved', '2026-09-01T00:00:00.000Z', 1), app('Submitted', '2026-09-01T00:00:00.000Z', 2)].map((a) => inApplicationNarrowing(a, season))).toEqual([true, false, false, false]);
    expect(inApplicationNarrowing(app('Submitted', null, 2), { status: 'Submitted' })).toBe(true);

    const zero = { current: '0.00', d1_30: '0.00', d31_60: '0.00', d61_90: '0.00', over_90: '0.00' };
    const owing = (aging: Partial<typeof zero>) => ({ aging: { ...zero, ...aging } }) as CollectionGridRow;
    expect([owing({ d31_60: '12.00' }), owing({ current: '12.00' }), owing({ d31_60: '-1.00' })].map((r) => inCollectionNarrowing(r, { aging: 'd31_60' }))).toEqual([true, false, false]);
  });
});
