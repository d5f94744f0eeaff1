import { describe, expect, it } from '@jest/globals';
import { renewalReasonFor, formatRenewalRate, isBedHeld, isPastDeadline, newApplicationRefusal, PLAN_TYPE_OF, RENEWAL_MESSAGES as M, renewalOptions, renewalRate, renewalStatus, type RenewalFacts } from '../../shared/leases/renewal-rules';
import { namedGuarantor, withGuarantor } from '../../shared/leases/lease-values';

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

it('holds no bed the daily job has released, even with a deadline moved later', () => {
  expect(isBedHeld(facts())).toBe(true);
  expect(isBedHeld(facts({ holdReleased: true }))).toBe(false);
});

it('names where a renewal stands: the renewal lease first, then the mark, then a released hold', () => {
  const status = (renewal_status: Parameters<typeof renewalStatus>[0]['renewal_status'], not_renewing = false, hold_released = false) => renewalStatus({ renewal_status, not_renewing, hold_released });
  expect([status('Offered'), status('Ready to sign'), status('Signing'), status('Executed'), status('Declined')]).toEqual(['Offered', 'Offered', 'Signing', 'Renewed', 'Declined']);
  expect([status(null), status(null, true), status(null, false, true), status(null, true, true), status('Executed', true)]).toEqual(['Not started', 'Not renewing', 'Hold released', 'Not renewing', 'Renewed']);
});

it('rates renewals as renewed ÷ eligible, leaving out those not renewing', () => {
  expect(renewalRate(['Renewed', 'Not started', 'Not renewing', 'Offered'])).toEqual({ renewed: 1, eligible: 3, rate: 1 / 3 });
  expect(renewalRate(['Not renewing'])).toEqual({ renewed: 0, eligible: 0, rate: null });
  expect([formatRenewalRate(1 / 3), formatRenewalRate(1), formatRenewalRate(null)]).toEqual(['33%', '100%', '—']);
});

it('names the guarantor a renewal confirms in the copied answers, keeping the others', () => {
  const answers = { lg_name: 'Zoë', lg_email: 'zoe@example.com', lg_phone: '512 555 0100', pi_name: 'Jordan' };
  expect(withGuarantor(answers, { name: 'Ana Ruiz', email: 'ana@example.com', phone: '', address: '1 Main St' })).toEqual({ lg_name: 'Ana Ruiz', lg_email: 'ana@example.com', lg_address: '1 Main St', pi_name: 'Jordan' });
  expect(withGuarantor(answers, null)).toEqual({ pi_name: 'Jordan' });
  expect(namedGuarantor(withGuarantor({}, { name: 'Ana Ruiz', email: 'ana@example.com', phone: '', address: '' }))).toEqual({ name: 'Ana Ruiz', email: 'ana@example.com', address: '', phone: '' });
});

it('words a refusal for the resident, or for the office reading it about them', () => {
  expect(renewalReasonFor(M.notRenewing, 'student')).toBe('Your lease is marked as not renewing. Contact the leasing office.');
  expect(renewalReasonFor(M.notRenewing, 'staff')).toBe('The resident is marked as not renewing.');
  expect(renewalReasonFor(M.hasLease, 'staff')).toBe('The resident already has a lease for this lease period.');
  // One that reads the same to both is kept.
  expect(renewalReasonFor(M.notOpen, 'staff')).toBe(M.notOpen);
});
