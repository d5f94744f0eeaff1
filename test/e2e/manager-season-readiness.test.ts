import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { AlertGroup } from '../../shared/alerts/alert-types';
import type { ManagerLeasePeriod } from '../../shared/types/manager';
import { managerSuite } from './manager-helpers';
import { apiJson, DESKTOP, horizontalOverflow, PHONE, screenshot, settledGoto, settledReload, until, withDb } from './page-helpers';

let periodId: number;
const shots = path.resolve('test-results/screenshots/season');
const MANAGER = { email: 'sam.season@example.com', password: 'Manager-Pass1', firstName: 'Sam' };
const MAINTENANCE = { email: 'max.season@example.com', password: 'Maint-Pass1', firstName: 'Max' };
const PERIOD = 'Fall 2090';
const SCREEN = '/new/manager/settings/lease-periods';

const suite = managerSuite(MANAGER, MAINTENANCE, async () => {
  // A new period of the demo's first property, closed to leasing, in a season that has not ended.
  const page = await suite.page(DESKTOP);
  const semester = await page.request.post(`${suite.server.url}/api/semesters/`, { data: { name: PERIOD, start_date: '2090-08-20', end_date: '2090-12-18' } });
  const created = await page.request.post(`${suite.server.url}/api/agreement-periods/`, { data: { property_id: 1, name: PERIOD, semesters: [((await semester.json()) as { id: number }).id] } });
  periodId = ((await created.json()) as ManagerLeasePeriod).id;
  await page.request.post(`${suite.server.url}/api/agreement-periods/${periodId}/invisible-to-tenants/`);
  await page.close();
});

const shot = (page: Page, name: string) => screenshot(page, { path: path.join(shots, name), fullPage: true });
const card = (page: Page) => page.getByTestId('season-period').filter({ has: page.getByRole('heading', { name: PERIOD }) });
const step = (page: Page, key: string) => card(page).locator(`li[data-step="${key}"]`);
const snackbar = (page: Page, text: string) => page.getByTestId('snackbar').filter({ hasText: text });
/** The alert at the demo's first property (the company's has more periods than an alert names). */
const seasonAlert = async (page: Page) => (await apiJson<AlertGroup[]>(page, suite.server, '/api/manager/alerts/?property=1')).find((g) => g.kind === 'seasons_not_ready')!;

