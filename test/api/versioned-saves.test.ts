import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Agent, Test } from 'supertest';
import { CONFLICT_MESSAGES } from '../../shared/messages';
import { pngBuffer } from '../helpers/files';
import { buildLeasePeriod, buildSemester, signedInAgent } from '../helpers/manager-factories';
import type { TestContext } from '../helpers/test-app';
import { webpageState, webpageTestContexts, type WebpageRecords } from '../helpers/webpage-records';

type Ids = { propertyId: number; orgId: number; records: WebpageRecords; leasePeriod: number };

/**
 * Every record the manager editors save: how to send a save of one text field with a version (or
 * none), and where that field is stored.
 */
type Saved = {
  name: string;
  table: 'properties' | 'organizations' | 'lease_periods' | 'property_images' | 'amenities' | 'testimonials' | 'property_resources' | 'portfolios' | 'website_block_attrs';
  field: string;
  id: (ids: Ids) => number;
  send: (manager: Agent, ids: Ids, value: string, version?: number) => Test;
};

const json = (body: Record<string, unknown>, version?: number) => (version === undefined ? body : { ...body, version });
const form = (req: Test, fields: Record<string, string>, version?: number) => {
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  return version === undefined ? req : req.field('version', String(version));
};

const SAVED: Saved[] = [
  { name: 'property', table: 'properties', field: 'name', id: (i) => i.propertyId, send: (m, i, v, version) => m.patch(`/api/properties/${i.propertyId}/`).send(json({ id: i.propertyId, name: v }, version)) },
  { name: 'organization', table: 'organizations', field: 'name', id: (i) => i.orgId, send: (m, i, v, version) => m.patch(`/api/organizations-update/${i.orgId}/`).send(json({ id: i.orgId, name: v }, version)) },
  { name: 'lease period', table: 'lease_periods', field: 'name', id: (i) => i.leasePeriod, send: (m, i, v, version) => m.patch(`/api/agreement-periods/${i.leasePeriod}/`).send(json({ name: v }, version)) },
  { name: 'gallery image', table: 'property_images', field: 'caption', id: (i) => i.records.image, send: (m, i, v, version) => form(m.patch(`/api/property-images/${i.records.image}/`), { caption: v }, version) },
  { name: 'amenity', table: 'amenities', field: 'name', id: (i) => i.records.amenity, send: (m, i, v, version) => form(m.patch(`/api/amenities/${i.records.amenity}/`), { name: v }, version) },
  { name: 'testimonial', table: 'testimonials', field: 'name', id: (i) => i.records.testimonial, send: (m, i, v, version) => form(m.patch(`/api/testimonials/${i.records.testimonial}/`), { name: v }, version) },
  { name: 'resource', table: 'property_resources', field: 'name', id: (i) => i.records.resource, send: (m, i, v, version) => form(m.put(`/api/property-resources/${i.records.resource}/`), { name: v }, version) },
  {
    name: 'portfolio',
    table: 'portfolios',
    field: 'name',
    id: (i) => i.records.portfolio,
    send: (m, i, v, version) => m.post(`/api/portfolios/${i.records.portfolio}/`).send(json({ name: v, properties: [i.propertyId] }, version)),
  },
  {
    name: 'property block',
    table: 'website_block_attrs',
    field: 'description',
    id: (i) => i.records.propertyBlock,
    send: (m, i, v, version) => m.patch(`/api/website-block-attrs/${i.records.propertyBlock}/`).send(json({ description: v }, version)),
  },
  {
    name: 'company block',
    table: 'website_block_attrs',
    field: 'description',
    id: (i) => i.records.companyBlock,
    send: (m, i, v, version) => m.patch(`/api/organization-website-block-attrs/${i.records.companyBlock}/`).send(json({ description: v }, version)),
  },
];

let ctx: TestContext;
let manager: Agent;
let ids: Ids;

const freshCompany = webpageTestContexts(async ({ ctx: made, orgId, propertyId }) => {
  const semester = await buildSemester(made.db, orgId);
  return (await buildLeasePeriod(made.db, propertyId, [semester], { name: 'Academic Year' })).id;
});

beforeEach(async () => {
  const t = await freshCompany();
  ctx = t.ctx;
  manager = t.manager;
  ids = { propertyId: t.propertyId, orgId: t.orgId, records: t.records, leasePeriod: t.more };
});
afterEach(() => ctx.close());

const stored = async (s: Saved) => {
  const row = await ctx.db.selectFrom(s.table).selectAll().where('id', '=', s.id(ids)).executeTakeFirstOrThrow();
  return { value: (row as Record<string, unknown>)[s.field], version: row.version };
};

