import { describe, expect, it } from '@jest/globals';
import { isBedHeld, isPastDeadline, newApplicationRefusal, PLAN_TYPE_OF, RENEWAL_MESSAGES as M, renewalOptions, type RenewalFacts } from '../../shared/leases/renewal-rules';

/** An executed lease of period 1 renewing into a visible period that takes renewals from 1, same bed allowed, deadline 2027-03-01. */
const facts = (over: { lease?: Partial<RenewalFacts['lease']>; target?: Partial<RenewalFacts['target']> } & Partial<Omit<RenewalFacts, 'lease' | 'target'>> = {}): RenewalFacts => ({
  hasLeaseInTarget: false,
  bedTakenInTarget: false,
  today: '2027-02-01',
  ...over,
  lease: { status: 'Executed', lease_period_id: 1, not_renewing: false, ...over.lease },
  target: { visible: true, periods_to_renew_from: [1, 4], allow_same_bed_renewals: true, renewal_deadline: '2027-03-01', ...over.target },
});

describe('who may renew', () => {
  it('offers the same bed and a transfer to an executed lease of a period the target renews from', () => {
    expect(renewalOptions(facts())).toEqual({ eligible: true, sameBed: { offered: true }, transfer: true });
  });

  it('refuses, with the reason, a lease that is not executed, not renewing, from another period, into a hidden period, or already leased there', () => {
    for (const status of ['Offered', 'Ready to sign', 'Signing', 'Declined', 'Void'] as const) expect(renewalOptions(facts({ lease: { status } }))).toEqual({ eligible: false, reason: M.notExecuted });
    expect(renewalOptions(facts({ lease: { not_renewing: true } }))).toEqual({ eligible: false, reason: M.notRenewing });
    expect(renewalOptions(facts({ lease: { lease_period_id: 2 } }))).toEqual({ eligible: false, reason: M.notFromPeriod });
    expect(renewalOptions(facts({ target: { periods_to_renew_from: [] } }))).toEqual({ eligible: false, reason: M.notFromPeriod });
    expect(renewalOptions(facts({ target: { visible: false } }))).toEqual({ eligible: false, reason: M.notOpen });
    expect(renewalOptions(facts({ hasLeaseInTarget: true }))).toEqual({ eligible: false, reason: M.hasLease });
  });

  it('keeps the transfer but not the same bed when the period offers none, the bed is taken, or the deadline has passed', () => {
    expect(renewalOptions(facts({ target: { allow_same_bed_renewals: false } }))).toEqual({ eligible: true, sameBed: { offered: false, reason: M.noSameBed }, transfer: true });
    expect(renewalOptions(facts({ bedTakenInTarget: true }))).toEqual({ eligible: true, sameBed: { offered: false, reason: M.bedTaken }, transfer: true });
    // The deadline day itself still counts.
    expect(renewalOptions(facts({ today: '2027-03-01' }))).toEqual({ eligible: true, sameBed: { offered: true }, transfer: true });
    expect(renewalOptions(facts({ today: '2027-03-02' }))).toEqual({ eligible: true, sameBed: { offered: false, reason: M.deadlinePassed }, transfer: true });
    // No deadline: nothing to pass.
    expect(renewalOptions(facts({ today: '2030-01-01', target: { renewal_deadline: null } }))).toEqual({ eligible: true, sameBed: { offered: true }, transfer: true });
  });
});

describe('the held bed', () => {
  it('is held while its resident may keep it and the deadline has not passed', () => {
    expect(isBedHeld(facts())).toBe(true);
    expect(isBedHeld(facts({ today: '2027-03-02' }))).toBe(false);
    expect(isBedHeld(facts({ lease: { not_renewing: true } }))).toBe(false);
    expect(isBedHeld(facts({ hasLeaseInTarget: true }))).toBe(false);
    expect(isBedHeld(facts({ target: { allow_same_bed_renewals: false } }))).toBe(false);
  });

  it('is not held in a period without a deadline: the deadline is what holds it', () => {
    expect(isBedHeld(facts({ target: { renewal_deadline: null } }))).toBe(false);
    expect(isPastDeadline(null, '2030-01-01')).toBe(false);
    expect(isPastDeadline('2027-03-01', '2027-03-01')).toBe(false);
    expect(isPastDeadline('2027-03-01', '2027-03-02')).toBe(true);
  });
});

it('offers each kind of lease the plans of its own tenant type', () => {
  expect(PLAN_TYPE_OF).toEqual({ new: 'New Tenant', same_bed: 'Renewal Tenant', transfer: 'Renewal Transfer Tenant' });
});

it('refuses new applications for a period open to residents renewing only', () => {
  expect(newApplicationRefusal({ open_to_renewals: true })).toBe('This lease period is open to current residents renewing only.');
  expect(newApplicationRefusal({ open_to_renewals: false })).toBeNull();
});
