import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Test } from 'supertest';
import { document as doc, paragraph as p, signatureTag as tag, text } from '../../shared/documents/build';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { agentsFor, buildLeasePeriod, buildSemester } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * "Loaded whole, edited, saved whole" (docs/decisions/020-read-only-keys.md): every whole-object save
 * takes back exactly what its GET answered; the keys the server answers but a save cannot change
 * are ignored whatever their value; any other key is still refused.
 */

let ctx: TestContext;
let a: Awaited<ReturnType<typeof agentsFor>>;
let orgId: number;
let propertyId: number;
let periodId: number;
let subs: number[];
let rentCode: number;

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db)).id;
  const otherOrgId = (await buildOrganization(ctx.db)).id;
  a = await agentsFor(ctx, orgId, otherOrgId);
  propertyId = (await buildProperty(ctx.db, orgId)).id;
  await buildProperty(ctx.db, orgId);
  const fall = await buildSemester(ctx.db, orgId, { name: 'Fall 2026' });
  periodId = (await buildLeasePeriod(ctx.db, propertyId, [fall])).id;
  subs = (await ctx.db.selectFrom('sub_periods').select('id').where('lease_period_id', '=', periodId).execute()).map((r) => r.id);
  rentCode = (await ctx.db.insertInto('account_codes').values({ organization_id: orgId, name: 'Rent', type: 'Charge' }).returning('id').executeTakeFirstOrThrow()).id;
});
afterEach(() => ctx.close());

type Answer = Record<string, unknown>;

/** One whole-object save: how to read the record, how to save it, and what read-only keys to send changed. */
type SaveCase = {
  /** Reads the record as its editor loads it. */
  load: () => Promise<Answer>;
  save: (body: Answer) => Test;
  /** Read-only keys with values other than the stored ones. */
  tamper: Answer;
  /** Keys a save changes by itself (the version, the time of the change). */
  moving?: string[];
};

const found = (list: Answer[], id: unknown) => list.find((row) => row.id === id)!;

const newPlan = async (dates = { effective_start_date: '2026-01-15', effective_end_date: '2026-12-31' }) => {
  const { id } = (await a.manager.post('/api/payment-plans/').send({ name: 'Academic year', property_id: propertyId, lease_period_id: periodId })).body as { id: number };
  await a.manager
    .put(`/api/payment-plans/${id}/`)
    .send({
      property_id: propertyId,
      lease_period_id: periodId,
      name: 'Academic year',
      type: 'New Tenant',
      ...dates,
      ledger_entries: [{ sub_period_id: subs[0], due_date: '2026-08-20', account_code_id: rentCode, description: 'Fall rent', credit_amount: '0', charge_amount: '4125.00' }],
    })
    .expect(200);
  return id;
};

