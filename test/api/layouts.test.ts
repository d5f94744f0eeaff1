import { beforeEach, describe, expect, it } from '@jest/globals';
import { LAYOUT_FIELD_MAX } from '../../shared/layouts/schema';
import type { Layout } from '../../shared/layouts/types';
import { CONFLICT_MESSAGES, LAYOUT_MESSAGES as M, OWNERSHIP_MESSAGES } from '../../shared/messages';
import { uniqueConflict } from '../../server/http/unique-conflicts';
import { expectManagerWrites, type Write } from '../helpers/access-matrix';
import { companiesEachTest, type CompaniesTest } from '../helpers/companies-each-test';
import { buildProperty } from '../helpers/factories';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let a: CompaniesTest['a'];
let orgId: number;
let otherOrgId: number;
let propertyId: number;
let otherPropertyId: number;
let strangerPropertyId: number;

companiesEachTest((made) => ({ ctx, orgId, otherOrgId, a } = made));
beforeEach(async () => {
  propertyId = (await buildProperty(ctx.db, orgId)).id;
  otherPropertyId = (await buildProperty(ctx.db, orgId)).id;
  strangerPropertyId = (await buildProperty(ctx.db, otherOrgId)).id;
});

const bed = (overrides: object = {}) => ({ property_id: propertyId, building: 'North', floor: '1', unit: '101', unit_type: '2x2', room: 'A', room_type: 'Private', bed: '1', ...overrides });
const create = (body: object = bed()) => a.manager.post('/api/layouts/').send(body);
const newLayout = async (overrides: object = {}) => {
  const res = await create(bed(overrides));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Layout;
};
const patch = (id: number, body: object) => a.manager.patch(`/api/layouts/${id}/`).send(body);
const rows = () => ctx.db.selectFrom('layouts').selectAll().orderBy('id').execute();
const required = { building: [M.required.building], floor: [M.required.floor], unit: [M.required.unit], unit_type: [M.required.unit_type], room: [M.required.room], room_type: [M.required.room_type], bed: [M.required.bed] };

describe('who may call the layout endpoints', () => {
  it('answers 401 signed out, 403 to a student, reads only to maintenance and 404 for another company’s bed', async () => {
    const { id } = await newLayout();
    const writes: Write[] = [
      ['post', '/api/layouts/', bed({ bed: '2' })],
      ['patch', `/api/layouts/${id}/`, { bed: '3' }],
      ['delete', `/api/layouts/${id}/`, {}],
    ];
    expect((await a.anonymous.get('/api/layouts/')).status).toBe(401);
    expect((await a.student.get('/api/layouts/')).status).toBe(403);
    const read = await a.maintenance.get(`/api/layouts/?property=${propertyId}`);
    expect({ status: read.status, ids: (read.body as Layout[]).map((l) => l.id) }).toEqual({ status: 200, ids: [id] });
    await expectManagerWrites(a, writes);
    for (const [method, path, body] of writes.filter(([, path]) => /\d/.test(path))) {
      expect((await a.stranger[method as 'post'](path).send(body)).status).toBe(404);
    }
    expect((await a.stranger.get('/api/layouts/')).body).toEqual([]);
    expect((await a.stranger.get(`/api/layouts/?property=${propertyId}`)).status).toBe(404);
    expect((await a.stranger.post('/api/layouts/').send(bed({ bed: '2' }))).body).toEqual({ property_id: [OWNERSHIP_MESSAGES.notYours('property')] });
    expect((await rows()).map((r) => [r.id, r.bed, r.version])).toEqual([[id, '1', 1]]);
  });
});

