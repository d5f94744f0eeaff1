import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { AlertGroup } from '../../shared/alerts/alert-types';
import { shiftYears } from '../../shared/dates';
import { document as doc, paragraph, signatureTag } from '../../shared/documents/build';
import { signingSigners, signingSignersText } from '../../shared/leases/seats-to-sign';
import { defaultFlags } from '../../shared/rental-application/fields';
import type { PeriodReadiness } from '../../shared/season-readiness/types';
import type { InboxCounts } from '../../shared/types/manager';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { agentsFor, buildLeasePeriod, buildSemester } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { companyToday } from '../helpers/company-day';

let ctx: TestContext;
let orgId: number;
let otherOrgId: number;
let propertyId: number;
let periodId: number;
let a: Awaited<ReturnType<typeof agentsFor>>;

const URL = '/api/agreement-periods/readiness/';
// A season that has not ended whatever the clock says.
const later = (years: number) => shiftYears(companyToday(), years);

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db, { name: 'Campus Edge' })).id;
  otherOrgId = (await buildOrganization(ctx.db)).id;
  propertyId = (await buildProperty(ctx.db, orgId, { name: 'North Hall' })).id;
  const term = await buildSemester(ctx.db, orgId, { name: 'Fall term', start_date: later(1), end_date: later(2) });
  periodId = (await buildLeasePeriod(ctx.db, propertyId, [term], { name: 'Fall 2027', visible: 0 })).id;
  a = await agentsFor(ctx, orgId, otherOrgId);
});
afterEach(() => ctx.close());

const beds = async (n: number, property = propertyId) => {
  const rows = Array.from({ length: n }, (_, i) => ({ property_id: property, building: 'A', floor: '1', unit: `${100 + i}`, unit_type: '2x2', room: 'A', room_type: 'Private', bed: '1' }));
  return (await ctx.db.insertInto('layouts').values(rows).returning('id').execute()).map((r) => r.id);
};
/** A template every seat signs, used for the tenant and the guarantor alike. */
const SIGNED_BY_ALL = doc(paragraph(signatureTag(1, 'sig'), signatureTag(2, 'sig'), signatureTag(3, 'sig')));
const template = async (approved: number) =>
  (await ctx.db.insertInto('document_templates').values({ organization_id: orgId, name: `Lease ${approved}`, type: 'Lease Agreement', body: JSON.stringify(SIGNED_BY_ALL), signing_signers: signingSignersText(signingSigners(SIGNED_BY_ALL)), approved }).returning('id').executeTakeFirstOrThrow()).id;
const plan = async (type: 'New Tenant' | 'Renewal Tenant', approved = 1) =>
  (await ctx.db.insertInto('payment_plans').values({ property_id: propertyId, lease_period_id: periodId, name: `${type} plan`, type, approved, effective_start_date: '2020-01-01', effective_end_date: '2099-12-31' }).returning('id').executeTakeFirstOrThrow()).id;
const assign = (planId: number, layoutIds: number[]) => ctx.db.insertInto('payment_plan_assignments').values(layoutIds.map((layout_id) => ({ layout_id, payment_plan_id: planId }))).execute();

const readiness = async (agent = a.manager, property = propertyId) => {
  const res = await agent.get(`${URL}?property=${property}`);
  expect(res.status).toBe(200);
  return res.body as PeriodReadiness[];
};
/** The period's gaps, as the panel lists them. */
const gaps = async () => (await readiness()).find((r) => r.lease_period_id === periodId)!.steps.flatMap((s) => s.gaps.map((g) => g.text));
const seasonAlert = async (agent = a.manager, query = '') => ((await agent.get(`/api/manager/alerts/${query}`)).body as AlertGroup[]).find((g) => g.kind === 'seasons_not_ready');

