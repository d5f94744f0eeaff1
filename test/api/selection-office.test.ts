import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { KyselyPlugin } from 'kysely';
import request from 'supertest';
import { document as doc, paragraph, text, variable } from '../../shared/documents/build';
import { VARIABLES } from '../../shared/documents/variables';
import { HOLD_TRANSITIONS } from '../../shared/selection/hold-lifecycle';
import type { SelectionOffice } from '../../shared/selection/selection-office';
import { SELECTION_MESSAGES as M } from '../../shared/selection/selection-texts';
import type { SelectionBeds } from '../../shared/selection/selection-types';
import { verifyAuditChain } from '../../server/audit/verify-chain';
import { selectionOffice } from '../../server/page-data/selection-office';
import { selectionPeriod } from '../../server/queries/selection';
import { queueSlotNotices } from '../../server/services/selection/slot-notices';
import { buildUser } from '../helpers/factories';
import { at, buildSelectionSeason, MINUTE, studentAgents, type SelectionSeason } from '../helpers/selection-season';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let s: SelectionSeason;
let students: Awaited<ReturnType<typeof studentAgents>>;

beforeEach(async () => {
  ctx = await createTestContext();
  s = await buildSelectionSeason(ctx, 6);
  students = await studentAgents(ctx, s);
  await ctx.db.updateTable('organizations').set({ time_zone: 'America/New_York' }).where('id', '=', s.orgId).execute();
});
afterEach(() => ctx.close());