const CASES: Record<string, () => Promise<SaveCase>> = {
  'PUT /api/rental-application/': async () => ({
    load: async () => (await a.manager.get('/api/rental-application/').expect(200)).body,
    save: (body) => a.manager.put('/api/rental-application/').send(body),
    tamper: { organization_id: 999_999 },
    moving: ['version'],
  }),
  'PUT /api/lease-terms/': async () => ({
    load: async () => (await a.manager.get('/api/lease-terms/').expect(200)).body,
    save: (body) => a.manager.put('/api/lease-terms/').send(body),
    tamper: { organization_id: 999_999 },
    moving: ['version'],
  }),
  'PUT /api/properties/{id}/late-fee-policy/': async () => {
    const fee = (await ctx.db.insertInto('account_codes').values({ organization_id: orgId, name: 'Late fee', type: 'Fee' }).returning('id').executeTakeFirstOrThrow()).id;
    const url = `/api/properties/${propertyId}/late-fee-policy/`;
    const first = (await a.manager.get(url).expect(200)).body as Answer;
    await a.manager.put(url).send({ ...first, enabled: true, fee_account_code_id: fee, rent_account_code_ids: [rentCode] }).expect(200);
    return {
      load: async () => (await a.manager.get(url).expect(200)).body,
      save: (body) => a.manager.put(url).send(body),
      tamper: { property_id: 999_999, effective_from: '2000-01-01', summary: 'No late fees.' },
      moving: ['version'],
    };
  },
  'PUT /api/payment-plans/{id}/': async () => {
    const id = await newPlan();
    return {
      load: async () => (await a.manager.get(`/api/payment-plans/${id}/`).expect(200)).body,
      save: (body) => a.manager.put(`/api/payment-plans/${id}/`).send(body),
      tamper: {
        id: 999_999,
        total: '1.00',
        property_name: 'Elsewhere',
        lease_period_name: 'Some other year',
        active: true,
        approved: true,
        approved_by: 'Mallory',
        approved_at: '2000-01-01T00:00:00.000Z',
        created_by: 'Mallory',
        created_at: '2000-01-01T00:00:00.000Z',
      },
      moving: ['version'],
    };
  },
  'PATCH /api/ledger_types/{id}/': async () => ({
    load: async () => found((await a.manager.get('/api/ledger_types/').expect(200)).body, rentCode),
    save: (body) => a.manager.patch(`/api/ledger_types/${rentCode}/`).send(body),
    tamper: { id: 999_999 },
    moving: ['version'],
  }),
  'PATCH /api/document-templates/{id}/': async () => {
    const body = doc(p(text('This lease is between the student and the landlord.')), p(tag(1, 'sig')));
    const { id } = (await a.manager.post('/api/document-templates/').send({ name: 'Standard lease', type: 'Lease Agreement', body }).expect(201)).body as { id: number };
    return {
      load: async () => (await a.manager.get(`/api/document-templates/${id}/`).expect(200)).body,
      save: (b) => a.manager.patch(`/api/document-templates/${id}/`).send(b),
      tamper: { id: 999_999, type: 'SMS Template', approved: true, approved_by: 'Mallory', approved_at: '2000-01-01T00:00:00.000Z', created_by: 'Mallory', created_at: '2000-01-01T00:00:00.000Z' },
      moving: ['version'],
    };
  },
  'PATCH /api/content-blocks/{id}/': async () => {
    const { id } = (await a.manager.post('/api/content-blocks/').send({ name: 'Pets', body: doc(p(text('Pets are not allowed in the unit.'))) }).expect(201)).body as { id: number };
    return {
      load: async () => found((await a.manager.get('/api/content-blocks/').expect(200)).body, id),
      save: (b) => a.manager.patch(`/api/content-blocks/${id}/`).send(b),
      tamper: { id: 999_999, created_at: '2000-01-01T00:00:00.000Z', updated_at: '2000-01-01T00:00:00.000Z' },
      moving: ['version', 'updated_at'],
    };
  },
  'PATCH /api/layouts/{id}/': async () => {
    const bed = { property_id: propertyId, building: 'North', floor: '1', unit: '101', unit_type: '2x2', room: 'A', room_type: 'Private', bed: '1' };
    const { id } = (await a.manager.post('/api/layouts/').send(bed).expect(201)).body as { id: number };
    return {
      load: async () => found((await a.manager.get(`/api/layouts/?property=${propertyId}`).expect(200)).body, id),
      save: (b) => a.manager.patch(`/api/layouts/${id}/`).send(b),
      tamper: { id: 999_999 },
      moving: ['version'],
    };
  },
  'PATCH /api/website-block-attrs/{id}/': async () => {
    const { id } = (await a.manager.post('/api/website-block-attrs/').send({ block_name: 'about', description: 'Our story', prop: propertyId }).expect(201)).body as { id: number };
    return {
      load: async () => found((await a.manager.get(`/api/website-block-attrs/?prop=${propertyId}`).expect(200)).body, id),
      save: (b) => a.manager.patch(`/api/website-block-attrs/${id}/`).send(b),
      tamper: { id: 999_999, block_name: 'gallery' },
      moving: ['version'],
    };
  },
  'PATCH /api/organization-website-block-attrs/{id}/': async () => {
    const { id } = (await a.manager.post('/api/organization-website-block-attrs/').send({ block_name: 'about', description: 'Who we are', organization: orgId }).expect(201)).body as { id: number };
    return {
      load: async () => found((await a.manager.get(`/api/organization-website-block-attrs/?organization=${orgId}`).expect(200)).body, id),
      save: (b) => a.manager.patch(`/api/organization-website-block-attrs/${id}/`).send(b),
      tamper: { id: 999_999, block_name: 'testimonials' },
      moving: ['version'],
    };
  },
  'PATCH /api/properties/{id}/ (as /api/properties-settings/{id}/ answers it)': async () => ({
    load: async () => (await a.manager.get(`/api/properties-settings/${propertyId}/`).expect(200)).body,
    save: (b) => a.manager.patch(`/api/properties/${propertyId}/`).send(b),
    tamper: {
      id: 999_999,
      organization_id: 999_999,
      organization_name: 'Elsewhere',
      background_image: '/uploads/elsewhere.png',
      background_image_size: { width: 1, height: 1 },
      background_image_srcset: 'x 1w',
      full: true,
      background_media: [{ id: 1 }],
      property_images: [{ id: 1 }],
      amenities: [{ id: 1 }],
      additional_resources: [{ id: 1 }],
      website_block_attrs: [{ id: 1 }],
    },
    moving: ['version'],
  }),
  'PATCH /api/organizations-update/{id}/ (as /api/organizations-settings/ answers it)': async () => ({
    load: async () => (await a.manager.get('/api/organizations-settings/').expect(200)).body,
    save: (b) => a.manager.patch(`/api/organizations-update/${orgId}/`).send(b),
    tamper: { id: 999_999, properties: [], portfolios: [{ id: 1 }], background_media: [{ id: 1 }], website_block_attrs: [] },
    moving: ['version'],
  }),
  'PUT /api/manager/preferences/': async () => {
    await a.manager.put('/api/manager/preferences/').send({ selected_property_ids: [propertyId] }).expect(200);
    return {
      load: async () => (await a.manager.get('/api/manager/preferences/').expect(200)).body,
      save: (b) => a.manager.put('/api/manager/preferences/').send(b),
      tamper: {},
    };
  },
};