describe('GET /api/agreement-periods/readiness/', () => {
  it('follows a period from nothing to ready, step by step, in the order a season is prepared', async () => {
    expect(await gaps()).toEqual(['Approve a lease agreement in Document Templates', 'Add the property’s beds in Layouts', 'Review and save the rental application’s questions', 'Turn on Open to Leasing']);

    // A draft is not enough; an approved one is assigned for the tenant (the guarantor's still missing).
    await template(0);
    const lease = await template(1);
    expect((await gaps())[0]).toBe('Assign an approved contract template');
    expect((await a.manager.put(`/api/agreement-periods/${periodId}/`).send({ contract_template_ids: [lease] })).status).toBe(200);
    expect((await gaps())[0]).toBe('Assign an approved guarantor contract template');
    expect((await a.manager.put(`/api/agreement-periods/${periodId}/`).send({ guarantor_contract_template_ids: [lease] })).status).toBe(200);

    const layout = await beds(4);
    expect((await gaps())[0]).toBe('Approve a New Tenant plan for this period in Payment Plans');
    await assign(await plan('New Tenant', 0), layout);
    expect((await gaps())[0]).toBe('Approve a New Tenant plan for this period in Payment Plans');
    const newTenant = await plan('New Tenant');
    await assign(newTenant, layout.slice(0, 1));
    const [first] = await readiness();
    expect(first!.steps.find((s) => s.key === 'plans')!.gaps).toEqual([{ text: '3 of 4 beds have no New Tenant plan', url: `/new/manager/settings/assign-plans?property=${propertyId}&lease_period=${periodId}` }]);
    await assign(newTenant, layout.slice(1));
    // Another property's beds count for their own property only.
    await beds(2, (await buildProperty(ctx.db, orgId)).id);
    expect(await gaps()).toEqual(['Review and save the rental application’s questions', 'Turn on Open to Leasing']);

    // A period renewing tenants can lease needs renewal plans on every bed too.
    await ctx.db.updateTable('lease_periods').set({ open_to_renewals: 1 }).where('id', '=', periodId).execute();
    expect((await gaps()).slice(0, 2)).toEqual(['Approve a Renewal Tenant plan for this period in Payment Plans', 'Approve a Renewal Transfer Tenant plan for this period in Payment Plans']);
    await ctx.db.updateTable('lease_periods').set({ open_to_renewals: 0 }).where('id', '=', periodId).execute();

    expect((await a.manager.put('/api/rental-application/').send({ ...defaultFlags(), version: 1 })).status).toBe(200);
    expect(await gaps()).toEqual(['Turn on Open to Leasing']);
    expect((await a.manager.post(`/api/agreement-periods/${periodId}/visible-to-tenants/`)).status).toBe(200);
    const [ready] = await readiness();
    expect(ready).toMatchObject({ lease_period_id: periodId, lease_period_name: 'Fall 2027', property_id: propertyId, property_name: 'North Hall', ready: true });
    expect(ready!.steps.map((s) => [s.key, s.done])).toEqual([['templates', true], ['plans', true], ['application', true], ['open', true]]);
  });

  it('names a signer whose templates give them nothing to sign (a guarantor-only tenant contract), until a template that does is assigned', async () => {
    const guaranty = doc(paragraph(signatureTag(2, 'sig'), signatureTag(3, 'sig')));
    const guarantorOnly = (await ctx.db.insertInto('document_templates').values({ organization_id: orgId, name: 'Guaranty form', type: 'Lease Agreement', body: JSON.stringify(guaranty), signing_signers: signingSignersText(signingSigners(guaranty)), approved: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    expect((await a.manager.put(`/api/agreement-periods/${periodId}/`).send({ contract_template_ids: [guarantorOnly], guarantor_contract_template_ids: [guarantorOnly] })).status).toBe(200);
    const step = async () => (await readiness()).find((r) => r.lease_period_id === periodId)!.steps[0]!;
    expect(await step()).toMatchObject({
      key: 'templates',
      done: false,
      gaps: [{ text: 'The tenant has nothing to sign in “Guaranty form”: assign a template with a Tenant Signature or Tenant Initials tag', url: `/new/manager/settings/lease-periods?property=${propertyId}`, fix: 'tenant_templates' }],
    });
    expect((await a.manager.put(`/api/agreement-periods/${periodId}/`).send({ contract_template_ids: [await template(1)] })).status).toBe(200);
    expect(await step()).toMatchObject({ key: 'templates', done: true, gaps: [] });
  });

  it('answers maintenance staff too; 401 signed out, 403 students, 404 another company’s property, 400 a bad or missing id; writes nothing', async () => {
    const before = await ctx.db.selectFrom('lease_periods').selectAll().execute();
    expect((await readiness(a.maintenance)).map((r) => r.lease_period_id)).toEqual([periodId]);
    expect((await a.anonymous.get(`${URL}?property=${propertyId}`)).status).toBe(401);
    expect((await a.student.get(`${URL}?property=${propertyId}`)).status).toBe(403);
    const foreign = await a.stranger.get(`${URL}?property=${propertyId}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ detail: expect.any(String) });
    const bad = await a.manager.get(`${URL}?property=x`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['property']);
    expect((await a.manager.get(URL)).status).toBe(400);
    expect(await ctx.db.selectFrom('lease_periods').selectAll().execute()).toEqual(before);
  });
});

describe('the seasons_not_ready alert', () => {
  it('names each period open to leasing and not ready, with its first gap, until it is ready; never a closed, ended or other company’s period', async () => {
    // Closed: not an alert (the panel still lists it).
    expect(await seasonAlert()).toEqual({ kind: 'seasons_not_ready', count: 0, items: [] });
    await ctx.db.updateTable('lease_periods').set({ visible: 1 }).where('id', '=', periodId).execute();
    // Ended periods are not prepared any more.
    const past = await buildSemester(ctx.db, orgId, { name: 'Old term', start_date: '2020-08-20', end_date: '2020-12-18' });
    await buildLeasePeriod(ctx.db, propertyId, [past], { name: 'Fall 2020' });
    expect(await seasonAlert()).toEqual({
      kind: 'seasons_not_ready',
      count: 1,
      items: [{ id: periodId, label: 'Fall 2027 at North Hall is not ready: Approve a lease agreement in Document Templates (and 2 more)', url: `/new/manager/settings/lease-periods?property=${propertyId}` }],
    });
    expect(await a.manager.get('/api/manager/counts/').then((r) => (r.body as InboxCounts).alerts)).toBe(1);
    // Maintenance staff do not prepare seasons; another company sees nothing of this one; a filter to another property leaves it out.
    expect(await seasonAlert(a.maintenance)).toBeUndefined();
    expect(await a.maintenance.get('/api/manager/counts/').then((r) => (r.body as InboxCounts).alerts)).toBe(0);
    expect((await seasonAlert(a.stranger))!.count).toBe(0);
    const other = (await buildProperty(ctx.db, orgId)).id;
    expect((await seasonAlert(a.manager, `?property=${other}`))!.count).toBe(0);
    expect((await seasonAlert(a.manager, `?property=${propertyId}`))!.count).toBe(1);

    // Made ready: the alert goes.
    const lease = await template(1);
    await ctx.db.insertInto('lease_period_templates').values([{ lease_period_id: periodId, kind: 'tenant', template_id: lease }, { lease_period_id: periodId, kind: 'guarantor', template_id: lease }]).execute();
    const layout = await beds(40);
    const newTenant = await plan('New Tenant');
    await assign(newTenant, layout.slice(0, 28));
    await ctx.db.insertInto('rental_application_settings').values({ organization_id: orgId, flags: JSON.stringify(defaultFlags()) }).execute();
    expect((await seasonAlert())!.items[0]!.label).toBe('Fall 2027 at North Hall is not ready: 12 of 40 beds have no New Tenant plan');
    await assign(newTenant, layout.slice(28));
    expect(await seasonAlert()).toEqual({ kind: 'seasons_not_ready', count: 0, items: [] });
    expect(await a.manager.get('/api/manager/counts/').then((r) => (r.body as InboxCounts).alerts)).toBe(0);
  });
});
