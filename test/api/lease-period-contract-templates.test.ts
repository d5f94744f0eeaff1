import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { document as doc, paragraph as p, text } from '../../shared/documents/build';
import type { DocumentType } from '../../shared/documents/types';
import { API_ERRORS, CONTRACT_TEMPLATE_MESSAGES } from '../../shared/messages';
import { MAX_CONTRACT_TEMPLATES } from '../../shared/schemas/lease-periods';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { agentsFor, buildLeasePeriod, buildSemester } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let orgId: number;
let otherOrgId: number;
let propertyId: number;
let periodId: number;
let otherPeriodId: number;
let a: Awaited<ReturnType<typeof agentsFor>>;
/** Approved lease agreements of the company, named so that their order by name is B, A. */
let yearLease: number;
let guarantorLease: number;

/** A template row as the document template endpoints would leave it (approved: as after Final Approval). */
async function buildTemplate(organizationId: number, name: string, type: DocumentType = 'Lease Agreement', approved = true): Promise<number> {
  const row = await ctx.db
    .insertInto('document_templates')
    .values({
      organization_id: organizationId,
      name,
      type,
      subject: type === 'Email Template' ? 'Hello' : '',
      body: JSON.stringify(doc(p(text('This agreement is between the tenant and the landlord.')))),
      signing_signers: '',
      created_by: 'Test',
      created_by_id: null,
      approved: approved ? 1 : 0,
      approved_by: approved ? 'Test' : null,
      approved_at: approved ? new Date().toISOString() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db)).id;
  otherOrgId = (await buildOrganization(ctx.db)).id;
  propertyId = (await buildProperty(ctx.db, orgId)).id;
  const fall = await buildSemester(ctx.db, orgId);
  periodId = (await buildLeasePeriod(ctx.db, propertyId, [fall], { name: 'Academic Year' })).id;
  otherPeriodId = (await buildLeasePeriod(ctx.db, propertyId, [fall], { name: 'Summer' })).id;
  a = await agentsFor(ctx, orgId, otherOrgId);
  yearLease = await buildTemplate(orgId, 'Year lease');
  guarantorLease = await buildTemplate(orgId, 'Guarantor lease');
});
afterEach(() => ctx.close());

const put = (body: object, agent = a.manager, id = periodId) => agent.put(`/api/agreement-periods/${id}/`).send(body);
const assignments = () => ctx.db.selectFrom('lease_period_templates').selectAll().orderBy('lease_period_id').orderBy('kind').orderBy('template_id').execute();
const periodRow = () => ctx.db.selectFrom('lease_periods').selectAll().where('id', '=', periodId).executeTakeFirstOrThrow();
const listed = async (agent = a.manager) => ((await agent.get(`/api/agreement-periods/?property=${propertyId}`)).body as Record<string, unknown>[]).find((p) => p.id === periodId)!;
const contractFields = (body: Record<string, unknown>) => ({
  contract_template_ids: body.contract_template_ids,
  guarantor_contract_template_ids: body.guarantor_contract_template_ids,
  contract_templates: body.contract_templates,
  guarantor_contract_templates: body.guarantor_contract_templates,
});

