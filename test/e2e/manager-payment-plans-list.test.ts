import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { PAYMENT_PLAN_MESSAGES } from '../../shared/messages';
import { parseAmount } from '../../shared/money';
import type { AccountCode, PaymentPlan, PaymentPlanRow } from '../../shared/payment-plans/types';
import type { ManagerLeasePeriod } from '../../shared/types/manager';
import { cancelKeepsFieldsWhileFading, managerSuite, snackbar } from './manager-helpers';
import { apiJson, DESKTOP, expectTitle, horizontalOverflow, PHONE, screenshot, settledGoto, settledReload, until, withDb } from './page-helpers';

const shots = path.resolve('test-results/screenshots');
const MANAGER = { email: 'paula.manager@example.com', password: 'Manager-Pass1', firstName: 'Paula' };
const MAINTENANCE = { email: 'mo.maintenance@example.com', password: 'Maintain-Pass-1', firstName: 'Mo' };
const LIST = '/new/manager/settings/payment-plans';
/** The demo company's first property (the shell selects it for a manager without a saved choice). */
const RIO = { id: 1, name: 'The Rio on 24th' };

/** Plans the tests make through the API, by name. */
const made: Record<string, PaymentPlan> = {};
let rioPeriods: ManagerLeasePeriod[];
let ACADEMIC: ManagerLeasePeriod;
let FALL: ManagerLeasePeriod;


const openList = (viewport = DESKTOP, account = MANAGER) => suite.open(LIST, '.rdg-row', viewport, account);

const grid = (page: Page) => page.getByRole('grid', { name: 'Payment plans' });
const row = (page: Page, name: string) => page.locator('.rdg-row', { has: page.getByText(name, { exact: true }) });
const names = (page: Page) => page.locator('.rdg-row .rdg-cell[aria-colindex="2"]').allTextContents();
/**
 * Texts by column across the whole grid width: the grid draws only the columns in view, so it is
 * scrolled across to read them all. `name` picks a row by a cell's text; without it, the headers.
 */
const acrossColumns = (page: Page, name?: string) =>
  page.locator('.rdg').evaluate(async (grid, name) => {
    const texts: string[] = [];
    const settle = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    for (let left = 0; ; left += grid.clientWidth / 2) {
      grid.scrollLeft = left;
      await settle();
      const line = name
        ? [...grid.querySelectorAll('.rdg-row')].find((r) => [...r.querySelectorAll('.rdg-cell')].some((c) => c.textContent === name))
        : grid.querySelector('.rdg-header-row');
      for (const cell of line?.querySelectorAll<HTMLElement>('[aria-colindex]') ?? []) texts[Number(cell.getAttribute('aria-colindex')) - 1] = name ? (cell.textContent ?? '') : cell.innerText.split('\n')[0]!.trim();
      if (left >= grid.scrollWidth - grid.clientWidth) break;
    }
    grid.scrollLeft = 0;
    await settle();
    return Array.from({ length: texts.length }, (_, i) => texts[i] ?? null);
  }, name);
