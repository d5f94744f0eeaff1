import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { formatShortDate, formatUsDate, shiftDays, shiftYears } from '../../shared/dates';
import type { CollectionRow, Ledger } from '../../shared/ledger/ledger-types';
import { LEDGER_MESSAGES } from '../../shared/ledger/ledger-texts';
import { AGING_BUCKETS } from '../../shared/ledger/ledger-view';
import { formatUsd } from '../../shared/money';
import { COLLECTION_TEXTS as C, LEDGER_TEXTS as T } from '../../client/manager/collections/texts';
import { amountCents, usd } from '../../client/manager/collections/money-text';
import { seriousViolations } from './axe';
import { executedLease } from './executed-lease';
import { managerSuite, snackbar } from './manager-helpers';
import { apiJson, DESKTOP, horizontalOverflow, PHONE, screenshot, settledGoto, until, withDb } from './page-helpers';
import { companyToday } from '../helpers/company-day';

let leaseId: number;
const shots = path.resolve('test-results/screenshots/manager-collections');
/** Issue 45's pictures of the money screens, for people to look at (SCREENSHOTS=1). */
const moneyShots = process.env.MONEY_SHOTS ?? shots;
const MANAGER = { email: 'cora.collections@example.com', password: 'Manager-Pass1', firstName: 'Cora' };
const MAINTENANCE = { email: 'milo.maintenance@example.com', password: 'Maintain-Pass-1', firstName: 'Milo' };
const STUDENT = { email: 'jordan.ledger@example.com', first: 'Jordan', last: 'Ledger' };
const COLLECTIONS = '/new/manager/collections';

const shot = (page: Page, name: string) => screenshot(page, { path: path.join(shots, name), fullPage: !name.includes('dialog') });
const leaseRow = (page: Page) => page.locator('.rdg-row', { has: page.getByRole('link', { name: `${STUDENT.first} ${STUDENT.last}` }) });
/** The row's cell under the header; the grid draws only the columns in view (and a select column before them), so it scrolls sideways to the end when the header is not drawn at first. */
const cell = async (page: Page, row: ReturnType<typeof leaseRow>, header: string) => {
  const grid = page.locator('.rdg');
  const column = () => grid.evaluate((g, name) => [...g.querySelectorAll('[role="columnheader"]')].find((h) => h.textContent?.startsWith(name))?.getAttribute('aria-colindex') ?? null, header);
  let index = await column();
  for (let tries = 0; index === null && tries < 40; tries++) {
    await grid.evaluate((g, left) => g.scrollTo({ left }), tries < 20 ? 1e6 : 0);
    await page.waitForTimeout(25);
    index = await column();
  }
  return row.locator(`[role="gridcell"][aria-colindex="${index}"]`).innerText();
};
const balance = (page: Page) => page.getByTestId('ledger-balance').locator('dd');
const ledger = (page: Page) => apiJson<Ledger>(page, suite.server, `/api/leases/${leaseId}/ledger/`);

const suite = managerSuite(MANAGER, MAINTENANCE, async () => {
  const page = await suite.page();
  leaseId = await executedLease(suite.browser, suite.server, page.request, STUDENT);
  await page.close();
});

