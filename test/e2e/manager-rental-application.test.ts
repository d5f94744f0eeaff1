import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { CONFLICT_MESSAGES, RENTAL_APPLICATION_MESSAGES as M } from '../../shared/messages';
import { FLAG_KEYS, SECTIONS, type Section } from '../../shared/rental-application/fields';
import type { RentalApplicationSettings } from '../../shared/rental-application/types';
import { UNSAVED_PROMPT } from '../../client/manager/webpages/save/unsaved-changes';
import { seriousViolations } from './axe';
import { managerSuite, region, snackbar } from './manager-helpers';
import { apiJson, DESKTOP, expectTitle, horizontalOverflow, PHONE, screenshot, settledGoto, settledReload } from './page-helpers';

const shots = path.resolve('test-results/screenshots/rental-application');
const MANAGER = { email: 'rae.manager@example.com', password: 'Manager-Pass1', firstName: 'Rae' };
const MAINTENANCE = { email: 'max.maintenance@example.com', password: 'Maintain-Pass-1', firstName: 'Max' };
const SCREEN = '/new/manager/settings/rental-application';
const API = '/api/rental-application/';

const suite = managerSuite(MANAGER, MAINTENANCE);

const section = (title: string) => SECTIONS.find((s) => s.title === title)!;
const settings = (page: Page) => apiJson<RentalApplicationSettings>(page, suite.server, API);
const toggle = (page: Page, title: string) => region(page, title).getByRole('button', { name: new RegExp(`^${title}`) });
const flag = (page: Page, title: string, label: string) => region(page, title).getByRole('switch', { name: label, exact: true });
const count = (page: Page, title: string) => region(page, title).getByTestId('section-count').textContent();
const countText = (s: Section, flags: RentalApplicationSettings) => `${s.questions.filter((q) => flags[q.key] === true).length} of ${s.questions.length} questions on`;
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });


/** The whole page at once: the viewport grows to the page's height, so the sticky Save bar shows where it rests. */
async function fullShot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height });
  await screenshot(page, { path: path.join(shots, name) });
  await page.setViewportSize(viewport);
}

async function openScreen(viewport = DESKTOP, account = MANAGER): Promise<Page> {
  const page = await suite.page(viewport, account);
  await settledGoto(page, `${suite.server.url}${SCREEN}`);
  await page.getByTestId('question-section').first().waitFor();
  return page;
}

