import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { SELECT_TEXTS as T } from '../../client/public/pages/select/select-texts';
import { MY_LEASE_TEXTS } from '../../shared/leases/my-lease-texts';
import { pageTitle } from '../../shared/page-title';
import { selectionPath } from '../../shared/selection/selection-page';
import { ROOMMATE_MESSAGES as R, SELECTION_MESSAGES as M } from '../../shared/selection/selection-texts';
import { insertUser } from '../../server/queries/users';
import { hashOnce } from '../helpers/password-hash';
import { lastMailTo } from '../helpers/outbox';
import { seriousViolations } from './axe';
import { managerSuite } from './manager-helpers';
import { horizontalOverflow, hydrated, overflowingElements, PHONE, screenshot, settledGoto, settling, shootBoth, signInThroughForm, watchPage, withDb } from './page-helpers';

// Room selection in Chromium (issue 49): a student on a 375 px phone waits for their slot, holds a bed
// on the map (its countdown running), confirms and reaches plan choice on My lease; a leader makes a
// group of three through the page and the mailed links and holds their three beds at once; a bed
// another student just took is refused with the text and the map read again; a hold that runs out
// says so; and a bed is chosen and held with the keyboard alone. SCREENSHOTS=1 saves the screens.

const shots = path.resolve(process.env.SELECTION_SHOTS ?? 'test-results/screenshots/student-room-selection');
const MANAGER = { email: 'select.manager@example.com', password: 'Manager-pass-1', firstName: 'Sela' };
const PASSWORD = 'Student-pass-1';
const student = (first: string, last: string) => ({ email: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`, password: PASSWORD, first, last });
const NOA = student('Noa', 'Lindqvist');
const AVA = student('Ava', 'Moreno');
const BEN = student('Ben', 'Okafor');
const CLEO = student('Cleo', 'Haddad');
const DEV = student('Dev', 'Rao');
const ELI = student('Eli', 'Brandt');
const KAI = student('Kai', 'Sato');
const PERIOD = 'Academic Year 2026-2027';

let token: string;
let periodId: number;
/** Free beds of property 1's first building (the demo plan's), by unit type. */
let free: { id: number; label: string; unit_type: string }[];

async function asManager(method: string, urlPath: string, body?: unknown) {
  const res = await fetch(`${suite.server.url}${urlPath}`, { method, headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${urlPath} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** The period's selection window, opening `opensInMs` from now, one slot for everyone, for an hour. */
const openWindow = (opensInMs: number) =>
  asManager('PUT', `/api/agreement-periods/${periodId}/selection-window/`, { opens_at: new Date(Date.now() + opensInMs).toISOString(), closes_at: new Date(Date.now() + 3_600_000).toISOString(), slot_minutes: 10, per_slot: 50, order: 'approval', hold_minutes: 15 });

const suite = managerSuite(MANAGER, undefined, async () => {
  const auth = await fetch(`${suite.server.url}/api-token-auth/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: MANAGER.email, password: MANAGER.password }) });
  token = ((await auth.json()) as { token: string }).token;
  await withDb(suite.server, async (db) => {
    periodId = (await db.selectFrom('lease_periods').select('id').where('property_id', '=', 1).where('name', '=', PERIOD).executeTakeFirstOrThrow()).id;
    // Approved applicants for the academic year, approved a minute apart.
    for (const [i, s] of [NOA, AVA, BEN, CLEO, DEV, ELI, KAI].entries()) {
      const userId = await insertUser(db, { email: s.email, passwordHash: await hashOnce(s.password), roles: ['student'], firstName: s.first, lastName: s.last });
      const request = await db.insertInto('reservation_requests').values({ user_id: userId, organization_id: 1, property_id: 1, lease_period_id: periodId }).returning('id').executeTakeFirstOrThrow();
      const decided = new Date(Date.UTC(2026, 10, 2, 10, i)).toISOString();
      await db.insertInto('rental_applications').values({ organization_id: 1, user_id: userId, reservation_request_id: request.id, status: 'Approved', answers: '{}', submitted_at: decided, decided_at: decided, decided_by: 'Sela' }).execute();
    }
    const first = await db.selectFrom('layouts').select('building').where('property_id', '=', 1).orderBy('building').orderBy('id').executeTakeFirstOrThrow();
    const beds = await db
      .selectFrom('layouts as l')
      .select(['l.id', 'l.building', 'l.floor', 'l.unit', 'l.room', 'l.bed', 'l.unit_type'])
      .where('l.property_id', '=', 1)
      .where('l.building', '=', first.building)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('leases as x').select('x.id').whereRef('x.layout_id', '=', 'l.id').where('x.lease_period_id', '=', periodId).where('x.status', '!=', 'Void'))))
      .orderBy('l.id')
      .execute();
    free = beds.map((b) => ({ id: b.id, unit_type: b.unit_type, label: `${b.building}, Floor ${b.floor}, Unit ${b.unit}, Room ${b.room}, Bed ${b.bed}` }));
  });
});