/** The ten data cells of a row. */
const cellsOf = async (page: Page, name: string) => (await acrossColumns(page, name)).slice(0, 10);
const plans = (page: Page, query = '') => apiJson<PaymentPlanRow[]>(page, suite.server, `/api/payment-plans/${query}`);
const pathOf = (page: Page) => new URL(page.url()).pathname;
const sortBy = (page: Page, column: string) =>
  grid(page)
    .getByRole('columnheader', { name: new RegExp(`^${column.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .getByText(column, { exact: true })
    .click();
const periodToggle = (page: Page) => page.getByRole('button', { name: /^Lease Periods:/ });
const periodPanel = (page: Page) => page.getByRole('group', { name: 'Lease Periods' });

/** MM/DD/YYYY h:mm AM|PM in this machine's time zone (Chromium runs in the same one), written out by hand. */
function peopleTime(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = d.getHours() % 12 || 12;
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()} ${hours}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

async function createPlan(page: Page, name: string, period: ManagerLeasePeriod): Promise<PaymentPlan> {
  const res = await page.request.post(`${suite.server.url}/api/payment-plans/`, { data: { name, property_id: period.property_id, lease_period_id: period.id } });
  expect(res.status()).toBe(201);
  return (made[name] = (await res.json()) as PaymentPlan);
}

/** Fills a plan in (type, dates around today, a charge and a credit) and approves it, through the API. */
async function approvePlan(page: Page, plan: PaymentPlan, period: ManagerLeasePeriod): Promise<PaymentPlan> {
  const codes = await apiJson<AccountCode[]>(page, suite.server, '/api/ledger_types/');
  const charge = codes.find((c) => c.type === 'Charge')!;
  const credit = codes.find((c) => c.type === 'Credit') ?? charge;
  const today = new Date();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const body = {
    property_id: plan.property_id,
    lease_period_id: plan.lease_period_id,
    name: plan.name,
    type: 'New Tenant',
    effective_start_date: iso(new Date(today.getTime() - 30 * 86_400_000)),
    effective_end_date: iso(new Date(today.getTime() + 300 * 86_400_000)),
    ledger_entries: [
      { sub_period_id: period.sub_periods[0]!.id, due_date: 'Due Today', account_code_id: charge.id, description: 'Rent', credit_amount: '0', charge_amount: '1655.50' },
      { sub_period_id: period.sub_periods[0]!.id, due_date: 'Due on Approval', account_code_id: credit.id, description: 'Scholarship', credit_amount: '200.25', charge_amount: '0' },
    ],
    version: plan.version,
  };
  expect((await page.request.put(`${suite.server.url}/api/payment-plans/${plan.id}/`, { data: body })).status()).toBe(200);
  const res = await page.request.post(`${suite.server.url}/api/payment-plans/${plan.id}/approve/`);
  expect(res.status()).toBe(200);
  return (made[plan.name] = (await res.json()) as PaymentPlan);
}

const suite = managerSuite(MANAGER, MAINTENANCE, async () => {
  const page = await suite.page(DESKTOP);
  rioPeriods = await apiJson<ManagerLeasePeriod[]>(page, suite.server, `/api/agreement-periods/?property=${RIO.id}`);
  ACADEMIC = rioPeriods.find((p) => p.name === 'Academic Year 2026-2027')!;
  FALL = rioPeriods.find((p) => p.name === 'Fall 2026 Semester')!;
  await createPlan(page, 'Fall draft plan', FALL);
  await createPlan(page, 'Academic draft plan', ACADEMIC);
  await approvePlan(page, await createPlan(page, 'Academic approved plan', ACADEMIC), ACADEMIC);
  await page.close();
});

describe('manager payment plans list in Chromium', () => {
  it('the settings card leads to the list: the spec’s columns, USD totals, Approved / Draft, Is Active', async () => {
    const page = await suite.signIn();
    await page.getByRole('link', { name: 'View Payment Plans' }).click();
    await page.waitForSelector('.rdg-row');
    expect(pathOf(page)).toBe(LIST);
    await expectTitle(page, 'Student Leasing - Settings - Payment Plans');
    await expect(page.getByLabel('Breadcrumbs').locator('li').allTextContents()).resolves.toEqual(['Settings', 'Payment Plans']);
    expect(await acrossColumns(page)).toEqual([
      'ID',
      'Name',
      'Type',
      'Total (USD)',
      'Property',
      'Lease Period',
      'Approval Status',
      'Is Active',
      'Created by',
      'Created at',
      'Action',
    ]);

    // The selected property's plans, as the API lists them.
    const listed = await plans(page, `?property=${RIO.id}`);
    expect((await names(page)).sort()).toEqual(listed.map((p) => p.name).sort());
    const approved = made['Academic approved plan']!;
    expect(await cellsOf(page, 'Academic approved plan')).toEqual([
      String(approved.id),
      'Academic approved plan',
      'New Tenant',
      '$1,455.25',
      RIO.name,
      ACADEMIC.name,
      'Approved',
      'Yes',
      'Paula',
      peopleTime(approved.created_at),
    ]);
    const draft = made['Fall draft plan']!;
    expect(await cellsOf(page, 'Fall draft plan')).toEqual([String(draft.id), 'Fall draft plan', '', '$0.00', RIO.name, FALL.name, 'Draft', 'No', 'Paula', peopleTime(draft.created_at)]);
    await screenshot(page, { path: path.join(shots, 'manager-payment-plans-1280.png') });
    await page.close();
  });

  it('sorts by total and by name, and filters by status, activity and name', async () => {
    const page = await openList();
    await page.getByLabel('Filter Name').fill('plan');
    await sortBy(page, 'Total (USD)');
    expect((await names(page)).at(-1)).toBe('Academic approved plan');
    await sortBy(page, 'Total (USD)');
    expect((await names(page))[0]).toBe('Academic approved plan');
    await sortBy(page, 'Name');
    const ascending = await names(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));

    await page.getByLabel('Filter Approval Status').selectOption('Approved');
    await expect(names(page)).resolves.toEqual(['Academic approved plan']);
    await page.getByLabel('Filter Approval Status').selectOption('Draft');
    expect(await names(page)).toEqual(expect.arrayContaining(['Academic draft plan', 'Fall draft plan']));
    expect(await names(page)).not.toContain('Academic approved plan');
    await page.getByLabel('Filter Approval Status').selectOption('');
    await page.getByLabel('Filter Is Active').selectOption('Yes');
    await expect(names(page)).resolves.toEqual(['Academic approved plan']);
    await page.getByLabel('Filter Is Active').selectOption('');
    await page.getByLabel('Filter Name').fill('FALL DRAFT');
    await expect(names(page)).resolves.toEqual(['Fall draft plan']);
    await page.getByLabel('Filter Lease Period').fill('nothing like it');
    expect(await page.locator('.rdg-row').count()).toBe(0);
    await grid(page).getByText('No payment plans match these filters.').waitFor();
    await page.close();
  });

  it('the lease period multi-select filters the grid, with Select All and Deselect All', async () => {
    const page = await openList();
    await expect(periodToggle(page).textContent()).resolves.toContain(`All (${rioPeriods.length})`);
    await periodToggle(page).click();
    const panel = periodPanel(page);
    await expect(panel.getByRole('checkbox').count()).resolves.toBe(rioPeriods.length);
    await panel.getByRole('button', { name: 'Deselect All' }).click();
    expect(await page.locator('.rdg-row').count()).toBe(0);
    await grid(page).getByText('Choose a lease period to see its payment plans.').waitFor();
    await expect(periodToggle(page).textContent()).resolves.toContain('None');

    await panel.getByRole('checkbox', { name: FALL.name }).check();
    const fallOnly = (await plans(page, `?property=${RIO.id}&lease_period=${FALL.id}`)).map((p) => p.name).sort();
    expect(fallOnly).toContain('Fall draft plan');
    await expect(names(page).then((n) => n.sort())).resolves.toEqual(fallOnly);
    await expect(periodToggle(page).textContent()).resolves.toContain(FALL.name);
    await screenshot(page, { path: path.join(shots, 'manager-payment-plans-periods-1280.png') });

    await panel.getByRole('checkbox', { name: ACADEMIC.name }).check();
    const both = (await plans(page, `?property=${RIO.id}&lease_period=${FALL.id},${ACADEMIC.id}`)).map((p) => p.name).sort();
    await expect(names(page).then((n) => n.sort())).resolves.toEqual(both);
    await expect(periodToggle(page).textContent()).resolves.toContain(`2 of ${rioPeriods.length}`);

    // Escape closes the panel and keeps the choice; Select All brings every plan back.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expect(names(page).then((n) => n.sort())).resolves.toEqual(both);
    await periodToggle(page).click();
    await panel.getByRole('button', { name: 'Deselect All' }).click();
    expect(await page.locator('.rdg-row').count()).toBe(0);
    await panel.getByRole('button', { name: 'Select All', exact: true }).click();
    await expect(periodToggle(page).textContent()).resolves.toContain(`All (${rioPeriods.length})`);
    await expect(names(page).then((n) => n.sort())).resolves.toEqual((await plans(page, `?property=${RIO.id}`)).map((p) => p.name).sort());
    await page.close();
  });

  it('offers Edit only for drafts; Preview, Edit and a double-click lead to the plan', async () => {
    const page = await openList();
    expect(await page.getByRole('button', { name: 'Edit Academic approved plan' }).count()).toBe(0);
    for (const name of ['Academic draft plan', 'Fall draft plan']) expect(await page.getByRole('button', { name: `Edit ${name}` }).count()).toBe(1);
    for (const name of ['Academic approved plan', 'Fall draft plan']) {
      expect(await page.getByRole('button', { name: `Clone ${name}` }).count()).toBe(1);
      expect(await page.getByRole('button', { name: `Preview ${name}` }).count()).toBe(1);
    }
    await page.getByRole('button', { name: 'Edit Fall draft plan' }).click();
    await page.waitForURL(`**${LIST}/${made['Fall draft plan']!.id}/edit`);
    await page.goBack();
    await page.getByRole('button', { name: 'Preview Academic approved plan' }).click();
    await page.waitForURL(`**${LIST}/${made['Academic approved plan']!.id}`);
    await page.goBack();
    await row(page, 'Academic draft plan').locator('.rdg-cell').nth(1).dblclick();
    await page.waitForURL(`**${LIST}/${made['Academic draft plan']!.id}`);
    await page.close();
  });

  it('adds a plan: the spec’s messages, lease period disabled until a property is chosen, then the new plan’s editor', async () => {
    const page = await openList();
    const before = (await plans(page)).length;
    await page.getByRole('button', { name: 'Add Payment Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Payment Plan' });
    await expect(dialog.getByLabel('Lease Period', { exact: true }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Create' }).click();
    for (const message of [PAYMENT_PLAN_MESSAGES.templateNameRequired, PAYMENT_PLAN_MESSAGES.propertyRequired, PAYMENT_PLAN_MESSAGES.leasePeriodRequired]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    await expect(dialog.getByLabel('Template Name').getAttribute('aria-invalid')).resolves.toBe('true');
    await screenshot(page, { path: path.join(shots, 'manager-payment-plan-add-1280.png') });
    expect(await plans(page)).toHaveLength(before);

    await dialog.getByLabel('Template Name').fill('  Move-in special  ');
    await dialog.getByLabel('Property', { exact: true }).selectOption({ label: RIO.name });
    // Enabled once the property's lease periods have arrived, never with an empty list in between.
    await dialog.locator('select[name="lease_period_id"]:not([disabled])').waitFor();
    await expect(dialog.getByLabel('Lease Period', { exact: true }).locator('option').allTextContents()).resolves.toEqual(['Choose a lease period', ...rioPeriods.map((p) => p.name)]);
    await dialog.getByLabel('Lease Period', { exact: true }).selectOption({ label: FALL.name });
    // Another property clears the lease period.
    await dialog.getByLabel('Property', { exact: true }).selectOption({ label: 'Nueces Commons' });
    await expect(dialog.getByLabel('Lease Period', { exact: true }).inputValue()).resolves.toBe('');
    await dialog.getByLabel('Property', { exact: true }).selectOption({ label: RIO.name });
    await dialog.getByLabel('Lease Period', { exact: true }).selectOption({ label: FALL.name });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/settings\/payment-plans\/\d+\/edit$/);
    await snackbar(page, PAYMENT_PLAN_MESSAGES.created).waitFor();
    const id = Number(/\/(\d+)\/edit$/.exec(page.url())![1]);
    const created = await apiJson<PaymentPlan>(page, suite.server, `/api/payment-plans/${id}/`);
    expect(created).toMatchObject({ name: 'Move-in special', property_id: RIO.id, lease_period_id: FALL.id, approved: false, created_by: 'Paula', ledger_entries: [] });
    await page.goBack();
    await page.waitForSelector('.rdg-row');
    expect((await cellsOf(page, 'Move-in special')).slice(0, 7)).toEqual([String(id), 'Move-in special', '', '$0.00', RIO.name, FALL.name, 'Draft']);
    await page.close();
  });

  it('clones a plan: the fields prefilled from it, then the clone’s editor, and the list shows the clone', async () => {
    const page = await openList();
    await page.getByRole('button', { name: 'Clone Academic approved plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clone Payment Plan' });
    await expect(dialog.getByLabel('Template Name').inputValue()).resolves.toBe('Copy of Academic approved plan');
    await expect(dialog.getByLabel('Property', { exact: true }).inputValue()).resolves.toBe(String(RIO.id));
    expect(await until(() => dialog.getByLabel('Lease Period', { exact: true }).inputValue(), String(ACADEMIC.id))).toBe(String(ACADEMIC.id));
    await screenshot(page, { path: path.join(shots, 'manager-payment-plan-clone-1280.png') });
    await dialog.getByLabel('Template Name').fill(' ');
    await dialog.getByRole('button', { name: 'Clone', exact: true }).click();
    await dialog.getByText(PAYMENT_PLAN_MESSAGES.templateNameRequired, { exact: true }).waitFor();
    await dialog.getByLabel('Template Name').fill('Academic plan 2027');
    await dialog.getByRole('button', { name: 'Clone', exact: true }).click();
    await page.waitForURL(/\/settings\/payment-plans\/\d+\/edit$/);
    await snackbar(page, PAYMENT_PLAN_MESSAGES.cloned).waitFor();
    const id = Number(/\/(\d+)\/edit$/.exec(page.url())![1]);
    expect(id).not.toBe(made['Academic approved plan']!.id);
    const clone = await apiJson<PaymentPlan>(page, suite.server, `/api/payment-plans/${id}/`);
    expect(clone).toMatchObject({ name: 'Academic plan 2027', lease_period_id: ACADEMIC.id, approved: false, total: '1455.25' });
    expect(clone.ledger_entries).toHaveLength(2);
    await page.goBack();
    await page.waitForSelector('.rdg-row');
    expect((await cellsOf(page, 'Academic plan 2027')).slice(0, 8)).toEqual([String(id), 'Academic plan 2027', 'New Tenant', '$1,455.25', RIO.name, ACADEMIC.name, 'Draft', 'No']);
    expect(await page.getByRole('button', { name: 'Edit Academic plan 2027' }).count()).toBe(1);
    await page.close();
  });

  it('keeps the fields while the dialog fades out, and starts over once it has gone', async () => {
    const page = await openList();
    await page.getByRole('button', { name: 'Add Payment Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Payment Plan' });
    await dialog.getByLabel('Template Name').fill('Never saved');
    await dialog.getByLabel('Property', { exact: true }).selectOption({ label: RIO.name });
    // The page's clock (paused) runs the fade's timer: the fields stay until 300 ms have passed, then the dialog goes.
    await cancelKeepsFieldsWhileFading(page, dialog, 'Template Name', 'Never saved');
    await page.getByRole('button', { name: 'Add Payment Plan' }).click();
    await expect(dialog.getByLabel('Template Name').inputValue()).resolves.toBe('');
    await expect(dialog.getByLabel('Property', { exact: true }).inputValue()).resolves.toBe('');
    await expect(dialog.getByLabel('Lease Period', { exact: true }).isDisabled()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('shows the server’s field errors in the dialog and the spec’s snackbars on failures', async () => {
    const page = await suite.page(DESKTOP);
    const list = (url: URL) => url.pathname === '/api/payment-plans/';
    await page.route(list, (route) => (route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { detail: 'Server error.' } }) : route.fallback()));
    await settledGoto(page, `${suite.server.url}${LIST}`);
    await snackbar(page, PAYMENT_PLAN_MESSAGES.loadListFailed).waitFor();
    await grid(page).getByText('No payment plans yet.').waitFor();
    await page.unroute(list);
    await settledReload(page);
    await page.waitForSelector('.rdg-row');

    await page.route(list, (route) => route.fulfill({ status: 400, json: { lease_period_id: [PAYMENT_PLAN_MESSAGES.notThisProperty] } }));
    await page.getByRole('button', { name: 'Add Payment Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Payment Plan' });
    await dialog.getByLabel('Template Name').fill('Refused');
    await dialog.getByLabel('Property', { exact: true }).selectOption({ label: RIO.name });
    await dialog.getByLabel('Lease Period', { exact: true }).selectOption({ label: FALL.name });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText(PAYMENT_PLAN_MESSAGES.notThisProperty).waitFor();
    await expect(dialog.getByLabel('Lease Period', { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
    await page.unroute(list);
    await page.route(list, (route) => route.fulfill({ status: 500, json: {} }));
    await dialog.getByRole('button', { name: 'Create' }).click();
    await snackbar(page, PAYMENT_PLAN_MESSAGES.createFailed).waitFor();
    expect(pathOf(page)).toBe(LIST);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.route('**/api/payment-plans/*/clone/', (route) => route.fulfill({ status: 404, json: { detail: 'Not found.' } }));
    await page.getByRole('button', { name: 'Clone Fall draft plan' }).click();
    await page.getByRole('dialog', { name: 'Clone Payment Plan' }).getByRole('button', { name: 'Clone', exact: true }).click();
    await snackbar(page, PAYMENT_PLAN_MESSAGES.cloneFailed).waitFor();
    expect(pathOf(page)).toBe(LIST);
    await page.close();
  });

  it('maintenance staff see the list with Preview only', async () => {
    const page = await openList(DESKTOP, MAINTENANCE);
    expect(await page.locator('.rdg-row').count()).toBe((await plans(page, `?property=${RIO.id}`)).length);
    expect(await page.getByRole('button', { name: 'Add Payment Plan' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Clone) / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Preview / }).count()).toBe(await page.locator('.rdg-row').count());
    await row(page, 'Fall draft plan').locator('.rdg-cell').first().dblclick();
    await page.waitForURL(`**${LIST}/${made['Fall draft plan']!.id}`);
    await page.close();
  });

  it('fits a phone: the header, the lease period panel and both dialogs fit, the grid scrolls sideways', async () => {
    const page = await openList(PHONE);
    await screenshot(page, { path: path.join(shots, 'manager-payment-plans-375.png'), fullPage: true });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const inView = async (locator: ReturnType<Page['locator']>) => {
      const box = (await locator.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    };
    for (const control of [page.getByRole('heading', { name: 'Payment Plans' }), periodToggle(page), page.getByRole('button', { name: 'Add Payment Plan' })]) await inView(control);
    const scroll = await page.locator('.rdg').evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scroll.scrollWidth).toBeGreaterThan(scroll.clientWidth);
    await inView(page.getByRole('button', { name: 'Preview Fall draft plan' }));

    await periodToggle(page).click();
    await inView(periodPanel(page));
    await screenshot(page, { path: path.join(shots, 'manager-payment-plans-periods-375.png') });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Add Payment Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Payment Plan' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText(PAYMENT_PLAN_MESSAGES.leasePeriodRequired).waitFor();
    await screenshot(page, { path: path.join(shots, 'manager-payment-plan-add-375.png') });
    await inView(dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Clone Fall draft plan' }).click();
    const clone = page.getByRole('dialog', { name: 'Clone Payment Plan' });
    expect(await until(() => clone.getByLabel('Lease Period', { exact: true }).inputValue(), String(FALL.id))).toBe(String(FALL.id));
    await screenshot(page, { path: path.join(shots, 'manager-payment-plan-clone-375.png') });
    await inView(clone);
    await page.close();
  });

  // How fast the list opens, filters and sorts is measured by npm run budgets; here, what it shows.
  it('lists 600 plans in a virtualized grid, filtered and sorted', async () => {
    await withDb(suite.server, async (db) => {
      const types = ['New Tenant', 'Renewal Tenant', 'Renewal Transfer Tenant'] as const;
      const values = Array.from({ length: 600 }, (_, n) => ({
        property_id: RIO.id,
        lease_period_id: rioPeriods[n % rioPeriods.length]!.id,
        name: `Bulk plan ${String(n).padStart(4, '0')}`,
        type: types[n % 3]!,
        total_cents: n * 1001,
        created_by: `Author ${n % 20}`,
      }));
      await db.insertInto('payment_plans').values(values).execute();
    });
    const page = await suite.page(DESKTOP);
    const listed = await plans(page, `?property=${RIO.id}`);
    const total = listed.length;
    expect(total).toBeGreaterThanOrEqual(600);

    await page.goto(`${suite.server.url}${LIST}`);
    await page.waitForSelector('.rdg-row');
    await expect(grid(page).getAttribute('aria-rowcount')).resolves.toBe(String(total + 1));
    expect(await page.locator('.rdg-row').count()).toBeLessThan(60);

    const answers = async (act: () => Promise<unknown>, done: () => Promise<boolean>) => {
      await act();
      expect(await until(done, true)).toBe(true);
    };
    const firstTotal = () => page.locator('.rdg-row').first().locator('.rdg-cell[aria-colindex="4"]').textContent();
    const highest = listed.reduce((top, p) => (parseAmount(p.total)! > parseAmount(top.total)! ? p : top));
    await answers(
      () => page.getByLabel('Filter Name').fill('bulk plan 042'),
      async () => (await grid(page).getAttribute('aria-rowcount')) === '11',
    );
    await page.getByLabel('Filter Name').fill('');
    await answers(
      () => sortBy(page, 'Total (USD)'),
      async () => (await firstTotal()) === '$0.00',
    );
    await answers(
      () => sortBy(page, 'Total (USD)'),
      async () => (await names(page))[0] === highest.name,
    );
    await periodToggle(page).click();
    await answers(
      () => periodPanel(page).getByRole('button', { name: 'Deselect All' }).click(),
      async () => (await grid(page).getAttribute('aria-rowcount')) === '1',
    );
    await page.close();
  }, 60_000);
});
