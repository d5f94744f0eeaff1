import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from '@jest/globals';
import type { APIRequestContext, Page } from 'playwright-core';
import { TICKET_LIST_TEXTS as L, TICKET_TEXTS as T } from '../../client/manager/tickets/texts';
import { API_ERRORS, CONFLICT_MESSAGES } from '../../shared/messages';
import { TICKET_MESSAGES as M } from '../../shared/tickets/ticket-texts';
import type { Ticket } from '../../shared/tickets/ticket-types';
import type { InboxCounts } from '../../shared/types/manager';
import { jpegBuffer, pngBuffer } from '../helpers/files';
import { offeredLease } from './executed-lease';
import { managerSuite, region, snackbar } from './manager-helpers';
import { seriousViolations } from './axe';
import { apiJson, DESKTOP, horizontalOverflow, newPage, PHONE, screenshot, settledGoto, settling, signInThroughForm, until, withDb } from './page-helpers';

let student: APIRequestContext;
let leak: Ticket;
let outlet: Ticket;
const shots = path.resolve('test-results/screenshots/manager-tickets');
const MANAGER = { email: 'mona.manager@example.com', password: 'Manager-Pass1', firstName: 'Mona' };
const MAINTENANCE = { email: 'tess.fixer@example.com', password: 'Maintain-Pass-1', firstName: 'Tess' };
const STUDENT = { email: 'jordan.tickets@example.com', first: 'Jordan', last: 'Rivera' };
const STUDENT_PASSWORD = 'Student-pass-1';
const TICKETS = '/new/manager/tickets';

const shot = (page: Page, name: string) => screenshot(page, { path: path.join(shots, name), fullPage: !name.includes('dialog') });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Manager navigation' });
const filters = (page: Page) => page.getByRole('search', { name: L.filters });
const shownIds = (page: Page) => page.locator('.rdg-row a').allInnerTexts();
const answer = (page: Page, section: string, label: string) => region(page, section).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
const ticketApi = (page: Page, id: number) => apiJson<Ticket>(page, suite.server, `/api/tickets/${id}/`);
const comments = (page: Page) => page.getByTestId('ticket-comment');

