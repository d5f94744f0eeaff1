import { describe, expect, it } from '@jest/globals';
import type { Agent } from 'supertest';
import { MESSAGES } from '../../shared/messages';
import { SUB_EDITOR_MESSAGES } from '../../shared/schemas/webpages';
import { buildProperty } from '../helpers/factories';
import { filesIn, pngBuffer } from '../helpers/files';
import { agentsFor } from '../helpers/manager-factories';
import type { TestContext } from '../helpers/test-app';
import { PDF, sharedCompany, webpageState, webpageTestContexts, type WebpageRecords } from '../helpers/webpage-records';

/**
 * Bad input to the webpage-editor API: query, path and body errors answer 400 with field errors
 * ({"field": ["message"]}) and change nothing. Also two happy paths no other test covers.
 */

type Ids = WebpageRecords & { propertyId: number; orgId: number; otherOrgId: number };

let ctx: TestContext;
let manager: Agent;
let ids: Ids;

const freshCompany = webpageTestContexts();
type Company = Awaited<ReturnType<typeof freshCompany>>;

function use(company: Company) {
  ({ ctx, manager } = company);
  ids = { ...company.records, propertyId: company.propertyId, orgId: company.orgId, otherOrgId: company.otherOrgId };
}

// The refusal tests share one company; the happy paths get their own.
const onOwnCompany = sharedCompany(freshCompany, use);

// ---- helpers ----

/** The message of an id that is not a positive whole number (shared/schemas/common.ts idParam). */
const NOT_AN_ID = 'A whole number is expected.';
const long = (n: number) => 'x'.repeat(n);

/** Runs the request and expects a 400 with exactly `body`, and nothing changed. */
async function expectRefused(run: () => PromiseLike<{ status: number; body: unknown }>, body: unknown) {
  const before = await webpageState(ctx);
  const res = await run();
  expect({ status: res.status, body: res.body }).toEqual({ status: 400, body });
  expect(await webpageState(ctx)).toEqual(before);
}

// ---- list reads ----

const lists: { path: string; param: 'prop' | 'organization' }[] = [
  { path: '/api/property-images/', param: 'prop' },
  { path: '/api/amenities/', param: 'prop' },
  { path: '/api/testimonials/', param: 'prop' },
  { path: '/api/property-resources/', param: 'prop' },
  { path: '/api/website-block-attrs/', param: 'prop' },
  { path: '/api/organization-background-media/', param: 'organization' },
  { path: '/api/organization-website-block-attrs/', param: 'organization' },
];

describe.each(lists)('GET $path', ({ path, param }) => {
  it.each(['', '?prop=&organization=', `?${param}=abc`, `?${param}=0`])(`answers a field error on ${param} for query "%s"`, async (query) => {
    await expectRefused(() => manager.get(`${path}${query}`), { [param]: [NOT_AN_ID] });
  });
});

// ---- PATCH bodies ----

type BadBody = { label: string; path: (i: Ids) => string; body: Record<string, unknown>; form?: boolean; errors: Record<string, unknown[]> };
const any = [expect.any(String)];

