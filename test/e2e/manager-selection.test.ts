import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { SELECTION_SCREEN_TEXTS as T } from '../../client/manager/selection/texts';
import type { Db } from '../../server/db/database';
import { insertUser } from '../../server/queries/users';
import { CONFLICT_MESSAGES } from '../../shared/messages';
import { SELECTION_LABELS as L, SELECTION_MESSAGES as M } from '../../shared/selection/selection-texts';
import { hashOnce } from '../helpers/password-hash';
import { seriousViolations } from './axe';
import { managerSuite, snackbar } from './manager-helpers';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, settledGoto, until, withDb } from './page-helpers';

/** Where the screen's pictures go (SELECTION_SHOTS=/work/shots to look at them; SCREENSHOTS=1 takes them). */
const shots = process.env.SELECTION_SHOTS ?? path.resolve('test-results/screenshots/manager-selection');
const MANAGER = { email: 'sam.selection@example.com', password: 'Manager-Pass1', firstName: 'Sam' };
const PERIOD = 'Academic Year 2027-2028';
const STUDENTS = [
  { first: 'Ada', last: 'Chooser', email: 'ada.chooser@example.com' },
  { first: 'Bo', last: 'Picker', email: 'bo.picker@example.com' },
  { first: 'Cai', last: 'Holder', email: 'cai.holder@example.com' },
] as const;

let periodId = 0;
const userIds: number[] = [];

/** Three approved applicants for the demo company's next academic year (approved a minute apart, in order); the company keeps its Chicago time zone. */
async function season(db: Db) {
  periodId = (await db.selectFrom('lease_periods').select('id').where('property_id', '=', 1).where('name', '=', PERIOD).executeTakeFirstOrThrow()).id;
  for (const [i, s] of STUDENTS.entries()) {
    const userId = await insertUser(db, { email: s.email, passwordHash: await hashOnce('Student-Pass-1'), roles: ['student'], organizationId: null, firstName: s.first, lastName: s.last });
    userIds.push(userId);
    const request = await db.insertInto('reservation_requests').values({ user_id: userId, organization_id: 1, property_id: 1, lease_period_id: periodId }).returning('id').executeTakeFirstOrThrow();
    const decided = new Date(Date.UTC(2026, 10, 1, 9, i)).toISOString();
    await db.insertInto('rental_applications').values({ organization_id: 1, user_id: userId, reservation_request_id: request.id, status: 'Approved', answers: '{}', submitted_at: decided, decided_at: decided }).execute();
  }
  await db.updateTable('organizations').set({ time_zone: 'America/Chicago' }).where('id', '=', 1).execute();
  // Bo leads a roommate group with Ada, and has invited one more.
  const group = (await db.insertInto('roommate_groups').values({ organization_id: 1, lease_period_id: periodId, created_by: userIds[1]! }).returning('id').executeTakeFirstOrThrow()).id;
  for (const i of [1, 0]) await db.insertInto('roommate_group_members').values({ group_id: group, lease_period_id: periodId, user_id: userIds[i]! }).execute();
  await db.insertInto('roommate_invitations').values({ group_id: group, email: 'dee@example.com', token_hash: 'e2e-invitation', invited_by: userIds[1]!, expires_at: new Date(Date.now() + 86_400_000).toISOString() }).execute();
}

const suite = managerSuite(MANAGER, undefined, async ({ server }) => withDb(server, season));

const fullName = (s: (typeof STUDENTS)[number]) => `${s.first} ${s.last}`;
const section = (page: Page, title: string) => page.getByRole('region', { name: title });
const slotRow = (page: Page, s: (typeof STUDENTS)[number]) => section(page, T.slots.title).locator('.rdg-row', { has: page.getByText(fullName(s), { exact: true }) });
const stored = () => withDb(suite.server, (db) => db.selectFrom('selection_windows').selectAll().where('lease_period_id', '=', periodId).executeTakeFirst());
const slotMessages = () => withDb(suite.server, (db) => db.selectFrom('messages').select(['user_id', 'text']).where('event', '=', 'selection_slot').orderBy('id').execute());
const shot = (page: Page, name: string) => screenshot(page, { path: path.join(shots, name), fullPage: true });
/**
 * The whole screen at phone width in one picture: in a viewport as tall as the page, since
 * react-data-grid paints a grid only once it is near the viewport (content-visibility: auto), which a
 * full-page shot of a phone-sized viewport would leave blank.
 */
async function phoneShot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: PHONE.width, height });
  await page.waitForTimeout(300);
  await screenshot(page, { path: path.join(shots, name) });
  await page.setViewportSize(PHONE);
}