const omit = (answer: Answer, keys: string[]) => Object.fromEntries(Object.entries(answer).filter(([key]) => !keys.includes(key)));

describe.each(Object.keys(CASES))('%s', (name) => {
  it('takes back exactly what the read answered, and nothing read-only changes', async () => {
    const c = await CASES[name]!();
    const loaded = await c.load();
    const saved = await c.save(loaded);
    expect(saved.status).toBe(200);
    const after = await c.load();
    expect(omit(after, c.moving ?? [])).toEqual(omit(loaded, c.moving ?? []));

    const tampered = await c.save({ ...after, ...c.tamper });
    expect(tampered.status).toBe(200);
    expect(omit(await c.load(), c.moving ?? [])).toEqual(omit(loaded, c.moving ?? []));
  });

  it('still refuses a key it does not know (400), and changes nothing', async () => {
    const c = await CASES[name]!();
    const loaded = await c.load();
    const refused = await c.save({ ...loaded, not_a_field: 1 });
    expect(refused.status).toBe(400);
    expect(await c.load()).toEqual(loaded);
  });
});

describe('read-only keys inside lists', () => {
  it('a payment plan’s entries as loaded are taken back; an unknown key in an entry is refused', async () => {
    const id = await newPlan();
    const loaded = (await a.manager.get(`/api/payment-plans/${id}/`)).body as Answer & { ledger_entries: Answer[] };
    const refused = await a.manager.put(`/api/payment-plans/${id}/`).send({ ...loaded, ledger_entries: [{ ...loaded.ledger_entries[0], total: '1.00' }] });
    expect(refused.status).toBe(400);
    expect((await a.manager.get(`/api/payment-plans/${id}/`)).body).toEqual(loaded);
  });

  it('the plan assignments as GET answered them are saved back; the beds’ fields in them are ignored; an unknown key in a row is refused', async () => {
    const bed = { property_id: propertyId, building: 'North', floor: '1', unit: '101', unit_type: '2x2', room: 'A', room_type: 'Private', bed: '1' };
    const bedId = ((await a.manager.post('/api/layouts/').send(bed).expect(201)).body as { id: number }).id;
    const planId = await newPlan({ effective_start_date: '2020-01-01', effective_end_date: '2099-12-31' });
    await a.manager.post(`/api/payment-plans/${planId}/approve/`).expect(200);
    const url = `/api/payment-plan-assignments/?property=${propertyId}&lease_period=${periodId}`;
    const rows = (await a.manager.get(url).expect(200)).body as Answer[];
    expect(rows.map((r) => r.id)).toEqual([bedId]);

    const withPlan = [{ ...rows[0], new_tenant_payment_plan_ids: [planId] }];
    expect((await a.manager.put('/api/payment-plan-assignments/').send({ lease_period_id: periodId, rows: withPlan })).status).toBe(200);
    const loaded = (await a.manager.get(url)).body as Answer[];
    expect(loaded[0]!.new_tenant_payment_plan_ids).toEqual([planId]);

    const tampered = [{ ...loaded[0], new_tenant_payment_plan_ids: [], building: 'South', bed: '9', property_id: 999_999 }];
    expect((await a.manager.put('/api/payment-plan-assignments/').send({ lease_period_id: periodId, rows: tampered })).status).toBe(200);
    const after = (await a.manager.get(url)).body as Answer[];
    expect(after[0]).toMatchObject({ ...bed, new_tenant_payment_plan_ids: [] });
    expect(await ctx.db.selectFrom('layouts').select(['building', 'bed', 'property_id']).where('id', '=', bedId).executeTakeFirst()).toEqual({ building: 'North', bed: '1', property_id: propertyId });

    const unknown = await a.manager.put('/api/payment-plan-assignments/').send({ lease_period_id: periodId, rows: [{ ...after[0], not_a_field: 1 }] });
    expect(unknown.status).toBe(400);
    expect((await a.manager.get(url)).body).toEqual(after);
  });

  it('a property resource’s multipart PUT takes back its fields as listed (its file’s address as text is ignored)', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const created = (await a.manager.post('/api/property-resources/').field('prop', String(propertyId)).field('name', 'House rules').attach('resource_file', pdf, 'rules.pdf').expect(201)).body as Answer;
    const listed = found((await a.manager.get(`/api/property-resources/?prop=${propertyId}`).expect(200)).body, created.id);
    const put = a.manager.put(`/api/property-resources/${created.id}/`);
    for (const [key, value] of Object.entries({ ...listed, name: 'Rules of the house' })) put.field(key, String(value));
    expect((await put).status).toBe(200);
    expect(found((await a.manager.get(`/api/property-resources/?prop=${propertyId}`)).body, created.id)).toMatchObject({ name: 'Rules of the house', resource_file: listed.resource_file });
  });
});
