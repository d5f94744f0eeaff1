import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { CONFLICT_MESSAGES } from '../../shared/messages';
import type { LeaseTerms } from '../../shared/lease-terms/schema';
import { LEASE_TERMS_MESSAGES as M, LEASE_TERMS_TEXTS as T } from '../../shared/lease-terms/texts';
import { LEDGER_TEXTS as L } from '../../client/manager/collections/texts';
import { seriousViolations } from './axe';
import { executedLease } from './executed-lease';
import { managerSuite, snackbar } from './manager-helpers';
import { apiJson, DESKTOP, expectTitle, horizontalOverflow, PHONE, screenshot, settledGoto, settledReload } from './page-helpers';

let leaseId: number;
const shots = path.resolve('test-results/screenshots/lease-terms');
const MANAGER = { email: 'tess.terms@example.com', password: 'Manager-Pass1', firstName: 'Tess' };
const MAINTENANCE = { email: 'mo.maintenance@example.com', password: 'Maintain-Pass-1', firstName: 'Mo' };
const STUDENT = { email: 'pat.terms@example.com', first: 'Pat', last: 'Terms' };
const SCREEN = '/new/manager/settings/lease-terms';
const ALL = ['Cash', 'Check', 'Bank transfer', 'Card taken elsewhere', 'Money order'];

const suite = managerSuite(MANAGER, MAINTENANCE, async () => {
  const page = await suite.page();
  leaseId = await executedLease(suite.browser, suite.server, page.request, STUDENT);
  await page.close();
});

const terms = (page: Page) => apiJson<LeaseTerms>(page, suite.server, '/api/lease-terms/');
const zone = (page: Page) => page.getByLabel(T.timeZone, { exact: true });
const method = (page: Page, name: string) => page.getByRole('group', { name: T.methods }).getByRole('checkbox', { name, exact: true });
const order = (page: Page, name: string) => page.getByRole('group', { name: T.order }).getByRole('radio', { name, exact: true });
const form = (page: Page) => page.getByRole('form', { name: T.title });
const savedNote = (page: Page) => form(page).getByRole('status').filter({ hasText: T.saved });
const save = (page: Page) => page.getByRole('button', { name: T.save, exact: true });
const checkedMethods = async (page: Page) => {
  const shown: string[] = [];
  for (const name of ALL) if (await method(page, name).isChecked()) shown.push(name);
  return shown;
};

