import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { hashOnce } from '../helpers/password-hash';
import { insertUser, markEmailVerified } from '../../server/queries/users';
import { APPLICATION_MESSAGES } from '../../shared/messages';
import type { ApplicationDetail, ApplicationSummary } from '../../shared/rental-application/application-types';
import { FLAG_KEYS } from '../../shared/rental-application/fields';
import { pngBuffer } from '../helpers/files';
import { managerSuite, snackbar } from './manager-helpers';
import { DESKTOP, expectTitle, horizontalOverflow, PHONE, screenshot, settledGoto, until, withDb } from './page-helpers';

const shots = path.resolve('test-results/screenshots/manager-applications');
const MANAGER = { email: 'paula.manager@example.com', password: 'Manager-Pass1', firstName: 'Paula' };
const MAINTENANCE = { email: 'mo.maintenance@example.com', password: 'Maintain-Pass-1', firstName: 'Mo' };
const LIST = '/new/manager/applications';
const SSN = '123-45-6789';
const ASKED = ['pi_name', 'pi_date_of_birth', 'pi_is_us_citizen', 'pi_social_security_number', 'pi_social_security_card_copy', 'ca_is_rented_or_owned', 'ca_total_monthly_rent'];
let leasePeriod: { id: number; name: string };

/**
 * A student signs up (straight into the database), asks for a room at the demo company's first
 * property, and fills in and submits the application through the API with a token.
 */