describe('Season readiness on the Lease Periods screen, in Chromium', () => {
  it('prepares a period step by step: the panel follows, its links lead to their screens, the alert leads back', async () => {
    const page = await suite.page(DESKTOP);
    await settledGoto(page, `${suite.server.url}${SCREEN}`);
    await card(page).waitFor();
    // Closed, each waiting period is one line: its name, the steps done and the next step.
    expect(await card(page).evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    expect(await card(page).locator('summary').innerText()).toMatch(new RegExp(`^${PERIOD}\\s+1 of 4 steps done\\s+Next: Contract templates$`));
    const panel = (await page.getByTestId('season-readiness').boundingBox())!;
    expect(panel.height).toBeLessThan(500);
    await card(page).locator('summary').click();
    // The demo company saved its application's questions: that step is done, the others wait, numbered in order.
    expect(await card(page).locator('ol > li').evaluateAll((items) => items.map((li) => [li.getAttribute('data-step'), (li as HTMLLIElement).value]))).toEqual([
      ['templates', 1],
      ['plans', 2],
      ['open', 4],
    ]);
    expect(await card(page).getByRole('heading').innerText()).toMatch(new RegExp(`^${PERIOD}\\s+1 of 4 steps done$`));
    expect(await card(page).getByTestId('season-done').innerText()).toBe('Done: Rental application');
    expect(await card(page).locator('ol ul li').allInnerTexts()).toEqual([
      'Assign an approved contract template',
      'Assign an approved guarantor contract template',
      'Approve a New Tenant plan for this period in Payment Plans',
      'Turn on Open to Leasing',
    ]);
    await shot(page, 'season-readiness-1280.png');

    // Templates are assigned right here, through the grid's own dialog.
    await card(page).getByRole('button', { name: 'Assign an approved contract template' }).click();
    await page.getByRole('dialog', { name: 'Contract Templates' }).getByLabel('Academic year lease').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await card(page).getByRole('button', { name: 'Assign an approved contract template' }).waitFor({ state: 'detached' });
    await card(page).getByRole('button', { name: 'Assign an approved guarantor contract template' }).click();
    await page.getByRole('dialog', { name: 'Guarantor Contract Templates' }).getByLabel('Guarantor agreement').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await step(page, 'templates').waitFor({ state: 'detached' });

    // Opening it is the switch's own save, and says so.
    await card(page).getByRole('button', { name: 'Turn on Open to Leasing' }).click();
    await snackbar(page, 'Saved').waitFor();
    await step(page, 'open').waitFor({ state: 'detached' });
    expect(await card(page).getByTestId('season-done').innerText()).toBe('Done: Contract templates, Rental application, Open to leasing');
    await expect(page.getByLabel(`Open to Leasing: ${PERIOD}`).isChecked()).resolves.toBe(true);

    // The plans are another screen's: the link goes there.
    await card(page).getByRole('link', { name: 'Approve a New Tenant plan for this period in Payment Plans' }).click();
    await page.waitForURL(`${suite.server.url}/new/manager/settings/payment-plans`);
    await page.getByRole('heading', { name: 'Payment Plans', level: 1 }).waitFor();

    // Open to leasing and not ready: an alert, which leads back to this property's lease periods.
    const alert = await seasonAlert(page);
    const item = alert.items.find((i) => i.id === periodId)!;
    expect(item).toEqual({ id: periodId, label: `${PERIOD} at The Rio on 24th is not ready: Approve a New Tenant plan for this period in Payment Plans`, url: `${SCREEN}?property=1` });
    expect((await page.request.put(`${suite.server.url}/api/manager/preferences/`, { data: { selected_property_ids: [1] } })).status()).toBe(200);
    await settledGoto(page, `${suite.server.url}/new/manager/alerts`);
    await page.getByTestId('alert-seasons_not_ready').getByRole('link', { name: item.label }).click();
    await page.waitForURL(`${suite.server.url}${SCREEN}?property=1`);
    await card(page).waitFor();

    // An approved plan on every bed: ready, in one line, and the alert is gone.
    await withDb(suite.server, async (db) => {
      const plan = await db
        .insertInto('payment_plans')
        .values({ property_id: 1, lease_period_id: periodId, name: 'Fall 2090 rent', type: 'New Tenant', approved: 1, effective_start_date: '2090-01-01', effective_end_date: '2090-12-31' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const beds = await db.selectFrom('layouts').select('id').where('property_id', '=', 1).execute();
      await db.insertInto('payment_plan_assignments').values(beds.map((b) => ({ layout_id: b.id, payment_plan_id: plan.id }))).execute();
    });
    await settledReload(page);
    await page.getByTestId('season-period-ready').filter({ hasText: `${PERIOD} is ready` }).waitFor();
    expect(await card(page).count()).toBe(0);
    expect((await seasonAlert(page)).items.some((i) => i.id === periodId)).toBe(false);
    await page.close();
  });

  it('keeps the Period column in view while the grid scrolls at 1280 px, explains the leasing columns on focus, and says Saved or why not', async () => {
    const page = await suite.page(DESKTOP);
    await settledGoto(page, `${suite.server.url}${SCREEN}?property=1`);
    const grid = page.getByRole('grid', { name: 'Lease periods' });
    const row = grid.locator('.rdg-row', { has: page.getByText(PERIOD, { exact: true }) });
    await row.waitFor();
    await grid.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await until(() => grid.evaluate((el) => el.scrollLeft > 0), true);
    const box = (await grid.boundingBox())!;
    const period = (await row.locator('.rdg-cell').first().boundingBox())!;
    const actions = (await row.getByRole('button', { name: `Edit ${PERIOD}` }).boundingBox())!;
    // The Period cell is still at the grid's left edge, the Edit button inside its right edge, and the far columns came into view.
    expect(period.x).toBeGreaterThanOrEqual(box.x);
    expect(period.x).toBeLessThan(box.x + 4);
    expect(await row.locator('.rdg-cell').first().innerText()).toBe(PERIOD);
    expect(actions.x + actions.width).toBeLessThanOrEqual(box.x + box.width);
    const guarantor = (await row.getByRole('link', { name: 'Guarantor agreement' }).boundingBox())!;
    expect(guarantor.x).toBeGreaterThan(period.x + period.width);
    expect(guarantor.x + guarantor.width).toBeLessThanOrEqual(box.x + box.width);

    // The jargon headers' help: shown on keyboard focus, named as the button's description, gone on Escape; on hover too.
    const help = page.getByRole('button', { name: 'About Limit Leasing to Renewal Transfers' });
    await help.focus();
    const tip = page.getByRole('tooltip').filter({ hasText: 'Only current tenants renewing their own bed may lease it' });
    await tip.waitFor();
    expect(await help.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'About Open to Leasing' }).hover();
    await page.getByRole('tooltip').filter({ hasText: 'Shows the period on the property’s page' }).waitFor();
    await shot(page, 'lease-periods-scrolled-1280.png');
    await page.mouse.move(0, 0);

    // A switch says Saved; a refused one goes back and says why.
    const dashboard = page.getByLabel(`Display on Manager Dashboard: ${PERIOD}`);
    await dashboard.uncheck();
    await snackbar(page, 'Saved').waitFor();
    await page.getByTestId('snackbar').getByRole('button', { name: 'Close' }).click();
    await page.route('**/api/agreement-periods/*/visible-to-managers/', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ detail: 'The server is busy right now and nothing was saved.' }) }));
    // click, not check(): the refused switch may already be back before Playwright reads its state.
    await dashboard.click();
    await snackbar(page, `Couldn't update ${PERIOD}. The server is busy right now and nothing was saved.`).waitFor();
    await expect(dashboard.isChecked()).resolves.toBe(false);
    expect((await apiJson<ManagerLeasePeriod[]>(page, suite.server, '/api/agreement-periods/?property=1')).find((p) => p.id === periodId)!.visible_to_managers).toBe(false);
    await page.unroute('**/api/agreement-periods/*/visible-to-managers/');

    await page.setViewportSize(PHONE);
    await page.getByTestId('season-readiness').waitFor();
    expect(await until(() => horizontalOverflow(page), 0)).toBe(0);
    await shot(page, 'lease-periods-375.png');
    await page.close();
  });

  it('shows maintenance staff the panel with what is missing, without the buttons only managers may use', async () => {
    await withDb(suite.server, (db) => db.updateTable('lease_periods').set({ visible: 0 }).where('id', '=', periodId).execute());
    const page = await suite.page(DESKTOP, MAINTENANCE);
    await settledGoto(page, `${suite.server.url}${SCREEN}?property=1`);
    await card(page).locator('summary').click();
    await step(page, 'open').getByText('Turn on Open to Leasing').waitFor();
    expect(await card(page).getByRole('button').count()).toBe(0);
    await page.close();
  });
});