describe('PUT /api/agreement-periods/{id}/ with contract templates', () => {
  it('assigns approved lease agreements per kind, keeps the kind left out, and answers and lists them by name', async () => {
    const tenant = await put({ contract_template_ids: [yearLease, guarantorLease] });
    expect(tenant.status).toBe(200);
    expect(contractFields(tenant.body)).toEqual({
      contract_template_ids: [guarantorLease, yearLease],
      guarantor_contract_template_ids: [],
      contract_templates: [
        { id: guarantorLease, name: 'Guarantor lease' },
        { id: yearLease, name: 'Year lease' },
      ],
      guarantor_contract_templates: [],
    });

    const guarantor = await put({ guarantor_contract_template_ids: [guarantorLease] });
    expect(guarantor.status).toBe(200);
    expect(guarantor.body.contract_template_ids).toEqual([guarantorLease, yearLease]);
    expect(guarantor.body.guarantor_contract_templates).toEqual([{ id: guarantorLease, name: 'Guarantor lease' }]);
    expect(contractFields(await listed())).toEqual(contractFields(guarantor.body));
    expect(await assignments()).toEqual([
      { lease_period_id: periodId, kind: 'guarantor', template_id: guarantorLease },
      { lease_period_id: periodId, kind: 'tenant', template_id: yearLease },
      { lease_period_id: periodId, kind: 'tenant', template_id: guarantorLease },
    ]);
    // The other period of the property has none.
    const other = ((await a.manager.get(`/api/agreement-periods/?property=${propertyId}`)).body as Record<string, unknown>[]).find((p) => p.id === otherPeriodId)!;
    expect(other.contract_template_ids).toEqual([]);

    // Both kinds in one request; an empty list unassigns.
    const both = await put({ contract_template_ids: [yearLease], guarantor_contract_template_ids: [] });
    expect(both.status).toBe(200);
    expect({ tenant: both.body.contract_template_ids, guarantor: both.body.guarantor_contract_template_ids }).toEqual({ tenant: [yearLease], guarantor: [] });
    expect(await assignments()).toEqual([{ lease_period_id: periodId, kind: 'tenant', template_id: yearLease }]);
  });

  it('does not touch the version the edit dialog saves with, so an open edit is not refused as stale', async () => {
    const before = (await periodRow()).version;
    expect((await put({ contract_template_ids: [yearLease] })).status).toBe(200);
    expect((await periodRow()).version).toBe(before);
    expect((await a.manager.patch(`/api/agreement-periods/${periodId}/`).send({ name: 'Renamed', version: before })).status).toBe(200);
    expect((await listed()).contract_template_ids).toEqual([yearLease]);
  });

  it.each([
    ['a draft lease agreement', () => buildTemplate(orgId, 'Draft lease', 'Lease Agreement', false)],
    ['an e-mail template', () => buildTemplate(orgId, 'Welcome', 'Email Template', false)],
    ['an e-mail template marked approved', () => buildTemplate(orgId, 'Odd e-mail', 'Email Template', true)],
    ['a text message template', () => buildTemplate(orgId, 'Reminder', 'SMS Template', true)],
    ['another company’s approved lease agreement', () => buildTemplate(otherOrgId, 'Their lease')],
    ['an unknown id', async () => 99_999],
  ])('refuses %s under its field, and changes nothing', async (_case, make) => {
    await put({ contract_template_ids: [yearLease], guarantor_contract_template_ids: [guarantorLease] }).expect(200);
    const before = await assignments();
    const bad = await make();
    for (const field of ['contract_template_ids', 'guarantor_contract_template_ids']) {
      const res = await put({ [field]: [guarantorLease, bad] });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ [field]: [CONTRACT_TEMPLATE_MESSAGES.notApprovedLease] });
    }
    // One good list and one bad one: neither is written.
    const mixed = await put({ contract_template_ids: [guarantorLease], guarantor_contract_template_ids: [bad] });
    expect(mixed.body).toEqual({ guarantor_contract_template_ids: [CONTRACT_TEMPLATE_MESSAGES.notApprovedLease] });
    expect(await assignments()).toEqual(before);
  });

  it('refuses duplicates, too many ids, ids that are not whole numbers, and settings mixed in one request', async () => {
    await put({ contract_template_ids: [yearLease] }).expect(200);
    const before = await assignments();
    expect((await put({ contract_template_ids: [yearLease, yearLease] })).body).toEqual({ contract_template_ids: [CONTRACT_TEMPLATE_MESSAGES.duplicate] });
    expect((await put({ guarantor_contract_template_ids: [guarantorLease, guarantorLease] })).body).toEqual({ guarantor_contract_template_ids: [CONTRACT_TEMPLATE_MESSAGES.duplicate] });
    const many = Array.from({ length: MAX_CONTRACT_TEMPLATES + 1 }, (_, i) => i + 1);
    expect((await put({ contract_template_ids: many })).body).toEqual({ contract_template_ids: [CONTRACT_TEMPLATE_MESSAGES.tooMany(MAX_CONTRACT_TEMPLATES)] });
    const notIds = await put({ contract_template_ids: ['1', 1.5, -2] });
    expect(notIds.status).toBe(400);
    expect(notIds.body).toEqual({
      'contract_template_ids.0': [CONTRACT_TEMPLATE_MESSAGES.notAnId],
      'contract_template_ids.1': [CONTRACT_TEMPLATE_MESSAGES.notAnId],
      'contract_template_ids.2': [CONTRACT_TEMPLATE_MESSAGES.notAnId],
    });
    expect((await put({ contract_template_ids: yearLease })).body).toEqual({ contract_template_ids: [CONTRACT_TEMPLATE_MESSAGES.notAList] });
    const mixed = await put({ contract_template_ids: [yearLease], allow_same_bed_renewals: true });
    expect(mixed.status).toBe(400);
    expect(Object.keys(mixed.body)).toEqual(['non_field_errors']);
    expect((await put({ contract_template_ids: [yearLease], version: 1 })).status).toBe(400);
    expect(await assignments()).toEqual(before);
    expect((await periodRow()).allow_same_bed_renewals).toBe(0);
  });
});

