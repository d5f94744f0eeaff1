import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Lease } from '../../shared/leases/lease-types';
import { formatSlotTime, SELECTION_MESSAGES as M } from '../../shared/selection/selection-texts';
import type { SelectionBeds, StudentSelection } from '../../shared/selection/selection-types';
import { verifyAuditChain } from '../../server/audit/verify-chain';
import { expireHolds } from '../../server/services/selection/holds';
import { selectionContext } from '../../server/services/selection/context';
import { selectionBeds } from '../../server/page-data/selection';
import { bulkBeds } from '../helpers/bulk-beds';
import { signIn } from '../helpers/manager-factories';
import { at, buildSelectionSeason, MINUTE, studentAgents, type SelectionSeason } from '../helpers/selection-season';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let s: SelectionSeason;
let students: Awaited<ReturnType<typeof studentAgents>>;
let manager: Awaited<ReturnType<typeof signIn>>;

beforeEach(async () => {
  ctx = await createTestContext();
  s = await buildSelectionSeason(ctx, 4);
  students = await studentAgents(ctx, s);
  manager = s.agents.manager;
});
afterEach(() => ctx.close());

const window = (overrides: Record<string, unknown> = {}) => ({ opens_at: at(-MINUTE), closes_at: at(60 * MINUTE), slot_minutes: 10, per_slot: 2, order: 'approval', hold_minutes: 15, ...overrides });
const putWindow = (body: Record<string, unknown>, agent: { put: typeof manager.put } = manager) => agent.put(`/api/agreement-periods/${s.periodId}/selection-window/`).send(body);
const openWindow = async (overrides: Record<string, unknown> = {}) => {
  const res = await putWindow(window(overrides));
  if (res.status !== 200) throw new Error(`window: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { version: number };
};
const selection = async (i: number) => (await students[i]!.get(`/api/selection/${s.periodId}/`)).body as StudentSelection;
const beds = (i: number, building?: string) => students[i]!.get(`/api/selection/${s.periodId}/beds/${building ? `?building=${encodeURIComponent(building)}` : ''}`);
const hold = (i: number, bedIds: number[]) => students[i]!.post(`/api/selection/${s.periodId}/holds/`).send({ bed_ids: bedIds });
const count = async (table: 'bed_holds' | 'leases' | 'audit_events' | 'selection_slots') => Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const liveHolds = () => ctx.db.selectFrom('bed_holds').selectAll().where('status', '=', 'held').execute();
/** A bed as student i sees it on the map, in whichever building it is. */
const stateOf = async (i: number, bedId: number) => {
  for (const building of ['North Hall', 'South Hall']) {
    const bed = ((await beds(i, building)).body as SelectionBeds).beds.find((b) => b.id === bedId);
    if (bed) return bed;
  }
  return undefined;
};

describe('the selection window (PUT /api/agreement-periods/{id}/selection-window/)', () => {
  it('is saved and read back, and places every eligible student in approval order', async () => {
    const body = window({ opens_at: '2027-02-03T10:00:00-05:00', closes_at: '2027-02-10T17:00:00-05:00' });
    const res = await putWindow(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ opens_at: '2027-02-03T15:00:00.000Z', closes_at: '2027-02-10T22:00:00.000Z', slot_minutes: 10, per_slot: 2, order: 'approval', hold_minutes: 15, applicants: true, transfers: false, draw_seed: null, version: 1 });
    const slots = await ctx.db.selectFrom('selection_slots').select(['user_id', 'position']).where('lease_period_id', '=', s.periodId).orderBy('position').execute();
    expect(slots).toEqual(s.users.map((u, position) => ({ user_id: u.id, position })));
    const event = await ctx.db.selectFrom('audit_events').select(['subject_table', 'subject_id', 'details']).where('action', '=', 'selection.window').executeTakeFirstOrThrow();
    expect([event.subject_table, event.subject_id, JSON.parse(event.details).slots]).toEqual(['lease_periods', s.periodId, 4]);
  });

  it('tells each student their slot, in the company’s time zone', async () => {
    await putWindow(window({ opens_at: '2027-02-03T10:00:00-05:00', closes_at: '2027-02-10T17:00:00-05:00' }));
    await ctx.db.updateTable('organizations').set({ time_zone: 'America/New_York' }).where('id', '=', s.orgId).execute();
    const third = await selection(2);
    expect(third).toMatchObject({ eligible: true, via: 'applicant', state: 'before', may_select: false, my_slot: { starts_at: '2027-02-03T15:10:00.000Z', label: 'Your selection time: Wed, Feb 3, 2027 at 10:10 AM' }, my_hold: null, my_group: null });
  });

  it('draws a random order once, stores its seed and keeps it across saves', async () => {
    const first = (await putWindow(window({ order: 'random', opens_at: at(60 * MINUTE), closes_at: at(120 * MINUTE) }))).body as { draw_seed: string; version: number };
    expect(first.draw_seed).toMatch(/^[0-9a-f]{32}$/);
    const order = async () => (await ctx.db.selectFrom('selection_slots').select('user_id').where('lease_period_id', '=', s.periodId).orderBy('position').execute()).map((r) => r.user_id);
    const drawn = await order();
    expect([...drawn].sort()).toEqual(s.users.map((u) => u.id).sort());
    const again = (await putWindow(window({ order: 'random', slot_minutes: 5, version: first.version, opens_at: at(60 * MINUTE), closes_at: at(120 * MINUTE) }))).body as { draw_seed: string; version: number };
    expect([again.draw_seed, again.version, await order()]).toEqual([first.draw_seed, 2, drawn]);
  });

  it('keeps places given once selection has opened; a student eligible since joins at the end', async () => {
    await openWindow();
    const late = await signIn(ctx, s.outsider);
    // The outsider's application moves to this period: eligible now, placed after everyone else.
    const app = await ctx.db.selectFrom('rental_applications').select('reservation_request_id').where('user_id', '=', s.outsider.id).executeTakeFirstOrThrow();
    await ctx.db.updateTable('reservation_requests').set({ lease_period_id: s.periodId }).where('id', '=', app.reservation_request_id).execute();
    const mine = (await late.get(`/api/selection/${s.periodId}/`)).body as StudentSelection;
    expect(mine.my_slot?.starts_at).toBe(new Date(Date.parse((await ctx.db.selectFrom('selection_windows').select('opens_at').executeTakeFirstOrThrow()).opens_at) + 2 * 10 * MINUTE).toISOString());
    expect((await ctx.db.selectFrom('selection_slots').select('position').where('user_id', '=', s.outsider.id).executeTakeFirstOrThrow()).position).toBe(4);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = [await count('selection_slots'), await count('audit_events')];
    const cases: [Record<string, unknown>, string][] = [
      [window({ closes_at: at(-2 * MINUTE) }), 'closes_at'],
      [window({ order: 'alphabetical' }), 'order'],
      [window({ slot_minutes: 0 }), 'slot_minutes'],
      [window({ per_slot: 1.5 }), 'per_slot'],
      [window({ opens_at: 'soon' }), 'opens_at'],
      [window({ applicants: false, transfers: false }), 'applicants'],
      [{ ...window(), extra: 1 }, 'non_field_errors'],
    ];
    for (const [body, field] of cases) {
      const res = await putWindow(body);
      expect([res.status, Object.keys(res.body)]).toEqual([400, expect.arrayContaining([field])]);
    }
    expect([await count('selection_slots'), await count('audit_events')]).toEqual(before);
  });

  it('refuses a save made on an older version', async () => {
    const { version } = await openWindow();
    expect((await putWindow(window({ version }))).status).toBe(200);
    expect((await putWindow(window({ version }))).status).toBe(409);
  });

  it('is a manager’s of the company: 401 signed out, 403 a student or maintenance, 404 another company', async () => {
    expect((await putWindow(window(), request(ctx.app) as never)).status).toBe(401);
    expect((await putWindow(window(), students[0]!)).status).toBe(403);
    expect((await putWindow(window(), s.agents.maintenance)).status).toBe(403);
    expect((await putWindow(window(), s.agents.stranger)).status).toBe(404);
    expect(await count('selection_slots')).toBe(0);
  });
});

describe('the slot is enforced by the server', () => {
  it('before the window opens every selection call answers 403 with the student’s time', async () => {
    await openWindow({ opens_at: at(30 * MINUTE), closes_at: at(90 * MINUTE) });
    const { my_slot, time_zone } = await selection(0);
    const text = M.notYet(formatSlotTime(my_slot!.starts_at, time_zone));
    expect((await beds(0)).body).toEqual({ detail: text });
    expect((await hold(0, [s.bedIds[0]!])).status).toBe(403);
    expect((await students[0]!.post(`/api/selection/${s.periodId}/confirm/`)).body).toEqual({ detail: text });
  });

  it('during the window, a student whose slot has started selects and one whose slot is later waits', async () => {
    await openWindow({ opens_at: at(-5 * MINUTE), slot_minutes: 10, per_slot: 2 });
    expect((await beds(1)).status).toBe(200);
    const third = await beds(2);
    expect(third.status).toBe(403);
    expect(third.body.detail).toMatch(/^Your selection time starts at \w{3}, \w{3} \d+, \d{4} at \d+:\d{2} [AP]M\.$/);
    // The clock moves on (the window opened 11 minutes ago): the third student's slot has started.
    await ctx.db.updateTable('selection_windows').set({ opens_at: at(-11 * MINUTE) }).execute();
    expect((await beds(2)).status).toBe(200);
  });

  it('after the window closes every call answers that selection has closed', async () => {
    await openWindow({ opens_at: at(-120 * MINUTE), closes_at: at(-MINUTE), slot_minutes: 1 });
    expect((await beds(0)).body).toEqual({ detail: M.closed(s.periodName) });
    expect((await hold(3, [s.bedIds[0]!])).body).toEqual({ detail: M.closed(s.periodName) });
    expect((await selection(0)).state).toBe('closed');
  });

  it('a student without an approved application for the period is not eligible; a period without a window is not open', async () => {
    const outsider = await signIn(ctx, s.outsider);
    expect((await beds(0)).body).toEqual({ detail: M.noWindow(s.periodName) });
    await openWindow();
    const res = await outsider.get(`/api/selection/${s.periodId}/beds/`);
    expect(res.body).toEqual({ detail: M.notEligible(s.periodName) });
    expect(((await outsider.get(`/api/selection/${s.periodId}/`)).body as StudentSelection).eligible).toBe(false);
  });
});

describe('the bed map (GET /api/selection/{id}/beds/)', () => {
  it('lists every bed in natural order with its state and the student’s plans, a building at a time', async () => {
    await openWindow();
    const map = (await beds(0)).body as SelectionBeds;
    expect(map.buildings).toEqual(['North Hall', 'South Hall']);
    expect(map.building).toBe('North Hall');
    expect(map.free_by_building).toEqual({ 'North Hall': 8, 'South Hall': 2 });
    expect(map.beds.map((b) => b.label).slice(0, 2)).toEqual(['North Hall, Floor 1, Unit 101, Room A, Bed 1', 'North Hall, Floor 1, Unit 101, Room B, Bed 1']);
    expect(map.beds[0]).toMatchObject({ state: 'free', mine: false, closed: null, plans: [{ id: s.planId, name: 'Two payments', total: '9000.00' }] });
    const south = (await beds(0, 'South Hall')).body as SelectionBeds;
    expect([south.building, south.beds.map((b) => b.unit)]).toEqual(['South Hall', ['201', '201']]);
  });

  it('opens, without a building asked for, at the student’s hold, else at the first building with a bed they may hold', async () => {
    await openWindow({ per_slot: 4 });
    const opening = async (i: number) => ((await beds(i)).body as SelectionBeds).building;
    // Two women hold a bed in each unit of North Hall: by the gender rule it has no bed for him.
    await ctx.db.updateTable('users').set({ gender: 'F' }).where('id', 'in', [s.users[0]!.id, s.users[2]!.id]).execute();
    await ctx.db.updateTable('users').set({ gender: 'M' }).where('id', '=', s.users[1]!.id).execute();
    expect((await hold(0, [s.bedIds[0]!])).status).toBe(201);
    expect((await hold(2, [s.bedIds[4]!])).status).toBe(201);
    const his = (await beds(1)).body as SelectionBeds;
    expect([his.building, his.free_by_building, his.beds.map((b) => b.unit)]).toEqual(['South Hall', { 'North Hall': 0, 'South Hall': 2 }, ['201', '201']]);
    // A student holding a bed opens at it; a building asked for is shown as ever.
    expect(await opening(0)).toBe('North Hall');
    expect(((await beds(1, 'North Hall')).body as SelectionBeds).building).toBe('North Hall');
    expect(await opening(3)).toBe('North Hall');
  });

  it('shows a bed taken by a lease, and applies the gender rule to a unit with a resident of another gender', async () => {
    await openWindow();
    await ctx.db.updateTable('users').set({ gender: 'F' }).where('id', '=', s.users[0]!.id).execute();
    await ctx.db.updateTable('users').set({ gender: 'M' }).where('id', '=', s.users[1]!.id).execute();
    expect((await hold(0, [s.bedIds[0]!])).status).toBe(201);
    expect(await stateOf(1, s.bedIds[0]!)).toMatchObject({ state: 'held', mine: false });
    expect(await stateOf(1, s.bedIds[1]!)).toMatchObject({ state: 'free', closed: M.genderRule });
    expect(await stateOf(1, s.bedIds[4]!)).toMatchObject({ state: 'free', closed: null });
    // The tabs' counts leave out the bed held and, for him, the rest of her unit.
    expect(((await beds(1, 'South Hall')).body as SelectionBeds).free_by_building).toEqual({ 'North Hall': 4, 'South Hall': 2 });
    expect(((await beds(0)).body as SelectionBeds).free_by_building).toEqual({ 'North Hall': 7, 'South Hall': 2 });
    const refused = await hold(1, [s.bedIds[1]!]);
    expect([refused.status, refused.body]).toEqual([409, { bed_ids: [M.genderRule] }]);
    expect(await stateOf(0, s.bedIds[0]!)).toMatchObject({ state: 'held', mine: true });
    // The shared answer (joined from pieces written once) is the answer the rules make, byte for byte.
    const shared = await beds(1);
    const made = await selectionBeds(ctx.db, await selectionContext(ctx.db, s.periodId, s.users[1]!.id), 'North Hall');
    expect(shared.text).toBe(JSON.stringify(made));
    expect((await beds(1, 'South Hall')).text).toBe(JSON.stringify(await selectionBeds(ctx.db, await selectionContext(ctx.db, s.periodId, s.users[1]!.id), 'South Hall')));
  });
});

describe('holding a bed (POST /api/selection/{id}/holds/)', () => {
  it('holds a free bed for the hold time; the bed shows held to everyone else; one hold at a time', async () => {
    await openWindow({ hold_minutes: 15 });
    const res = await hold(0, [s.bedIds[2]!]);
    expect(res.status).toBe(201);
    const [made] = res.body.holds as { bed_id: number; user_id: number; expires_at: string }[];
    expect(made).toMatchObject({ bed_id: s.bedIds[2], user_id: s.users[0]!.id });
    expect(Math.abs(Date.parse(made!.expires_at) - Date.now() - 15 * MINUTE)).toBeLessThan(5000);
    expect((await selection(0)).my_hold).toEqual({ bed_id: s.bedIds[2], expires_at: made!.expires_at, bed: 'North Hall, Floor 1, Unit 101, Room C, Bed 1' });
    expect((await hold(0, [s.bedIds[3]!])).body).toEqual({ detail: M.alreadyHolding });
    expect((await hold(1, [s.bedIds[2]!])).body).toEqual({ bed_ids: [M.bedTaken] });
    const event = await ctx.db.selectFrom('audit_events').select(['subject_table', 'details']).where('action', '=', 'bed_hold.hold').executeTakeFirstOrThrow();
    expect([event.subject_table, JSON.parse(event.details).bed]).toEqual(['bed_holds', 'North Hall, Floor 1, Unit 101, Room C, Bed 1']);
  });

  it('of two students holding one bed at once exactly one wins: one 201, one 409, one row', async () => {
    await openWindow();
    const [a, b] = await Promise.all([hold(0, [s.bedIds[5]!]), hold(1, [s.bedIds[5]!])]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await ctx.db.selectFrom('bed_holds').select('id').where('layout_id', '=', s.bedIds[5]!).execute()).length).toBe(1);
  });

  it('refuses bad bodies and beds of another property, and writes nothing', async () => {
    await openWindow();
    const other = (await ctx.db.insertInto('layouts').values({ property_id: (await ctx.db.insertInto('properties').values({ organization_id: s.orgId, name: 'Elsewhere' } as never).returning('id').executeTakeFirstOrThrow()).id, building: 'X', floor: '1', unit: '1', unit_type: '1x1', room: 'A', room_type: 'Private', bed: '1' }).returning('id').executeTakeFirstOrThrow()).id;
    for (const body of [{}, { bed_ids: [] }, { bed_ids: ['x'] }, { bed_ids: [s.bedIds[0], s.bedIds[0]] }, { bed_ids: [s.bedIds[0]], extra: true }, { bed_ids: Array(13).fill(s.bedIds[0]) }]) {
      expect((await students[0]!.post(`/api/selection/${s.periodId}/holds/`).send(body)).status).toBe(400);
    }
    expect((await hold(0, [other])).body).toEqual({ bed_ids: [M.notThisPeriod] });
    expect((await hold(0, [s.bedIds[0]!, s.bedIds[1]!])).body).toEqual({ bed_ids: [M.oneBedEach(1)] });
    expect(await count('bed_holds')).toBe(0);
  });

  it('is a student’s: 401 signed out, 403 staff; an unknown or hidden period is a 404', async () => {
    await openWindow();
    expect((await request(ctx.app).post(`/api/selection/${s.periodId}/holds/`).send({ bed_ids: [s.bedIds[0]] })).status).toBe(401);
    expect((await manager.post(`/api/selection/${s.periodId}/holds/`).send({ bed_ids: [s.bedIds[0]] })).status).toBe(403);
    expect((await manager.get(`/api/selection/${s.periodId}/`)).status).toBe(403);
    expect((await students[0]!.get('/api/selection/999999/')).status).toBe(404);
    await ctx.db.updateTable('lease_periods').set({ visible: 0 }).where('id', '=', s.periodId).execute();
    expect((await hold(0, [s.bedIds[0]!])).status).toBe(404);
    expect(await count('bed_holds')).toBe(0);
  });
});

describe('a held bed is left alone by the office', () => {
  it('is not among a manager’s free beds, and assigning it is refused until the hold ends', async () => {
    await openWindow();
    await hold(0, [s.bedIds[0]!]);
    const free = (await manager.get(`/api/leases/free-beds/?application=${s.users[1]!.applicationId}`)).body as { id: number }[];
    expect(free.map((b) => b.id)).not.toContain(s.bedIds[0]);
    expect(free.map((b) => b.id)).toContain(s.bedIds[1]);
    const refused = await manager.post('/api/leases/').send({ application_id: s.users[1]!.applicationId, bed_id: s.bedIds[0] });
    expect([refused.status, refused.body]).toEqual([409, { bed_id: [M.heldInSelection] }]);
    // The student who holds it may be given it by the office.
    expect((await manager.post('/api/leases/').send({ application_id: s.users[0]!.applicationId, bed_id: s.bedIds[0] })).status).toBe(201);
    await students[0]!.delete(`/api/selection/${s.periodId}/holds/`);
    expect((await manager.post('/api/leases/').send({ application_id: s.users[1]!.applicationId, bed_id: s.bedIds[1] })).status).toBe(201);
  });
});

describe('a hold ends', () => {
  it('expires on time: the sweep frees the bed with an event, and confirming it is refused', async () => {
    await openWindow();
    await hold(0, [s.bedIds[0]!]);
    expect(await expireHolds(ctx.db)).toBe(0);
    await ctx.db.updateTable('bed_holds').set({ expires_at: at(-1000) }).execute();
    // Run out but not yet swept: the map already shows the bed free.
    expect(await stateOf(1, s.bedIds[0]!)).toMatchObject({ state: 'free' });
    expect(await expireHolds(ctx.db)).toBe(1);
    expect(await expireHolds(ctx.db)).toBe(0);
    expect(await liveHolds()).toEqual([]);
    const event = await ctx.db.selectFrom('audit_events').select(['actor_name', 'details']).where('action', '=', 'bed_hold.expire').executeTakeFirstOrThrow();
    expect(JSON.parse(event.details)).toMatchObject({ bed_id: s.bedIds[0] });
    expect((await students[0]!.post(`/api/selection/${s.periodId}/confirm/`)).body).toEqual({ detail: M.noHold });
    expect((await hold(1, [s.bedIds[0]!])).status).toBe(201);
  });

  it('many run out at once: expired in batches, the event loop turning between them', async () => {
    const beds = await ctx.db.insertInto('layouts').values(bulkBeds(s.propertyId, 60)).returning('id').execute();
    const users = await ctx.db.insertInto('users').values(beds.map((_, i) => ({ email: `sweep.${i}@example.com`, password_hash: null, first_name: 'Sweep', last_name: String(i), organization_id: null }))).returning('id').execute();
    const past = at(-1000);
    await ctx.db.insertInto('bed_holds').values(beds.map((b, i) => ({ organization_id: s.orgId, lease_period_id: s.periodId, layout_id: b.id, user_id: users[i]!.id, held_by: users[i]!.id, expires_at: past }))).execute();
    let turned = false;
    setImmediate(() => (turned = true));
    expect(await expireHolds(ctx.db)).toBe(60);
    expect(turned).toBe(true);
    expect(await liveHolds()).toEqual([]);
  });

  it('a run-out hold in the way is expired by the next hold of its bed', async () => {
    await openWindow();
    await hold(0, [s.bedIds[0]!]);
    await ctx.db.updateTable('bed_holds').set({ expires_at: at(-1000) }).execute();
    expect((await hold(1, [s.bedIds[0]!])).status).toBe(201);
    expect((await ctx.db.selectFrom('bed_holds').select('status').orderBy('id').execute()).map((r) => r.status)).toEqual(['expired', 'held']);
    // Confirming a hold that ran out expires it and confirms nothing.
    await ctx.db.updateTable('bed_holds').set({ expires_at: at(-1000) }).where('status', '=', 'held').execute();
    expect((await students[1]!.post(`/api/selection/${s.periodId}/confirm/`)).body).toEqual({ detail: M.holdExpired });
    expect(await liveHolds()).toEqual([]);
    expect(await count('leases')).toBe(0);
  });

  it('is released by its student: the bed is free at once', async () => {
    await openWindow();
    await hold(0, [s.bedIds[0]!]);
    const res = await students[0]!.delete(`/api/selection/${s.periodId}/holds/`);
    expect([res.status, (res.body as StudentSelection).my_hold]).toEqual([200, null]);
    expect(await stateOf(1, s.bedIds[0]!)).toMatchObject({ state: 'free' });
    expect((await students[0]!.delete(`/api/selection/${s.periodId}/holds/`)).body).toEqual({ detail: M.noHold });
  });

  it('is confirmed into an Offered lease on that bed, with its plans; the bed is taken', async () => {
    await openWindow();
    await hold(0, [s.bedIds[0]!]);
    const res = await students[0]!.post(`/api/selection/${s.periodId}/confirm/`);
    expect(res.status).toBe(201);
    const [lease] = res.body as Lease[];
    expect(lease).toMatchObject({ status: 'Offered', kind: 'new', application_id: s.users[0]!.applicationId, lease_period_id: s.periodId, bed: { id: s.bedIds[0] }, offered_plans: [{ id: s.planId, name: 'Two payments' }] });
    expect((await ctx.db.selectFrom('bed_holds').select(['status', 'lease_id']).executeTakeFirstOrThrow())).toEqual({ status: 'confirmed', lease_id: lease!.id });
    expect(await stateOf(1, s.bedIds[0]!)).toMatchObject({ state: 'taken' });
    expect((await students[0]!.get(`/api/leases/${lease!.id}/`)).body).toMatchObject({ status: 'Offered', can: expect.arrayContaining(['choosePlan']) });
    const actions = (await ctx.db.selectFrom('audit_events').select('action').orderBy('id').execute()).map((r) => r.action);
    expect(actions.slice(-3)).toEqual(['bed_hold.hold', 'lease.select', 'bed_hold.confirm']);
    // Selection is over for them: they have a bed.
    expect((await selection(0)).eligible).toBe(false);
    expect((await verifyAuditChain(ctx.db)).intact).toBe(true);
  });
});

describe('a group holds beds together', () => {
  const makeGroup = async (members: number[]) => {
    const group = (await ctx.db.insertInto('roommate_groups').values({ organization_id: s.orgId, lease_period_id: s.periodId, created_by: s.users[members[0]!]!.id }).returning('id').executeTakeFirstOrThrow()).id;
    for (const i of members) await ctx.db.insertInto('roommate_group_members').values({ group_id: group, lease_period_id: s.periodId, user_id: s.users[i]!.id }).execute();
    return group;
  };

  it('the leader holds one bed for each member at once, at the earliest member’s slot, and confirms every member’s lease', async () => {
    await openWindow({ opens_at: at(-5 * MINUTE), per_slot: 1, slot_minutes: 10 });
    await makeGroup([2, 0, 1]);
    // The leader's own slot (third) has not started, the group's (the first member's) has.
    expect((await selection(2)).may_select).toBe(true);
    expect((await hold(0, [s.bedIds[0]!, s.bedIds[1]!, s.bedIds[2]!])).body).toEqual({ detail: M.notLeader });
    const res = await hold(2, [s.bedIds[0]!, s.bedIds[1]!, s.bedIds[2]!]);
    expect(res.status).toBe(201);
    expect((res.body.holds as { user_id: number }[]).map((h) => h.user_id)).toEqual([s.users[2]!.id, s.users[0]!.id, s.users[1]!.id]);
    expect((await selection(0)).my_hold?.bed_id).toBe(s.bedIds[1]);
    const confirmed = await students[2]!.post(`/api/selection/${s.periodId}/confirm/`);
    expect(confirmed.status).toBe(201);
    expect((confirmed.body as Lease[]).map((l) => [l.student.id, l.bed.id, l.status])).toEqual([
      [s.users[2]!.id, s.bedIds[0], 'Offered'],
      [s.users[0]!.id, s.bedIds[1], 'Offered'],
      [s.users[1]!.id, s.bedIds[2], 'Offered'],
    ]);
  });

  it('all or none: one member’s bed taken, one bed short, or beds across unit types hold nothing', async () => {
    await openWindow({ per_slot: 4 });
    await makeGroup([0, 1, 2]);
    expect((await hold(3, [s.bedIds[1]!])).status).toBe(201);
    expect((await hold(0, [s.bedIds[0]!, s.bedIds[1]!, s.bedIds[2]!])).body).toEqual({ bed_ids: [M.bedTaken] });
    expect((await hold(0, [s.bedIds[0]!, s.bedIds[2]!])).body).toEqual({ bed_ids: [M.oneBedEach(3)] });
    expect((await hold(0, [s.bedIds[0]!, s.bedIds[8]!, s.bedIds[9]!])).body).toEqual({ bed_ids: [M.sameUnit] });
    expect((await liveHolds()).map((h) => h.user_id)).toEqual([s.users[3]!.id]);
    // Rooms of one unit type across two units are fine.
    expect((await hold(0, [s.bedIds[0]!, s.bedIds[4]!, s.bedIds[5]!])).status).toBe(201);
  });
});
