import { describe, expect, it } from '@jest/globals';
import { ASSIGNMENT_LISTS, isPlanOffered, offeredPlans } from '../../shared/payment-plans/offered';

const plan = (id: number, type: 'New Tenant' | 'Renewal Tenant' | 'Renewal Transfer Tenant' | null, over: object = {}) => ({
  id,
  type,
  approved: true,
  effective_start_date: '2026-08-01',
  effective_end_date: '2027-05-31',
  ...over,
});

describe('offeredPlans', () => {
  const plans = [
    plan(1, 'New Tenant'),
    plan(2, 'Renewal Tenant'),
    plan(3, 'New Tenant', { approved: false }),
    plan(4, 'New Tenant', { effective_end_date: '2026-11-24' }),
    plan(5, 'New Tenant', { effective_start_date: '2026-11-26' }),
    plan(6, null),
    plan(7, 'New Tenant', { effective_start_date: null }),
    plan(8, 'Renewal Transfer Tenant', { effective_start_date: '2026-11-25', effective_end_date: '2026-11-25' }),
  ];

  it('offers the approved plans of the tenant type in effect today, the first and last day included', () => {
    expect(offeredPlans(plans, 'New Tenant', '2026-11-25').map((p) => p.id)).toEqual([1]);
    expect(offeredPlans(plans, 'Renewal Tenant', '2026-11-25').map((p) => p.id)).toEqual([2]);
    expect(offeredPlans(plans, 'Renewal Transfer Tenant', '2026-11-25').map((p) => p.id)).toEqual([8]);
    expect(offeredPlans(plans, 'New Tenant', '2026-11-24').map((p) => p.id)).toEqual([1, 4]);
    expect(offeredPlans(plans, 'New Tenant', '2026-11-26').map((p) => p.id)).toEqual([1, 5]);
  });

  it('never offers a plan for another tenant type', () => {
    expect(isPlanOffered(plan(1, 'New Tenant'), 'Renewal Tenant', '2026-11-25')).toBe(false);
  });

  it('names one list per tenant type', () => {
    expect(ASSIGNMENT_LISTS).toEqual({
      'New Tenant': 'new_tenant_payment_plan_ids',
      'Renewal Tenant': 'renewal_tenant_payment_plan_ids',
      'Renewal Transfer Tenant': 'renewal_transfer_tenant_payment_plan_ids',
    });
  });
});
