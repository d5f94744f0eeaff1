import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import type { Agent, Test } from 'supertest';
import { mp4Buffer, pngBuffer } from '../helpers/files';
import { agentsFor, buildCompanies, keptTestContexts, signInAgents, usersOf } from '../helpers/manager-factories';
import type { TestContext } from '../helpers/test-app';
import { createWebpageRecords, PDF, webpageState, type WebpageRecords } from '../helpers/webpage-records';

// test:pg skips this file: its subject is who may call each editor route (the role guards and loadOwned), the same on either database; the ownership query it reads runs on PostgreSQL in every webpage API test.

/**
 * Every endpoint of the webpage editors, for every kind of caller: signed out 401, students 403,
 * maintenance staff read but never write, a manager of another company finds nothing (404), and
 * none of the refused calls changes a row or a file. The company's own manager goes last, to show
 * each call was well-formed and is refused only for who made it.
 */

type Fixture = { propertyId: number; orgId: number; records: WebpageRecords; png: Buffer };
type Caller = Agent | ReturnType<typeof request>;
type Endpoint = {
  name: string;
  kind: 'read' | 'write';
  call: (agent: Caller, f: Fixture) => Test;
  /** What another company's manager gets; by default 404. 'own' means the call is scoped to the caller's company. */
  stranger?: number | 'own';
  /** Maintenance staff's answer when it is not the default (200 on reads, 403 on writes). */
  maintenance?: number;
  /** The company's own manager; by default any 2xx. */
  manager?: number;
};

const collection = (base: string, create: (a: Caller, f: Fixture) => Test, edit: (a: Caller, id: number) => Test, id: (r: WebpageRecords) => number): Endpoint[] => [
  { name: `GET ${base}?prop=`, kind: 'read', call: (a, f) => a.get(`${base}?prop=${f.propertyId}`) },
  { name: `POST ${base}`, kind: 'write', call: create },
  { name: `PATCH ${base}{id}/`, kind: 'write', call: (a, f) => edit(a, id(f.records)) },
  { name: `POST ${base}{id}/change_order/`, kind: 'write', call: (a, f) => a.post(`${base}${id(f.records)}/change_order/`).send({ id: id(f.records), order: 0 }) },
  { name: `DELETE ${base}{id}/`, kind: 'write', call: (a, f) => a.delete(`${base}${id(f.records)}/`) },
];