describe('GET /api/layouts/', () => {
  it('lists every bed of the company in natural order by property, building, floor, unit, room and bed', async () => {
    const made = [
      await newLayout({ property_id: otherPropertyId, building: 'A' }),
      await newLayout({ unit: '110', bed: '10' }),
      await newLayout({ unit: '110', bed: '2' }),
      await newLayout({ unit: '20', floor: '2' }),
      await newLayout({ unit: '9', floor: '2' }),
      await newLayout({ building: 'east' }),
      await newLayout({ unit: '110', room: 'b', bed: '1' }),
      await newLayout({ unit: '110', room: 'A', bed: '1' }),
    ];
    await ctx.db.insertInto('layouts').values({ ...bed({ property_id: strangerPropertyId }) }).execute();
    const list = (await a.manager.get('/api/layouts/')).body as Layout[];
    const place = (l: Layout) => `${l.property_id === propertyId ? 'P' : 'Q'} ${l.building} ${l.floor} ${l.unit} ${l.room} ${l.bed}`;
    // propertyId was created first, so its beds come first.
    expect(list.map(place)).toEqual(['P east 1 101 A 1', 'P North 1 110 A 1', 'P North 1 110 A 2', 'P North 1 110 A 10', 'P North 1 110 b 1', 'P North 2 9 A 1', 'P North 2 20 A 1', 'Q A 1 101 A 1']);
    expect(list).toHaveLength(made.length);
    expect(list[0]).toEqual({ id: expect.any(Number), property_id: propertyId, building: 'east', floor: '1', unit: '101', unit_type: '2x2', room: 'A', room_type: 'Private', bed: '1', version: 1 });
  });

  it('filters by properties, refuses another company’s property with 404 and a malformed filter with 400', async () => {
    const mine = await newLayout();
    const other = await newLayout({ property_id: otherPropertyId });
    const ids = async (query: string) => ((await a.manager.get(`/api/layouts/${query}`)).body as Layout[]).map((l) => l.id);
    expect(await ids(`?property=${propertyId}`)).toEqual([mine.id]);
    expect(await ids(`?property=${otherPropertyId},${propertyId}`)).toEqual([mine.id, other.id]);
    expect(await ids('?property=')).toEqual([]);
    expect((await a.manager.get(`/api/layouts/?property=${propertyId},${strangerPropertyId}`)).status).toBe(404);
    expect((await a.manager.get('/api/layouts/?property=99999')).status).toBe(404);
    expect((await a.manager.get('/api/layouts/?property=1;drop')).status).toBe(400);
    expect((await a.manager.get('/api/layouts/?property=0')).status).toBe(400);
  });
});

describe('POST /api/layouts/', () => {
  it('creates a bed with trimmed values and answers it (201)', async () => {
    const res = await create({ property_id: String(propertyId), building: '  North ', floor: ' 1', unit: '101 ', unit_type: ' 2x2 ', room: ' A', room_type: 'Private ', bed: ' 1 ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), property_id: propertyId, building: 'North', floor: '1', unit: '101', unit_type: '2x2', room: 'A', room_type: 'Private', bed: '1', version: 1 });
    expect((await rows()).map((r) => r.building)).toEqual(['North']);
  });

  it('refuses missing, blank and too long fields with the spec’s messages, and stores nothing', async () => {
    expect((await create({})).body).toEqual({ property_id: [M.propertyRequired], ...required });
    const blanks = Object.fromEntries(Object.keys(required).map((f) => [f, '   ']));
    expect((await create({ property_id: propertyId, ...blanks })).body).toEqual(required);
    expect((await create(bed({ property_id: '' }))).status).toBe(400);
    expect((await create(bed({ building: 'x'.repeat(LAYOUT_FIELD_MAX + 1), room_type: 7 }))).body).toEqual({ building: [M.tooLong(LAYOUT_FIELD_MAX)], room_type: [M.required.room_type] });
    expect((await create(bed({ building: ` ${'x'.repeat(LAYOUT_FIELD_MAX)} ` }))).status).toBe(201);
    expect((await create(bed({ bed: '2', id: 5 }))).status).toBe(400);
    expect((await create(bed({ property_id: strangerPropertyId }))).body).toEqual({ property_id: [OWNERSHIP_MESSAGES.notYours('property')] });
    expect((await rows()).map((r) => r.building)).toEqual(['x'.repeat(LAYOUT_FIELD_MAX)]);
  });

  it('refuses the same bed twice in a property, without regard to case, spaces or floor and types; another property may have it', async () => {
    await newLayout();
    for (const same of [bed(), bed({ building: 'NORTH', room: ' a ', floor: '9', unit_type: '4x4', room_type: 'Shared' })]) {
      const res = await create(same);
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { bed: [M.duplicateBed] } });
    }
    expect((await create(bed({ property_id: otherPropertyId }))).status).toBe(201);
    expect((await create(bed({ bed: '2' }))).status).toBe(201);
    expect(await rows()).toHaveLength(3);
  });

  it('refuses the same bed sent by racing requests with the same 400: exactly one is stored', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => create(bed({ building: i % 2 ? 'north' : 'North' }))));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    for (const r of answers.filter((r) => r.status === 400)) expect(r.body).toEqual({ bed: [M.duplicateBed] });
    expect(await rows()).toHaveLength(1);
  });

  it('turns a violation of the bed index itself (a check raced past) into the duplicate-bed field error', async () => {
    await newLayout();
    let violation: unknown;
    await ctx.db.insertInto('layouts').values(bed({ building: 'NORTH', unit: '101', room: 'a' })).execute().catch((err: unknown) => (violation = err));
    const answer = uniqueConflict(violation);
    expect({ status: answer?.status, body: answer?.body }).toEqual({ status: 400, body: { bed: [M.duplicateBed] } });
  });
});