describe.each(SAVED)('saving a $name with the version it loaded', (s) => {
  it('a fresh save is written and answers the next version, which a second save by the same person uses', async () => {
    const { version } = await stored(s);
    const first = await s.send(manager, ids, 'First edit', version);
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(version + 1);
    expect(await stored(s)).toEqual({ value: 'First edit', version: version + 1 });

    const second = await s.send(manager, ids, 'Second edit', first.body.version);
    expect(second.status).toBe(200);
    expect(await stored(s)).toEqual({ value: 'Second edit', version: version + 2 });
  });

  it('a save over a newer version answers 409 with the message and changes nothing', async () => {
    const { version } = await stored(s);
    await s.send(manager, ids, 'Their edit', version).expect(200);
    const before = await webpageState(ctx);
    const stale = await s.send(manager, ids, 'My edit', version);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ detail: CONFLICT_MESSAGES.staleVersion });
    expect(await stored(s)).toEqual({ value: 'Their edit', version: version + 1 });
    expect(await webpageState(ctx)).toEqual(before);
  });

  it('of two saves from the same version at once, exactly one is written and the other answers 409', async () => {
    const { version } = await stored(s);
    const [a, b] = await Promise.all([s.send(manager, ids, 'Edit A', version), s.send(manager, ids, 'Edit B', version)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'Edit A' : 'Edit B';
    expect(await stored(s)).toEqual({ value: winner, version: version + 1 });
  });

  it('a save without a version (an older API client) is still written, and bumps the version', async () => {
    const { version } = await stored(s);
    expect((await s.send(manager, ids, 'Unversioned edit')).status).toBe(200);
    expect(await stored(s)).toEqual({ value: 'Unversioned edit', version: version + 1 });
  });

  it('refuses a version that is not a whole number above zero, changing nothing', async () => {
    const before = await webpageState(ctx);
    const res = await s.send(manager, ids, 'Edit', 0);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ version: ['A whole number is expected.'] });
    expect(await webpageState(ctx)).toEqual(before);
  });
});

describe('the lost update of the finding', () => {
  it('two managers saving the same field at once: in 20 rounds, every round one save is written and the other told, none lost silently', async () => {
    const other = await signedInAgent(ctx, 'manager', ids.orgId);
    for (let round = 0; round < 20; round++) {
      const { version } = (await manager.get(`/api/properties-settings/${ids.propertyId}/`)).body as { version: number };
      const [a, b] = await Promise.all([
        manager.patch(`/api/properties/${ids.propertyId}/`).send({ name: `A ${round}`, version }),
        other.patch(`/api/properties/${ids.propertyId}/`).send({ name: `B ${round}`, version }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const row = await ctx.db.selectFrom('properties').select('name').where('id', '=', ids.propertyId).executeTakeFirstOrThrow();
      expect(row.name).toBe(a.status === 200 ? `A ${round}` : `B ${round}`);
    }
  });
});

describe('a stale save that carries more than one field', () => {
  it('a gallery image replaced with a stale version keeps the old file and stores no new one', async () => {
    const { version } = await stored(SAVED[3]!);
    await manager.patch(`/api/property-images/${ids.records.image}/`).field('caption', 'Theirs').field('version', String(version)).expect(200);
    const before = await webpageState(ctx);
    const res = await manager.patch(`/api/property-images/${ids.records.image}/`).field('version', String(version)).attach('image', await pngBuffer(80, 60), 'new.png');
    expect(res.status).toBe(409);
    expect(await webpageState(ctx)).toEqual(before);
  });

  it('a lease period saved with a stale version keeps its semesters and dates', async () => {
    const { version } = await stored(SAVED[2]!);
    const spring = await buildSemester(ctx.db, ids.orgId, { name: 'Spring', start_date: '2027-01-10', end_date: '2027-05-10' });
    await manager.patch(`/api/agreement-periods/${ids.leasePeriod}/`).send({ description: 'Theirs', version }).expect(200);
    const subs = () => ctx.db.selectFrom('sub_periods').selectAll().where('lease_period_id', '=', ids.leasePeriod).execute();
    const period = () => ctx.db.selectFrom('lease_periods').selectAll().where('id', '=', ids.leasePeriod).executeTakeFirstOrThrow();
    const [subsBefore, periodBefore] = [await subs(), await period()];
    const res = await manager.patch(`/api/agreement-periods/${ids.leasePeriod}/`).send({ semesters: [spring.id], version });
    expect(res.status).toBe(409);
    expect(await subs()).toEqual(subsBefore);
    expect(await period()).toEqual(periodBefore);
  });

  it('a portfolio saved with a stale version keeps its properties', async () => {
    const { version } = await stored(SAVED[7]!);
    await manager.post(`/api/portfolios/${ids.records.portfolio}/`).send({ name: 'Theirs', properties: [ids.propertyId], version }).expect(200);
    const before = await webpageState(ctx);
    const res = await manager.post(`/api/portfolios/${ids.records.portfolio}/`).send({ name: 'Mine', properties: [], version });
    expect(res.status).toBe(409);
    expect(await webpageState(ctx)).toEqual(before);
  });
});

describe('the editors read the version they send back', () => {
  it('the property and company settings, lease periods and every collection carry their version', async () => {
    const property = (await manager.get(`/api/properties-settings/${ids.propertyId}/`)).body;
    expect(property.version).toBe(1);
    expect(property.website_block_attrs[0].version).toBe(1);
    const company = (await manager.get('/api/organizations-settings/')).body;
    expect(company).toMatchObject({ version: 1, portfolios: [{ version: 1 }], website_block_attrs: [{ version: 1 }] });
    expect((await manager.get(`/api/agreement-periods/?property=${ids.propertyId}`)).body[0].version).toBe(1);
    for (const path of ['property-images', 'amenities', 'testimonials', 'property-resources']) {
      expect((await manager.get(`/api/${path}/?prop=${ids.propertyId}`)).body[0].version).toBe(1);
    }
  });
});
