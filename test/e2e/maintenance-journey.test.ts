import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { MY_MAINTENANCE_TEXTS as T } from '../../shared/tickets/my-maintenance';
import { STUDENT_MAINTENANCE_PATH, TICKET_CATEGORIES } from '../../shared/tickets/ticket-texts';
import { TICKET_LIST_TEXTS as L, TICKET_TEXTS as S } from '../../client/manager/tickets/texts';
import { pageTitle } from '../../shared/page-title';
import { seriousViolations } from './axe';
import { offeredLease } from './executed-lease';
import { type Account, createManager, managerPage, noisyPng, region, snackbar } from './manager-helpers';
import { DESKTOP, horizontalOverflow, hydrated, newPage, PHONE, publicSuite, screenshot, settledGoto, settling, signInThroughForm, until, watchPage } from './page-helpers';

const shots = path.resolve('test-results/screenshots/maintenance');
const MANAGER: Account = { email: 'tickets.manager@example.com', password: 'Manager-pass-1', firstName: 'Nora' };
const MAINTENANCE: Account = { email: 'tess.fixit@example.com', password: 'Maintenance-pass-1', firstName: 'Tess' };
const STUDENT = { email: 'sam.tickets@example.com', password: 'Student-pass-1', first: 'Sam', last: 'Ortiz' };


const suite = publicSuite(async ({ server, browser }) => {
  mkdirSync(shots, { recursive: true });
  await createManager(server, MANAGER);
  await createManager(server, MAINTENANCE, 'maintenance');
  const manager = await managerPage(browser, server, MANAGER);
  // An offer is enough: a student may report from the moment a bed is offered to them.
  await offeredLease(server, manager.context().request, STUDENT, STUDENT.password);
  await manager.close();
});

describe('a student reports a leak', () => {
  it('from a phone, with a photo, and follows it until it is done', async () => {
    const { server, browser } = suite;
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const { problems } = watchPage(page);
    await signInThroughForm(page, server, STUDENT);
    await settledGoto(page, `${server.url}/new/tenant/lease`);
    await Promise.all([page.waitForURL(/\/new\/tenant\/maintenance$/), page.getByRole('link', { name: T.link }).click()]);
    await page.waitForLoadState('load');
    expect(await page.title()).toBe(pageTitle(T.title));

    // The empty send below checks the island's own messages; before hydration the form posts and the server answers 400.
    await hydrated(page, 'report-problem');
    const form = page.getByRole('form', { name: T.formHeading });
    // The place is the student's bed, ready to send or to change.
    expect(await form.getByLabel(T.location).inputValue()).toMatch(/unit .+, room .+/i);
    // Sending nothing names what is missing, at each field.
    await form.getByRole('button', { name: T.submit }).click();
    await form.getByText('Choose what kind of problem it is.').waitFor();
    expect(await form.getByText('Describe the problem.').count()).toBe(1);

    await form.getByLabel(T.category).selectOption('plumbing');
    await form.getByLabel(T.description).fill('Water is leaking under the bathroom sink; the floor is wet.');
    await form.getByLabel(T.photos).setInputFiles({ name: 'leak.png', mimeType: 'image/png', buffer: await noisyPng(320, 240) });
    await form.getByLabel(T.urgent).check();
    await form.getByLabel(T.permission).check();
    await form.getByLabel(T.preferredTimes).fill('Weekdays after 3 pm');
    await Promise.all([page.waitForURL(/\?sent=\d+#ticket-\d+$/), form.getByRole('button', { name: T.submit }).click()]);
    await page.waitForLoadState('load');
    const id = Number(new URL(page.url()).searchParams.get('sent'));
    expect(await page.getByRole('status').filter({ hasText: T.sent(id) }).count()).toBe(1);

    const card = page.locator(`#ticket-${id}`);
    expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(`#${id} · ${TICKET_CATEGORIES.plumbing}`);
    expect(await card.locator('.status').textContent()).toBe('New');
    expect(await card.textContent()).toContain(T.urgentTag);
    const photo = card.getByRole('img', { name: `${T.yourPhotos}: 1 of 1` });
    expect(await until(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), 320)).toBe(320);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, { path: path.join(shots, 'student-reported-375.png'), fullPage: true });

    // A word for the team, on the request itself.
    const reply = card.getByRole('form', { name: `${T.reply} #${id}` });
    await reply.getByLabel(T.reply).fill('The front desk has a key if I am out.');
    await Promise.all([page.waitForURL(new RegExp(`\\?replied=${id}#ticket-${id}$`)), reply.getByRole('button', { name: T.replySend }).click()]);
    await page.waitForLoadState('load');
    expect(await card.locator('.comments li').allTextContents()).toEqual([expect.stringContaining('The front desk has a key if I am out.')]);
    expect(await card.locator('.comments .who').first().textContent()).toMatch(new RegExp(`^${T.you} · `));

    // The maintenance user signs in, lands on Tickets, takes the leak, writes to the student and notes, closes it.
    const staff = await newPage(browser, DESKTOP);
    await settling(staff.page, () => signInThroughForm(staff.page, server, MAINTENANCE, /\/new\/manager\/tickets$/));
    const work = staff.page;
    await work.getByRole('heading', { name: L.title, level: 1 }).waitFor();
    await work.getByRole('link', { name: `#${id}` }).click();
    await work.getByRole('heading', { name: S.title(id, TICKET_CATEGORIES.plumbing), level: 1 }).waitFor();
    expect(await region(work, S.photos).getByRole('link', { name: S.openPhoto('leak.png') }).count()).toBe(1);
    expect(await region(work, S.comments).innerText()).toContain('The front desk has a key if I am out.');
    await work.getByRole('button', { name: S.assignToMe }).click();
    await snackbar(work, S.assigned('Tess')).waitFor();
    await region(work, S.work).getByRole('button', { name: 'In progress', exact: true }).click();
    await snackbar(work, S.moved('In progress')).waitFor();
    const thread = region(work, S.comments);
    await thread.getByRole('textbox', { name: S.comment }).fill('Internal: replace the P-trap.');
    await thread.getByRole('button', { name: S.addComment }).click();
    await snackbar(work, S.commentAdded).waitFor();
    await thread.getByRole('textbox', { name: S.comment }).fill('We replaced the pipe under your sink.');
    await thread.getByLabel(S.visibleToStudent).check();
    await thread.getByRole('button', { name: S.addComment }).click();
    expect(await until(() => work.getByTestId('ticket-comment').count(), 3)).toBe(3);
    await region(work, S.work).getByRole('button', { name: 'Done', exact: true }).click();
    await snackbar(work, S.moved('Done')).waitFor();
    expect(staff.problems).toEqual([]);
    await staff.page.context().close();

    await settledGoto(page, `${server.url}${STUDENT_MAINTENANCE_PATH}`);
    expect(await card.locator('.status').textContent()).toBe('Done');
    expect(await card.textContent()).toContain('We replaced the pipe under your sink.');
    expect(await card.textContent()).not.toContain('P-trap');
    // A closed request takes no more messages.
    expect(await card.getByRole('form').count()).toBe(0);
    await screenshot(page, { path: path.join(shots, 'student-done-375.png'), fullPage: true });
    const wide = await context.newPage();
    await wide.setViewportSize(DESKTOP);
    await settledGoto(wide, page.url());
    expect(await horizontalOverflow(wide)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(wide)).toEqual([]);
    await screenshot(wide, { path: path.join(shots, 'student-done-1280.png'), fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
