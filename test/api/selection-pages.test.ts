import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SELECT_TEXTS as T } from '../../client/public/pages/select/select-texts';
import { pageTitle } from '../../shared/page-title';
import { roommateInvitationPath, selectionPath } from '../../shared/selection/selection-page';
import { formatSlotTime, ROOMMATE_MESSAGES as R, SELECTION_MESSAGES as M } from '../../shared/selection/selection-texts';
import type { StudentSelection } from '../../shared/selection/selection-types';
import { signIn } from '../helpers/manager-factories';
import { lastMailTo } from '../helpers/outbox';
import { at, buildSelectionSeason, MINUTE, studentAgents, type SelectionSeason } from '../helpers/selection-season';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { zoneOffUtcDay } from '../helpers/company-day';
import { dayOf, formatShortDate } from '../../shared/dates';

/** The bed map page (/new/tenant/select/{id}), its forms posted without JavaScript, the roommate invitation page and My reservations' selection line. */

let ctx: TestContext;
let s: SelectionSeason;
let students: Awaited<ReturnType<typeof studentAgents>>;
type Agent = (typeof students)[number] | ReturnType<typeof request>;

beforeEach(async () => {
  ctx = await createTestContext();
  s = await buildSelectionSeason(ctx, 4);
  students = await studentAgents(ctx, s);
});
afterEach(() => ctx.close());