describe('PATCH /api/layouts/{id}/', () => {
  it('changes any of the fields, trimmed, and answers the bed with its new version', async () => {
    const { id, version } = await newLayout();
    const res = await patch(id, { bed: ' 2 ', room_type: 'Shared', version });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...bed({ bed: '2', room_type: 'Shared' }), id, version: version + 1 });
    const moved = await patch(id, { property_id: otherPropertyId });
    expect(moved.body).toMatchObject({ property_id: otherPropertyId, bed: '2', version: version + 2 });
    expect((await patch(id, { bed: 'B' })).body).toMatchObject({ bed: 'B' });
    expect((await patch(id, { bed: 'b' })).body).toMatchObject({ bed: 'b', version: version + 4 });
  });

  it('refuses blank and too long fields with the spec’s messages, another company’s property and unknown fields, and changes nothing', async () => {
    const { id } = await newLayout();
    expect((await patch(id, { building: ' ', unit: '' })).body).toEqual({ building: [M.required.building], unit: [M.required.unit] });
    expect((await patch(id, { bed: null })).body).toEqual({ bed: [M.required.bed] });
    expect((await patch(id, { room: 'r'.repeat(LAYOUT_FIELD_MAX + 1) })).body).toEqual({ room: [M.tooLong(LAYOUT_FIELD_MAX)] });
    expect((await patch(id, { property_id: strangerPropertyId })).body).toEqual({ property_id: [OWNERSHIP_MESSAGES.notYours('property')] });
    expect((await patch(id, { version: 0 })).status).toBe(400);
    expect((await patch(id, { created_at: '2020-01-01' })).status).toBe(400);
    expect((await a.manager.patch('/api/layouts/abc/').send({ bed: '2' })).status).toBe(400);
    expect((await a.manager.patch('/api/layouts/99999/').send({ bed: '2' })).status).toBe(404);
    expect((await rows()).map((r) => [r.building, r.unit, r.room, r.bed, r.property_id, r.version])).toEqual([['North', '101', 'A', '1', propertyId, 1]]);
  });

  it('refuses to make a bed the same as another, also by moving it to a property that has it', async () => {
    await newLayout();
    const second = await newLayout({ bed: '2' });
    const elsewhere = await newLayout({ property_id: otherPropertyId, bed: '1' });
    expect((await patch(second.id, { bed: ' 1' })).body).toEqual({ bed: [M.duplicateBed] });
    expect((await patch(elsewhere.id, { property_id: propertyId })).body).toEqual({ bed: [M.duplicateBed] });
    expect((await patch(elsewhere.id, { property_id: propertyId, bed: '3' })).status).toBe(200);
    expect((await rows()).map((r) => [r.property_id, r.bed])).toEqual([[propertyId, '1'], [propertyId, '2'], [propertyId, '3']]);
  });

  it('refuses a save over a newer version (409) and keeps the other save', async () => {
    const { id, version } = await newLayout();
    expect((await patch(id, { unit_type: '4x4', version })).status).toBe(200);
    const stale = await patch(id, { unit_type: '1x1', bed: '1', version });
    expect({ status: stale.status, body: stale.body }).toEqual({ status: 409, body: { detail: CONFLICT_MESSAGES.staleVersion } });
    expect((await rows()).map((r) => [r.unit_type, r.version])).toEqual([['4x4', version + 1]]);
  });
});

describe('DELETE /api/layouts/{id}/', () => {
  it('deletes the bed (204); a second delete is 404', async () => {
    const kept = await newLayout();
    const { id } = await newLayout({ bed: '2' });
    const res = await a.manager.delete(`/api/layouts/${id}/`);
    expect({ status: res.status, body: res.text }).toEqual({ status: 204, body: '' });
    expect((await a.manager.delete(`/api/layouts/${id}/`)).status).toBe(404);
    expect((await a.manager.delete('/api/layouts/x/')).status).toBe(400);
    expect((await rows()).map((r) => r.id)).toEqual([kept.id]);
  });
});
