import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { ACCOUNT_CODE_MESSAGES } from '../../shared/messages';
import { LEDGER_TYPES } from '../../shared/payment-plans/constants';
import type { AccountCode } from '../../shared/payment-plans/types';
import { managerSuite, snackbar } from './manager-helpers';
import { apiJson, DESKTOP, expectTitle, horizontalOverflow, PHONE, screenshot, settledGoto, settledReload } from './page-helpers';

const shots = path.resolve('test-results/screenshots');
const MANAGER = { email: 'ari.manager@example.com', password: 'Manager-Pass1', firstName: 'Ari' };
const MAINTENANCE = { email: 'mia.maintenance@example.com', password: 'Maintain-Pass-1', firstName: 'Mia' };
const SCREEN = '/new/manager/settings/account-codes';

const suite = managerSuite(MANAGER, MAINTENANCE);

const openScreen = (viewport = DESKTOP, account = MANAGER) => suite.open(SCREEN, '[aria-busy="false"]', viewport, account);

const codes = (page: Page) => apiJson<AccountCode[]>(page, suite.server, '/api/ledger_types/');
const group = (page: Page, type: string) => page.getByRole('region', { name: new RegExp(`^${type}\\b`) });
const namesIn = (page: Page, type: string) => group(page, type).locator('li span').allTextContents();
const byName = (list: AccountCode[]) => list.map((c) => c.name).sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base', numeric: true }));