const badPatches: BadBody[] = [
  { label: 'property-images: caption not text', path: (i) => `/api/property-images/${i.image}/`, body: { caption: 123 }, errors: { caption: any } },
  { label: 'property-images: caption over 200', path: (i) => `/api/property-images/${i.image}/`, body: { caption: long(201) }, form: true, errors: { caption: ['At most 200 characters'] } },
  { label: 'property-images: amenity_type over 80', path: (i) => `/api/property-images/${i.image}/`, body: { amenity_type: long(81) }, errors: { amenity_type: ['At most 80 characters'] } },
  { label: 'amenities: empty name', path: (i) => `/api/amenities/${i.amenity}/`, body: { name: '' }, errors: { name: [SUB_EDITOR_MESSAGES.cannotBeEmpty] } },
  { label: 'amenities: blank name (form)', path: (i) => `/api/amenities/${i.amenity}/`, body: { name: '   ' }, form: true, errors: { name: [SUB_EDITOR_MESSAGES.cannotBeEmpty] } },
  { label: 'amenities: name not text', path: (i) => `/api/amenities/${i.amenity}/`, body: { name: 5 }, errors: { name: [SUB_EDITOR_MESSAGES.cannotBeEmpty] } },
  { label: 'amenities: name over 80', path: (i) => `/api/amenities/${i.amenity}/`, body: { name: long(81) }, errors: { name: ['At most 80 characters'] } },
  { label: 'testimonials: empty name', path: (i) => `/api/testimonials/${i.testimonial}/`, body: { name: '' }, form: true, errors: { name: [SUB_EDITOR_MESSAGES.cannotBeEmpty] } },
  { label: 'testimonials: empty text', path: (i) => `/api/testimonials/${i.testimonial}/`, body: { testimonial: ' ' }, errors: { testimonial: [SUB_EDITOR_MESSAGES.cannotBeEmpty] } },
  { label: 'testimonials: text over 1000', path: (i) => `/api/testimonials/${i.testimonial}/`, body: { testimonial: long(1001) }, errors: { testimonial: ['At most 1000 characters'] } },
  { label: 'testimonials: show_on_organization not a boolean', path: (i) => `/api/testimonials/${i.testimonial}/`, body: { show_on_organization: 'maybe' }, form: true, errors: { show_on_organization: any } },
  { label: 'property-resources: empty name', path: (i) => `/api/property-resources/${i.resource}/`, body: { name: '' }, form: true, errors: { name: [MESSAGES.required] } },
  { label: 'property-resources: name not text', path: (i) => `/api/property-resources/${i.resource}/`, body: { name: 7 }, errors: { name: any } },
  { label: 'property-resources: name over 120', path: (i) => `/api/property-resources/${i.resource}/`, body: { name: long(121) }, errors: { name: any } },
  { label: 'website-block-attrs: visibility "maybe"', path: (i) => `/api/website-block-attrs/${i.propertyBlock}/`, body: { visibility: 'maybe' }, errors: { visibility: any } },
  { label: 'website-block-attrs: description over 500', path: (i) => `/api/website-block-attrs/${i.propertyBlock}/`, body: { description: long(501) }, errors: { description: any } },
  // block_name is read-only: sent back as loaded (or changed) it is ignored (ADR 020, test/api/saved-as-loaded.test.ts).
  { label: 'website-block-attrs: an unknown key', path: (i) => `/api/website-block-attrs/${i.propertyBlock}/`, body: { block_title: 'amenities' }, errors: { non_field_errors: any } },
  { label: 'organization-website-block-attrs: visibility "maybe"', path: (i) => `/api/organization-website-block-attrs/${i.companyBlock}/`, body: { visibility: 'maybe' }, errors: { visibility: any } },
  { label: 'organization-website-block-attrs: description not text', path: (i) => `/api/organization-website-block-attrs/${i.companyBlock}/`, body: { description: 5 }, errors: { description: any } },
];

describe('PATCH with a bad body', () => {
  it.each(badPatches)('$label', async ({ path, body, form, errors }) => {
    await expectRefused(() => {
      const req = manager.patch(path(ids));
      return form ? Object.entries(body).reduce((r, [k, v]) => r.field(k, String(v)), req) : req.send(body);
    }, errors);
  });
});

// ---- portfolio edits ----

describe('POST /api/portfolios/{id}/ (edit) with a bad body', () => {
  const cases: { label: string; body: (i: Ids, otherProperty: number) => unknown; errors: Record<string, unknown[]> }[] = [
    { label: 'missing name', body: (i) => ({ properties: [i.propertyId] }), errors: { name: [MESSAGES.required] } },
    { label: 'blank name', body: () => ({ name: '  ', properties: [] }), errors: { name: [MESSAGES.required] } },
    { label: 'name over 80', body: () => ({ name: long(81), properties: [] }), errors: { name: any } },
    { label: 'properties not an array', body: (i) => ({ name: 'Renamed', properties: String(i.propertyId) }), errors: { properties: any } },
    { label: "another company's property", body: (i, other) => ({ name: 'Renamed', properties: [i.propertyId, other] }), errors: { properties: ['Choose properties of your company.'] } },
  ];
  it.each(cases)('$label', async ({ body, errors }) => {
    const otherProperty = (await buildProperty(ctx.db, ids.otherOrgId)).id;
    await expectRefused(() => manager.post(`/api/portfolios/${ids.portfolio}/`).send(body(ids, otherProperty) as object), errors);
  });
});

