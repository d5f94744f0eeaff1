import { describe, expect, it } from '@jest/globals';
import { notReadyLabel, requiredTenantTypes, seasonGaps, seasonReadiness } from '../../shared/season-readiness/readiness';
import type { SeasonFacts } from '../../shared/season-readiness/types';

/** A period of North Hall (property 7) with everything in place: 40 beds, each with a New Tenant plan. */
function facts(overrides: Partial<SeasonFacts> = {}): SeasonFacts {
  return {
    lease_period_id: 3,
    lease_period_name: 'Fall 2027',
    property_id: 7,
    property_name: 'North Hall',
    start_date: '2027-08-19',
    open_to_leasing: true,
    takes_renewals: false,
    templates: { tenant: true, guarantor: true },
    company_has_approved_template: true,
    beds: 40,
    plans: { 'New Tenant': { approved: 1, beds: 40 }, 'Renewal Tenant': { approved: 0, beds: 0 }, 'Renewal Transfer Tenant': { approved: 0, beds: 0 } },
    application_saved: true,
    ...overrides,
  };
}

const gapsOf = (f: SeasonFacts) => seasonGaps(seasonReadiness(f)).map((g) => [g.text, g.url, g.fix ?? null]);

describe('season readiness', () => {
  it('is ready when every step is done, and lists the steps in the order a season is prepared', () => {
    const ready = seasonReadiness(facts());
    expect(ready.ready).toBe(true);
    expect(ready.steps.map((s) => [s.key, s.title, s.done])).toEqual([
      ['templates', 'Contract templates', true],
      ['plans', 'Payment plans on every bed', true],
      ['application', 'Rental application', true],
      ['open', 'Open to leasing', true],
    ]);
    expect(seasonGaps(ready)).toEqual([]);
  });

  it('counts the beds without a plan of a tenant type, and links to Assign Plans on the property and period', () => {
    const f = facts({ plans: { ...facts().plans, 'New Tenant': { approved: 2, beds: 28 } } });
    expect(seasonReadiness(f).ready).toBe(false);
    expect(gapsOf(f)).toEqual([['12 of 40 beds have no New Tenant plan', '/new/manager/settings/assign-plans?property=7&lease_period=3', null]]);
    expect(notReadyLabel(seasonReadiness(f))).toBe('Fall 2027 at North Hall is not ready: 12 of 40 beds have no New Tenant plan');
    expect(gapsOf(facts({ beds: 1, plans: { ...facts().plans, 'New Tenant': { approved: 1, beds: 0 } } }))[0]![0]).toBe('1 of 1 bed has no New Tenant plan');
  });

  it('sends to Payment Plans when the period has no approved plan of a type, and to Layouts when the property has no beds', () => {
    expect(gapsOf(facts({ plans: { ...facts().plans, 'New Tenant': { approved: 0, beds: 0 } } }))).toEqual([['Approve a New Tenant plan for this period in Payment Plans', '/new/manager/settings/payment-plans', null]]);
    expect(gapsOf(facts({ beds: 0 }))).toEqual([['Add the property’s beds in Layouts', '/new/manager/settings/layouts', null]]);
  });

  it('asks for renewal plans only of a period renewing tenants can lease', () => {
    expect(requiredTenantTypes({ takes_renewals: false })).toEqual(['New Tenant']);
    expect(requiredTenantTypes({ takes_renewals: true })).toEqual(['New Tenant', 'Renewal Tenant', 'Renewal Transfer Tenant']);
    const renewing = facts({ takes_renewals: true, plans: { ...facts().plans, 'Renewal Tenant': { approved: 1, beds: 40 } } });
    expect(gapsOf(renewing)).toEqual([['Approve a Renewal Transfer Tenant plan for this period in Payment Plans', '/new/manager/settings/payment-plans', null]]);
  });

  it('asks for the tenant and guarantor templates on the Lease Periods screen, or for an approved lease agreement first', () => {
    const here = '/new/manager/settings/lease-periods?property=7';
    expect(gapsOf(facts({ templates: { tenant: false, guarantor: true } }))).toEqual([['Assign an approved contract template', here, 'tenant_templates']]);
    expect(gapsOf(facts({ templates: { tenant: false, guarantor: false } }))).toEqual([
      ['Assign an approved contract template', here, 'tenant_templates'],
      ['Assign an approved guarantor contract template', here, 'guarantor_templates'],
    ]);
    expect(gapsOf(facts({ templates: { tenant: false, guarantor: false }, company_has_approved_template: false }))).toEqual([['Approve a lease agreement in Document Templates', '/new/manager/settings/document-templates', null]]);
  });

  it('asks for the rental application to be saved and the period opened, last', () => {
    const f = facts({ application_saved: false, open_to_leasing: false, templates: { tenant: true, guarantor: false } });
    expect(gapsOf(f)).toEqual([
      ['Assign an approved guarantor contract template', '/new/manager/settings/lease-periods?property=7', 'guarantor_templates'],
      ['Review and save the rental application’s questions', '/new/manager/settings/rental-application', null],
      ['Turn on Open to Leasing', '/new/manager/settings/lease-periods?property=7', 'open_to_leasing'],
    ]);
    expect(seasonReadiness(f).steps.map((s) => s.done)).toEqual([false, true, false, false]);
    expect(notReadyLabel(seasonReadiness(f))).toBe('Fall 2027 at North Hall is not ready: Assign an approved guarantor contract template (and 2 more)');
  });
});