/** A context on a phone that blocks the service worker (its cache would hide requests) and signs the student in. */
async function signedIn(who: { email: string; password: string }, viewport = PHONE): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await suite.browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  const { problems } = watchPage(page);
  await signInThroughForm(page, suite.server, who);
  return { context, page, problems };
}

const bedRow = (page: Page, bedId: number) => page.locator(`[data-bed="${bedId}"]`);
const mapUrl = () => `${suite.server.url}${selectionPath(periodId)}`;

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 300): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element never took the focus');
}

async function layoutIsSound(page: Page): Promise<void> {
  expect(await overflowingElements(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
}

describe('room selection', () => {
  it('on a phone: waits for the slot, sees the map open at it, holds a bed with its countdown, confirms and reaches plan choice', async () => {
    await openWindow(12_000);
    const { context, page, problems } = await signedIn(NOA);

    // My reservations names her selection time and the way to the map.
    const line = page.getByTestId('selection-slot');
    expect(await line.textContent()).toMatch(/Your selection time: \w{3}, \w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M/);
    await screenshot(page, { path: path.join(shots, '0-reservations-375.png'), fullPage: true });
    await settling(page, () => Promise.all([page.waitForURL(new RegExp(`${selectionPath(periodId)}$`)), line.getByRole('link', { name: T.chooseBed }).click()]));

    // The waiting screen: her time and a countdown to it.
    expect(await page.title()).toBe(pageTitle(T.title));
    const waiting = page.getByTestId('waiting');
    expect(await waiting.getByTestId('my-slot').textContent()).toMatch(/^Your selection time: /);
    await hydrated(page, 'slot-countdown');
    const countdown = page.getByTestId('slot-countdown');
    const first = await countdown.textContent();
    expect(first).toMatch(/^0:\d\d$/);
    await page.waitForFunction((was) => document.querySelector('[data-testid="slot-countdown"]')?.textContent !== was, first);
    await layoutIsSound(page);
    await shootBoth(page, shots, '1-waiting');

    // At the slot the map opens by itself.
    await page.getByTestId('bed-map').waitFor({ timeout: 25_000 });
    await hydrated(page, 'selection-map');
    const bed = free[0]!;
    const row = bedRow(page, bed.id);
    expect(await row.textContent()).toContain(T.state.free);
    expect(await row.textContent()).toMatch(/: Total \$[\d,]+\.\d\d/);
    expect(await page.getByTestId('beds-shown').textContent()).toMatch(/^\d+ of \d+ beds shown$/);
    await layoutIsSound(page);
    await shootBoth(page, shots, '2-map');

    // The filters work as they are typed: a highest total below every plan leaves no bed.
    await page.getByLabel(T.maxPrice).fill('1');
    expect(await page.getByText(T.noMatch).count()).toBe(1);
    expect(page.url()).toContain('max_price=1');
    await page.getByLabel(T.maxPrice).fill('');
    expect(await row.count()).toBe(1);

    // She holds the bed: the hold's card takes the view, with its countdown running.
    await row.getByRole('button', { name: `${T.hold}: ${bed.label}` }).click();
    const hold = page.getByTestId('hold-panel');
    await hold.waitFor();
    expect(await hold.textContent()).toContain(bed.label);
    const left = page.getByTestId('hold-countdown');
    const was = await left.textContent();
    expect(was).toMatch(/^1[45]:\d\d$/);
    await page.waitForFunction((w) => document.querySelector('[data-testid="hold-countdown"]')?.textContent !== w, was);
    expect(await hold.textContent()).toContain(T.heldFor);
    expect(await row.textContent()).toContain(T.state.mine);
    await layoutIsSound(page);
    await shootBoth(page, shots, '3-hold');

    // Confirm: on to My lease, where the offer waits for her plan.
    await settling(page, () => Promise.all([page.waitForURL(/\/new\/tenant\/lease#lease-\d+$/), hold.getByRole('button', { name: T.confirm }).click()]));
    await hydrated(page, 'plan-choice');
    expect(await page.getByText(MY_LEASE_TEXTS.choosePlanHeading).count()).toBe(1);
    expect(await page.getByTestId('lease').first().textContent()).toContain(bed.label);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a leader makes a group of three through the page and the mailed links, holds a bed for each member at once and confirms; each member has an Offered lease', async () => {
    await openWindow(-60_000);
    const leader = await signedIn(AVA);
    await settledGoto(leader.page, mapUrl());
    const panel = leader.page.getByTestId('roommates');
    await panel.locator('summary').click();
    await settling(leader.page, () => panel.getByRole('button', { name: T.createGroup }).click());
    for (const friend of [BEN, CLEO]) {
      await leader.page.getByTestId('roommates').getByLabel(T.inviteLabel).fill(friend.email);
      await settling(leader.page, () => leader.page.getByTestId('roommates').getByRole('button', { name: T.invite }).click());
      expect(await leader.page.getByText(R.invited(friend.email)).count()).toBe(1);
    }
    expect(await leader.page.getByTestId('group-invitations').textContent()).toContain(CLEO.email);

    for (const friend of [BEN, CLEO]) {
      const { path: link } = await withDb(suite.server, (db) => lastMailTo(db, friend.email));
      const invitee = await signedIn(friend);
      await settledGoto(invitee.page, `${suite.server.url}${link}`);
      const card = invitee.page.getByTestId('invitation');
      expect(await card.textContent()).toContain(T.invitationLine('Ava Moreno', PERIOD, 'The Rio on 24th'));
      await layoutIsSound(invitee.page);
      if (friend === BEN) await shootBoth(invitee.page, shots, '4-invitation');
      await settling(invitee.page, () => Promise.all([invitee.page.waitForURL(/\/tenant\/select\/\d+\?joined=1#roommates$/), card.getByRole('button', { name: T.accept }).click()]));
      expect(await invitee.page.getByText(R.joined(PERIOD)).count()).toBe(1);
      expect(await invitee.page.getByText(T.leaderChooses('Ava Moreno')).count()).toBe(1);
      expect(invitee.problems).toEqual([]);
      await invitee.context.close();
    }

    // Ava chooses a bed for each member in order (three beds of one unit type), then holds them all at once.
    await settledGoto(leader.page, mapUrl());
    await hydrated(leader.page, 'selection-map');
    const picks = leader.page.getByTestId('group-pick');
    expect(await picks.count()).toBe(3);
    const beds = free.filter((b) => b.unit_type === '2x1' && b.id !== free[0]!.id).slice(0, 3);
    const names = ['Ava Moreno', 'Ben Okafor', 'Cleo Haddad'];
    for (const [i, bed] of beds.entries()) {
      await bedRow(leader.page, bed.id).getByRole('button', { name: `${T.pickFor(names[i]!)}: ${bed.label}` }).click();
      expect(await picks.nth(i).textContent()).toContain(bed.label);
    }
    expect(await bedRow(leader.page, beds[1]!.id).getByRole('button', { pressed: true }).textContent()).toContain(T.pickedFor('Ben Okafor'));
    expect(await leader.page.getByTestId('pick-bar').textContent()).toContain(T.chosenCount(3, 3));
    await shootBoth(leader.page, shots, '5-group-picks');
    await leader.page.getByRole('button', { name: T.holdAll(3) }).click();
    const hold = leader.page.getByTestId('hold-panel');
    await hold.waitFor();
    for (const [i, bed] of beds.entries()) expect(await hold.textContent()).toContain(`${bed.label} ${T.heldForMember(names[i]!)}`);
    expect(await hold.textContent()).toContain(T.heldForGroup);
    await layoutIsSound(leader.page);
    await shootBoth(leader.page, shots, '6-group-hold');

    await settling(leader.page, () => Promise.all([leader.page.waitForURL(/\/new\/tenant\/lease#lease-\d+$/), hold.getByRole('button', { name: T.confirmGroup(3) }).click()]));
    const made = await withDb(suite.server, (db) =>
      db.selectFrom('leases as x').innerJoin('users as u', 'u.id', 'x.user_id').select(['u.email', 'x.layout_id', 'x.status']).where('x.lease_period_id', '=', periodId).where('u.email', 'in', [AVA.email, BEN.email, CLEO.email]).orderBy('x.id').execute(),
    );
    expect(made).toEqual([AVA, BEN, CLEO].map((s, i) => ({ email: s.email, layout_id: beds[i]!.id, status: 'Offered' })));
    expect(leader.problems).toEqual([]);
    await leader.context.close();
  });

  it('a bed another student just took: the race has one winner, and the loser’s page says so and shows the map as it is now; a hold that runs out says so', async () => {
    await openWindow(-60_000);
    const eli = await signedIn(ELI);
    await settledGoto(eli.page, mapUrl());
    await hydrated(eli.page, 'selection-map');
    const [contested, raced] = free.filter((b) => b.unit_type === '2x2').slice(-2);

    // Two students at once (the API): one 201, one 409.
    const dev = await signedIn(DEV);
    const kai = await signedIn(KAI);
    const hold = (page: Page, id: number) => page.request.post(`${suite.server.url}/api/selection/${periodId}/holds/`, { data: { bed_ids: [id] } });
    const answers = await Promise.all([hold(dev.page, raced!.id), hold(kai.page, raced!.id)]);
    expect(answers.map((a) => a.status()).sort()).toEqual([201, 409]);
    const loser = answers.find((a) => a.status() === 409)!;
    expect(await loser.json()).toEqual({ bed_ids: [M.bedTaken] });
    const release = (page: Page) => page.request.delete(`${suite.server.url}/api/selection/${periodId}/holds/`);
    await release(answers[0]!.status() === 201 ? dev.page : kai.page);

    // Dev takes the bed Eli's map still shows free; Eli's Hold is refused with the words, and his map is read again.
    expect((await hold(dev.page, contested!.id)).status()).toBe(201);
    const row = bedRow(eli.page, contested!.id);
    expect(await row.textContent()).toContain(T.state.free);
    await row.getByRole('button', { name: `${T.hold}: ${contested!.label}` }).click();
    await eli.page.getByRole('alert').filter({ hasText: M.bedTaken }).waitFor();
    await eli.page.waitForFunction((id) => document.querySelector(`[data-bed="${id}"] .badge`)?.textContent === 'Held', contested!.id);
    expect(await row.getByRole('button').count()).toBe(0);
    await layoutIsSound(eli.page);
    await shootBoth(eli.page, shots, '7-bed-taken');

    // Dev's hold runs out on his screen: it says so, and the bed is free again.
    await withDb(suite.server, (db) => db.updateTable('bed_holds').set({ expires_at: new Date(Date.now() + 4000).toISOString() }).where('layout_id', '=', contested!.id).where('status', '=', 'held').execute());
    await settledGoto(dev.page, mapUrl());
    await hydrated(dev.page, 'selection-map');
    expect(await dev.page.getByTestId('hold-countdown').textContent()).toMatch(/^0:0[1-4]$/);
    await dev.page.getByRole('alert').filter({ hasText: M.holdExpired }).waitFor({ timeout: 10_000 });
    await dev.page.getByTestId('hold-panel').waitFor({ state: 'detached' });
    await dev.page.waitForFunction((id) => document.querySelector(`[data-bed="${id}"] .badge`)?.textContent === 'Free', contested!.id);
    for (const who of [eli, dev, kai]) expect(who.problems.filter((p) => !p.includes('409'))).toEqual([]);
    for (const who of [eli, dev, kai]) await who.context.close();
  });

  it('a bed is chosen and held with the keyboard alone, and released', async () => {
    await openWindow(-60_000);
    const kai = await signedIn(KAI);
    // The map's JavaScript, as the budget counts the public pages' (gzip), from a first visit (once My reservations has loaded all of its own).
    await kai.page.waitForLoadState('networkidle');
    const scripts: Request[] = [];
    kai.page.on('requestfinished', (req) => void (req.resourceType() === 'script' && scripts.push(req)));
    await kai.page.route('**/*', (route) => route.continue({ headers: { ...route.request().headers(), 'accept-encoding': 'gzip' } }));
    await settledGoto(kai.page, mapUrl());
    await hydrated(kai.page, 'selection-map');
    const files = await Promise.all(scripts.map(async (r) => ({ url: new URL(r.url()).pathname, bytes: (await r.sizes()).responseBodySize })));
    const sizes = files.map((f) => f.bytes);
    console.log(`bed map page, 375 px: ${(sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KB gzip of JavaScript in ${sizes.length} files\n${files.sort((a, b) => b.bytes - a.bytes).slice(0, 6).map((f) => `${f.url} ${(f.bytes / 1024).toFixed(1)} KB`).join('\n')}`);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(100 * 1024);
    await kai.page.unroute('**/*');
    const bed = free.filter((b) => b.unit_type === '2x2' && b.id !== free[0]!.id)[0]!;
    const button = bedRow(kai.page, bed.id).getByRole('button', { name: `${T.hold}: ${bed.label}` });
    await tabTo(kai.page, button);
    await kai.page.keyboard.press('Enter');
    const hold = kai.page.getByTestId('hold-panel');
    await hold.waitFor();
    // The hold's card takes the focus; Tab goes on to Confirm, then Release.
    expect(await hold.evaluate((el) => el === document.activeElement)).toBe(true);
    await tabTo(kai.page, hold.getByRole('button', { name: T.release }), 5);
    await kai.page.keyboard.press('Space');
    await hold.waitFor({ state: 'detached' });
    expect(await bedRow(kai.page, bed.id).locator('.badge').textContent()).toBe(T.state.free);
    expect(await bedRow(kai.page, bed.id).getByRole('button', { name: `${T.hold}: ${bed.label}` }).count()).toBe(1);
    expect(kai.problems).toEqual([]);
    await kai.context.close();
  });
});