describe('rental application settings in Chromium', () => {
  it('opens from its settings card: one collapsed section per part of the application, each with its count', async () => {
    const page = await suite.signIn();
    await page.getByRole('link', { name: 'View Rental Application' }).click();
    await page.getByRole('heading', { name: 'Rental Application', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(SCREEN);
    await expectTitle(page, 'Student Leasing - Settings - Rental Application');
    await expect(page.getByLabel('Breadcrumbs').locator('li').allTextContents()).resolves.toEqual(['Settings', 'Rental Application']);
    await page.getByTestId('question-section').first().waitFor();
    const saved = await settings(page);
    expect(saved.version).toBe(1);
    await expect(page.getByTestId('question-section').locator('[id$="-title"]').allTextContents()).resolves.toEqual(SECTIONS.map((s) => s.title));
    await expect(page.getByTestId('section-count').allTextContents()).resolves.toEqual(SECTIONS.map((s) => countText(s, saved)));
    // Collapsed: no switch until a section is opened.
    expect(await page.getByRole('switch').count()).toBe(0);
    await expect(saveButton(page).isDisabled()).resolves.toBe(true);
    await fullShot(page, 'collapsed-1280.png');
    await page.close();
  });

  it('switches a question off and a whole section off, saves, and finds both kept after a reload', async () => {
    const page = await openScreen();
    const before = await settings(page);
    const personal = 'Personal information';
    await toggle(page, personal).click();
    await expect(toggle(page, personal).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(region(page, personal).getByRole('switch').count()).resolves.toBe(section(personal).questions.length);
    for (const q of section(personal).questions) await expect(flag(page, personal, q.label).isChecked()).resolves.toBe(before[q.key] === true);
    // A follow-up says when it is asked.
    await expect(region(page, personal).getByText('Asked when "Are you a US citizen?" is Yes').count()).resolves.toBe(2);
    await expect(flag(page, personal, 'Social security number').getAttribute('aria-describedby')).resolves.toBe('flag-pi_social_security_number-when');

    await flag(page, personal, 'Date of birth').click();
    await expect(flag(page, personal, 'Date of birth').isChecked()).resolves.toBe(false);
    await expect(count(page, personal)).resolves.toBe(countText(section(personal), { ...before, pi_date_of_birth: false }));
    await expect(saveButton(page).isEnabled()).resolves.toBe(true);

    const tenant = 'Tenant history';
    await toggle(page, tenant).click();
    await region(page, tenant).getByText('Asked when "Have you ever been evicted?" is Yes', { exact: true }).waitFor();
    // A follow-up left on after the question it follows is switched off is said to be never asked.
    const note = region(page, tenant).getByText('never asked: a question it follows is off');
    await expect(note.count()).resolves.toBe(0);
    await flag(page, tenant, 'Have you ever been evicted?').click();
    await expect(region(page, tenant).locator('#flag-th_eviction_explanation-when').textContent()).resolves.toBe('Asked when "Have you ever been evicted?" is Yes · never asked: a question it follows is off');
    await expect(note.count()).resolves.toBe(1);
    await screenshot(region(page, tenant), { path: path.join(shots, 'follow-up-note-1280.png') });
    await region(page, tenant).getByRole('button', { name: `All off in ${tenant}` }).click();
    await expect(count(page, tenant)).resolves.toBe(`0 of ${section(tenant).questions.length} questions on`);
    await expect(region(page, tenant).getByRole('switch', { checked: true }).count()).resolves.toBe(0);
    await expect(region(page, tenant).getByRole('button', { name: `All off in ${tenant}` }).isDisabled()).resolves.toBe(true);
    // 'All off' works on a closed section too, and 'All on' brings every question back.
    const pets = 'Pets';
    await region(page, pets).getByRole('button', { name: `All off in ${pets}` }).click();
    await expect(count(page, pets)).resolves.toBe(`0 of ${section(pets).questions.length} questions on`);
    await region(page, pets).getByRole('button', { name: `All on in ${pets}` }).click();
    await expect(count(page, pets)).resolves.toBe(`${section(pets).questions.length} of ${section(pets).questions.length} questions on`);
    await page.getByRole('status').filter({ hasText: /unsaved change/ }).waitFor();
    await fullShot(page, 'edited-1280.png');
    expect(await seriousViolations(page)).toEqual([]);

    await saveButton(page).click();
    await snackbar(page, M.updated).waitFor();
    await expect(saveButton(page).isDisabled()).resolves.toBe(true);
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    const after = await settings(page);
    const expected = { ...before, pi_date_of_birth: false, version: 2, ...Object.fromEntries(section(tenant).questions.map((q) => [q.key, false])), ...Object.fromEntries(section(pets).questions.map((q) => [q.key, true])) };
    expect(after).toEqual(expected);
    expect(Object.keys(after)).toEqual(['organization_id', 'version', ...FLAG_KEYS]);

    await settledReload(page);
    await page.getByTestId('question-section').first().waitFor();
    await expect(count(page, tenant)).resolves.toBe(`0 of ${section(tenant).questions.length} questions on`);
    await expect(count(page, personal)).resolves.toBe(countText(section(personal), after));
    await toggle(page, personal).click();
    await expect(flag(page, personal, 'Date of birth').isChecked()).resolves.toBe(false);
    await expect(flag(page, personal, 'Full name').isChecked()).resolves.toBe(true);
    await expect(saveButton(page).isDisabled()).resolves.toBe(true);
    await page.close();
  });

  it('enables Save only while something differs from what was saved', async () => {
    const page = await openScreen();
    await expect(saveButton(page).isDisabled()).resolves.toBe(true);
    await toggle(page, 'Vehicle').click();
    const make = flag(page, 'Vehicle', 'Make');
    await make.click();
    await expect(saveButton(page).isEnabled()).resolves.toBe(true);
    await page.getByRole('status').filter({ hasText: '1 unsaved change' }).waitFor();
    // The label switches it too; back as it was, there is nothing to save.
    await region(page, 'Vehicle').getByText('Make', { exact: true }).click();
    await expect(saveButton(page).isDisabled()).resolves.toBe(true);
    // Nothing asked when leaving without changes.
    let asked = false;
    page.on('dialog', (d) => {
      asked = true;
      void d.dismiss();
    });
    await page.getByLabel('Breadcrumbs').getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/manager\/settings$/);
    expect(asked).toBe(false);
    await page.close();
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const page = await openScreen();
    const before = await settings(page);
    await region(page, 'Bio').getByRole('button', { name: 'All off in Bio' }).click();
    const prompts: string[] = [];
    page.on('dialog', (d) => {
      prompts.push(d.message());
      void (prompts.length === 1 ? d.dismiss() : d.accept());
    });
    await page.getByLabel('Breadcrumbs').getByRole('link', { name: 'Settings' }).click();
    await expect(count(page, 'Bio')).resolves.toBe('0 of 2 questions on');
    expect(new URL(page.url()).pathname).toBe(SCREEN);
    await page.getByLabel('Breadcrumbs').getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/manager\/settings$/);
    expect(prompts).toEqual([UNSAVED_PROMPT, UNSAVED_PROMPT]);
    expect(await settings(page)).toEqual(before);
    await page.close();
  });

  it('says why a save or the load failed, keeps the switches, and explains a save over someone else’s', async () => {
    const page = await openScreen();
    const before = await settings(page);
    await page.route(`**${API}`, (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ detail: 'The database is busy.' }) }) : route.continue(),
    );
    await toggle(page, 'Finances').click();
    await flag(page, 'Finances', 'Who pays the rent?').click();
    await saveButton(page).click();
    await page.getByTestId('snackbar').getByText(`${M.updateFailed}. The database is busy.`, { exact: true }).waitFor();
    await expect(flag(page, 'Finances', 'Who pays the rent?').isChecked()).resolves.toBe(!before.fi_money_for_rent_source);
    await expect(saveButton(page).isEnabled()).resolves.toBe(true);
    expect(await settings(page)).toEqual(before);
    await page.unroute(`**${API}`);

    // Another manager saves meanwhile: the save is refused, said plainly, and the switch stays as set.
    const { organization_id: _org, version, ...flags } = before;
    const elsewhere = await page.request.put(`${suite.server.url}${API}`, { data: { ...flags, ai_is_smoker: !before.ai_is_smoker, version } });
    expect(elsewhere.status()).toBe(200);
    await saveButton(page).click();
    await page.getByTestId('snackbar').getByText(`${M.updateFailed}. ${CONFLICT_MESSAGES.staleVersion}`, { exact: true }).waitFor();
    await page.locator('main').getByRole('alert').filter({ hasText: CONFLICT_MESSAGES.staleVersion }).waitFor();
    await expect(flag(page, 'Finances', 'Who pays the rent?').isChecked()).resolves.toBe(!before.fi_money_for_rent_source);
    await expect(saveButton(page).isEnabled()).resolves.toBe(true);
    const now = await settings(page);
    expect(now).toMatchObject({ version: before.version + 1, ai_is_smoker: !before.ai_is_smoker, fi_money_for_rent_source: before.fi_money_for_rent_source });
    await screenshot(page, { path: path.join(shots, 'conflict-1280.png') });
    page.on('dialog', (d) => void d.accept());
    await page.close();

    // The load fails: the spec's text with the server's reason, and a way to try again.
    const failing = await suite.page();
    let refuse = true;
    await failing.route(`**${API}`, (route) => (refuse ? route.fulfill({ status: 500, json: { detail: 'Server error.' } }) : route.continue()));
    await settledGoto(failing, `${suite.server.url}${SCREEN}`);
    await snackbar(failing, `${M.loadFailed}. Server error.`).waitFor();
    expect(await failing.getByRole('switch').count()).toBe(0);
    refuse = false;
    await failing.getByRole('button', { name: 'Try again' }).click();
    await failing.getByTestId('question-section').first().waitFor();
    await expect(failing.getByTestId('section-count').first().textContent()).resolves.toBe(countText(SECTIONS[0]!, now));
    await failing.close();
  });

  it('shows maintenance staff the settings read-only', async () => {
    const page = await openScreen(DESKTOP, MAINTENANCE);
    const saved = await settings(page);
    await page.getByText('Only managers can change these settings.', { exact: false }).waitFor();
    await expect(page.getByTestId('section-count').allTextContents()).resolves.toEqual(SECTIONS.map((s) => countText(s, saved)));
    await toggle(page, 'Personal information').click();
    const switches = region(page, 'Personal information').getByRole('switch');
    await expect(switches.count()).resolves.toBe(section('Personal information').questions.length);
    for (const s of await switches.all()) await expect(s.isDisabled()).resolves.toBe(true);
    expect(await page.getByRole('button', { name: /^All (on|off)/ }).count()).toBe(0);
    expect(await saveButton(page).count()).toBe(0);
    await fullShot(page, 'read-only-1280.png');
    await page.close();
  });

  it('fits a 375 px phone, collapsed and open', async () => {
    const page = await openScreen(PHONE);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await fullShot(page, 'collapsed-375.png');
    await toggle(page, 'Current address').click();
    await flag(page, 'Current address', 'Landlord’s e-mail').click();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    for (const box of [await region(page, 'Current address').boundingBox(), await saveButton(page).boundingBox()]) {
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    // The Save bar stays in reach at the bottom of the screen while the list scrolls.
    const save = (await saveButton(page).boundingBox())!;
    expect(save.y + save.height).toBeLessThanOrEqual(PHONE.height);
    await screenshot(page, { path: path.join(shots, 'open-375.png'), fullPage: false });
    await region(page, 'Current address').scrollIntoViewIfNeeded();
    await fullShot(page, 'open-full-375.png');
    page.on('dialog', (d) => void d.accept());
    await page.close();
  });
});