/** A student's report through the API, as the student's page sends it. */
async function report(body: object): Promise<Ticket> {
  const res = await student.post(`${suite.server.url}/api/tickets/`, { data: body });
  if (res.status() !== 201) throw new Error(`report: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Ticket;
}

/** Signs in through the sign-in page in a browser of its own, landing on `landing`. */
async function signInOnPage(account: { email: string; password: string }, landing: RegExp): Promise<{ page: Page; problems: string[] }> {
  const { page, problems } = await newPage(suite.browser);
  await settling(page, () => signInThroughForm(page, suite.server, account, landing));
  return { page, problems };
}

/** The page at 1280 px and 375 px: screenshots, no serious axe findings, nothing wider than a phone. */
async function checkLayouts(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, `${name}-1280.png`);
  await page.setViewportSize(PHONE);
  expect(await until(() => horizontalOverflow(page), 0)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, `${name}-375.png`);
  await page.setViewportSize(DESKTOP);
}

const suite = managerSuite(MANAGER, MAINTENANCE, async () => {
  const manager = await suite.page();
  await offeredLease(suite.server, manager.request, STUDENT, STUDENT_PASSWORD);
  await manager.close();
  student = (await suite.browser.newContext()).request;
  const signedIn = await student.post(`${suite.server.url}/api-token-auth/`, { data: { username: STUDENT.email, password: STUDENT_PASSWORD } });
  if (!signedIn.ok()) throw new Error(`student sign-in: ${signedIn.status()}`);
  leak = await report({ category: 'plumbing', description: 'The kitchen sink leaks under the cabinet.', location: 'Kitchen, unit 101', urgent: true, permission_to_enter: true, preferred_times: 'Weekdays after 3 pm' });
  const photo = await student.post(`${suite.server.url}/api/tickets/${leak.id}/photos/`, { multipart: { photo: { name: 'leak.jpg', mimeType: 'image/jpeg', buffer: await jpegBuffer(640, 480) } } });
  if (photo.status() !== 201) throw new Error(`photo: ${photo.status()} ${await photo.text()}`);
  outlet = await report({ category: 'electrical', description: 'The outlet by the desk sparks.', location: 'Bedroom A' });
  // Reported five days ago: old enough for the age filter and the alerts' attention.
  await withDb(suite.server, (db) => sql`update tickets set created_at = ${new Date(Date.now() - 5 * 86_400_000).toISOString()} where id = ${outlet.id}`.execute(db));
});

describe('staff’s maintenance tickets in Chromium', () => {
  it('a maintenance user lands on Tickets, filters, takes the leak, works it with comments and a photo, and closes it', async () => {
    const { page, problems } = await signInOnPage(MAINTENANCE, /\/new\/manager\/tickets$/);
    expect(new URL(page.url()).pathname).toBe(TICKETS);
    await page.getByRole('heading', { name: L.title, level: 1 }).waitFor();
    expect(await page.title()).toContain('Tickets');
    // The manager area's own address sends them there too.
    await settledGoto(page, `${suite.server.url}/new/manager`);
    await page.waitForURL(`${suite.server.url}${TICKETS}`);
    // The navigation counts the two New tickets nobody has taken.
    await nav(page).getByRole('link', { name: /^Tickets/ }).getByLabel('2 new').waitFor();

    // Open tickets, newest reported first.
    expect(await shownIds(page)).toEqual([`#${leak.id}`, `#${outlet.id}`]);
    expect(await page.getByTestId('ticket-count').innerText()).toBe('2 tickets');
    const leakRow = page.locator('.rdg-row', { has: page.getByRole('link', { name: `#${leak.id}` }) });
    for (const text of ['The Rio on 24th', 'Plumbing', 'Urgent', 'New', 'Nobody', 'Today']) await leakRow.getByText(text, { exact: true }).first().waitFor();
    await page.locator('.rdg-row', { has: page.getByRole('link', { name: `#${outlet.id}` }) }).getByText('5 days', { exact: true }).waitFor();

    // The filter bar goes to the URL; the column filters stay on the screen.
    await filters(page).getByLabel(L.urgentOnly).check();
    expect(await until(() => shownIds(page), [`#${leak.id}`])).toEqual([`#${leak.id}`]);
    expect(new URL(page.url()).search).toBe('?urgent=1');
    await filters(page).getByLabel(L.urgentOnly).uncheck();
    await filters(page).getByLabel(L.olderThan).fill('3');
    expect(await until(() => shownIds(page), [`#${outlet.id}`])).toEqual([`#${outlet.id}`]);
    expect(new URL(page.url()).search).toBe('?older=3');
    await filters(page).getByLabel(L.olderThan).fill('');
    await filters(page).getByLabel(L.assignee).selectOption({ label: L.me });
    expect(await until(() => shownIds(page), [])).toEqual([]);
    await page.getByText(L.emptyFiltered).waitFor();
    await filters(page).getByRole('button', { name: L.reset }).click();
    await page.getByRole('combobox', { name: 'Filter Category' }).selectOption('Electrical');
    expect(await until(() => shownIds(page), [`#${outlet.id}`])).toEqual([`#${outlet.id}`]);
    expect(await page.getByTestId('ticket-count').innerText()).toBe('1 of 2 tickets');
    await filters(page).getByRole('button', { name: L.reset }).click();
    expect(await until(() => shownIds(page), [`#${leak.id}`, `#${outlet.id}`])).toEqual([`#${leak.id}`, `#${outlet.id}`]);
    // A link can carry the filters (Alerts sends ?attention=1).
    await settledGoto(page, `${suite.server.url}${TICKETS}?status=New&urgent=1`);
    expect(await until(() => shownIds(page), [`#${leak.id}`])).toEqual([`#${leak.id}`]);
    expect(await filters(page).getByLabel(L.status).inputValue()).toBe('New');
    await settledGoto(page, `${suite.server.url}${TICKETS}`);
    await checkLayouts(page, 'tickets');

    // The ticket: the report and the student's photo.
    await page.getByRole('link', { name: `#${leak.id}` }).click();
    const heading = page.getByRole('heading', { name: T.title(leak.id, 'Plumbing'), level: 1 });
    await heading.waitFor();
    expect(await answer(page, T.report, T.where).innerText()).toBe('Kitchen, unit 101');
    expect(await answer(page, T.report, T.description).innerText()).toBe('The kitchen sink leaks under the cabinet.');
    expect(await answer(page, T.report, T.permissionToEnter).innerText()).toBe('Yes');
    expect(await answer(page, T.report, T.preferredTimes).innerText()).toBe('Weekdays after 3 pm');
    expect(await answer(page, T.report, T.student).innerText()).toBe('Jordan Rivera');
    const studentPhoto = region(page, T.photos).getByRole('link', { name: T.openPhoto('leak.jpg') });
    expect(await studentPhoto.getAttribute('href')).toBe((await ticketApi(page, leak.id)).photos[0]!.url);
    expect(await until(() => studentPhoto.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), 640)).toBe(640);

    // Takes it: assigned, and no longer counted as New.
    await page.getByRole('button', { name: T.assignToMe }).click();
    await snackbar(page, T.assigned('Tess')).waitFor();
    expect(await page.getByTestId('ticket-assignee').innerText()).toBe('Tess');
    expect((await ticketApi(page, leak.id)).assignee).toMatchObject({ name: 'Tess' });
    await nav(page).getByRole('link', { name: /^Tickets/ }).getByLabel('1 new').waitFor();
    expect(await page.getByRole('button', { name: T.assignToMe }).count()).toBe(0);

    // In progress.
    await region(page, T.work).getByRole('button', { name: 'In progress', exact: true }).click();
    await snackbar(page, T.moved('In progress')).waitFor();
    expect(await page.getByTestId('ticket-status').innerText()).toBe('In progress');
    expect((await ticketApi(page, leak.id)).status).toBe('In progress');

    // An internal note, then a word for the student: marked apart, and the student reads only the second.
    const thread = region(page, T.comments);
    await thread.getByRole('button', { name: T.addComment }).click();
    await thread.getByText(M.commentRequired).waitFor();
    await thread.getByRole('textbox', { name: T.comment }).fill('Needs a new P-trap; ordered one.');
    await thread.getByRole('button', { name: T.addComment }).click();
    await snackbar(page, T.commentAdded).waitFor();
    await thread.getByRole('textbox', { name: T.comment }).fill('We will come Tuesday morning.');
    await thread.getByLabel(T.visibleToStudent).check();
    await thread.getByRole('button', { name: T.addComment }).click();
    expect(await until(() => comments(page).count(), 2)).toBe(2);
    expect(await comments(page).nth(0).innerText()).toContain(T.internal);
    expect(await comments(page).nth(0).getAttribute('data-audience')).toBe('internal');
    expect(await comments(page).nth(1).innerText()).toContain(T.visible);
    expect(await thread.getByRole('textbox', { name: T.comment }).inputValue()).toBe('');
    expect(await thread.getByLabel(T.visibleToStudent).isChecked()).toBe(false);
    expect((await ticketApi(page, leak.id)).comments.map((c) => [c.text, c.visible_to_student])).toEqual([['Needs a new P-trap; ordered one.', false], ['We will come Tuesday morning.', true]]);
    const studentView = (await (await student.get(`${suite.server.url}/api/tickets/${leak.id}/`)).json()) as Ticket;
    expect(studentView.comments.map((c) => c.text)).toEqual(['We will come Tuesday morning.']);

    // A refused upload says the server's words, and the comment being typed stays; then a real photo.
    await thread.getByRole('textbox', { name: T.comment }).fill('Fixed, the trap is replaced.');
    const upload = region(page, T.photos).getByLabel(T.addPhoto);
    await upload.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image at all') });
    await region(page, T.photos).getByRole('alert').filter({ hasText: API_ERRORS.unsupportedImageType }).waitFor();
    expect(await region(page, T.photos).getByRole('alert').innerText()).toBe(API_ERRORS.unsupportedImageType);
    await upload.setInputFiles({ name: 'fixed.png', mimeType: 'image/png', buffer: await pngBuffer(320, 240) });
    await snackbar(page, T.photoAdded).waitFor();
    const completion = region(page, T.photos).getByRole('link', { name: T.openPhoto('fixed.png') });
    expect(await until(() => completion.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), 320)).toBe(320);
    expect((await ticketApi(page, leak.id)).photos.map((p) => [p.stage, p.original_name])).toEqual([['report', 'leak.jpg'], ['completion', 'fixed.png']]);
    expect(await thread.getByRole('textbox', { name: T.comment }).inputValue()).toBe('Fixed, the trap is replaced.');

    // A colleague saves the ticket meanwhile: Done is refused as stale, the ticket is loaded again, the comment stays.
    const loaded = await ticketApi(page, leak.id);
    const manager = await suite.page();
    const managerId = (await apiJson<{ id: number }>(manager, suite.server, '/api/users/me/')).id;
    expect((await manager.request.patch(`${suite.server.url}/api/tickets/${leak.id}/`, { data: { assignee_id: managerId, version: loaded.version } })).status()).toBe(200);
    await manager.close();
    await region(page, T.work).getByRole('button', { name: 'Done', exact: true }).click();
    await region(page, T.work).getByRole('alert').filter({ hasText: CONFLICT_MESSAGES.staleVersion }).waitFor();
    expect(await until(() => page.getByTestId('ticket-assignee').innerText(), 'Mona')).toBe('Mona');
    expect((await ticketApi(page, leak.id)).status).toBe('In progress');
    expect(await thread.getByRole('textbox', { name: T.comment }).inputValue()).toBe('Fixed, the trap is replaced.');
    await checkLayouts(page, 'ticket');

    // Done now, sent with the version loaded again.
    await region(page, T.work).getByRole('button', { name: 'Done', exact: true }).click();
    await snackbar(page, T.moved('Done')).waitFor();
    expect(await page.getByTestId('ticket-status').innerText()).toBe('Done');
    expect(await region(page, T.work).getByRole('button', { name: T.reopen }).count()).toBe(1);
    const done = await ticketApi(page, leak.id);
    expect([done.status, done.closed_at !== null, done.assignee?.name]).toEqual(['Done', true, 'Mona']);
    await thread.getByRole('button', { name: T.addComment }).click();
    await snackbar(page, T.commentAdded).waitFor();
    expect(await until(() => comments(page).count(), 3)).toBe(3);

    // Back in the list, the open tickets leave the Done one out; All shows it.
    await nav(page).getByRole('link', { name: /^Tickets/ }).click();
    expect(await until(() => shownIds(page), [`#${outlet.id}`])).toEqual([`#${outlet.id}`]);
    await filters(page).getByLabel(L.status).selectOption({ label: L.all });
    expect(await until(() => shownIds(page), [`#${leak.id}`, `#${outlet.id}`])).toEqual([`#${leak.id}`, `#${outlet.id}`]);
    expect(new URL(page.url()).search).toBe('?status=all');
    const audit = await withDb(suite.server, (db) => db.selectFrom('audit_events').select('action').where('subject_table', '=', 'tickets').where('subject_id', '=', leak.id).orderBy('id').execute());
    expect(audit.map((a) => a.action)).toEqual(['ticket.report', 'ticket.photo', 'ticket.update', 'ticket.update', 'ticket.comment', 'ticket.comment', 'ticket.photo', 'ticket.update', 'ticket.update', 'ticket.comment']);
    // Only the refused upload and the stale save show in the console.
    expect(problems).toEqual([
      'console: Failed to load resource: the server responded with a status of 415 (Unsupported Media Type)',
      'console: Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
    await page.context().close();
  });

  it('a manager sees the same: follows an attention link, sets Waiting for parts, gives it to a colleague and cancels it with a reason', async () => {
    const page = await suite.page();
    await settledGoto(page, `${suite.server.url}${TICKETS}?attention=1&assignee=nobody`);
    expect(await until(() => shownIds(page), [`#${outlet.id}`])).toEqual([`#${outlet.id}`]);
    expect(await filters(page).getByLabel(L.attention).isChecked()).toBe(true);
    expect(await apiJson<InboxCounts>(page, suite.server, '/api/manager/counts/')).toMatchObject({ tickets_new: 1 });
    await page.locator('.rdg-row').first().getByText('Electrical').dblclick();
    await page.getByRole('heading', { name: T.title(outlet.id, 'Electrical'), level: 1 }).waitFor();
    expect(await answer(page, T.report, T.preferredTimes).innerText()).toBe(T.none);
    await region(page, T.photos).getByText(T.noStudentPhotos).waitFor();

    // Waiting asks for what.
    await region(page, T.work).getByRole('button', { name: T.move.Waiting }).click();
    const waiting = page.getByRole('dialog', { name: T.waiting.title });
    await waiting.getByRole('button', { name: T.waiting.save }).click();
    await waiting.getByText(M.waitingForRequired).waitFor();
    await waiting.getByLabel(T.waiting.label).selectOption({ label: 'Waiting for parts' });
    await shot(page, 'ticket-waiting-dialog-1280.png');
    await waiting.getByRole('button', { name: T.waiting.save }).click();
    await snackbar(page, T.moved('Waiting for parts')).waitFor();
    await waiting.waitFor({ state: 'detached' });
    expect(await page.getByTestId('ticket-status').innerText()).toBe('Waiting for parts');
    expect(await ticketApi(page, outlet.id)).toMatchObject({ status: 'Waiting', waiting_for: 'parts' });

    // Given to a colleague; no longer counted as New.
    await region(page, T.work).getByLabel(T.assignTo).selectOption({ label: 'Tess' });
    await region(page, T.work).getByRole('button', { name: T.assign, exact: true }).click();
    await snackbar(page, T.assigned('Tess')).waitFor();
    expect((await ticketApi(page, outlet.id)).assignee).toMatchObject({ name: 'Tess' });
    expect(await apiJson<InboxCounts>(page, suite.server, '/api/manager/counts/')).toMatchObject({ tickets_new: 0 });
    expect(await nav(page).getByRole('link', { name: /^Tickets/ }).getByLabel(/new/).count()).toBe(0);

    // Cancelling needs a reason, and is final.
    await region(page, T.work).getByRole('button', { name: T.move.Cancelled }).click();
    const cancel = page.getByRole('dialog', { name: T.cancel.title });
    await cancel.getByRole('button', { name: T.cancel.save }).click();
    await cancel.getByText(M.reasonRequired).waitFor();
    await cancel.getByLabel(T.cancel.reason).fill('Reported twice; the electrician’s visit covers it.');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'ticket-cancel-dialog-1280.png');
    await cancel.getByRole('button', { name: T.cancel.save }).click();
    await snackbar(page, T.moved('Cancelled')).waitFor();
    await region(page, T.work).getByText(T.final).waitFor();
    expect(await answer(page, T.work, T.cancelReason).innerText()).toBe('Reported twice; the electrician’s visit covers it.');
    expect(await ticketApi(page, outlet.id)).toMatchObject({ status: 'Cancelled', cancel_reason: 'Reported twice; the electrician’s visit covers it.' });

    // Another company's or a missing ticket: said so.
    await settledGoto(page, `${suite.server.url}${TICKETS}/999999`);
    await page.getByRole('alert').filter({ hasText: T.notFound }).waitFor();
    // A link naming properties chooses them, then leaves the URL; the manager area's address leads a manager to Alerts.
    await settledGoto(page, `${suite.server.url}${TICKETS}?property=1,2&status=all`);
    expect(await until(() => Promise.resolve(new URL(page.url()).search), '?status=all')).toBe('?status=all');
    const chips = page.getByRole('group', { name: 'Properties' });
    expect((await chips.getByRole('button', { pressed: true }).allInnerTexts()).map((t) => t.replace(/✓\s*/, ''))).toEqual(['The Rio on 24th', 'Nueces Commons']);
    // The list of the chosen properties loads after the URL settles.
    expect(await until(() => shownIds(page), [`#${leak.id}`, `#${outlet.id}`])).toEqual([`#${leak.id}`, `#${outlet.id}`]);
    await settledGoto(page, `${suite.server.url}/new/manager`);
    await page.waitForURL(`${suite.server.url}/new/manager/alerts`);
    await page.close();
  });

  it('says Loading… from the first byte until the list is there, also while the screen’s code is on its way', async () => {
    const page = await suite.page();
    const url = `${suite.server.url}${TICKETS}?status=all`;
    // Scripts the page names are let through; what the app loads later (the Tickets screen's code) waits.
    const html = await (await page.request.get(url)).text();
    const named = new Set([...html.matchAll(/(?:href|src)="([^"]+\.js)"/g)].map((m) => m[1]));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = /\/new\/assets\/.+\.js$/;
    await page.route(hold, async (route) => {
      if (!named.has(new URL(route.request().url()).pathname)) await held;
      await route.continue();
    });
    try {
      expect(html).toMatch(/<div id="root"><main[^>]*><p aria-busy="true"[^>]*>Loading…<\/p><\/main><\/div>/);
      await page.goto(url, { waitUntil: 'commit' });
      // The app is running and draws its own busy line, not a blank page, while the screen's code is held.
      await page.waitForFunction(() => {
        const busy = document.querySelector('#root [aria-busy="true"]');
        return !!busy && Object.keys(busy).some((key) => key.startsWith('__reactFiber$'));
      });
      expect(await page.locator('#root').innerText()).toBe('Loading…');
      await shot(page, 'loading-screen-code-1280.png');
      await page.setViewportSize(PHONE);
      await shot(page, 'loading-screen-code-375.png');
      await page.setViewportSize(DESKTOP);
      release();
      expect(await until(() => shownIds(page), [`#${leak.id}`, `#${outlet.id}`])).toEqual([`#${leak.id}`, `#${outlet.id}`]);
    } finally {
      release();
      await page.unroute(hold);
    }
    await page.close();
  });
});
