import { describe, expect, it } from '@jest/globals';
import { notReadyLabel, requiredTenantTypes, seasonGaps, seasonReadiness } from '../../shared/season-readiness/readiness';
import type { SeasonFacts } from '../../shared/season-readiness/types';
import { document as doc, paragraph as p, signatureTag as tag } from '../../shared/documents/build';
import { signingSigners } from '../../shared/leases/seats-to-sign';
import { DOCUMENT_MESSAGES } from '../../shared/messages';

const lease = (...tags: ReturnType<typeof tag>[]) => ({ name: 'Lease', role: 'tenant' as const, signers: signingSigners(doc(p(...tags))) });
const guaranty = (...tags: ReturnType<typeof tag>[]) => ({ name: 'Guaranty', role: 'guarantor' as const, signers: signingSigners(doc(p(...tags))) });

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
    documents: [lease(tag(1, 'sig'), tag(3, 'sig')), guaranty(tag(2, 'sig'))],
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

  it('names a signer the templates give nothing to sign, with or without a guarantor, as the plan choice would refuse it', () => {
    const here = '/new/manager/settings/lease-periods?property=7';
    // The tenant's contract is a guarantor-only template.
    expect(gapsOf(facts({ documents: [lease(tag(2, 'sig'), tag(3, 'sig')), guaranty(tag(2, 'sig'))] }))).toEqual([
      ['The tenant has nothing to sign in “Lease”: assign a template with a Tenant Signature or Tenant Initials tag', here, 'tenant_templates'],
    ]);
    // The guarantor only dates; the landlord signs the guaranty alone, so a packet without a guarantor leaves it nothing.
    expect(gapsOf(facts({ documents: [lease(tag(1, 'initial'), tag(3, 'date')), guaranty(tag(2, 'date'), tag(3, 'sig'))] }))).toEqual([
      ['The guarantor has nothing to sign in “Guaranty”: assign a template with a Guarantor Signature or Guarantor Initials tag', here, 'guarantor_templates'],
      ['The landlord has nothing to sign in “Lease”: assign a template with a Landlord Signature or Landlord Initials tag', '/new/manager/settings/document-templates', null],
    ]);
    expect(seasonReadiness(facts({ documents: [lease(tag(2, 'sig'))] })).steps[0]!.done).toBe(false);
  });

  it('names a template whose stored body cannot be read, once, and judges the seats by the others', () => {
    const here = '/new/manager/settings/lease-periods?property=7';
    const damaged = { name: 'Scanned guaranty', role: 'guarantor' as const, signers: null };
    expect(gapsOf(facts({ documents: [lease(tag(1, 'sig'), tag(3, 'sig')), damaged] }))).toEqual([
      [DOCUMENT_MESSAGES.unreadableBody('Scanned guaranty'), here, 'guarantor_templates'],
    ]);
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
