import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ROOMMATE_MESSAGES as M } from '../../shared/selection/selection-texts';
import type { RoommateGroupAnswer } from '../../shared/selection/selection-types';
import { signIn } from '../helpers/manager-factories';
import { lastMailTo } from '../helpers/outbox';
import { at, buildSelectionSeason, MINUTE, studentAgents, type SelectionSeason } from '../helpers/selection-season';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { dayOf } from '../../shared/dates';
import { DEFAULT_TIME_ZONE } from '../../shared/ledger/payment-terms';

let ctx: TestContext;
let s: SelectionSeason;
let students: Awaited<ReturnType<typeof studentAgents>>;

beforeEach(async () => {
  ctx = await createTestContext();
  s = await buildSelectionSeason(ctx, 6);
  students = await studentAgents(ctx, s);
});
afterEach(() => ctx.close());

type Agent = (typeof students)[number];
const create = (agent: Agent = students[0]!) => agent.post('/api/roommate-groups/').send({ lease_period_id: s.periodId });
const mine = async (agent: Agent) => (await agent.get(`/api/roommate-groups/?lease_period=${s.periodId}`)).body as RoommateGroupAnswer;
const invite = (groupId: number, body: Record<string, unknown>, agent: Agent = students[0]!) => agent.post(`/api/roommate-groups/${groupId}/invitations/`).send(body);
/** The token of the latest invitation mailed to `email`, from the queued message's link. */
const tokenFor = async (email: string) => {
  const { path, token } = await lastMailTo(ctx.db, email);
  expect(path).toMatch(/^\/new\/tenant\/roommates\/[A-Za-z0-9_-]+$/);
  return token!;
};
const accept = (token: string, agent: Agent) => agent.post(`/api/roommate-invitations/${token}/accept/`);
const count = async (table: 'roommate_groups' | 'roommate_group_members' | 'roommate_invitations' | 'messages' | 'audit_events') => Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const groupId = async () => (await mine(students[0]!)).group!.id;

describe('starting a group (POST /api/roommate-groups/)', () => {
  it('makes the student its leader; one group a period', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      group: { id: expect.any(Number), lease_period_id: s.periodId, leader: true, members: [{ user_id: s.users[0]!.id, name: 'Ava Student', leader: true }], max_size: 4, pending_invitations: [] },
      invitations: [],
    });
    expect((await create()).body).toEqual({ detail: M.inGroup(s.periodName) });
    expect(await count('roommate_groups')).toBe(1);
    const event = await ctx.db.selectFrom('audit_events').select(['subject_table', 'details']).where('action', '=', 'roommate_group.create').executeTakeFirstOrThrow();
    expect([event.subject_table, JSON.parse(event.details)]).toEqual(['roommate_groups', { lease_period_id: s.periodId }]);
  });

  it('is for students who may select in the period: others 403, staff 403, signed out 401, bad bodies 400, unknown periods 404', async () => {
    const outsider = await signIn(ctx, s.outsider);
    expect((await create(outsider)).body).toEqual({ detail: M.inviteeNotEligible(s.periodName) });
    expect((await s.agents.manager.post('/api/roommate-groups/').send({ lease_period_id: s.periodId })).status).toBe(403);
    expect((await request(ctx.app).post('/api/roommate-groups/').send({ lease_period_id: s.periodId })).status).toBe(401);
    for (const body of [{}, { lease_period_id: 'x' }, { lease_period_id: s.periodId, extra: 1 }]) expect((await students[0]!.post('/api/roommate-groups/').send(body)).status).toBe(400);
    expect((await students[0]!.post('/api/roommate-groups/').send({ lease_period_id: 999999 })).status).toBe(404);
    expect(await count('roommate_groups')).toBe(0);
  });

  it('of two at once for one student, one is made', async () => {
    const [a, b] = await Promise.all([create(), create()]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await count('roommate_group_members')).toBe(1);
  });
});