describe('who may assign contract templates', () => {
  it('answers 401 signed out, 403 to a student and to maintenance (who read the names), 404 to another company', async () => {
    await put({ contract_template_ids: [yearLease] }).expect(200);
    const before = await assignments();
    const body = { contract_template_ids: [guarantorLease] };
    const anonymous = await put(body, a.anonymous as unknown as typeof a.manager);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: API_ERRORS.notAuthenticated });
    const student = await put(body, a.student);
    expect(student.status).toBe(403);
    expect(student.body).toEqual({ detail: API_ERRORS.permissionDenied });
    expect((await put(body, a.maintenance)).status).toBe(403);
    const stranger = await put(body, a.stranger);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ detail: API_ERRORS.notFound });
    // Another company's manager cannot hand over their own template either.
    const theirs = await buildTemplate(otherOrgId, 'Their lease');
    expect((await put({ contract_template_ids: [theirs] }, a.stranger)).status).toBe(404);
    expect(await assignments()).toEqual(before);

    // Maintenance staff read the assignment; visitors and other companies see no contract fields.
    expect((await listed(a.maintenance)).contract_templates).toEqual([{ id: yearLease, name: 'Year lease' }]);
    await ctx.db.updateTable('lease_periods').set({ visible: 1 }).execute();
    const publicPeriod = await listed(a.stranger);
    expect(publicPeriod).toBeDefined();
    expect(publicPeriod).not.toHaveProperty('contract_template_ids');
    expect(publicPeriod).not.toHaveProperty('contract_templates');
  });
});

describe('the assignment table', () => {
  it('loses a period’s assignments with the period, and a template’s with the template', async () => {
    await put({ contract_template_ids: [yearLease, guarantorLease], guarantor_contract_template_ids: [guarantorLease] }).expect(200);
    await put({ contract_template_ids: [yearLease] }, a.manager, otherPeriodId).expect(200);
    await ctx.db.deleteFrom('document_templates').where('id', '=', guarantorLease).execute();
    expect(await assignments()).toEqual([
      { lease_period_id: periodId, kind: 'tenant', template_id: yearLease },
      { lease_period_id: otherPeriodId, kind: 'tenant', template_id: yearLease },
    ]);
    await ctx.db.deleteFrom('lease_periods').where('id', '=', periodId).execute();
    expect(await assignments()).toEqual([{ lease_period_id: otherPeriodId, kind: 'tenant', template_id: yearLease }]);
  });
});