describe('Settings › Lease Terms in Chromium', () => {
  it('opens from its card with the company’s defaults', async () => {
    const page = await suite.signIn();
    await page.getByRole('link', { name: `View ${T.title}` }).click();
    await page.getByRole('heading', { name: T.title, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(SCREEN);
    await expectTitle(page, `Student Leasing - Settings - ${T.title}`);
    await expect(zone(page).inputValue()).resolves.toBe('America/Chicago');
    expect(await checkedMethods(page)).toEqual(ALL);
    await expect(order(page, 'Oldest charge first').isChecked()).resolves.toBe(true);
    await expect(order(page, 'Fees and deposits before rent').isChecked()).resolves.toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, { path: path.join(shots, 'defaults-1280.png'), fullPage: true });
    await page.close();
  });

  it('says what is wrong under each field and saves nothing, then saves the corrected terms with “Saved”, kept after a reload', async () => {
    const page = await suite.page();
    await settledGoto(page, `${suite.server.url}${SCREEN}`);
    await zone(page).fill('Mars/Olympus_Mons');
    for (const name of ALL) await method(page, name).uncheck();
    await save(page).click();
    await page.getByText(M.timeZoneUnknown).waitFor();
    await page.getByText(M.methodsRequired).waitFor();
    expect(await terms(page)).toMatchObject({ version: 1, time_zone: 'America/Chicago' });

    await zone(page).fill('Europe/Berlin');
    // A changed field forgets its message.
    await expect(page.getByText(M.timeZoneUnknown).count()).resolves.toBe(0);
    await method(page, 'Check').check();
    await method(page, 'Bank transfer').check();
    await order(page, 'Fees and deposits before rent').check();
    await save(page).click();
    await savedNote(page).waitFor();
    await snackbar(page, T.saved).waitFor();
    expect(await terms(page)).toMatchObject({ version: 2, time_zone: 'Europe/Berlin', accepted_payment_methods: ['check', 'bank_transfer'], payment_order: 'fees_first' });
    // Changing anything again takes "Saved" away until the next save.
    await method(page, 'Money order').check();
    await expect(savedNote(page).count()).resolves.toBe(0);

    await settledReload(page);
    await zone(page).waitFor();
    await expect(zone(page).inputValue()).resolves.toBe('Europe/Berlin');
    expect(await checkedMethods(page)).toEqual(['Check', 'Bank transfer']);
    await expect(order(page, 'Fees and deposits before rent').isChecked()).resolves.toBe(true);
    await page.close();
  });

  it('refuses a save over someone else’s (409) and keeps what was typed', async () => {
    const page = await suite.page();
    await settledGoto(page, `${suite.server.url}${SCREEN}`);
    await zone(page).waitFor();
    const loaded = await terms(page);
    // Someone else saves meanwhile.
    expect((await page.request.put(`${suite.server.url}/api/lease-terms/`, { data: { ...loaded, time_zone: 'America/New_York' } })).status()).toBe(200);
    await zone(page).fill('America/Denver');
    await save(page).click();
    await form(page).getByRole('alert').filter({ hasText: CONFLICT_MESSAGES.staleVersion }).waitFor();
    await expect(zone(page).inputValue()).resolves.toBe('America/Denver');
    expect((await terms(page)).time_zone).toBe('America/New_York');
    // After a reload the manager sees the other save and may save over it.
    await settledReload(page);
    await expect(zone(page).inputValue()).resolves.toBe('America/New_York');
    await zone(page).fill('Europe/Berlin');
    await save(page).click();
    await savedNote(page).waitFor();
    await page.close();
  });

  it('offers only the accepted methods in the Record payment dialog', async () => {
    const page = await suite.page();
    const loaded = await terms(page);
    expect((await page.request.put(`${suite.server.url}/api/lease-terms/`, { data: { ...loaded, accepted_payment_methods: ['check', 'bank_transfer'] } })).status()).toBe(200);
    await settledGoto(page, `${suite.server.url}/new/manager/collections/${leaseId}`);
    await page.getByRole('button', { name: L.recordPayment }).click();
    const pay = page.getByRole('dialog', { name: L.payment.save });
    const options = await pay.getByLabel(L.payment.method).locator('option').allTextContents();
    expect(options).toEqual([L.payment.chooseMethod, 'Check', 'Bank transfer']);
    await pay.getByLabel(L.payment.amount).fill('100');
    await pay.getByLabel(L.payment.method).selectOption({ label: 'Bank transfer' });
    await pay.getByRole('button', { name: L.payment.save }).click();
    await pay.getByText(L.payment.appliedTitle).waitFor();
    await page.close();
  });

  it('lets maintenance staff look but not change, and fits a phone', async () => {
    const staff = await suite.page(DESKTOP, MAINTENANCE);
    await settledGoto(staff, `${suite.server.url}${SCREEN}`);
    await zone(staff).waitFor();
    await expect(zone(staff).isDisabled()).resolves.toBe(true);
    await expect(method(staff, 'Check').isDisabled()).resolves.toBe(true);
    await expect(save(staff).count()).resolves.toBe(0);
    await staff.getByText(T.readOnly).waitFor();
    await staff.close();

    const phone = await suite.page(PHONE);
    await settledGoto(phone, `${suite.server.url}${SCREEN}`);
    await zone(phone).waitFor();
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, { path: path.join(shots, 'terms-375.png'), fullPage: true });
    await phone.close();
  });
});