describe('inviting and accepting', () => {
  it('mails a link that the invited student accepts; they join at the end of the group', async () => {
    await create();
    const id = await groupId();
    const res = await invite(id, { email: 'BEN@example.com' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), email: 'BEN@example.com', expires_at: expect.any(String) });
    expect((await mine(students[0]!)).group!.pending_invitations).toEqual([{ id: res.body.id, to: 'BEN@example.com', expires_at: res.body.expires_at, expires_on: dayOf(res.body.expires_at, DEFAULT_TIME_ZONE) }]);
    const { mail } = await lastMailTo(ctx.db, 'BEN@example.com');
    expect(mail).toMatchObject({ subject: 'Ava Student invites you to be roommates' });
    expect(mail!.text).toContain(`The Standard for ${s.periodName}`);
    // The link signs nobody in, but it is the invitation: it leaves the message log once sent.
    expect((await ctx.db.selectFrom('messages').select('text').where('to', '=', 'BEN@example.com').executeTakeFirstOrThrow()).text).not.toContain('/tenant/roommates/');
    expect((await mine(students[1]!)).invitations).toEqual([{ id: res.body.id, from: 'Ava Student', expires_at: res.body.expires_at, expires_on: dayOf(res.body.expires_at, DEFAULT_TIME_ZONE) }]);
    const joined = await accept(await tokenFor('BEN@example.com'), students[1]!);
    expect(joined.status).toBe(201);
    expect((joined.body as RoommateGroupAnswer).group).toMatchObject({ id, leader: false, members: [{ name: 'Ava Student', leader: true }, { name: 'Ben Student', leader: false }], pending_invitations: [] });
    const actions = (await ctx.db.selectFrom('audit_events').select('action').orderBy('id').execute()).map((r) => r.action);
    expect(actions.slice(-3)).toEqual(['roommate_group.create', 'roommate_group.invite', 'roommate_group.join']);
  });

  it('is accepted once, by the address it was sent to, before it runs out, by a student who may select', async () => {
    await create();
    const id = await groupId();
    await invite(id, { email: 'ben@example.com' });
    const token = await tokenFor('ben@example.com');
    expect([(await accept(token, students[2]!)).status, (await accept(token, students[2]!)).body]).toEqual([403, { detail: M.otherAddress }]);
    expect((await accept('x'.repeat(43), students[1]!)).status).toBe(404);
    expect((await accept('bad token!', students[1]!)).status).toBe(400);
    expect((await accept(token, students[1]!)).status).toBe(201);
    expect((await accept(token, students[1]!)).body).toEqual({ detail: M.used });
    // Run out.
    await invite(id, { email: 'cleo@example.com' });
    await ctx.db.updateTable('roommate_invitations').set({ expires_at: at(-MINUTE) }).where('email', '=', 'cleo@example.com').execute();
    expect((await accept(await tokenFor('cleo@example.com'), students[2]!)).status).toBe(410);
    // Not able to select in the period: the outsider.
    await invite(id, { email: 'outsider@example.com' });
    expect((await accept(await tokenFor('outsider@example.com'), await signIn(ctx, s.outsider))).body).toEqual({ detail: M.inviteeNotEligible(s.periodName) });
    expect((await mine(students[0]!)).group!.members.length).toBe(2);
  });

  it('refuses oneself, a member, a second invitation to one address, and a group as large as the largest unit', async () => {
    await create();
    const id = await groupId();
    expect((await invite(id, { email: 'ava@example.com' })).body).toEqual({ email: [M.selfInvite] });
    await invite(id, { email: 'ben@example.com' });
    await accept(await tokenFor('ben@example.com'), students[1]!);
    expect((await invite(id, { email: 'ben@example.com' })).body).toEqual({ email: [M.alreadyMember] });
    await invite(id, { email: 'cleo@example.com' });
    expect((await invite(id, { email: 'Cleo@example.com' })).body).toEqual({ email: [M.alreadyInvited] });
    await invite(id, { email: 'dev@example.com' });
    const before = await count('messages');
    expect((await invite(id, { email: 'eli@example.com' })).body).toEqual({ detail: M.full(4) });
    expect(await count('messages')).toBe(before);
  });

  it('invites a match by their published profile without telling the group their address', async () => {
    await create();
    const id = await groupId();
    const profile = (await ctx.db.insertInto('roommate_profiles').values({ user_id: s.users[2]!.id, published: 1, published_at: at(0) }).returning('id').executeTakeFirstOrThrow()).id;
    const res = await invite(id, { profile_id: profile });
    expect([res.status, res.body.email]).toEqual([201, null]);
    expect((await mine(students[0]!)).group!.pending_invitations.map((p) => p.to)).toEqual(['Cleo S.']);
    expect((await accept(await tokenFor('cleo@example.com'), students[2]!)).status).toBe(201);
    await ctx.db.updateTable('roommate_profiles').set({ published: 0 }).execute();
    expect((await invite(id, { profile_id: profile })).body).toEqual({ profile_id: [M.noProfile] });
  });

  it('is for members only: another student’s group is a 404; bad bodies 400', async () => {
    await create();
    const id = await groupId();
    expect((await invite(id, { email: 'x@example.com' }, students[1]!)).status).toBe(404);
    for (const body of [{}, { email: 'not-an-address' }, { email: 'a@example.com', profile_id: 1 }, { email: 'a@example.com', extra: 1 }]) expect((await invite(id, body)).status).toBe(400);
    expect(await count('roommate_invitations')).toBe(0);
  });
});