const ENDPOINTS: Endpoint[] = [
  // Editor reads and saves.
  { name: 'GET /api/properties-settings/', kind: 'read', call: (a) => a.get('/api/properties-settings/'), stranger: 'own' },
  { name: 'GET /api/properties-settings/{id}/', kind: 'read', call: (a, f) => a.get(`/api/properties-settings/${f.propertyId}/`) },
  { name: 'GET /api/organizations-settings/', kind: 'read', call: (a) => a.get('/api/organizations-settings/'), stranger: 'own' },
  { name: 'PATCH /api/properties/{id}/', kind: 'write', call: (a, f) => a.patch(`/api/properties/${f.propertyId}/`).send({ id: f.propertyId, name: 'Renamed' }) },
  { name: 'PATCH /api/properties/{id}/ (status)', kind: 'write', call: (a, f) => a.patch(`/api/properties/${f.propertyId}/`).send({ id: f.propertyId, status: 'DISABLED' }) },
  { name: 'POST /api/properties/{id}/upload_header/', kind: 'write', call: (a, f) => a.post(`/api/properties/${f.propertyId}/upload_header/`).attach('image', f.png, 'card.png') },
  { name: 'PATCH /api/organizations-update/{id}/', kind: 'write', call: (a, f) => a.patch(`/api/organizations-update/${f.orgId}/`).send({ id: f.orgId, tagline: 'Changed' }) },
  { name: 'GET /api/geocode/', kind: 'read', call: (a) => a.get('/api/geocode/?q=2100%20San%20Antonio%20St'), stranger: 'own', maintenance: 403, manager: 503 },

  // Property collections.
  ...collection(
    '/api/property-images/',
    (a, f) => a.post('/api/property-images/').field('prop', String(f.propertyId)).field('caption', 'Pool').attach('image', f.png, 'pool.png'),
    (a, id) => a.patch(`/api/property-images/${id}/`).field('caption', 'Changed'),
    (r) => r.image,
  ),
  ...collection(
    '/api/amenities/',
    (a, f) => a.post('/api/amenities/').field('prop', String(f.propertyId)).field('name', 'Gym').attach('image', f.png, 'gym.png'),
    (a, id) => a.patch(`/api/amenities/${id}/`).field('name', 'Changed'),
    (r) => r.amenity,
  ),
  ...collection(
    '/api/testimonials/',
    (a, f) => a.post('/api/testimonials/').field('prop', String(f.propertyId)).field('name', 'Ann').field('testimonial', 'Lovely.').attach('image', f.png, 'ann.png'),
    (a, id) => a.patch(`/api/testimonials/${id}/`).field('show_on_organization', 'true'),
    (r) => r.testimonial,
  ),
  ...collection(
    '/api/property-resources/',
    (a, f) => a.post('/api/property-resources/').field('prop', String(f.propertyId)).field('name', 'Map').attach('resource_file', PDF, 'map.pdf'),
    (a, id) => a.patch(`/api/property-resources/${id}/`).field('name', 'Changed'),
    (r) => r.resource,
  ),

  // Header media of the property and of the company.
  { name: 'POST /api/property-background-media/', kind: 'write', call: (a, f) => a.post('/api/property-background-media/').field('prop', String(f.propertyId)).attach('file', mp4Buffer(), 'v.mp4') },
  { name: 'POST /api/property-background-media/{id}/change_order/', kind: 'write', call: (a, f) => a.post(`/api/property-background-media/${f.records.propertyMedia}/change_order/`).send({ order: 0 }) },
  { name: 'DELETE /api/property-background-media/{id}/', kind: 'write', call: (a, f) => a.delete(`/api/property-background-media/${f.records.propertyMedia}/`) },
  { name: 'GET /api/organization-background-media/', kind: 'read', call: (a, f) => a.get(`/api/organization-background-media/?organization=${f.orgId}`) },
  { name: 'POST /api/organization-background-media/', kind: 'write', call: (a, f) => a.post('/api/organization-background-media/').field('organization', String(f.orgId)).attach('file', f.png, 'i.png') },
  { name: 'POST /api/organization-background-media/{id}/change_order/', kind: 'write', call: (a, f) => a.post(`/api/organization-background-media/${f.records.companyMedia}/change_order/`).send({ order: 0 }) },
  { name: 'DELETE /api/organization-background-media/{id}/', kind: 'write', call: (a, f) => a.delete(`/api/organization-background-media/${f.records.companyMedia}/`) },

  // Portfolios. Another company's manager creating one with our property gets the field error.
  { name: 'POST /api/portfolios/', kind: 'write', call: (a, f) => a.post('/api/portfolios/').send({ name: 'West', properties: [f.propertyId] }), stranger: 400 },
  { name: 'POST /api/portfolios/{id}/', kind: 'write', call: (a, f) => a.post(`/api/portfolios/${f.records.portfolio}/`).send({ name: 'Renamed', properties: [] }) },
  { name: 'POST /api/portfolios/{id}/upload_image/', kind: 'write', call: (a, f) => a.post(`/api/portfolios/${f.records.portfolio}/upload_image/`).attach('image', f.png, 'p.png') },
  { name: 'POST /api/portfolios/{id}/change_order/', kind: 'write', call: (a, f) => a.post(`/api/portfolios/${f.records.portfolio}/change_order/`).send({ order: 0 }) },
  { name: 'DELETE /api/portfolios/{id}/', kind: 'write', call: (a, f) => a.delete(`/api/portfolios/${f.records.portfolio}/`) },

  // The webpage model.
  { name: 'GET /api/website-block-attrs/', kind: 'read', call: (a, f) => a.get(`/api/website-block-attrs/?prop=${f.propertyId}`) },
  { name: 'POST /api/website-block-attrs/', kind: 'write', call: (a, f) => a.post('/api/website-block-attrs/').send({ prop: f.propertyId, block_name: 'features', visibility: false }) },
  { name: 'PATCH /api/website-block-attrs/{id}/', kind: 'write', call: (a, f) => a.patch(`/api/website-block-attrs/${f.records.propertyBlock}/`).send({ visibility: false }) },
  { name: 'GET /api/organization-website-block-attrs/', kind: 'read', call: (a, f) => a.get(`/api/organization-website-block-attrs/?organization=${f.orgId}`) },
  { name: 'POST /api/organization-website-block-attrs/', kind: 'write', call: (a, f) => a.post('/api/organization-website-block-attrs/').send({ organization: f.orgId, block_name: 'latest-posts', visibility: false }) },
  { name: 'PATCH /api/organization-website-block-attrs/{id}/', kind: 'write', call: (a, f) => a.patch(`/api/organization-website-block-attrs/${f.records.companyBlock}/`).send({ description: 'Changed' }) },
];