// ---- change_order ----

const orderEndpoints: { label: string; path: (i: Ids) => string }[] = [
  { label: 'property-images', path: (i) => `/api/property-images/${i.image}/change_order/` },
  { label: 'amenities', path: (i) => `/api/amenities/${i.amenity}/change_order/` },
  { label: 'testimonials', path: (i) => `/api/testimonials/${i.testimonial}/change_order/` },
  { label: 'property-resources', path: (i) => `/api/property-resources/${i.resource}/change_order/` },
  { label: 'property-background-media', path: (i) => `/api/property-background-media/${i.propertyMedia}/change_order/` },
  { label: 'organization-background-media', path: (i) => `/api/organization-background-media/${i.companyMedia}/change_order/` },
  { label: 'portfolios', path: (i) => `/api/portfolios/${i.portfolio}/change_order/` },
];
const badOrders: { label: string; body: object }[] = [
  { label: 'order -1', body: { order: -1 } },
  { label: "order 'x'", body: { order: 'x' } },
  { label: 'order 1.5', body: { order: 1.5 } },
  { label: 'no order', body: {} },
];

describe.each(orderEndpoints)('POST /api/$label/{id}/change_order/', ({ path }) => {
  it.each(badOrders)('refuses $label with a field error on order', async ({ body }) => {
    await expectRefused(() => manager.post(path(ids)).send(body), { order: any });
  });
});

// ---- ids in the path ----

const badIdRoutes: [method: 'get' | 'post' | 'patch' | 'delete', path: string][] = [
  ['patch', '/api/property-images/abc/'],
  ['delete', '/api/property-images/abc/'],
  ['post', '/api/property-images/abc/change_order/'],
  ['patch', '/api/amenities/abc/'],
  ['delete', '/api/amenities/0/'],
  ['post', '/api/amenities/abc/change_order/'],
  ['patch', '/api/testimonials/1.5/'],
  ['delete', '/api/testimonials/abc/'],
  ['post', '/api/testimonials/abc/change_order/'],
  ['patch', '/api/property-resources/abc/'],
  ['delete', '/api/property-resources/abc/'],
  ['post', '/api/property-resources/abc/change_order/'],
  ['delete', '/api/property-background-media/abc/'],
  ['post', '/api/property-background-media/abc/change_order/'],
  ['delete', '/api/organization-background-media/abc/'],
  ['post', '/api/organization-background-media/abc/change_order/'],
  ['patch', '/api/website-block-attrs/abc/'],
  ['patch', '/api/organization-website-block-attrs/abc/'],
  ['post', '/api/portfolios/abc/'],
  ['post', '/api/portfolios/abc/upload_image/'],
  ['post', '/api/portfolios/abc/change_order/'],
  ['delete', '/api/portfolios/abc/'],
  ['post', '/api/properties/abc/upload_header/'],
  ['patch', '/api/properties/abc/'],
  ['patch', '/api/organizations-update/abc/'],
];

describe('ids in the path that are not positive whole numbers', () => {
  it.each(badIdRoutes)('%s %s answers a field error on id', async (method, path) => {
    await expectRefused(() => manager[method](path).send({}), { id: [NOT_AN_ID] });
  });
});

// ---- happy paths not covered elsewhere ----