async function submittedApplication(email: string, firstName: string, lastName: string): Promise<number> {
  const password = 'Student-Pass-1';
  const requestId = await withDb(suite.server, async (db) => {
    const userId = await insertUser(db, { email, passwordHash: await hashOnce(password), roles: ['student'], organizationId: null, firstName, lastName });
    // The student has used their verification link: an application is submitted only from a verified address.
    await markEmailVerified(db, userId, email);
    return (await db.insertInto('reservation_requests').values({ user_id: userId, organization_id: 1, property_id: 1, lease_period_id: leasePeriod.id }).returning('id').executeTakeFirstOrThrow()).id;
  });
  const signIn = await fetch(`${suite.server.url}/api-token-auth/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: email, password }) });
  const { token } = (await signIn.json()) as { token: string };
  const call = async (method: string, urlPath: string, body?: object | FormData) => {
    const json = body && !(body instanceof FormData);
    const res = await fetch(`${suite.server.url}${urlPath}`, { method, headers: { Authorization: `Token ${token}`, ...(json ? { 'Content-Type': 'application/json' } : {}) }, body: json ? JSON.stringify(body) : (body as FormData | undefined) });
    expect([urlPath, res.status < 300]).toEqual([urlPath, true]);
    return (await res.json()) as ApplicationDetail;
  };
  const { id } = await call('POST', '/api/applications/', { reservation_request_id: requestId });
  await call('PATCH', `/api/applications/${id}/`, {
    answers: { pi_name: `${firstName} ${lastName}`, pi_date_of_birth: '2005-05-14', pi_is_us_citizen: true, pi_social_security_number: SSN, ca_is_rented_or_owned: 'Rented', ca_total_monthly_rent: '650' },
  });
  const form = new FormData();
  form.append('question_key', 'pi_social_security_card_copy');
  form.append('file', new Blob([new Uint8Array(await pngBuffer(120, 80))], { type: 'image/png' }), 'ss-card.png');
  await call('POST', `/api/applications/${id}/files/`, form);
  expect((await call('POST', `/api/applications/${id}/submit/`)).status).toBe('Submitted');
  return id;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Manager navigation' });
const navLink = (page: Page) => nav(page).getByRole('link', { name: /^Applications/ });
const row = (page: Page, student: string) => page.locator('.rdg-row', { has: page.getByText(student, { exact: true }) });
/** A row's data cells (its first cell ticks it, for Send message). */
const DATA_CELLS = '.rdg-cell:not([aria-colindex="1"])';
const openButton = (page: Page, student: string) => page.getByRole('button', { name: `Open the application of ${student}` });
const answer = (page: Page, section: string, label: string) => page.getByRole('region', { name: section }).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
const shot = (page: Page, name: string) => screenshot(page, { path: path.join(shots, name), fullPage: true });
const summaries = (page: Page) => page.request.get(`${suite.server.url}/api/manager/applications/`).then((r) => r.json() as Promise<ApplicationSummary[]>);

const suite = managerSuite(MANAGER, MAINTENANCE, async () => {
  leasePeriod = await withDb(suite.server, (db) => db.selectFrom('lease_periods').select(['id', 'name']).where('property_id', '=', 1).orderBy('id').executeTakeFirstOrThrow());
  const page = await suite.signIn();
  const flags = Object.fromEntries(FLAG_KEYS.map((k) => [k, ASKED.includes(k)]));
  expect((await page.request.put(`${suite.server.url}/api/rental-application/`, { data: flags })).status()).toBe(200);
  await page.close();
});

describe('managers’ view of rental applications in Chromium', () => {
  it('counts a new application, lists it, opens it (the count goes), shows its answers by section, reveals the number, opens the file and approves', async () => {
    const id = await submittedApplication('ana.flores@example.com', 'Ana', 'Flores');
    const page = await suite.signIn();
    await expect(navLink(page).textContent()).resolves.toBe('Applications 1');
    await expect(navLink(page).getByLabel('1 not opened').count()).resolves.toBe(1);
    await navLink(page).click();
    await page.waitForSelector('.rdg-row');
    expect(new URL(page.url()).pathname).toBe(LIST);
    await expectTitle(page, 'Student Leasing - Applications');
    const cells = await row(page, 'Ana Flores').locator(DATA_CELLS).allTextContents();
    expect(cells.slice(0, 3)).toEqual(['Ana FloresNew', 'The Rio on 24th', leasePeriod.name]);
    expect(cells[3]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/);
    expect(cells[4]).toBe('Submitted');
    await shot(page, 'list-1280.png');

    await row(page, 'Ana Flores').locator(DATA_CELLS).nth(1).dblclick();
    await page.waitForURL(new RegExp(`${LIST}/${id}$`));
    await page.getByRole('heading', { name: 'Ana Flores', level: 1 }).waitFor();
    await until(() => navLink(page).textContent(), 'Applications');
    expect((await summaries(page)).find((a) => a.id === id)?.opened_at).toBeTruthy();

    // Every asked answer, under its catalog section, in words a manager reads.
    await expect(page.locator('main h2').allTextContents()).resolves.toEqual(['Application', 'Personal information', 'Current address', 'Messages']);
    await expect(answer(page, 'Application', 'Property').textContent()).resolves.toBe('The Rio on 24th');
    await expect(answer(page, 'Application', 'Lease Period').textContent()).resolves.toBe(leasePeriod.name);
    await expect(answer(page, 'Application', 'Status').textContent()).resolves.toBe('Submitted');
    await expect(answer(page, 'Personal information', 'Full name').textContent()).resolves.toBe('Ana Flores');
    await expect(answer(page, 'Personal information', 'Date of birth').textContent()).resolves.toBe('05/14/2005');
    await expect(answer(page, 'Personal information', 'Are you a US citizen?').textContent()).resolves.toBe('Yes');
    await expect(answer(page, 'Current address', 'Rented or owned').textContent()).resolves.toBe('Rented');
    await expect(answer(page, 'Current address', 'Total monthly rent').textContent()).resolves.toBe('$650.00');
    const ssn = answer(page, 'Personal information', 'Social security number');
    await expect(ssn.locator('code').textContent()).resolves.toBe('•••• 6789');
    await expect(page.getByText(SSN).count()).resolves.toBe(0);

    // The copy of the card: a thumbnail and a link to the private file, opening in a new tab.
    const card = answer(page, 'Personal information', 'Copy of your social security card');
    const link = card.getByRole('link', { name: /ss-card\.png/ });
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    const href = (await link.getAttribute('href'))!;
    const file = await page.request.get(new URL(href, suite.server.url).toString());
    expect([file.status(), file.headers()['content-type'], file.headers()['cache-control']]).toEqual([200, 'image/png', 'private, no-store']);
    await until(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), 120);
    await shot(page, 'detail-1280.png');

    await ssn.getByRole('button', { name: 'Reveal Social security number' }).click();
    await until(() => ssn.locator('code').textContent(), SSN);
    await expect(ssn.getByRole('status').textContent()).resolves.toBe('Revealing a number is recorded with your name.');
    expect(await withDb(suite.server, (db) => db.selectFrom('application_reveals').select('question_key').where('application_id', '=', id).execute())).toEqual([{ question_key: 'pi_social_security_number' }]);

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve application' });
    await dialog.getByLabel('Note').fill('References checked; welcome to The Rio.');
    await shot(page, 'approve-dialog-1280.png');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await snackbar(page, 'Application approved').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect(answer(page, 'Application', 'Status').textContent()).resolves.toBe('Approved');
    await expect(answer(page, 'Decision', 'Decision').textContent()).resolves.toBe('Approved');
    await expect(answer(page, 'Decision', 'Note').textContent()).resolves.toBe('References checked; welcome to The Rio.');
    await expect(answer(page, 'Decision', 'Decided by').textContent()).resolves.toBe('Paula');
    await expect(answer(page, 'Decision', 'Decided at').textContent()).resolves.toMatch(/^\d{2}\/\d{2}\/\d{4} /);
    await expect(page.getByRole('button', { name: 'Approve', exact: true }).count()).resolves.toBe(0);
    await shot(page, 'approved-1280.png');
    await page.close();
  }, 60_000);

  it('at 375 px: filters by status, opens with the Open button, declines with a note; all without sideways scrolling', async () => {
    const id = await submittedApplication('ben.okafor@example.com', 'Ben', 'Okafor');
    const page = await suite.signIn(PHONE);
    await navLink(page).click();
    await page.waitForSelector('.rdg-row');
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'list-375.png');
    // The grid draws the columns in view: the status filter is across, as a phone user scrolls to it.
    await page.locator('.rdg').evaluate((grid) => (grid.scrollLeft = grid.scrollWidth));
    await page.getByLabel('Filter Status').selectOption('Submitted');
    await until(() => page.locator('.rdg-row').count(), 1);
    // Scrolled across, the rows are known by their Open buttons (that column stays in view).
    await expect(openButton(page, 'Ben Okafor').count()).resolves.toBe(1);
    await shot(page, 'list-375-status-filter.png');
    await page.getByLabel('Filter Status').selectOption('Approved');
    await until(() => page.locator('.rdg-row').count(), 1);
    await expect(openButton(page, 'Ana Flores').count()).resolves.toBe(1);
    await page.getByLabel('Filter Status').selectOption('');
    await until(() => page.locator('.rdg-row').count(), 2);

    await openButton(page, 'Ben Okafor').click();
    await page.waitForURL(new RegExp(`${LIST}/${id}$`));
    await page.getByRole('heading', { name: 'Ben Okafor', level: 1 }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'detail-375.png');
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline application' });
    await dialog.getByLabel('Note').fill('The room was given to an earlier request.');
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'decline-dialog-375.png');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await snackbar(page, 'Application declined').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect(answer(page, 'Application', 'Status').textContent()).resolves.toBe('Declined');
    await expect(answer(page, 'Decision', 'Note').textContent()).resolves.toBe('The room was given to an earlier request.');
    await expect(page.getByRole('button', { name: 'Decline', exact: true }).count()).resolves.toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'declined-375.png');
    await page.close();
  }, 60_000);

  it('explains a decision someone else made first (409) and shows the application as it now is', async () => {
    const id = await submittedApplication('cara.lind@example.com', 'Cara', 'Lind');
    const page = await suite.signIn();
    await settledGoto(page, `${suite.server.url}${LIST}/${id}`);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve application' });
    // Another manager declines it while this one is typing.
    expect((await page.request.post(`${suite.server.url}/api/manager/applications/${id}/decision/`, { data: { status: 'Declined', note: 'Declined elsewhere.' } })).status()).toBe(200);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await snackbar(page, APPLICATION_MESSAGES.notSubmitted).waitFor();
    await expect(page.getByTestId('snackbar').textContent()).resolves.toContain('it has been reloaded');
    await dialog.waitFor({ state: 'detached' });
    await until(() => answer(page, 'Application', 'Status').textContent(), 'Declined');
    await expect(answer(page, 'Decision', 'Note').textContent()).resolves.toBe('Declined elsewhere.');
    await expect(page.getByRole('button', { name: 'Approve', exact: true }).count()).resolves.toBe(0);
    await shot(page, 'conflict-1280.png');
    await page.close();
  }, 60_000);

  it('gives maintenance staff no Applications entry (and the API answers them 403)', async () => {
    const page = await suite.signIn(DESKTOP, MAINTENANCE);
    await nav(page).getByRole('link', { name: 'Reservations' }).waitFor();
    await expect(navLink(page).count()).resolves.toBe(0);
    expect((await page.request.get(`${suite.server.url}/api/manager/applications/`)).status()).toBe(403);
    await page.close();
  }, 30_000);
});
