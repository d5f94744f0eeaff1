import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { LATE_FEE_MESSAGES as M, LATE_FEE_SCREEN_TEXTS as T, type LateFeePolicy } from '../../shared/ledger/late-fee-policy';
import type { AccountCode } from '../../shared/payment-plans/types';
import type { ManagerOrganization } from '../../shared/types/manager';
import { seriousViolations } from './axe';
import { managerSuite, snackbar } from './manager-helpers';
import { apiJson, DESKTOP, expectTitle, horizontalOverflow, PHONE, screenshot, settledGoto, settledReload } from './page-helpers';

const shots = path.resolve('test-results/screenshots/late-fees');
const MANAGER = { email: 'lena.latefees@example.com', password: 'Manager-Pass1', firstName: 'Lena' };
const MAINTENANCE = { email: 'max.maintenance@example.com', password: 'Maintain-Pass-1', firstName: 'Max' };
const SCREEN = '/new/manager/settings/late-fees';
let propertyId: number;
let propertyName: string;

// The demo company's account codes: Rent (Charge) and Late Fee (Fee) among them.
const suite = managerSuite(MANAGER, MAINTENANCE, async () => {
  const page = await suite.page();
  const org = await apiJson<ManagerOrganization>(page, suite.server, '/api/manager/organization/');
  propertyId = org.properties[0]!.id;
  propertyName = org.properties[0]!.name;
  await page.close();
});

const policy = (page: Page) => apiJson<LateFeePolicy>(page, suite.server, `/api/properties/${propertyId}/late-fee-policy/`);
const form = (page: Page) => page.getByRole('form', { name: T.title });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const summary = (page: Page) => page.getByTestId('late-fee-summary');
const save = (page: Page) => form(page).getByRole('button', { name: T.save, exact: true });
const rent = (page: Page, name: string) => page.getByRole('group', { name: T.rentCodes }).getByRole('checkbox', { name, exact: true });

describe('Settings › Late Fees in Chromium', () => {
  it('opens from its card on a property’s policy, says what is wrong under each field, then saves it with its sentence, kept after a reload', async () => {
    const page = await suite.signIn();
    await page.getByRole('link', { name: `View ${T.title}` }).click();
    await page.getByRole('heading', { name: T.title, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(SCREEN);
    await expectTitle(page, `Student Leasing - Settings - ${T.title}`);
    await form(page).waitFor();
    await expect(page.getByLabel('Property', { exact: true }).locator('option:checked').textContent()).resolves.toBe(propertyName);
    await expect(summary(page).textContent()).resolves.toBe('No late fees.');
    await expect(field(page, T.graceDays).inputValue()).resolves.toBe('5');
    await expect(field(page, T.fixedFee).inputValue()).resolves.toBe('50.00');

    // The sentence follows what is typed.
    await field(page, T.enabled).check();
    await expect(summary(page).textContent()).resolves.toBe('After 5 days of grace: $50.00, then $10.00 a day, at most $150.00 a month.');
    await field(page, T.fixedFee).fill('0');
    await field(page, T.dailyFee).fill('');
    await save(page).click();
    await form(page).getByText(M.someFee).waitFor();
    await form(page).getByText(M.feeCode).waitFor();
    await form(page).getByText(M.rentCodes).waitFor();
    expect(await policy(page)).toMatchObject({ enabled: false, version: 0 });

    await field(page, T.fixedFee).fill('40');
    await field(page, T.dailyFee).fill('5');
    await field(page, T.graceDays).fill('3');
    await field(page, T.feeCode).selectOption({ label: 'Late Fee' });
    await rent(page, 'Rent').check();
    await expect(summary(page).textContent()).resolves.toBe('After 3 days of grace: $40.00, then $5.00 a day, at most $150.00 a month.');
    expect(await seriousViolations(page)).toEqual([]);
    await save(page).click();
    await form(page).getByRole('status').filter({ hasText: M.saved }).waitFor();
    await snackbar(page, M.saved).waitFor();
    const codes = await apiJson<AccountCode[]>(page, suite.server, '/api/ledger_types/');
    expect(await policy(page)).toMatchObject({
      enabled: true,
      grace_days: 3,
      fixed_fee: '40.00',
      daily_fee: '5.00',
      monthly_cap: '150.00',
      fee_account_code_id: codes.find((c) => c.name === 'Late Fee')!.id,
      rent_account_code_ids: [codes.find((c) => c.name === 'Rent')!.id],
      version: 1,
    });
    await screenshot(page, { path: path.join(shots, 'saved-1280.png'), fullPage: true });

    await settledReload(page);
    await form(page).waitFor();
    await expect(field(page, T.enabled).isChecked()).resolves.toBe(true);
    await expect(field(page, T.graceDays).inputValue()).resolves.toBe('3');
    await expect(rent(page, 'Rent').isChecked()).resolves.toBe(true);
    await page.getByText(/These terms are in force from /).waitFor();
    await page.close();
  });

  it('fits a phone, and shows maintenance staff no card for it', async () => {
    const phone = await suite.page(PHONE);
    await settledGoto(phone, `${suite.server.url}${SCREEN}`);
    await form(phone).waitFor();
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, { path: path.join(shots, 'policy-375.png'), fullPage: true });
    await phone.close();

    const staff = await suite.signIn(DESKTOP, MAINTENANCE);
    await staff.getByRole('link', { name: 'View Lease Terms' }).waitFor();
    await expect(staff.getByRole('link', { name: `View ${T.title}` }).count()).resolves.toBe(0);
    await staff.close();
  });
});