describe('manager account codes in Chromium', () => {
  it('the settings card leads to the company’s codes, one group per ledger type', async () => {
    const page = await suite.signIn();
    await page.getByRole('link', { name: 'View Account Codes' }).click();
    await page.getByRole('heading', { name: 'Account Codes', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(SCREEN);
    await expectTitle(page, 'Student Leasing - Settings - Account Codes');
    await page.locator('[aria-busy="false"]').waitFor();
    await expect(page.getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual(LEDGER_TYPES.map((t) => expect.stringContaining(t)));
    const all = await codes(page);
    // The demo company has a realistic set: something of every type.
    for (const type of LEDGER_TYPES) {
      const ofType = all.filter((c) => c.type === type);
      expect(ofType.length).toBeGreaterThan(0);
      await expect(namesIn(page, type)).resolves.toEqual(byName(ofType));
    }
    await screenshot(page, { path: path.join(shots, 'manager-account-codes-1280.png'), fullPage: true });
    await page.close();
  });

  it('adds a code: the messages first, then it shows in its group', async () => {
    const page = await openScreen();
    const before = (await codes(page)).length;
    await page.getByRole('button', { name: 'Add Account Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Account Code' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText(ACCOUNT_CODE_MESSAGES.nameRequired, { exact: true }).waitFor();
    await dialog.getByText(ACCOUNT_CODE_MESSAGES.typeRequired, { exact: true }).waitFor();
    await screenshot(page, { path: path.join(shots, 'manager-account-code-dialog-1280.png') });
    expect(await codes(page)).toHaveLength(before);

    await dialog.getByLabel('Name').fill('  Parking Fee ');
    await dialog.getByLabel('Type').selectOption('Fee');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await snackbar(page, ACCOUNT_CODE_MESSAGES.created).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect(namesIn(page, 'Fee')).resolves.toContain('Parking Fee');
    const all = await codes(page);
    expect(all).toHaveLength(before + 1);
    expect(all.find((c) => c.name === 'Parking Fee')).toMatchObject({ type: 'Fee' });
    await expect(namesIn(page, 'Fee')).resolves.toEqual(byName(all.filter((c) => c.type === 'Fee')));
    await page.close();
  });

  it('renames and retypes a code through the dialog', async () => {
    const page = await openScreen();
    await page.getByRole('button', { name: 'Edit Parking Fee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Account Code' });
    await expect(dialog.getByLabel('Name').inputValue()).resolves.toBe('Parking Fee');
    await expect(dialog.getByLabel('Type').inputValue()).resolves.toBe('Fee');
    await dialog.getByLabel('Name').fill('Garage Parking');
    await dialog.getByLabel('Type').selectOption('Charge');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await snackbar(page, ACCOUNT_CODE_MESSAGES.updated).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect(namesIn(page, 'Charge')).resolves.toContain('Garage Parking');
    await expect(namesIn(page, 'Fee')).resolves.not.toContain('Parking Fee');
    const code = (await codes(page)).find((c) => c.name === 'Garage Parking')!;
    expect(code.type).toBe('Charge');

    // After a reload the screen shows what the server kept.
    await settledReload(page);
    await expect(namesIn(page, 'Charge')).resolves.toContain('Garage Parking');
    await page.close();
  });

  it('a name in use is refused under the field, and the dialog stays open', async () => {
    const page = await openScreen();
    const taken = (await codes(page)).find((c) => c.type === 'Deposit')!;
    const before = (await codes(page)).length;
    await page.getByRole('button', { name: 'Add Account Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Account Code' });
    await dialog.getByLabel('Name').fill(taken.name.toUpperCase());
    await dialog.getByLabel('Type').selectOption('Credit');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText(ACCOUNT_CODE_MESSAGES.duplicate, { exact: true }).waitFor();
    await expect(dialog.getByLabel('Name').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await codes(page)).toHaveLength(before);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Renaming onto another code's name is refused the same way.
    await page.getByRole('button', { name: 'Edit Garage Parking' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Account Code' });
    await edit.getByLabel('Name').fill(taken.name);
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText(ACCOUNT_CODE_MESSAGES.duplicate, { exact: true }).waitFor();
    expect((await codes(page)).find((c) => c.name === 'Garage Parking')).toBeDefined();
    await page.close();
  });

  it('a code that ledger entries book to keeps its type: the refusal shows under Type', async () => {
    const page = await openScreen();
    // The demo plans book their rent to 'Rent'.
    await page.getByRole('button', { name: 'Edit Rent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Account Code' });
    await dialog.getByLabel('Type').selectOption('Fee');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(ACCOUNT_CODE_MESSAGES.typeInUse, { exact: true }).waitFor();
    await expect(dialog.getByLabel('Type').getAttribute('aria-invalid')).resolves.toBe('true');
    expect((await codes(page)).find((c) => c.name === 'Rent')!.type).toBe('Charge');
    // A rename alone is only a label: it goes through.
    await dialog.getByLabel('Type').selectOption('Charge');
    await dialog.getByLabel('Name').fill('Rent Installment');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(namesIn(page, 'Charge')).resolves.toContain('Rent Installment');
    await page.close();
  });

  it('shows the spec’s snackbar when the codes cannot be loaded', async () => {
    const page = await suite.page();
    await page.route('**/api/ledger_types/', (route) => route.fulfill({ status: 500, json: { detail: 'Server error.' } }));
    await settledGoto(page, `${suite.server.url}${SCREEN}`);
    await snackbar(page, ACCOUNT_CODE_MESSAGES.loadFailed).waitFor();
    await page.close();
  });

  it('maintenance staff see the codes without Add or Edit', async () => {
    const page = await openScreen(DESKTOP, MAINTENANCE);
    expect(await page.locator('li span').count()).toBe((await codes(page)).length);
    expect(await page.getByRole('button', { name: 'Add Account Code' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    await page.close();
  });

  it('fits a phone, with its dialog', async () => {
    const page = await openScreen(PHONE);
    await screenshot(page, { path: path.join(shots, 'manager-account-codes-375.png'), fullPage: true });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Edit Garage Parking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Account Code' });
    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(ACCOUNT_CODE_MESSAGES.nameRequired).waitFor();
    await screenshot(page, { path: path.join(shots, 'manager-account-code-dialog-375.png') });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });
});