describe('Collections and a lease’s ledger in Chromium', () => {
  it('lists the executed lease with its balance and aging, totals the shown rows, and opens its ledger', async () => {
    const page = await suite.page();
    const expected = (await apiJson<CollectionRow[]>(page, suite.server, '/api/collections/?property=1')).find((r) => r.lease_id === leaseId)!;
    expect(expected.balance).toBe('8500.00');
    await settledGoto(page, `${suite.server.url}${COLLECTIONS}`);
    const nav = page.getByRole('navigation', { name: 'Manager navigation' });
    // The side navigation: Reservations, …, Collections with its past-due count, Messages.
    const links = await nav.getByRole('link').allInnerTexts();
    expect(links.findIndex((t) => t.startsWith('Collections'))).toBeGreaterThan(links.findIndex((t) => t.startsWith('Reservations')));
    expect(links.findIndex((t) => t.startsWith('Collections'))).toBeLessThan(links.findIndex((t) => t.startsWith('Messages')));
    if (amountCents(expected.past_due) > 0) await nav.getByRole('link', { name: /Collections/ }).getByLabel(/past due/).waitFor();

    const row = leaseRow(page);
    await row.waitFor();
    expect(await cell(page, row, C.columns.balance)).toBe('$8,500.00');
    expect(await cell(page, row, C.columns.past_due)).toBe(usd(expected.past_due));
    for (const bucket of AGING_BUCKETS) expect(await cell(page, row, C.columns[bucket])).toBe(usd(expected.aging[bucket]));
    expect(await cell(page, row, C.columns.property)).toBe(expected.property_name);

    // The totals row sums the rows shown, and follows the filters.
    const all = await apiJson<CollectionRow[]>(page, suite.server, `/api/collections/?property=${[...new Set([1, expected.property_id])].join(',')}`);
    const totals = page.locator('.rdg-summary-row');
    const total = (header: string) => cell(page, totals, header);
    expect(await total(C.columns.balance)).toBe(formatUsd(all.reduce((s, r) => s + amountCents(r.balance), 0)));
    await page.getByRole('textbox', { name: `Filter ${C.columns.tenant}` }).fill(STUDENT.last);
    expect(await until(() => total(C.columns.balance), '$8,500.00')).toBe('$8,500.00');
    expect(await total(C.columns.past_due)).toBe(usd(expected.past_due));
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'collections-1280.png');
    await page.setViewportSize(PHONE);
    expect(await until(() => horizontalOverflow(page), 0)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'collections-375.png');
    await page.setViewportSize(DESKTOP);

    await row.getByRole('link', { name: `${STUDENT.first} ${STUDENT.last}` }).click();
    await page.getByRole('heading', { name: T.title(`${STUDENT.first} ${STUDENT.last}`) }).waitFor();
    expect(await balance(page).innerText()).toBe('$8,500.00');
    await page.close();
  });

  it('records a partial payment, reverses it with a reason, and adds an adjustment', async () => {
    const page = await suite.page();
    await settledGoto(page, `${suite.server.url}${COLLECTIONS}/${leaseId}`);
    await balance(page).waitFor();

    // A payment the form refuses keeps what was typed; the same form then records it.
    await page.getByRole('button', { name: T.recordPayment }).click();
    const pay = page.getByRole('dialog', { name: T.payment.save });
    await pay.getByLabel(T.payment.amount).fill('1000');
    await pay.getByLabel(T.payment.reference).fill('Check 1042');
    await pay.getByRole('button', { name: T.payment.save }).click();
    await pay.getByText(LEDGER_MESSAGES.methodRequired).waitFor();
    expect(await pay.getByLabel(T.payment.amount).inputValue()).toBe('1000');
    await pay.getByLabel(T.payment.method).selectOption({ label: 'Check' });
    await shot(page, 'ledger-payment-dialog-1280.png');
    // The payment's answer carries the ledger after it: the screen reads nothing of the lease again.
    const leaseCalls: string[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/api/leases/') && leaseCalls.push(`${r.method()} ${new URL(r.url()).pathname}`)));
    await pay.getByRole('button', { name: T.payment.save }).click();
    await pay.getByText(T.payment.appliedTitle).waitFor();
    const fall = (await ledger(page)).lines.find((l) => l.description === 'Fall 2026 installment')!;
    await pay.getByText(`${fall.description} due ${formatUsDate(fall.due_date)} $1,000.00`).waitFor();
    await pay.getByRole('button', { name: 'Close' }).click();
    expect(await until(() => balance(page).innerText(), '$7,500.00')).toBe('$7,500.00');
    expect(leaseCalls).toEqual([`POST /api/leases/${leaseId}/payments/`]);
    const paymentRow = page.locator('tr[data-kind="payment"]');
    await paymentRow.getByText(`${T.appliedTo}`).waitFor();
    await paymentRow.getByText(`${fall.description} due ${formatUsDate(fall.due_date)} $1,000.00`).waitFor();
    expect((await ledger(page)).lines.filter((l) => l.kind === 'payment')).toHaveLength(1);

    // A returned check: reversed with a reason, the payment stays marked.
    await paymentRow.getByRole('button', { name: /^Reverse/ }).click();
    const reverse = page.getByRole('dialog', { name: T.reversal.title });
    await reverse.getByRole('button', { name: T.reversal.save }).click();
    await reverse.getByText(LEDGER_MESSAGES.reasonRequired).waitFor();
    await reverse.getByLabel(T.reversal.reason).fill('Returned check');
    await shot(page, 'ledger-reverse-dialog-1280.png');
    await reverse.getByRole('button', { name: T.reversal.save }).click();
    await snackbar(page, T.reversal.done).waitFor();
    expect(await until(() => balance(page).innerText(), '$8,500.00')).toBe('$8,500.00');
    await page.locator('tr[data-kind="reversal"]').getByText('Returned check').waitFor();
    await paymentRow.getByText(T.reversed).waitFor();
    expect(await paymentRow.getByRole('button', { name: /^Reverse/ }).count()).toBe(0);
    expect(await page.locator('tr[data-kind="reversal"]').getByRole('button', { name: /^Reverse/ }).count()).toBe(0);

    // An adjustment: a zero amount is refused under its field, what was typed kept.
    await page.getByRole('button', { name: T.addAdjustment }).click();
    const adjust = page.getByRole('dialog', { name: T.adjustment.save });
    await adjust.getByText(T.adjustment.amountHint).waitFor();
    await adjust.getByLabel(T.adjustment.amount).fill('0');
    await adjust.getByLabel(T.adjustment.description).fill('Key replacement');
    await adjust.getByLabel(T.adjustment.reason).fill('Lost key');
    await adjust.getByRole('button', { name: T.adjustment.save }).click();
    await adjust.getByText(LEDGER_MESSAGES.amountNotZero).waitFor();
    expect(await adjust.getByLabel(T.adjustment.description).inputValue()).toBe('Key replacement');
    await adjust.getByLabel(T.adjustment.amount).fill('75');
    await adjust.getByRole('button', { name: T.adjustment.save }).click();
    await snackbar(page, T.adjustment.added).waitFor();
    expect(await until(() => balance(page).innerText(), '$8,575.00')).toBe('$8,575.00');
    await page.locator('tr[data-kind="adjustment"]').getByText('Key replacement').waitFor();
    await adjust.waitFor({ state: 'detached' });

    // The statement link carries the chosen dates.
    await page.getByLabel(T.statementFrom).fill('2026-08-01');
    expect(await page.getByRole('link', { name: T.statementPdf }).getAttribute('href')).toBe(`/api/leases/${leaseId}/statement/pdf/?from=2026-08-01`);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'ledger-1280.png');
    await page.setViewportSize(PHONE);
    expect(await until(() => horizontalOverflow(page), 0)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'ledger-375.png');

    // Back in Collections, the lease shows the new balance, and the lease page links the ledger.
    await page.setViewportSize(DESKTOP);
    await settledGoto(page, `${suite.server.url}${COLLECTIONS}`);
    await page.getByRole('textbox', { name: `Filter ${C.columns.tenant}` }).fill(STUDENT.last);
    expect(await until(() => cell(page, page.locator('.rdg-summary-row'), C.columns.balance), '$8,575.00')).toBe('$8,575.00');
    await settledGoto(page, `${suite.server.url}/new/manager/leases/${leaseId}`);
    await page.getByRole('link', { name: 'Open the ledger' }).click();
    await page.getByTestId('ledger-balance').waitFor();
    await page.close();
  });

  it('refuses dates too far out under their fields, and the same payment form re-sent with another amount', async () => {
    const page = await suite.page();
    await settledGoto(page, `${suite.server.url}${COLLECTIONS}/${leaseId}`);
    await balance(page).waitFor();
    const period = await withDb(suite.server, (db) =>
      db.selectFrom('leases as x').innerJoin('lease_periods as lp', 'lp.id', 'x.lease_period_id').select(['lp.start_date', 'lp.end_date']).where('x.id', '=', leaseId).executeTakeFirstOrThrow(),
    );
    const payments = async () => (await ledger(page)).lines.filter((l) => l.kind === 'payment').map((l) => l.amount);
    const before = await payments();

    // The dialog opens on the company's today. A payment dated a year and a day ahead: the dialog says so under the date.
    await page.getByRole('button', { name: T.recordPayment }).click();
    const pay = page.getByRole('dialog', { name: T.payment.save });
    expect(await pay.getByLabel(T.payment.receivedOn).inputValue()).toBe(companyToday());
    await pay.getByLabel(T.payment.amount).fill('200');
    await pay.getByLabel(T.payment.method).selectOption({ label: 'Cash' });
    await pay.getByLabel(T.payment.receivedOn).fill(shiftDays(shiftYears(companyToday(), 1), 1));
    await pay.getByRole('button', { name: T.payment.save }).click();
    expect(await pay.locator('#payment-received_on-error').innerText()).toBe(LEDGER_MESSAGES.receivedTooFarAhead);
    expect(await pay.getByLabel(T.payment.receivedOn).getAttribute('aria-describedby')).toBe('payment-received_on-error');
    await shot(page, 'ledger-payment-date-dialog-1280.png');

    // Sent with a date it takes, the answer is lost on the way back (the payment is recorded); the
    // manager corrects the amount and sends the same form again: refused, not answered "recorded".
    await pay.getByLabel(T.payment.receivedOn).fill(companyToday());
    let lost = 0;
    await page.route(`**/api/leases/${leaseId}/payments/`, async (route) => {
      lost++;
      await route.fetch();
      await route.abort('connectionreset');
    }, { times: 1 });
    await pay.getByRole('button', { name: T.payment.save }).click();
    await snackbar(page, T.payment.failed).waitFor();
    expect(lost).toBe(1);
    await pay.getByLabel(T.payment.amount).fill('250');
    await pay.getByRole('button', { name: T.payment.save }).click();
    await snackbar(page, LEDGER_MESSAGES.paymentKeyReused).waitFor();
    expect(await payments()).toEqual([...before, '-200.00']);
    // The ledger behind the dialog is read again: the payment that was recorded is shown.
    await page.locator('tr[data-kind="payment"]').filter({ hasText: '-$200.00' }).waitFor();
    await pay.getByRole('button', { name: 'Cancel' }).click();
    await pay.waitFor({ state: 'detached' });

    // An adjustment due a year and a day after the lease period's end: the server's message under the date.
    await page.getByRole('button', { name: T.addAdjustment }).click();
    const adjust = page.getByRole('dialog', { name: T.adjustment.save });
    await adjust.getByLabel(T.adjustment.amount).fill('40');
    await adjust.getByLabel(T.adjustment.description).fill('Parking');
    await adjust.getByLabel(T.adjustment.reason).fill('Permit');
    await adjust.getByLabel(T.adjustment.date).fill(shiftDays(shiftYears(period.end_date, 1), 1));
    await adjust.getByRole('button', { name: T.adjustment.save }).click();
    const outside = LEDGER_MESSAGES.outsideLeasePeriod(formatShortDate(period.start_date), formatShortDate(period.end_date));
    expect(await until(() => adjust.locator('#adjustment-due_date-error').innerText().catch(() => ''), outside)).toBe(outside);
    expect(await adjust.getByLabel(T.adjustment.description).inputValue()).toBe('Parking');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'ledger-adjustment-date-dialog-1280.png');
    // At the edge, a year after the end, it is added.
    await adjust.getByLabel(T.adjustment.date).fill(shiftYears(period.end_date, 1));
    await adjust.getByRole('button', { name: T.adjustment.save }).click();
    await snackbar(page, T.adjustment.added).waitFor();
    expect((await ledger(page)).lines.filter((l) => l.kind === 'adjustment').map((l) => l.due_date)).toContain(shiftYears(period.end_date, 1));
    await page.close();
  });

  it('shows what is not yet due apart from current and past due, and names each plan line by its account code', async () => {
    const page = await suite.page();
    // The adjustment a year after the lease period's end (the test before) falls due long after today.
    const expected = (await apiJson<CollectionRow[]>(page, suite.server, '/api/collections/?property=1')).find((r) => r.lease_id === leaseId)!;
    expect(amountCents(expected.aging.not_yet_due)).toBeGreaterThanOrEqual(4000);
    expect(amountCents(expected.past_due)).toBe(['d1_30', 'd31_60', 'd61_90', 'over_90'].reduce((sum, b) => sum + amountCents(expected.aging[b as keyof CollectionRow['aging']]), 0));
    await settledGoto(page, `${suite.server.url}${COLLECTIONS}`);
    await page.getByRole('textbox', { name: `Filter ${C.columns.tenant}` }).fill(STUDENT.last);
    const row = leaseRow(page);
    await row.waitFor();
    expect(await cell(page, row, C.columns.not_yet_due)).toBe(usd(expected.aging.not_yet_due));
    expect(await cell(page, row, C.columns.current)).toBe(usd(expected.aging.current));
    expect(await cell(page, row, C.columns.past_due)).toBe(usd(expected.past_due));
    expect(await page.locator('[role="columnheader"]').filter({ hasText: C.columns.not_yet_due }).count()).toBe(1);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, { path: path.join(moneyShots, 'collections-1280.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    expect(await until(() => horizontalOverflow(page), 0)).toBe(0);
    await screenshot(page, { path: path.join(moneyShots, 'collections-375.png'), fullPage: true });

    // The ledger's Type names the plan's account codes, not "Charge".
    await page.setViewportSize(DESKTOP);
    await settledGoto(page, `${suite.server.url}${COLLECTIONS}/${leaseId}`);
    await balance(page).waitFor();
    const types = await page.locator('tbody tr[data-kind="charge"] td:nth-child(2)').allInnerTexts();
    expect(types.map((t) => t.trim())).toEqual(expect.arrayContaining(['Application Fee', 'Security Deposit', 'Administrative Fee', 'Rent']));
    expect(types.map((t) => t.trim())).not.toContain('Charge');
    expect(await page.locator('tbody tr[data-kind="adjustment"] td:nth-child(2)').first().innerText()).toBe(T.kinds.adjustment);
    await page.close();
  });
});