type Agent = Pick<SelectionSeason['agents']['manager'], 'get' | 'delete'>;
const MANAGER_NAME = 'Test manager';
const manager = () => s.agents.manager;
const window = (overrides: Record<string, unknown> = {}) => ({ opens_at: at(-5 * MINUTE), closes_at: at(120 * MINUTE), slot_minutes: 10, per_slot: 2, order: 'approval', hold_minutes: 15, ...overrides });
const putWindow = async (body: Record<string, unknown>) => {
  const res = await manager().put(`/api/agreement-periods/${s.periodId}/selection-window/`).send(body);
  if (res.status !== 200) throw new Error(`window: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { version: number; opens_at: string };
};
const office = (agent: Agent = manager(), periodId = s.periodId) => agent.get(`/api/agreement-periods/${periodId}/selection/`);
const release = (holdId: number, agent: Agent = manager()) => agent.delete(`/api/selection-holds/${holdId}/`);
const hold = async (i: number, bedIds: number[]) => {
  const res = await students[i]!.post(`/api/selection/${s.periodId}/holds/`).send({ bed_ids: bedIds });
  if (res.status !== 201) throw new Error(`hold: ${res.status} ${JSON.stringify(res.body)}`);
};
const holdOf = (userId: number) => ctx.db.selectFrom('bed_holds').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
const count = async (table: 'bed_holds' | 'audit_events' | 'messages') => Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const stateOf = async (i: number, bedId: number) => {
  for (const building of ['North Hall', 'South Hall']) {
    const bed = ((await students[i]!.get(`/api/selection/${s.periodId}/beds/?building=${encodeURIComponent(building)}`)).body as SelectionBeds).beds.find((b) => b.id === bedId);
    if (bed) return bed.state;
  }
  return undefined;
};
const heldStatuses = async () => (await ctx.db.selectFrom('bed_holds').select(['id', 'status']).orderBy('id').execute()).map((h) => `${h.id}:${h.status}`);

async function makeGroup(members: number[]): Promise<number> {
  const group = (await ctx.db.insertInto('roommate_groups').values({ organization_id: s.orgId, lease_period_id: s.periodId, created_by: s.users[members[0]!]!.id }).returning('id').executeTakeFirstOrThrow()).id;
  for (const i of members) await ctx.db.insertInto('roommate_group_members').values({ group_id: group, lease_period_id: s.periodId, user_id: s.users[i]!.id }).execute();
  return group;
}

async function invite(group: number, email: string, status: 'pending' | 'accepted' | 'cancelled', expiresAt: string): Promise<void> {
  await ctx.db.insertInto('roommate_invitations').values({ group_id: group, email, token_hash: `hash-${email}-${status}`, invited_by: s.users[3]!.id, status, expires_at: expiresAt }).execute();
}

describe('a period’s room selection for the office (GET /api/agreement-periods/{id}/selection/)', () => {
  it('reads the window, every place in the order with its time and status, the groups and the live holds', async () => {
    const saved = await putWindow(window());
    const opens = Date.parse(saved.opens_at);
    const slotAt = (slot: number) => new Date(opens + slot * 10 * MINUTE).toISOString();
    // Dev leads a group with Ava: they select at Ava's (the first) slot, and Dev holds a bed for each.
    const group = await makeGroup([3, 0]);
    await invite(group, 'gus@example.com', 'pending', at(60 * MINUTE));
    await invite(group, 'old@example.com', 'pending', at(-MINUTE));
    await invite(group, 'no@example.com', 'cancelled', at(60 * MINUTE));
    await hold(3, [s.bedIds[0]!, s.bedIds[1]!]);
    await hold(1, [s.bedIds[4]!]);
    // Cleo has a lease in the period; a hold that ran out is not live.
    expect((await manager().post('/api/leases/').send({ application_id: s.users[2]!.applicationId, bed_id: s.bedIds[8] })).status).toBe(201);
    await ctx.db.insertInto('bed_holds').values({ organization_id: s.orgId, lease_period_id: s.periodId, layout_id: s.bedIds[9]!, user_id: s.users[4]!.id, held_by: s.users[4]!.id, expires_at: at(-MINUTE) }).execute();

    const res = await office();
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.body as SelectionOffice;
    expect(body.window).toMatchObject({ slot_minutes: 10, per_slot: 2, order: 'approval', hold_minutes: 15, applicants: true, transfers: false, draw_seed: null, version: 1 });
    expect(body.time_zone).toBe('America/New_York');
    expect(body.slots).toEqual([
      { user_id: s.users[0]!.id, name: 'Ava Student', email: 'ava@example.com', position: 0, starts_at: slotAt(0), group_id: group, status: 'holding' },
      { user_id: s.users[1]!.id, name: 'Ben Student', email: 'ben@example.com', position: 1, starts_at: slotAt(0), group_id: null, status: 'holding' },
      { user_id: s.users[2]!.id, name: 'Cleo Student', email: 'cleo@example.com', position: 2, starts_at: slotAt(1), group_id: null, status: 'leased' },
      { user_id: s.users[3]!.id, name: 'Dev Student', email: 'dev@example.com', position: 3, starts_at: slotAt(0), group_id: group, status: 'holding' },
      { user_id: s.users[4]!.id, name: 'Eli Student', email: 'eli@example.com', position: 4, starts_at: slotAt(2), group_id: null, status: 'waiting' },
      { user_id: s.users[5]!.id, name: 'Fay Student', email: 'fay@example.com', position: 5, starts_at: slotAt(2), group_id: null, status: 'waiting' },
    ]);
    expect(body.groups).toEqual([
      {
        id: group,
        members: [
          { user_id: s.users[3]!.id, name: 'Dev Student', leader: true },
          { user_id: s.users[0]!.id, name: 'Ava Student', leader: false },
        ],
        pending_invitations: 1,
      },
    ]);
    const ids = await ctx.db.selectFrom('bed_holds').select(['id', 'user_id', 'expires_at']).where('status', '=', 'held').where('expires_at', '>', new Date().toISOString()).orderBy('id').execute();
    expect(body.holds).toEqual([
      { id: ids[0]!.id, bed_id: s.bedIds[0], bed: 'North Hall, Floor 1, Unit 101, Room A, Bed 1', user_id: s.users[3]!.id, name: 'Dev Student', held_by_name: 'Dev Student', expires_at: ids[0]!.expires_at },
      { id: ids[1]!.id, bed_id: s.bedIds[1], bed: 'North Hall, Floor 1, Unit 101, Room B, Bed 1', user_id: s.users[0]!.id, name: 'Ava Student', held_by_name: 'Dev Student', expires_at: ids[1]!.expires_at },
      { id: ids[2]!.id, bed_id: s.bedIds[4], bed: 'North Hall, Floor 1, Unit 102, Room A, Bed 1', user_id: s.users[1]!.id, name: 'Ben Student', held_by_name: 'Ben Student', expires_at: ids[2]!.expires_at },
    ]);
  });

  it('reads a period without a window as empty, and a random draw with its seed', async () => {
    expect((await office()).body).toEqual({ window: null, time_zone: 'America/New_York', slots: [], groups: [], holds: [] });
    await putWindow(window({ order: 'random', opens_at: at(60 * MINUTE) }));
    const body = (await office()).body as SelectionOffice;
    expect(body.window?.draw_seed).toMatch(/^[0-9a-f]{32}$/);
    expect(body.slots.map((slot) => slot.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(body.slots.map((slot) => slot.user_id).sort()).toEqual(s.users.map((u) => u.id).sort());
  });

  it('reads 3,000 students, their groups and holds in a few statements', async () => {
    await putWindow(window());
    const users: number[] = [];
    for (let i = 0; i < 3000; i += 500) {
      const rows = Array.from({ length: 500 }, (_, j) => ({ email: `many${i + j}@example.com`, password_hash: null, first_name: `Many${i + j}`, last_name: 'Student' }));
      users.push(...(await ctx.db.insertInto('users').values(rows).returning('id').execute()).map((u) => u.id));
    }
    for (let i = 0; i < users.length; i += 500) await ctx.db.insertInto('selection_slots').values(users.slice(i, i + 500).map((id, j) => ({ lease_period_id: s.periodId, user_id: id, position: 100 + i + j }))).execute();
    // A thousand groups of three.
    for (let g = 0; g < 1000; g++) {
      const group = (await ctx.db.insertInto('roommate_groups').values({ organization_id: s.orgId, lease_period_id: s.periodId, created_by: users[g * 3]! }).returning('id').executeTakeFirstOrThrow()).id;
      await ctx.db.insertInto('roommate_group_members').values([0, 1, 2].map((k) => ({ group_id: group, lease_period_id: s.periodId, user_id: users[g * 3 + k]! }))).execute();
    }
    await hold(1, [s.bedIds[4]!]);
    const counter = { queries: 0 };
    const plugin: KyselyPlugin = { transformQuery: ({ node }) => (counter.queries++, node), transformResult: async ({ result }) => result };
    const db = ctx.db.withPlugin(plugin);
    const read = await selectionOffice(db, (await selectionPeriod(db, s.periodId))!);
    expect([read.slots.length, read.groups.length, read.holds.length]).toEqual([3006, 1000, 1]);
    expect(read.slots.at(-1)).toMatchObject({ user_id: users.at(-1), starts_at: read.slots.at(-3)!.starts_at, group_id: read.groups.at(-1)!.id });
    expect(counter.queries).toBeLessThanOrEqual(6);
    expect((await office()).status).toBe(200);
  });

  it('is a manager’s of the company: 401 signed out, 403 a student or maintenance, 404 another company or no such period, 400 a bad id', async () => {
    await putWindow(window());
    expect((await office(request(ctx.app) as never)).status).toBe(401);
    expect((await office(students[0]!)).status).toBe(403);
    expect((await office(s.agents.maintenance)).status).toBe(403);
    expect((await office(s.agents.stranger)).status).toBe(404);
    expect((await office(manager(), 999_999)).status).toBe(404);
    expect((await manager().get('/api/agreement-periods/x/selection/')).status).toBe(400);
  });
});

describe('a manager releases a hold (DELETE /api/selection-holds/{id}/)', () => {
  it('ends it with the manager’s event, frees the bed for students at once, and answers the fresh read', async () => {
    await putWindow(window());
    await hold(1, [s.bedIds[4]!]);
    // Ava reads the map (it is kept for a moment for everyone): the bed shows held.
    expect(await stateOf(0, s.bedIds[4]!)).toBe('held');
    const { id } = await holdOf(s.users[1]!.id);
    const res = await release(id);
    expect(res.status).toBe(200);
    const body = res.body as SelectionOffice;
    expect(body.holds).toEqual([]);
    expect(body.slots.find((slot) => slot.user_id === s.users[1]!.id)?.status).toBe('waiting');
    expect(await holdOf(s.users[1]!.id)).toMatchObject({ status: 'released', ended_by: MANAGER_NAME });
    const event = await ctx.db.selectFrom('audit_events').select(['actor_name', 'actor_user_id', 'subject_table', 'subject_id', 'details']).where('action', '=', 'bed_hold.release').executeTakeFirstOrThrow();
    expect({ ...event, details: JSON.parse(event.details) }).toEqual({ actor_name: MANAGER_NAME, actor_user_id: s.managerUser.id, subject_table: 'bed_holds', subject_id: id, details: { bed_id: s.bedIds[4] } });
    expect(await stateOf(0, s.bedIds[4]!)).toBe('free');
    expect((await students[0]!.post(`/api/selection/${s.periodId}/holds/`).send({ bed_ids: [s.bedIds[4]] })).status).toBe(201);
    expect((await verifyAuditChain(ctx.db)).intact).toBe(true);
  });

  it('refuses a hold no longer live with the lifecycle’s words (409): released, confirmed, or run out (which it expires)', async () => {
    await putWindow(window());
    await hold(1, [s.bedIds[4]!]);
    const released = (await holdOf(s.users[1]!.id)).id;
    expect((await release(released)).status).toBe(200);
    const before = await count('audit_events');
    expect([(await release(released)).status, (await release(released)).body]).toEqual([409, { detail: HOLD_TRANSITIONS.release.refusal }]);
    expect(await count('audit_events')).toBe(before);

    await hold(0, [s.bedIds[5]!]);
    expect((await students[0]!.post(`/api/selection/${s.periodId}/confirm/`)).status).toBe(201);
    const confirmed = (await holdOf(s.users[0]!.id)).id;
    expect((await release(confirmed)).body).toEqual({ detail: M.noHold });

    await hold(1, [s.bedIds[6]!]);
    const ranOut = (await holdOf(s.users[1]!.id)).id;
    await ctx.db.updateTable('bed_holds').set({ expires_at: at(-1000) }).where('id', '=', ranOut).execute();
    expect((await release(ranOut)).status).toBe(409);
    expect(await holdOf(s.users[1]!.id)).toMatchObject({ id: ranOut, status: 'expired', ended_by: 'System' });
    const actions = (await ctx.db.selectFrom('audit_events').select('action').where('subject_id', '=', ranOut).where('subject_table', '=', 'bed_holds').orderBy('id').execute()).map((e) => e.action);
    expect(actions).toEqual(['bed_hold.hold', 'bed_hold.expire']);
  });

  it('is a manager’s of the hold’s company: 404 another company or no such hold, 401 signed out, 403 the student or maintenance; nothing changes', async () => {
    await putWindow(window());
    await hold(1, [s.bedIds[4]!]);
    const { id } = await holdOf(s.users[1]!.id);
    const before = [await heldStatuses(), await count('audit_events')];
    expect((await release(id, s.agents.stranger)).status).toBe(404);
    expect((await release(999_999)).status).toBe(404);
    expect((await release(id, request(ctx.app) as never)).status).toBe(401);
    expect((await release(id, students[1]!)).status).toBe(403);
    expect((await release(id, s.agents.maintenance)).status).toBe(403);
    expect((await manager().delete('/api/selection-holds/x/')).status).toBe(400);
    expect([await heldStatuses(), await count('audit_events')]).toEqual(before);
    expect(await stateOf(0, s.bedIds[4]!)).toBe('held');
  });
});

describe('each student is told their selection time (the selection_slot message)', () => {
  const sent = () => ctx.db.selectFrom('messages').select(['user_id', 'to', 'subject', 'text', 'application_id', 'lease_id', 'channel']).where('event', '=', 'selection_slot').orderBy('id').execute();
  const notified = async () => (await ctx.db.selectFrom('selection_slots').select(['user_id', 'notified_starts_at']).orderBy('position').execute()).map((r) => r.notified_starts_at);
  const FEB3 = { opens_at: '2027-02-03T10:00:00-05:00', closes_at: '2027-02-10T17:00:00-05:00' };

  it('a window save tells every eligible student their time, in the company’s time zone, with the bed map’s link', async () => {
    const saved = await putWindow(window(FEB3));
    const messages = await sent();
    expect(messages.map((m) => [m.user_id, m.to, m.application_id, m.channel])).toEqual(s.users.map((u) => [u.id, u.email, u.applicationId, 'email']));
    expect(messages[0]!.subject).toBe(`Your room selection time for ${s.periodName}`);
    const times = ['10:00', '10:00', '10:10', '10:10', '10:20', '10:20'];
    messages.forEach((m, i) => expect(m.text).toContain(`Your selection time: Wed, Feb 3, 2027 at ${times[i]} AM`));
    expect(messages[0]!.text).toContain(`${ctx.config.baseUrl}/new/tenant/select/${s.periodId}`);
    expect(messages.some((m) => m.to === 'outsider@example.com')).toBe(false);
    expect(await notified()).toEqual(['15:00', '15:00', '15:10', '15:10', '15:20', '15:20'].map((t) => `2027-02-03T${t}:00.000Z`));

    // The same window again tells no one anything.
    const again = await putWindow({ ...window(FEB3), version: saved.version });
    expect(await sent()).toHaveLength(6);
    // Longer slots move everyone but the first two: only they are told, their new time.
    await putWindow({ ...window({ ...FEB3, slot_minutes: 20 }), version: again.version });
    const moved = (await sent()).slice(6);
    expect(moved.map((m) => m.user_id)).toEqual(s.users.slice(2).map((u) => u.id));
    expect(moved.map((m) => /at (\d+:\d+ [AP]M)/.exec(m.text)?.[1])).toEqual(['10:20 AM', '10:20 AM', '10:40 AM', '10:40 AM']);
  });

  it('tells a group’s members the group’s time (its earliest member’s), and each student once however often it runs', async () => {
    await makeGroup([5, 1]);
    await putWindow(window(FEB3));
    const fay = (await sent()).find((m) => m.user_id === s.users[5]!.id)!;
    expect(fay.text).toContain('Your selection time: Wed, Feb 3, 2027 at 10:00 AM');
    expect(await Promise.all([queueSlotNotices(ctx.db, ctx.config.baseUrl, s.periodId), queueSlotNotices(ctx.db, ctx.config.baseUrl, s.periodId)])).toEqual([0, 0]);
    // A student told before who joins a group later is told the group's time at the next run.
    await ctx.db.updateTable('selection_slots').set({ notified_starts_at: null }).where('user_id', 'in', [s.users[4]!.id, s.users[2]!.id]).execute();
    const runs = await Promise.all([queueSlotNotices(ctx.db, ctx.config.baseUrl, s.periodId), queueSlotNotices(ctx.db, ctx.config.baseUrl, s.periodId)]);
    expect(runs.sort()).toEqual([0, 2]);
    expect(await sent()).toHaveLength(8);
  });

  it('tells a student approved after the window was saved their time, at the end of the order; a decline tells nothing', async () => {
    await putWindow(window(FEB3));
    // The outsider applies for this period; a manager approves the application.
    const app = await ctx.db.selectFrom('rental_applications').select(['id', 'reservation_request_id']).where('user_id', '=', s.outsider.id).executeTakeFirstOrThrow();
    await ctx.db.updateTable('reservation_requests').set({ lease_period_id: s.periodId }).where('id', '=', app.reservation_request_id).execute();
    await ctx.db.updateTable('rental_applications').set({ status: 'Submitted', submitted_at: new Date().toISOString() }).where('id', '=', app.id).execute();
    expect((await manager().post(`/api/manager/applications/${app.id}/decision/`).send({ status: 'Approved', note: '' })).status).toBe(200);
    const late = (await sent()).slice(6);
    expect(late.map((m) => [m.user_id, m.application_id])).toEqual([[s.outsider.id, app.id]]);
    expect(late[0]!.text).toContain('Your selection time: Wed, Feb 3, 2027 at 10:30 AM');
    expect((await ctx.db.selectFrom('selection_slots').select('position').where('user_id', '=', s.outsider.id).executeTakeFirstOrThrow()).position).toBe(6);

    // Declined: not placed, not told.
    const other = await buildUser(ctx.db, 'student', { email: 'declined@example.com' });
    const request = await ctx.db.insertInto('reservation_requests').values({ user_id: other.id, organization_id: s.orgId, property_id: s.propertyId, lease_period_id: s.periodId }).returning('id').executeTakeFirstOrThrow();
    const declined = await ctx.db.insertInto('rental_applications').values({ organization_id: s.orgId, user_id: other.id, reservation_request_id: request.id, status: 'Submitted', answers: '{}', submitted_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    expect((await manager().post(`/api/manager/applications/${declined.id}/decision/`).send({ status: 'Declined', note: '' })).status).toBe(200);
    expect(await sent()).toHaveLength(7);
    expect(await ctx.db.selectFrom('selection_slots').select('position').where('user_id', '=', other.id).executeTakeFirst()).toBeUndefined();
  });

  it('tells no one who has a bed now, and no one once selection has closed', async () => {
    expect((await manager().post('/api/leases/').send({ application_id: s.users[0]!.applicationId, bed_id: s.bedIds[0] })).status).toBe(201);
    const saved = await putWindow(window());
    expect((await sent()).map((m) => m.user_id)).toEqual(s.users.slice(1).map((u) => u.id));
    await putWindow({ ...window({ opens_at: at(-120 * MINUTE), closes_at: at(-MINUTE), slot_minutes: 1 }), version: saved.version });
    expect(await sent()).toHaveLength(5);
  });

  it('has a built-in text that the Notifications screen previews with sample data', async () => {
    const res = await manager().post('/api/messages/preview/').send({ template_id: null, event: 'selection_slot' });
    expect(res.status).toBe(200);
    expect(res.body.email).toMatchObject({ subject: `Your room selection time for ${VARIABLES.selection_period_name.sample}` });
    expect(res.body.email.text).toContain(`Your selection time: ${VARIABLES.selection_time.sample}`);
    const settings = (await manager().get('/api/messages/notifications/')).body as { event: string; label: string; variables: { key: string }[] }[];
    const slot = settings.find((r) => r.event === 'selection_slot')!;
    expect([slot.label, slot.variables.map((v) => v.key)]).toEqual(['Room selection time', expect.arrayContaining(['student_first_name', 'company_name', 'selection_period_name', 'selection_time', 'link'])]);
  });

  it('goes in the company’s words when it chose a template for the event', async () => {
    const body = doc(paragraph(text('Hi '), variable('student_first_name'), text(', pick your bed for '), variable('selection_period_name'), text(' at '), variable('selection_time'), text('.')));
    const template = (await ctx.db.insertInto('document_templates').values({ organization_id: s.orgId, name: 'Slot', type: 'Email Template', subject: 'Your time: {{selection_time}}', body: JSON.stringify(body) }).returning('id').executeTakeFirstOrThrow()).id;
    expect((await manager().put('/api/messages/notifications/selection_slot/').send({ email_template_id: template, sms_template_id: null })).status).toBe(200);
    await putWindow(window(FEB3));
    const [first] = await sent();
    expect(first!.subject).toBe('Your time: Wed, Feb 3, 2027 at 10:00 AM');
    expect(first!.text).toContain(`Hi Ava, pick your bed for ${s.periodName} at Wed, Feb 3, 2027 at 10:00 AM.`);
    expect(first!.text).toContain(`/new/tenant/select/${s.periodId}`);
  });
});