const LABEL = (i: number) => ['North Hall, Floor 1, Unit 101, Room A, Bed 1', 'North Hall, Floor 1, Unit 101, Room B, Bed 1', 'North Hall, Floor 1, Unit 101, Room C, Bed 1'][i]!;
const openWindow = async (overrides: Record<string, unknown> = {}) => {
  const res = await s.agents.manager.put(`/api/agreement-periods/${s.periodId}/selection-window/`).send({ opens_at: at(-MINUTE), closes_at: at(60 * MINUTE), slot_minutes: 10, per_slot: 2, order: 'approval', hold_minutes: 15, ...overrides });
  if (res.status !== 200) throw new Error(`window: ${res.status} ${JSON.stringify(res.body)}`);
};
const page = (agent: Agent, query = '') => agent.get(`${selectionPath(s.periodId)}${query}`);
const post = (agent: Agent, fields: Record<string, string>, path = selectionPath(s.periodId)) => agent.post(path).type('form').set('Origin', 'http://localhost:3000').set('Sec-Fetch-Site', 'same-origin').send(fields);
const liveHolds = () => ctx.db.selectFrom('bed_holds').select(['layout_id', 'user_id', 'held_by']).where('status', '=', 'held').orderBy('id').execute();
const leases = () => ctx.db.selectFrom('leases').select(['user_id', 'layout_id', 'status']).orderBy('id').execute();
/** Whether the HTML has an element with these attributes (in any order). */
const hasTag = (html: string, tag: string, attributes: Record<string, string>) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].some(([element]) => Object.entries(attributes).every(([name, value]) => element.includes(` ${name}="${value}"`)));
/** The HTML's text as a reader gets it: tags gone, entities read. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/\s+/g, ' ');

describe('the bed map page', () => {
  it('is a signed-in student’s: signed out to sign in and back, staff refused, an unknown or misspelt period not found', async () => {
    const path = selectionPath(s.periodId);
    const anonymous = await request(ctx.app).get(path);
    expect([anonymous.status, anonymous.headers.location]).toEqual([302, `/new/login?redirect=${encodeURIComponent(path)}`]);
    expect((await page(s.agents.manager)).status).toBe(403);
    expect((await students[0]!.get(selectionPath(999999))).status).toBe(404);
    expect((await students[0]!.get(`${path.replace(/\d+$/, '')}0${s.periodId}`)).status).toBe(404);
    const ok = await page(students[0]!);
    expect([ok.status, ok.headers['cache-control']]).toEqual([200, 'private, no-store']);
    expect(ok.text).toContain(`<title>${pageTitle(T.title)}</title>`);
  });

  it('says why the map is closed, in the API’s words: no window, not eligible, closed', async () => {
    expect(textOf((await page(students[0]!)).text)).toContain(M.noWindow(s.periodName));
    await openWindow();
    const outsider = await signIn(ctx, s.outsider);
    expect(textOf((await page(outsider)).text)).toContain(M.notEligible(s.periodName));
    await ctx.db.updateTable('selection_windows').set({ closes_at: at(-1000) }).execute();
    const closed = textOf((await page(students[0]!)).text);
    expect(closed).toContain(M.closed(s.periodName));
    expect(closed).not.toContain(T.roommatesHeading);
  });

  it('before the student’s slot: the waiting screen with their selection time and its countdown, and the roommate group', async () => {
    await openWindow({ opens_at: at(30 * MINUTE), closes_at: at(90 * MINUTE) });
    const selection = (await students[2]!.get(`/api/selection/${s.periodId}/`)).body as StudentSelection;
    const html = (await page(students[2]!)).text;
    expect(textOf(html)).toContain(M.yourSlot(formatSlotTime(selection.my_slot!.starts_at, selection.time_zone)));
    expect(html).toContain('data-island="slot-countdown"');
    expect(html).toContain(`"startsAt":"${selection.my_slot!.starts_at}"`);
    expect(html).not.toContain('data-island="selection-map"');
    expect(textOf(html)).toContain(T.createGroup);
  });

  it('at the slot: one building’s beds by floor, unit and room, each with its state in words and its plans; other buildings as links', async () => {
    await openWindow();
    const html = (await page(students[0]!)).text;
    const text = textOf(html);
    expect(html).toContain('data-island="selection-map"');
    for (const shown of [T.floor('1'), T.unit('101'), T.room('A', 'Private'), T.planLine('Two payments', '$9,000.00'), T.state.free, T.shown(8, 8)]) expect(text).toContain(shown);
    expect(html).toContain(`href="${selectionPath(s.periodId)}?building=South+Hall"`);
    // Each building's tab says how many of its beds the student may hold.
    for (const tab of [`North Hall ${T.freeInBuilding(8)}`, `South Hall ${T.freeInBuilding(2)}`]) expect(text).toContain(tab);
    expect(text).not.toContain('Unit 201');
    // Each bed's Hold posts the hold form without JavaScript.
    expect(hasTag(html, 'button', { type: 'submit', form: 'selection-hold', name: 'bed_ids', value: String(s.bedIds[0]), 'aria-label': `${T.hold}: ${LABEL(0)}` })).toBe(true);
    expect(hasTag(html, 'form', { id: 'selection-hold', method: 'post', action: `${selectionPath(s.periodId)}?building=North+Hall` })).toBe(true);

    const south = textOf((await page(students[0]!, '?building=South+Hall&room_type=Shared')).text);
    expect(south).toContain(T.unit('201'));
    expect(south).toContain(T.shown(2, 2));
    expect(textOf((await page(students[0]!, '?building=North+Hall&room_type=Shared')).text)).toContain(T.noMatch);
    expect(textOf((await page(students[0]!, '?max_price=8999.99')).text)).toContain(T.shown(0, 8));
    expect(textOf((await page(students[0]!, '?max_price=9000')).text)).toContain(T.shown(8, 8));
  });

  it('opens, without a building asked for, at the first building with a bed the student may hold', async () => {
    await openWindow({ per_slot: 4 });
    // Two women hold a bed in each unit of North Hall: by the gender rule it has no bed for him, and his map opens at South Hall.
    await ctx.db.updateTable('users').set({ gender: 'F' }).where('id', 'in', [s.users[0]!.id, s.users[2]!.id]).execute();
    await ctx.db.updateTable('users').set({ gender: 'M' }).where('id', '=', s.users[3]!.id).execute();
    for (const [i, bed] of [[0, 0], [2, 4]] as const) expect((await students[i]!.post(`/api/selection/${s.periodId}/holds/`).send({ bed_ids: [s.bedIds[bed]] })).status).toBe(201);
    const his = textOf((await page(students[3]!)).text);
    expect(his).toContain(T.unit('201'));
    expect(his).not.toContain(T.unit('101'));
    // Hers opens at her hold.
    expect(textOf((await page(students[2]!)).text)).toContain(T.unit('102'));
  });
});

describe('holding, releasing and confirming without JavaScript', () => {
  it('holds a bed (the page then shows the hold and its time), releases it, holds it again and confirms it into an Offered lease', async () => {
    await openWindow();
    const held = await post(students[0]!, { intent: 'hold', bed_ids: String(s.bedIds[0]) }, `${selectionPath(s.periodId)}?building=North+Hall`);
    expect([held.status, held.headers.location]).toEqual([303, `${selectionPath(s.periodId)}?building=North+Hall`]);
    expect(await liveHolds()).toEqual([{ layout_id: s.bedIds[0], user_id: s.users[0]!.id, held_by: s.users[0]!.id }]);
    const text = textOf((await page(students[0]!)).text);
    for (const shown of [T.holdHeading, LABEL(0), T.heldFor, T.confirm, T.release, T.state.mine]) expect(text).toContain(shown);
    expect(text).toMatch(new RegExp(`${T.heldFor} 1[45]:\\d\\d until \\d+:\\d\\d [AP]M`));
    // Everyone else sees it held.
    expect(textOf((await page(students[1]!)).text)).toContain(`${T.bed('1')} ${T.state.held}`);

    expect((await post(students[0]!, { intent: 'release' })).status).toBe(303);
    expect(await liveHolds()).toEqual([]);
    await post(students[0]!, { intent: 'hold', bed_ids: String(s.bedIds[1]) });
    const confirmed = await post(students[0]!, { intent: 'confirm' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.location).toMatch(/^\/new\/tenant\/lease#lease-\d+$/);
    expect(await leases()).toEqual([{ user_id: s.users[0]!.id, layout_id: s.bedIds[1], status: 'Offered' }]);
    const after = textOf((await page(students[0]!)).text);
    expect(after).toContain(M.hasLease);
    expect(after).toContain(T.myLease);
  });

  it('a bed just taken answers 409 with the text and the map as it is now; refusals show on the page and change nothing', async () => {
    await openWindow();
    await post(students[0]!, { intent: 'hold', bed_ids: String(s.bedIds[2]) });
    const lost = await post(students[1]!, { intent: 'hold', bed_ids: String(s.bedIds[2]) });
    expect(lost.status).toBe(409);
    expect(textOf(lost.text)).toContain(M.bedTaken);
    expect(lost.text).toContain(`data-bed="${s.bedIds[2]}"`);
    expect(textOf(lost.text)).toContain(`${T.bed('1')} ${T.state.held}`);
    const none = await post(students[1]!, { intent: 'hold', bed_ids: '' });
    expect([none.status, textOf(none.text).includes('Choose a bed.')]).toEqual([400, true]);
    expect(textOf((await post(students[1]!, { intent: 'confirm' })).text)).toContain(M.noHold);
    expect(await liveHolds()).toEqual([{ layout_id: s.bedIds[2], user_id: s.users[0]!.id, held_by: s.users[0]!.id }]);
  });

  it('before the slot a hold is refused with the student’s time; signed out goes to sign in; staff are refused', async () => {
    await openWindow({ opens_at: at(30 * MINUTE), closes_at: at(90 * MINUTE) });
    const early = await post(students[0]!, { intent: 'hold', bed_ids: String(s.bedIds[0]) });
    expect(early.status).toBe(403);
    expect(textOf(early.text)).toMatch(/Your selection time starts at \w{3}, \w{3} \d+, \d{4} at \d+:\d{2} [AP]M\./);
    expect(early.text).toContain('data-island="slot-countdown"');
    const anonymous = await post(request(ctx.app), { intent: 'hold', bed_ids: String(s.bedIds[0]) });
    expect([anonymous.status, anonymous.headers.location]).toEqual([303, `/new/login?redirect=${encodeURIComponent(selectionPath(s.periodId))}`]);
    expect((await post(s.agents.manager, { intent: 'hold', bed_ids: String(s.bedIds[0]) })).status).toBe(403);
    expect(await liveHolds()).toEqual([]);
  });
});

describe('a roommate group on the page', () => {
  const groupOf = async (i: number) => ((await students[i]!.get(`/api/roommate-groups/?lease_period=${s.periodId}`)).body as { group: { id: number } | null }).group;
  const join = async (i: number, email: string) => {
    const { path } = await lastMailTo(ctx.db, email);
    expect(path).toMatch(/^\/new\/tenant\/roommates\/[A-Za-z0-9_-]+$/);
    const invitation = await students[i]!.get(path!);
    expect(invitation.status).toBe(200);
    expect(textOf(invitation.text)).toContain(T.invitationLine('Ava Student', s.periodName, 'The Standard'));
    const accepted = await post(students[i]!, {}, path!);
    expect([accepted.status, accepted.headers.location]).toEqual([303, `${selectionPath(s.periodId)}?joined=1#roommates`]);
    return path!;
  };

  it('is started, invited to by e-mail (the invitee accepts on the mailed link’s page), and a leader picks a bed for each member then holds them all at once', async () => {
    await openWindow({ per_slot: 4 });
    const started = await post(students[0]!, { intent: 'create_group' });
    expect([started.status, started.headers.location]).toEqual([303, `${selectionPath(s.periodId)}#roommates`]);
    const groupId = (await groupOf(0))!.id;
    // The invitation's last day is the company's (ADR 045), in a zone whose day is not UTC's now.
    const zone = zoneOffUtcDay();
    const kept = (await ctx.db.selectFrom('organizations').select('time_zone').executeTakeFirstOrThrow()).time_zone;
    await ctx.db.updateTable('organizations').set({ time_zone: zone }).execute();
    const invited = await post(students[0]!, { intent: 'invite', group_id: String(groupId), email: 'ben@example.com' });
    expect(invited.status).toBe(200);
    expect(textOf(invited.text)).toContain(R.invited('ben@example.com'));
    const { expires_at } = await ctx.db.selectFrom('roommate_invitations').select('expires_at').where('email', '=', 'ben@example.com').executeTakeFirstOrThrow();
    expect(textOf(invited.text)).toContain(T.pendingUntil('ben@example.com', formatShortDate(dayOf(expires_at, zone))));
    expect((await lastMailTo(ctx.db, 'ben@example.com')).mail?.text).toContain(formatShortDate(dayOf(expires_at, zone)));
    await ctx.db.updateTable('organizations').set({ time_zone: kept }).execute();
    // A bad address is said under its field, with what was typed.
    const bad = await post(students[0]!, { intent: 'invite', group_id: String(groupId), email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(hasTag(bad.text, 'input', { name: 'email', value: 'not-an-address', 'aria-invalid': 'true' })).toBe(true);
    expect(bad.text).toContain('id="invite-email-error"');

    const { path: link } = await lastMailTo(ctx.db, 'ben@example.com');
    const notHers = textOf((await students[0]!.get(link!)).text);
    expect(notHers).toContain(R.otherAddress);
    expect(notHers).not.toContain(T.accept);
    await join(1, 'ben@example.com');
    expect(textOf((await students[1]!.get(link!)).text)).toContain(R.used);
    const joined = textOf((await page(students[1]!, '?joined=1')).text);
    expect(joined).toContain(R.joined(s.periodName));
    expect(joined).toContain(T.leaderChooses('Ava Student'));

    // The leader chooses in member order, a bed a button (a GET page each without JavaScript), then holds both.
    let html = (await page(students[0]!, `?pick=${s.bedIds[4]}`)).text;
    expect(textOf(html)).toContain(T.pickedFor('Ava Student'));
    expect(textOf(html)).toContain(T.pickFor('Ben Student'));
    html = (await page(students[0]!, `?picks=${s.bedIds[4]}&pick=${s.bedIds[5]}`)).text;
    expect(textOf(html)).toContain(T.pickedFor('Ben Student'));
    expect(hasTag(html, 'input', { name: 'bed_ids', value: `${s.bedIds[4]},${s.bedIds[5]}` })).toBe(true);
    expect((await post(students[0]!, { intent: 'hold', bed_ids: `${s.bedIds[4]},${s.bedIds[5]}` })).status).toBe(303);
    expect(await liveHolds()).toEqual([
      { layout_id: s.bedIds[4], user_id: s.users[0]!.id, held_by: s.users[0]!.id },
      { layout_id: s.bedIds[5], user_id: s.users[1]!.id, held_by: s.users[0]!.id },
    ]);
    // The member sees the hold made for them, and that the leader confirms.
    const member = textOf((await page(students[1]!)).text);
    expect(member).toContain(T.leaderConfirms('Ava Student'));
    expect(member).not.toContain(T.confirm);
    expect((await post(students[1]!, { intent: 'leave_group', group_id: String(groupId) })).status).toBe(409);
    expect((await post(students[0]!, { intent: 'confirm' })).status).toBe(303);
    expect(await leases()).toEqual([
      { user_id: s.users[0]!.id, layout_id: s.bedIds[4], status: 'Offered' },
      { user_id: s.users[1]!.id, layout_id: s.bedIds[5], status: 'Offered' },
    ]);
  });

  it('the invitation page says why an invitation cannot be taken, is for signed-in students, and a member leaves the group', async () => {
    await post(students[0]!, { intent: 'create_group' });
    const groupId = (await groupOf(0))!.id;
    await post(students[0]!, { intent: 'invite', group_id: String(groupId), email: 'cleo@example.com' });
    const { path } = await lastMailTo(ctx.db, 'cleo@example.com');
    const anonymous = await request(ctx.app).get(path!);
    expect([anonymous.status, anonymous.headers.location]).toEqual([302, `/new/login?redirect=${encodeURIComponent(path!)}`]);
    expect((await students[2]!.get(roommateInvitationPath('x'.repeat(43)))).status).toBe(404);
    await ctx.db.updateTable('roommate_invitations').set({ expires_at: at(-MINUTE) }).execute();
    const expired = textOf((await students[2]!.get(path!)).text);
    expect(expired).toContain(R.expired);
    expect(expired).not.toContain(T.accept);
    const refused = await post(students[2]!, {}, path!);
    expect([refused.status, textOf(refused.text).includes(R.expired)]).toEqual([410, true]);
    expect(await ctx.db.selectFrom('roommate_group_members').select('user_id').execute()).toEqual([{ user_id: s.users[0]!.id }]);

    const left = await post(students[0]!, { intent: 'leave_group', group_id: String(groupId) });
    expect([left.status, await groupOf(0)]).toEqual([303, null]);
    expect((await post(students[1]!, { intent: 'leave_group', group_id: String(groupId) })).status).toBe(404);
  });
});

describe('My reservations', () => {
  it('names the student’s selection time and links to the bed map while the window is not over', async () => {
    expect(textOf((await students[2]!.get('/new/tenant/reservations')).text)).not.toContain(T.selectionHeading);
    await openWindow({ opens_at: '2027-02-03T10:00:00-05:00', closes_at: '2027-02-10T17:00:00-05:00' });
    await ctx.db.updateTable('organizations').set({ time_zone: 'America/New_York' }).where('id', '=', s.orgId).execute();
    const html = (await students[2]!.get('/new/tenant/reservations')).text;
    expect(textOf(html)).toContain('Your selection time: Wed, Feb 3, 2027 at 10:10 AM');
    expect(html).toMatch(new RegExp(`href="${selectionPath(s.periodId)}"[^>]*>${T.chooseBed}</a>`));
    const outsider = await signIn(ctx, s.outsider);
    expect(textOf((await outsider.get('/new/tenant/reservations')).text)).not.toContain(T.selectionHeading);
  });
});
