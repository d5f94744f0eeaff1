import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { insertUser } from '../../server/queries/users';
import { managerSuite } from './manager-helpers';
import { apiJson, DESKTOP, expectTitle, PHONE, screenshot, settledGoto, settledReload, until, withDb } from './page-helpers';

const shots = path.resolve('test-results/screenshots');
const MANAGER = { email: 'dana.manager@example.com', password: 'Manager-Pass1', firstName: 'Dana' };

const suite = managerSuite(MANAGER);


const row = (page: Page, name: string) => page.locator('.rdg-row', { has: page.getByText(name, { exact: true }) });
/** What a visitor's browser gets (no cookie): only the visible periods. */
const publicPeriodNames = async (_page: Page) => ((await (await fetch(`${suite.server.url}/api/agreement-periods/?property=1`)).json()) as { name: string }[]).map((p) => p.name);
const gridPeriod = async (page: Page, name: string) =>
  (await apiJson<{ name: string; visible: boolean; visible_to_managers: boolean; open_to_renewals: boolean; allow_same_bed_renewals: boolean; periods_to_renew_from: { name: string }[] }[]>(page, suite.server, '/api/agreement-periods/?property=1')).find((p) => p.name === name)!;

describe('manager lease periods in Chromium', () => {
  it('shows the shell with breadcrumbs, title and the settings card, and opens the lease period grid', async () => {
    const page = await suite.signIn();
    await expectTitle(page, 'Student Leasing - Settings');
    await page.getByTestId('settings-card').first().waitFor();
    await expect(page.getByTestId('settings-card').locator('h2').allTextContents()).resolves.toEqual(['Account Codes', 'Assign Plans', 'Company Webpage', 'Document Templates', 'Late Fees', 'Layouts', 'Lease Periods', 'Lease Terms', 'Notifications', 'Payment Plans', 'Property Webpage', 'Rental Application']);
    await page.getByRole('link', { name: 'View Lease Periods' }).click();
    await page.waitForSelector('.rdg-row');
    await expectTitle(page, 'Student Leasing - Settings - Lease Periods');
    await expect(page.getByLabel('Breadcrumbs').locator('li').allTextContents()).resolves.toEqual(['Settings', 'Lease Periods']);
    expect(await page.locator('.rdg-row').count()).toBe(6);
    await expect(row(page, 'Summer 2027').textContent()).resolves.toContain('05/24/2027');
    // from-origin hides the side navigation.
    await settledGoto(page, `${suite.server.url}/new/manager/settings/lease-periods?from-origin=1`);
    expect(await page.getByLabel('Manager navigation').count()).toBe(0);
    await page.close();
  });

  it('toggles each flag through its endpoint, and the public list follows', async () => {
    const page = await suite.page(DESKTOP);
    await settledGoto(page, `${suite.server.url}/new/manager/settings/lease-periods`);
    await page.waitForSelector('.rdg-row');
    expect(await publicPeriodNames(page)).not.toContain('Summer 2027');

    await page.getByLabel('Open to Leasing: Summer 2027').check();
    await until(async () => (await gridPeriod(page, 'Summer 2027')).visible, true);
    expect(await publicPeriodNames(page)).toContain('Summer 2027');
    // A visitor's property page carousel shows it now.
    const visitor = await suite.browser.newContext();
    const publicPage = await visitor.newPage();
    await settledGoto(publicPage, `${suite.server.url}/new/property/1`);
    expect(await publicPage.getByTestId('lease-period').locator('h3').allTextContents()).toContain('Summer 2027');
    await visitor.close();

    await page.getByLabel('Limit Leasing to Renewals: Summer 2027').check();
    await until(async () => (await gridPeriod(page, 'Summer 2027')).open_to_renewals, true);
    // Turning leasing off also ends renewals-only.
    await page.getByLabel('Open to Leasing: Summer 2027').uncheck();
    expect(await until(async () => (await gridPeriod(page, 'Summer 2027')).open_to_renewals, false)).toBe(false);
    await expect(page.getByLabel('Limit Leasing to Renewals: Summer 2027').isChecked()).resolves.toBe(false);
    expect(await publicPeriodNames(page)).not.toContain('Summer 2027');

    await page.getByLabel('Display on Manager Dashboard: Summer 2027').uncheck();
    expect(await until(async () => (await gridPeriod(page, 'Summer 2027')).visible_to_managers, false)).toBe(false);

    // Renewal transfers: afterwards the period is open to leasing.
    await page.getByLabel('Limit Leasing to Renewal Transfers: Summer 2027').check();
    expect(await until(async () => (await gridPeriod(page, 'Summer 2027')).allow_same_bed_renewals, true)).toBe(true);
    expect((await gridPeriod(page, 'Summer 2027')).visible).toBe(true);
    await expect(page.getByLabel('Open to Leasing: Summer 2027').isChecked()).resolves.toBe(true);
    await page.close();
  });

  it('assigns and unassigns valid renewal periods', async () => {
    const page = await suite.page(DESKTOP);
    await settledGoto(page, `${suite.server.url}/new/manager/settings/lease-periods`);
    await page.getByLabel('Edit valid renewal periods of Fall 2027 Semester').click();
    await page.getByRole('group', { name: 'Subperiods' }).getByLabel('Fall 2026 Semester').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await row(page, 'Fall 2027 Semester').getByText('Fall 2026 Semester', { exact: true }).waitFor();
    expect((await gridPeriod(page, 'Fall 2027 Semester')).periods_to_renew_from.map((p) => p.name)).toEqual(['Fall 2026 Semester']);
    await page.getByLabel('Edit valid renewal periods of Fall 2027 Semester').click();
    await page.getByRole('group', { name: 'Subperiods' }).getByLabel('Fall 2026 Semester').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await until(async () => (await gridPeriod(page, 'Fall 2027 Semester')).periods_to_renew_from.length, 0)).toBe(0);
    await row(page, 'Fall 2027 Semester').getByRole('button', { name: /Edit valid renewal periods/ }).filter({ hasText: 'Assign' }).waitFor();
    await page.close();
  });

  it('creates and edits a period, with the spec texts, and exports CSV and Excel', async () => {
    const page = await suite.page(DESKTOP);
    await settledGoto(page, `${suite.server.url}/new/manager/settings/lease-periods`);
    await page.getByRole('button', { name: 'Add Lease Period' }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Name is required').count()).resolves.toBe(1);
    await screenshot(page, { path: path.join(shots, 'manager-lease-period-dialog-1280.png') });
    await page.getByLabel('Name', { exact: true }).fill('  Summer Session 2027  ');
    await page.getByRole('dialog').getByLabel('Summer 2027', { exact: true }).check();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByTestId('snackbar').filter({ hasText: 'Lease period created.' }).waitFor();
    await page.waitForSelector('.rdg-row:has-text("Summer Session 2027")');
    await expect(row(page, 'Summer Session 2027').textContent()).resolves.toContain('08/06/2027');

    // The Period cell is pinned (sticky): Playwright's hit check takes its own text for something over it, so the click is forced.
    await row(page, 'Summer Session 2027').locator('.rdg-cell').first().dblclick({ force: true });
    await expect(page.getByRole('dialog', { name: 'Edit Lease Period' }).count()).resolves.toBe(1);
    await expect(page.getByLabel('Property').isDisabled()).resolves.toBe(true);
    await page.getByLabel('Name', { exact: true }).fill('Summer Session 2027 (edited)');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('snackbar').filter({ hasText: 'Lease period edited.' }).waitFor();
    await page.waitForSelector('.rdg-row:has-text("Summer Session 2027 (edited)")');

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByLabel('More actions').selectOption('csv')]);
    const csvText = readFileSync((await csv.path())!, 'utf8');
    expect(csvText.split('\r\n')[0]).toBe('Period,Description,Subperiods,Start Date,End Date,Display on Manager Dashboard,Open to Leasing,Valid Renewal Periods,Limit Leasing to Renewals,Limit Leasing to Renewal Transfers,Contract Templates,Guarantor Contract Templates');
    expect(csvText).toContain('Summer Session 2027 (edited),,Summer 2027,05/24/2027,08/06/2027,Yes,Yes,,No,No,None,None');

    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByLabel('More actions').selectOption('xlsx')]);
    expect(xlsx.suggestedFilename()).toBe('lease-periods-the-rio-on-24th.xlsx');
    const rows = await readSheet((await xlsx.path())!);
    expect(rows[0]![0]).toBe('Period');
    expect(rows.length).toBe(8);
    expect(rows.some((r) => r[0] === 'Summer Session 2027 (edited)' && r[3] === '05/24/2027')).toBe(true);
    await page.close();
  });

  it('exports a period whose name looks like a formula as text, in CSV and in Excel', async () => {
    const page = await suite.page(DESKTOP);
    await settledGoto(page, `${suite.server.url}/new/manager/settings/lease-periods`);
    const semesters = (await (await page.request.get(`${suite.server.url}/api/semesters/`)).json()) as { id: number }[];
    const name = '=HYPERLINK("http://evil.example","Open")';
    const created = await page.request.post(`${suite.server.url}/api/agreement-periods/`, { data: { property_id: 1, name, semesters: [semesters[0]!.id] } });
    expect(created.status()).toBe(201);
    await settledReload(page);
    await page.waitForSelector('.rdg-row:has-text("HYPERLINK")');

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByLabel('More actions').selectOption('csv')]);
    expect(readFileSync((await csv.path())!, 'utf8')).toContain(`"'=HYPERLINK(""http://evil.example"",""Open"")"`);
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByLabel('More actions').selectOption('xlsx')]);
    const rows = await readSheet((await xlsx.path())!);
    expect(rows.some((r) => r[0] === `'${name}`)).toBe(true);
    expect(rows.some((r) => r[0] === name)).toBe(false);
    await page.close();
  });

  it('adds, edits and deletes a semester from the lease period screen; a semester in use cannot be deleted', async () => {
    const page = await suite.page(DESKTOP);
    await settledGoto(page, `${suite.server.url}/new/manager/settings/lease-periods`);
    await page.getByRole('button', { name: 'Semesters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Semesters' });
    await dialog.getByLabel('Semester name').fill('Winter Break 2027');
    await dialog.getByLabel('Start date').fill('2027-12-18');
    await dialog.getByLabel('End date').fill('2027-12-10');
    await dialog.getByRole('button', { name: 'Add semester' }).click();
    await dialog.getByText('End date must be after the start date').waitFor();
    await dialog.getByLabel('End date').fill('2028-01-08');
    await dialog.getByRole('button', { name: 'Add semester' }).click();
    await page.getByTestId('snackbar').filter({ hasText: 'Semester added.' }).waitFor();
    await dialog.getByText('Winter Break 2027').waitFor();
    await screenshot(page, { path: path.join(shots, 'manager-semesters-1280.png') });
    const winter = dialog.getByRole('listitem').filter({ hasText: 'Winter Break 2027' });
    await winter.getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('snackbar').filter({ hasText: 'Semester deleted.' }).waitFor();
    // The list reloads after the notice: wait for it before counting.
    await dialog.getByText('Winter Break 2027').waitFor({ state: 'detached' });
    expect(await dialog.getByText('Winter Break 2027').count()).toBe(0);
    await dialog.getByRole('listitem').filter({ hasText: 'Fall 2026' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('snackbar').filter({ hasText: 'used by lease periods' }).waitFor();
    await page.close();
  });

  it('opens a reservation and a message: the message count drops, the open request stays counted until answered', async () => {
    await withDb(suite.server, async (db) => {
      const student = await insertUser(db, { email: 'kim@example.com', passwordHash: null, roles: ['student'], organizationId: 1, firstName: 'Kim', lastName: 'Lee' });
      await db.insertInto('reservation_requests').values({ user_id: student, organization_id: 1, property_id: 1, lease_period_id: null, start_date: null, end_date: null }).execute();
      await db.insertInto('contact_messages').values({ organization_id: 1, property_id: 2, name: 'Ana Ruiz', email: 'ana@example.com', phone_number: '5125550100', message: 'Do you allow cats?' }).execute();
    });
    const page = await suite.signIn(PHONE);
    const nav = page.getByLabel('Manager navigation');
    await nav.getByLabel('1 open').waitFor();
    await nav.getByLabel('1 unread').waitFor();
    await screenshot(page, { path: path.join(shots, 'manager-settings-375.png'), fullPage: true });
    await nav.getByRole('link', { name: /Reservations/ }).click();
    await page.getByTestId('reservation-row').getByText('Kim Lee').click();
    await expect(page.getByTestId('reservation-row').textContent()).resolves.toContain('kim@example.com');
    // Opening a request does not answer it: it stays counted (closing it is the Reservations test's).
    expect(await nav.getByLabel('1 open').count()).toBe(1);
    await nav.getByRole('link', { name: /Messages/ }).click();
    await page.getByTestId('message-row').getByText('Ana Ruiz').click();
    await expect(page.getByTestId('message-row').textContent()).resolves.toContain('Do you allow cats?');
    expect(await until(() => nav.getByLabel('1 unread').count(), 0)).toBe(0);
    // What is left are the demo's lease periods open to leasing but not ready (season readiness).
    const seasons = (await apiJson<{ kind: string; count: number }[]>(page, suite.server, '/api/manager/alerts/')).find((g) => g.kind === 'seasons_not_ready')!.count;
    expect(seasons).toBeGreaterThan(0);
    expect(await apiJson(page, suite.server, '/api/manager/counts/')).toEqual({ reservations_unopened: 1, messages_unread: 0, applications_unopened: 0, collections_past_due: 0, tickets_new: 0, alerts: seasons + 1 });
    await page.close();
  });
});