describe('GET /api/testimonials/?prop=', () => {
  onOwnCompany();

  it("lists the property's testimonials, in order, to managers and maintenance staff", async () => {
    const otherProperty = (await buildProperty(ctx.db, ids.orgId)).id;
    await manager.post('/api/testimonials/').field('prop', String(otherProperty)).field('name', 'Elsewhere').field('testimonial', 'Not here.').attach('image', await pngBuffer(), 'e.png').expect(201);
    const second = await manager.post('/api/testimonials/').field('prop', String(ids.propertyId)).field('name', 'Leo P.').field('testimonial', 'Fast repairs.').attach('image', await pngBuffer(), 'leo.png');
    expect(second.status).toBe(201);
    const agents = await agentsFor(ctx, ids.orgId, ids.otherOrgId);

    const res = await manager.get(`/api/testimonials/?prop=${ids.propertyId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: ids.testimonial, name: 'Maya R.', testimonial: 'Great place.', image: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/), image_srcset: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}-w64\.webp 64w$/), show_on_organization: false, version: 1 },
      { id: second.body.id, name: 'Leo P.', testimonial: 'Fast repairs.', image: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/), image_srcset: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}-w64\.webp 64w$/), show_on_organization: false, version: 1 },
    ]);
    const asMaintenance = await agents.maintenance.get(`/api/testimonials/?prop=${ids.propertyId}`);
    expect(asMaintenance.status).toBe(200);
    expect(asMaintenance.body).toEqual(res.body);
  });
});

describe('PATCH /api/property-resources/{id}/', () => {
  onOwnCompany();

  const resourceRow = () => ctx.db.selectFrom('property_resources').selectAll().where('id', '=', ids.resource).executeTakeFirstOrThrow();

  it('renames a resource, keeping its file', async () => {
    const before = await resourceRow();
    const res = await manager.patch(`/api/property-resources/${ids.resource}/`).field('name', '  House rules  ');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: ids.resource, name: 'House rules', resource_file: `/uploads/${before.resource_file}`, version: 2 });
    expect(await resourceRow()).toEqual({ ...before, name: 'House rules', version: 2 });
  });

  it('replaces its PDF, keeping its name, and deletes the old file', async () => {
    const before = await resourceRow();
    const res = await manager.patch(`/api/property-resources/${ids.resource}/`).attach('resource_file', Buffer.concat([PDF, Buffer.from('% v2\n')]), 'rules-v2.pdf');
    expect(res.status).toBe(200);
    const after = await resourceRow();
    expect(after).toEqual({ ...before, resource_file: expect.stringMatching(/^[0-9a-f]{32}\.pdf$/), version: 2 });
    expect(after.resource_file).not.toBe(before.resource_file);
    expect(res.body).toEqual({ id: ids.resource, name: 'Rules', resource_file: `/uploads/${after.resource_file}`, version: 2 });
    const files = filesIn(ctx.config.uploadsDir);
    expect(files).toContain(after.resource_file);
    expect(files).not.toContain(before.resource_file);
  });
});

describe('PATCH /api/property-images/{id}/ with some fields', () => {
  onOwnCompany();

  const imageRow = () => ctx.db.selectFrom('property_images').selectAll().where('id', '=', ids.image).executeTakeFirstOrThrow();

  it('keeps the caption when only the photo or the amenity type is sent', async () => {
    const before = await imageRow();
    expect(before.caption).toBe('Lobby');
    const typed = await manager.patch(`/api/property-images/${ids.image}/`).send({ amenity_type: 'pool' });
    expect(typed.status).toBe(200);
    expect(await imageRow()).toEqual({ ...before, amenity_type: 'pool', version: 2 });

    const photo = await manager.patch(`/api/property-images/${ids.image}/`).attach('image', await pngBuffer(70, 50), 'lobby-2.png');
    expect(photo.status).toBe(200);
    const after = await imageRow();
    expect(after).toEqual({ ...before, amenity_type: 'pool', image: expect.stringMatching(/^[0-9a-f]{32}\.png$/), version: 3 });
    expect(after.image).not.toBe(before.image);
    expect(photo.body).toMatchObject({ id: ids.image, caption: 'Lobby' });
  });
});