let ctx: TestContext;
let agents: Awaited<ReturnType<typeof agentsFor>>;
let fixture: Fixture;

const freshCompany = keptTestContexts(async (made) => {
  const company = await buildCompanies(made);
  const signedIn = await agentsFor(made, company.orgId, company.otherOrgId);
  const records = await createWebpageRecords(signedIn.manager, company);
  return { users: usersOf(signedIn), fixture: { propertyId: company.propertyId, orgId: company.orgId, records, png: await pngBuffer() } };
});

beforeEach(async () => {
  const fresh = await freshCompany();
  ctx = fresh.ctx;
  agents = await signInAgents(ctx, fresh.kept.users);
  fixture = fresh.kept.fixture;
});
afterEach(() => ctx.close());

describe('who may call each webpage editor endpoint', () => {
  it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s', async (_name, endpoint) => {
    const before = await webpageState(ctx);
    const answers: Record<string, { status: number; body: unknown }> = {};
    const ask = async (who: keyof typeof agents) => {
      const res = await endpoint.call(agents[who], fixture);
      answers[who] = { status: res.status, body: res.body };
    };
    await ask('anonymous');
    await ask('student');
    await ask('maintenance');
    if (endpoint.stranger !== 'own') await ask('stranger');

    expect(answers.anonymous).toEqual({ status: 401, body: { detail: expect.any(String) } });
    expect(answers.student).toEqual({ status: 403, body: { detail: expect.any(String) } });
    const maintenance = endpoint.maintenance ?? (endpoint.kind === 'read' ? 200 : 403);
    expect(answers.maintenance!.status).toBe(maintenance);
    if (maintenance === 403) expect(answers.maintenance!.body).toEqual({ detail: expect.any(String) });
    if (endpoint.stranger !== 'own') {
      const status = endpoint.stranger ?? 404;
      expect(answers.stranger!.status).toBe(status);
      expect(answers.stranger!.body).toEqual(status === 404 ? { detail: expect.any(String) } : { properties: [expect.any(String)] });
    }
    // Nothing above changed a row or left a file.
    expect(await webpageState(ctx)).toEqual(before);

    const own = await endpoint.call(agents.manager, fixture);
    if (endpoint.manager) expect(own.status).toBe(endpoint.manager);
    else expect(own.status).toBeGreaterThanOrEqual(200);
    if (!endpoint.manager) expect(own.status).toBeLessThan(300);
    // A write changes something (moving the only item to the top changes nothing, and needs not).
    if (endpoint.kind === 'write' && own.status < 300 && !endpoint.name.endsWith('change_order/')) expect(await webpageState(ctx)).not.toEqual(before);
  });
});
