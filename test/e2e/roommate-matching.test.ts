import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { STUDENT_HOME } from '../../shared/role-home';
import { ROOMMATE_TEXTS as T } from '../../shared/roommates/roommate-texts';
import { addRoommate, TIDY_ANSWERS } from '../helpers/roommates';
import { seriousViolations } from './axe';
import { DESKTOP, horizontalOverflow, hydrated, PHONE, publicSuite, screenshot, settledGoto, settling, shootBoth, signInThroughForm, until, watchPage, withDb } from './page-helpers';

// SCREENSHOTS=1 saves the section and the Friends block at both widths for people to look at.
const shots = path.resolve('test-results/screenshots/roommate-matching');
const RIO = '/new/property/1';
const PERIOD = 'Academic Year 2026-2027';
let nora: { id: number; email: string; password: string };

/**
 * Roommate matching on the demo's Rio on 24th (issue 49): Nora, who applied for its academic year,
 * publishes her roommate profile from My reservations (a plain form: no JavaScript needed) and then
 * sees her matches, best first, in the property page's Friends block; withdrawn, she sees what every
 * visitor sees again. Three students of the period have published theirs; one has not.
 */
const suite = publicSuite(async ({ server }) => {
  mkdirSync(shots, { recursive: true });
  await withDb(server, async (db) => {
    const period = await db.selectFrom('lease_periods').select('id').where('property_id', '=', 1).where('name', '=', PERIOD).executeTakeFirstOrThrow();
    const at = { orgId: 1, propertyId: 1, periodId: period.id };
    ({ user: nora } = await addRoommate(db, { ...at, first: 'Nora', last: 'Quinn', email: 'nora.roommate@example.com', published: false }));
    await addRoommate(db, { ...at, first: 'Iris', last: 'Bell', answers: { ...TIDY_ANSWERS, rm_field_of_study: 'Chemistry', rm_class_level: 'Junior' } });
    await addRoommate(db, { ...at, first: 'Lena', last: 'Ross', answers: { ...TIDY_ANSWERS, rm_cleanliness: 'Relaxed', rm_frequent_guests: 'Often' } });
    await addRoommate(db, { ...at, first: 'Owen', last: 'Park', answers: { ...TIDY_ANSWERS, rm_usual_sleep_time: '02:00', rm_usual_wake_time: '10:30', rm_partying: 'Often', rm_loud_music: 'Often', rm_class_level: 'Senior' } });
    await addRoommate(db, { ...at, first: 'Hidden', last: 'Student', published: false });
  });
});

const friendCards = (page: Page) => page.locator('#friends [data-testid="friend"]');
const names = (page: Page) => friendCards(page).locator('strong').allTextContents();

/** Scrolls the Friends block into view, waits for its island, and (for a student's matches) for the matches to load. */
async function friendsShown(page: Page, count: number): Promise<void> {
  await hydrated(page, 'friends', '#friends');
  await until(() => friendCards(page).count(), count, 10_000);
}