describe('leaving (DELETE /api/roommate-groups/{id}/membership/)', () => {
  it('a member leaves; when the leader leaves the next to have joined leads', async () => {
    await create();
    const id = await groupId();
    for (const [i, email] of [[1, 'ben@example.com'], [2, 'cleo@example.com']] as const) {
      await invite(id, { email });
      await accept(await tokenFor(email), students[i]!);
    }
    const left = await students[0]!.delete(`/api/roommate-groups/${id}/membership/`);
    expect([left.status, (left.body as RoommateGroupAnswer).group]).toEqual([200, null]);
    expect((await mine(students[1]!)).group).toMatchObject({ leader: true, members: [{ name: 'Ben Student', leader: true }, { name: 'Cleo Student', leader: false }] });
    expect((await students[0]!.delete(`/api/roommate-groups/${id}/membership/`)).status).toBe(404);
  });

  it('the last member leaving cancels the invitations still pending: their links are answered', async () => {
    await create();
    const id = await groupId();
    await invite(id, { email: 'ben@example.com' });
    await accept(await tokenFor('ben@example.com'), students[1]!);
    await invite(id, { email: 'cleo@example.com' });
    const cleo = await tokenFor('cleo@example.com');
    expect((await students[0]!.delete(`/api/roommate-groups/${id}/membership/`)).status).toBe(200);
    // One member left: the pending invitation stands.
    expect((await ctx.db.selectFrom('roommate_invitations').select('status').orderBy('id').execute()).map((i) => i.status)).toEqual(['accepted', 'pending']);
    expect((await students[1]!.delete(`/api/roommate-groups/${id}/membership/`)).status).toBe(200);
    expect((await ctx.db.selectFrom('roommate_invitations').select('status').orderBy('id').execute()).map((i) => i.status)).toEqual(['accepted', 'cancelled']);
    const late = await accept(cleo, students[2]!);
    expect([late.status, late.body]).toEqual([409, { detail: M.used }]);
  });

  it('is refused while the group holds beds', async () => {
    await ctx.db.insertInto('selection_windows').values({ organization_id: s.orgId, lease_period_id: s.periodId, opens_at: at(-MINUTE), closes_at: at(60 * MINUTE), slot_minutes: 10, per_slot: 10, slot_order: 'approval' }).execute();
    await create();
    const id = await groupId();
    await invite(id, { email: 'ben@example.com' });
    await accept(await tokenFor('ben@example.com'), students[1]!);
    expect((await students[0]!.post(`/api/selection/${s.periodId}/holds/`).send({ bed_ids: [s.bedIds[0], s.bedIds[1]] })).status).toBe(201);
    expect((await students[1]!.delete(`/api/roommate-groups/${id}/membership/`)).body).toEqual({ detail: M.holdsFirst });
    await students[0]!.delete(`/api/selection/${s.periodId}/holds/`);
    expect((await students[1]!.delete(`/api/roommate-groups/${id}/membership/`)).status).toBe(200);
  });
});