describe('the Selection screen in Chromium', () => {
  it('opens from a lease period, sets the window in the company’s time zone, shows the slots, and releases a hold', async () => {
    const page = await suite.page();
    await settledGoto(page, `${suite.server.url}/new/manager/settings/lease-periods`);
    await page.getByRole('link', { name: `Room selection of ${PERIOD}` }).waitFor();
    await shot(page, 'lease-periods-1280.png');
    await page.getByRole('link', { name: `Room selection of ${PERIOD}` }).click();
    await page.getByRole('heading', { name: T.title, level: 1 }).waitFor();
    expect(new URL(page.url()).search).toBe(`?lease_period=${periodId}`);
    expect(await page.getByLabel(T.period).inputValue()).toBe(String(periodId));
    await page.getByText(T.window.none).waitFor();
    await page.getByText(T.window.timeZone('America/Chicago')).waitFor();
    await section(page, T.slots.title).getByText(T.slots.empty).waitFor();

    // The form's own check: the window must close after it opens, said under Closes at.
    const form = page.getByRole('form', { name: T.window.title });
    await form.getByLabel(L.opensAt).fill('2027-02-03T10:00');
    await form.getByLabel(L.closesAt).fill('2027-02-01T17:00');
    await form.getByLabel(L.slotMinutes).fill('10');
    await form.getByLabel(L.perSlot).fill('2');
    await form.getByRole('button', { name: T.window.save }).click();
    await form.getByText(M.windowOrder).waitFor();
    expect(await form.getByLabel(L.closesAt).getAttribute('aria-invalid')).toBe('true');
    expect(await stored()).toBeUndefined();

    // Typed as Chicago's wall clock (whatever the browser's zone), stored as the instant it is.
    await form.getByLabel(L.closesAt).fill('2027-02-10T17:00');
    await form.getByRole('button', { name: T.window.save }).click();
    await snackbar(page, T.window.saved).waitFor();
    expect(await until(async () => (await stored())?.opens_at, '2027-02-03T16:00:00.000Z')).toBe('2027-02-03T16:00:00.000Z');
    expect(await stored()).toMatchObject({ closes_at: '2027-02-10T23:00:00.000Z', slot_minutes: 10, per_slot: 2, slot_order: 'approval', hold_minutes: 15, version: 1 });

    // The order: everyone eligible, ours in approval order after any the demo already had, each with their slot time in Chicago.
    for (const s of STUDENTS) await slotRow(page, s).waitFor();
    const placed = await withDb(suite.server, (db) => db.selectFrom('selection_slots').select(['user_id', 'position']).where('lease_period_id', '=', periodId).orderBy('position').execute());
    expect(await page.getByTestId('slot-count').innerText()).toBe(T.slots.count(placed.length, placed.length));
    const positionOf = (i: number) => placed.find((p) => p.user_id === userIds[i])!.position;
    // Ada and Bo select together, at the earlier of their slots.
    const slotOf = (i: number) => Math.floor((i === 2 ? positionOf(2) : Math.min(positionOf(0), positionOf(1))) / 2);
    const timeOf = (i: number) => `02/03/2027 ${10 + Math.floor((slotOf(i) * 10) / 60)}:${String((slotOf(i) * 10) % 60).padStart(2, '0')} AM`;
    for (const [i, s] of STUDENTS.entries()) {
      const text = await slotRow(page, s).innerText();
      expect(text).toContain(String(positionOf(i) + 1));
      expect(text).toContain(s.email);
      expect(text).toContain(timeOf(i));
      expect(text).toContain(T.status.waiting);
      expect(text).toContain(i === 2 ? T.slots.noGroup : T.groupOf(fullName(STUDENTS[1])));
    }
    const group = section(page, T.groups.title).locator('.rdg-row');
    expect(await group.count()).toBe(1);
    expect(await group.innerText()).toMatch(new RegExp(`${fullName(STUDENTS[1])}[\\s\\S]*${fullName(STUDENTS[1])}, ${fullName(STUDENTS[0])}[\\s\\S]*2[\\s\\S]*1[\\s\\S]*${timeOf(0)}`));
    // Each was told their time, once.
    const told = await slotMessages();
    expect(told.map((m) => m.user_id).sort()).toEqual(placed.map((p) => p.user_id).sort());
    expect(told.find((m) => m.user_id === userIds[0])!.text).toContain(`Your selection time: Wed, Feb 3, 2027 at ${timeOf(0).slice(11)}`);

    // The server's own field errors show under their fields, and those of no field under the form.
    await page.route('**/selection-window/', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ per_slot: ['Enter at most 10000.'], non_field_errors: ['Try again later.'] }) }), { times: 1 });
    await form.getByRole('button', { name: T.window.save }).click();
    await form.getByText('Enter at most 10000.').waitFor();
    expect(await form.getByLabel(L.perSlot).getAttribute('aria-invalid')).toBe('true');
    await form.getByRole('alert').filter({ hasText: 'Try again later.' }).waitFor();
    // A change takes the field's message away.
    await form.getByLabel(L.perSlot).fill('3');
    expect(await form.getByLabel(L.perSlot).getAttribute('aria-invalid')).toBeNull();
    await form.getByLabel(L.perSlot).fill('2');

    // A random draw shows its stored seed.
    await form.getByLabel(L.orderRandom).check();
    await form.getByRole('button', { name: T.window.save }).click();
    await snackbar(page, T.window.saved).waitFor();
    expect(await until(async () => (await stored())?.slot_order, 'random')).toBe('random');
    const seed = (await stored())!.draw_seed!;
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    await page.getByTestId('draw-seed').filter({ hasText: seed }).waitFor();
    expect(await form.getByLabel(L.orderRandom).isChecked()).toBe(true);

    // Someone else saves meanwhile: this save is stale, said above the form, what was typed kept.
    await withDb(suite.server, (db) => db.updateTable('selection_windows').set({ version: 9 }).where('lease_period_id', '=', periodId).execute());
    await form.getByLabel(L.holdMinutes).fill('20');
    await form.getByRole('button', { name: T.window.save }).click();
    await form.getByRole('alert').filter({ hasText: CONFLICT_MESSAGES.staleVersion }).waitFor();
    expect(await form.getByLabel(L.holdMinutes).inputValue()).toBe('20');
    expect((await stored())?.hold_minutes).toBe(15);
    await page.getByTestId('snackbar').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: T.refresh }).click();
    expect(await until(() => form.getByLabel(L.holdMinutes).inputValue(), '15')).toBe('15');

    // Cai holds a bed (and Bo's ran out): after a refresh the manager sees it, and releases it.
    const beds = await withDb(suite.server, (db) => db.selectFrom('layouts').select(['id', 'building', 'unit', 'room', 'bed']).where('property_id', '=', 1).orderBy('id').limit(2).execute());
    const holdIds = await withDb(suite.server, async (db) => {
      const hold = (user: number, bed: number, expiresAt: string) =>
        db.insertInto('bed_holds').values({ organization_id: 1, lease_period_id: periodId, layout_id: bed, user_id: user, held_by: user, expires_at: expiresAt }).returning('id').executeTakeFirstOrThrow();
      return [(await hold(userIds[2]!, beds[0]!.id, new Date(Date.now() + 10 * 60_000).toISOString())).id, (await hold(userIds[1]!, beds[1]!.id, new Date(Date.now() - 60_000).toISOString())).id];
    });
    await page.getByRole('button', { name: T.refresh }).click();
    const holds = section(page, T.holds.title);
    const holdRow = holds.locator('.rdg-row', { has: page.getByText(fullName(STUDENTS[2]), { exact: true }) });
    await holdRow.waitFor();
    expect(await holds.locator('.rdg-row').count()).toBe(1);
    expect(await slotRow(page, STUDENTS[2]).innerText()).toContain(T.status.holding);

    await shot(page, 'selection-1280.png');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await until(() => horizontalOverflow(page), 0)).toBe(0);
    await phoneShot(page, 'selection-375.png');
    await page.setViewportSize(DESKTOP);

    await holdRow.getByRole('button', { name: new RegExp(`^${T.holds.release}: ${fullName(STUDENTS[2])}`) }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.innerText()).toContain(fullName(STUDENTS[2]));
    await confirm.getByRole('button', { name: 'Agree', exact: true }).click();
    await snackbar(page, T.holds.released).waitFor();
    await holds.getByText(T.holds.empty).waitFor();
    expect(await slotRow(page, STUDENTS[2]).innerText()).toContain(T.status.waiting);
    const ended = await withDb(suite.server, (db) => db.selectFrom('bed_holds').select(['id', 'status', 'ended_by']).where('id', 'in', holdIds).orderBy('id').execute());
    expect(ended).toEqual([
      { id: holdIds[0], status: 'released', ended_by: MANAGER.firstName },
      { id: holdIds[1], status: 'held', ended_by: null },
    ]);
    const event = await withDb(suite.server, (db) => db.selectFrom('audit_events').select(['actor_name', 'details']).where('action', '=', 'bed_hold.release').where('subject_id', '=', holdIds[0]!).executeTakeFirstOrThrow());
    expect(JSON.parse(event.details)).toEqual({ bed_id: beds[0]!.id });

    // The grid filters by status.
    await section(page, T.slots.title).getByRole('combobox', { name: `Filter ${T.slots.columns.status}` }).selectOption(T.status.holding);
    await section(page, T.slots.title).getByText(T.slots.emptyFiltered).waitFor();
    await page.close();
  });

  it('is in the side navigation', async () => {
    const page = await suite.page();
    await settledGoto(page, `${suite.server.url}/new/manager/settings`);
    await page.getByRole('navigation', { name: 'Manager navigation' }).getByRole('link', { name: T.title }).click();
    await page.getByRole('heading', { name: T.title, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/new/manager/selection');
    await page.getByLabel(T.period).locator('option').first().waitFor({ state: 'attached' });
    expect(await page.getByLabel(T.period).locator('optgroup').first().getAttribute('label')).toBe('The Rio on 24th');
    await page.close();
  });
});