describe('roommate matching', () => {
  it('publishes the profile without JavaScript, showing what others see', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE, javaScriptEnabled: false, serviceWorkers: 'block' });
    const page = await context.newPage();
    const { problems } = watchPage(page);
    await signInThroughForm(page, suite.server, nora);
    const section = page.locator('#roommate-profile');
    expect(await section.locator('h2').textContent()).toBe(T.heading);
    expect(await section.getByTestId('roommate-preview').locator('strong').textContent()).toBe('Nora Q.');
    expect(await section.getByTestId('roommate-preview').innerText()).toContain('Usual bedtime\n22:30');
    expect(await section.getByTestId('roommate-state').textContent()).toBe(T.notPublished);
    await screenshot(section, { path: path.join(shots, 'section-375.png') });

    await settling(page, () => section.getByRole('button', { name: T.publish }).click());
    expect(page.url()).toBe(`${suite.server.url}${STUDENT_HOME}?roommate=published#roommate-profile`);
    expect(await page.locator('#roommate-profile [role="status"]').textContent()).toBe(T.publishedDone);
    expect(await page.getByTestId('roommate-state').textContent()).toMatch(/^Published on [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
    expect(await page.locator('#roommate-profile').getByRole('button').textContent()).toBe(T.withdraw);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shootBoth(page, shots, 'my-reservations-published');
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [label, viewport] of [['375', PHONE], ['1280', DESKTOP]] as const) {
    it(`shows the published student their matches, best first, with Invite to my group (${label} px)`, async () => {
      const page = await suite.browser.newPage({ viewport, serviceWorkers: 'block' });
      const { problems } = watchPage(page);
      await signInThroughForm(page, suite.server, nora);
      await settledGoto(page, `${suite.server.url}${RIO}`);
      await friendsShown(page, 3);
      expect(await names(page)).toEqual(['Iris B.', 'Lena R.', 'Owen P.']);
      const percentages = await friendCards(page).locator('span:not(.facts)').filter({ hasText: '% match' }).allTextContents();
      expect(percentages).toEqual(['94% match', '82% match', '60% match']);
      expect(await friendCards(page).first().locator('.facts').textContent()).toBe('Bedtime 22:30 · Very tidy · Junior');
      // Everyone's card has the invitation; its sending is the groups API's (another change tests it).
      expect(await friendCards(page).getByRole('button', { name: /^Invite to my group/ }).count()).toBe(3);
      expect(await friendCards(page).first().getByRole('button').textContent()).toBe(`${T.invite} (Iris B.)`);
      // Not the seeded people every visitor sees, nor the student who did not publish, nor Nora herself.
      expect(await page.locator('#friends').textContent()).not.toMatch(/Maya R\.|Hidden S\.|Nora Q\./);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.locator('#friends').scrollIntoViewIfNeeded();
      await screenshot(page.locator('#friends'), { path: path.join(shots, `friends-${label}.png`) });
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('invites a match to the student’s roommate group from the card: the group sees the name, the match gets the mail', async () => {
    const { groupId, irisEmail } = await withDb(suite.server, async (db) => {
      const period = await db.selectFrom('lease_periods').select('id').where('property_id', '=', 1).where('name', '=', PERIOD).executeTakeFirstOrThrow();
      const group = (await db.insertInto('roommate_groups').values({ organization_id: 1, lease_period_id: period.id, created_by: nora.id }).returning('id').executeTakeFirstOrThrow()).id;
      await db.insertInto('roommate_group_members').values({ group_id: group, lease_period_id: period.id, user_id: nora.id }).execute();
      const iris = await db.selectFrom('users').select('email').where('first_name', '=', 'Iris').where('last_name', '=', 'Bell').executeTakeFirstOrThrow();
      return { groupId: group, irisEmail: iris.email };
    });
    const page = await suite.browser.newPage({ viewport: PHONE, serviceWorkers: 'block' });
    const { problems } = watchPage(page);
    await signInThroughForm(page, suite.server, nora);
    await settledGoto(page, `${suite.server.url}${RIO}`);
    await friendsShown(page, 3);
    const iris = friendCards(page).first();
    await iris.getByRole('button', { name: /^Invite to my group/ }).click();
    await until(() => iris.locator('[role="status"]').count(), 1, 10_000);
    expect(await iris.locator('[role="status"]').textContent()).toBe(T.invited);
    expect(await iris.getByRole('button').isDisabled()).toBe(true);
    const invitation = await withDb(suite.server, (db) => db.selectFrom('roommate_invitations').select(['email', 'profile_id', 'status']).where('group_id', '=', groupId).executeTakeFirstOrThrow());
    expect(invitation).toMatchObject({ email: irisEmail, status: 'pending', profile_id: expect.any(Number) });
    // The group is told the match's name, never the address.
    const answer = await page.evaluate(async (id) => (await fetch(`/api/roommate-groups/?lease_period=${id}`)).json(), (await withDb(suite.server, (db) => db.selectFrom('roommate_groups').select('lease_period_id').where('id', '=', groupId).executeTakeFirstOrThrow())).lease_period_id);
    expect(answer.group.pending_invitations.map((p: { to: string }) => p.to)).toEqual(['Iris B.']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('without a published profile shows what every visitor sees, and a line to publish it; so does withdrawing it', async () => {
    const page = await suite.browser.newPage({ viewport: DESKTOP, serviceWorkers: 'block' });
    const { problems } = watchPage(page);
    await signInThroughForm(page, suite.server, nora);
    await settling(page, () => page.locator('#roommate-profile').getByRole('button', { name: T.withdraw }).click());
    expect(await page.locator('#roommate-profile [role="status"]').textContent()).toBe(T.withdrawnDone);
    expect(await page.getByTestId('roommate-state').textContent()).toBe(T.notPublished);

    await settledGoto(page, `${suite.server.url}${RIO}`);
    await friendsShown(page, 6);
    expect((await names(page)).sort()).toEqual(['Ethan B.', 'Jordan K.', 'Marcus A.', 'Maya R.', 'Priya S.', 'Sofia N.']);
    const note = page.locator('#friends').getByTestId('roommate-note');
    expect(await note.textContent()).toBe(`${T.publishToSee} ${T.publishLink}`);
    await screenshot(page.locator('#friends'), { path: path.join(shots, 'friends-unpublished-1280.png') });
    await settling(page, () => note.getByRole('link', { name: T.publishLink }).click());
    expect(page.url()).toBe(`${suite.server.url}${STUDENT_HOME}#roommate-profile`);
    expect(await page.locator('#roommate-profile').getByRole('button').textContent()).toBe(T.publish);
    expect(problems).toEqual([]);
    await page.close();

    // A visitor who is not signed in sees the seeded friends, with no line about profiles.
    const visitor = await suite.browser.newPage({ viewport: DESKTOP, serviceWorkers: 'block' });
    await settledGoto(visitor, `${suite.server.url}${RIO}`);
    await friendsShown(visitor, 6);
    expect(await visitor.locator('#friends').getByTestId('roommate-note').count()).toBe(0);
    await visitor.close();
  });
});
