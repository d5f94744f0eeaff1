import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Ledger, PaymentRecorded } from '../../shared/ledger/ledger-types';
import { formatShortDate, isoToday } from '../../shared/dates';
import { balanceSplit } from '../../shared/ledger/balance-split';
import { amountCents, balanceText, formatAmount, MY_BALANCE_PATH, MY_BALANCE_TEXTS as T } from '../../shared/ledger/my-balance';
import { methodsSentence } from '../../shared/ledger/payment-terms';
import type { Lease } from '../../shared/leases/lease-types';
import type { SigningState } from '../../shared/leases/signing-types';
import { MY_LEASE_TEXTS } from '../../shared/leases/my-lease-texts';
import { pageTitle } from '../../shared/page-title';
import { signaturePng } from '../helpers/lease-fixture';
import { seriousViolations } from './axe';
import { approvedOnFreeBed } from './executed-lease';
import { managerSuite } from './manager-helpers';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, settledGoto, signInThroughForm, watchPage, withDb } from './page-helpers';

const shots = path.resolve('test-results/screenshots/student-balance');
const MANAGER = { email: 'balance.manager@example.com', password: 'Manager-pass-1', firstName: 'Nora' };
const STUDENT = { email: 'riley.balance@example.com', password: 'Student-pass-1', first: 'Riley', last: 'Chen' };

let leaseId: number;
let managerToken: string;
let companyToday: string;

const tokenOf = async (account: { email: string; password: string }) =>
  ((await (await fetch(`${suite.server.url}/api-token-auth/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: account.email, password: account.password }) })).json()) as { token: string }).token;

/** An API call with a token, as a client sends it. */
async function call<R>(token: string, method: string, urlPath: string, body?: unknown): Promise<R> {
  const res = await fetch(`${suite.server.url}${urlPath}`, { method, headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${urlPath} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as R;
}

async function signAll(token: string, signature: string): Promise<void> {
  const base = `/api/leases/${leaseId}/signing`;
  await call(token, 'POST', `${base}/consent/`);
  const state = await call<SigningState>(token, 'GET', `${base}/`);
  for (const slot of state.slots) await call(token, 'PUT', `${base}/slots/${slot.id}/`, slot.kind === 'date' ? {} : { image: signature });
  // The last complete answers "Finishing…" while the execution job runs (issue 46): the state is read until it is done.
  for (let state = await call<SigningState>(token, 'POST', `${base}/complete/`); state.finishing; state = await call<SigningState>(token, 'GET', `${base}/`)) await new Promise((resolve) => setTimeout(resolve, 50));
}

const suite = managerSuite(MANAGER, undefined, async () => {
  // An approved application (no guarantor) for the demo's first property, and a bed its plan is offered for.
  const { applicationId, bedId, planId } = await withDb(suite.server, (db) => approvedOnFreeBed(db, STUDENT, STUDENT.password));
  managerToken = await tokenOf(MANAGER);
  const studentToken = await tokenOf(STUDENT);
  leaseId = (await call<Lease>(managerToken, 'POST', '/api/leases/', { application_id: applicationId, bed_id: bedId })).id;
  await call(studentToken, 'PUT', `/api/leases/${leaseId}/plan/`, { payment_plan_id: planId });
  const signature = await signaturePng();
  await signAll(studentToken, signature);
  await signAll(managerToken, signature);
  // A partial payment, and a check that came back.
  const check = await call<PaymentRecorded>(managerToken, 'POST', `/api/leases/${leaseId}/payments/`, { amount: '300', received_on: '2026-08-01', method: 'check', reference: '2001' });
  await call(managerToken, 'POST', `/api/leases/${leaseId}/payments/`, { amount: '1000', received_on: '2026-08-03', method: 'bank_transfer', reference: 'TX-9' });
  await call(managerToken, 'POST', `/api/leases/${leaseId}/payments/${check.id}/reverse/`, { reason: 'Returned check' });
  // A key replaced today, on the company's day: due now.
  companyToday = isoToday(new Date(), (await call<{ time_zone: string }>(managerToken, 'GET', '/api/lease-terms/')).time_zone);
  await call(managerToken, 'POST', `/api/leases/${leaseId}/adjustments/`, { amount: '200', due_date: companyToday, description: 'Key replacement', reason: 'Lost key' });
});


describe('a student’s balance', () => {
  it('opens My balance on a phone and reads the balance, what is past due, the lines with running balance and the receipts', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const { problems } = watchPage(page);
    await signInThroughForm(page, suite.server, STUDENT);
    // From My lease, once it is executed.
    await settledGoto(page, `${suite.server.url}/new/tenant/lease`);
    expect(await page.getByTestId('lease-status').textContent()).toBe('Executed');
    await Promise.all([page.waitForURL(/\/new\/tenant\/balance$/), page.getByRole('link', { name: T.link }).click()]);
    await page.waitForLoadState('load');
    expect(page.url()).toBe(`${suite.server.url}${MY_BALANCE_PATH}`);
    expect(await page.title()).toBe(pageTitle(T.title));

    const ledger = await call<Ledger>(managerToken, 'GET', `/api/leases/${leaseId}/ledger/`);
    const card = page.getByTestId('lease-balance');
    const lines = page.getByTestId('ledger-line');
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe('The Rio on 24th · Academic Year 2026-2027');
    expect(await card.textContent()).toContain(`${MY_LEASE_TEXTS.bed}: `);
    // The plan's total less the $1,000.00 that stayed paid (the returned check counts for nothing), and today's key.
    expect(ledger.balance).toBe('7700.00');
    const figure = async (testId: string) => [await page.getByTestId(testId).locator('dd').evaluate((dd) => dd.firstChild?.textContent), await page.getByTestId(testId).locator('dd small').textContent()];
    expect(await figure('balance')).toEqual([balanceText(ledger.balance), T.balanceWhen]);
    // What is owed, split by when: past due, due now (today's key), and each later date; Pay now settles the first two.
    const split = balanceSplit(ledger.lines, companyToday);
    // Today's key, and the plan's fees due the day the lease was signed and executed (today too).
    const dueToday = ledger.lines.filter((l) => l.due_date === companyToday && l.open !== null).reduce((sum, l) => sum + amountCents(l.open!), 0);
    expect(dueToday).toBeGreaterThanOrEqual(20_000);
    expect(amountCents(split.due_now)).toBe(dueToday);
    expect(split.later.length).toBeGreaterThan(0);
    expect(await figure('past-due')).toEqual([formatAmount(ledger.past_due), T.pastDueWhen]);
    expect(split.past_due).toBe(ledger.past_due);
    expect(await figure('due-now')).toEqual([formatAmount(split.due_now), T.dueNowWhen(formatShortDate(companyToday))]);
    expect(await figure('later')).toEqual([formatAmount(split.later_total), T.laterNext(formatShortDate(split.later[0]!.due_date))]);
    expect(await page.getByTestId('past-due').getAttribute('class')).toBe(amountCents(ledger.past_due) > 0 ? 'late' : null);
    expect(await page.getByTestId('pay-now-amount').textContent()).toBe(T.payNow(formatAmount(split.pay_now)));
    expect(amountCents(split.pay_now)).toBe(amountCents(ledger.past_due) + dueToday);
    expect(await page.getByTestId('pay-now').textContent()).toContain(T.payHow(methodsSentence(ledger.accepted_methods)));
    // Without a provider's key online payments are off: no Pay now.
    expect(await page.getByTestId('pay-now-form').count()).toBe(0);
    const later = page.getByTestId('later-entry');
    expect(await later.locator('span').allTextContents()).toEqual(split.later.map((l) => T.laterItem(formatShortDate(l.due_date))));
    expect(await later.locator('strong').allTextContents()).toEqual(split.later.map((l) => formatAmount(l.amount)));
    // A plan line says its account code beside a description that does not (a rent installment is Rent).
    expect(await lines.filter({ hasText: 'Fall 2026 installment' }).getByTestId('line-account').textContent()).toBe('Rent');
    expect(await lines.filter({ hasText: 'Security deposit' }).getByTestId('line-account').count()).toBe(0);

    expect(await lines.count()).toBe(ledger.lines.length);
    expect(await lines.locator('.running').allTextContents()).toEqual(ledger.lines.map((l) => T.runningBalance(balanceText(l.running_balance))));
    expect(await lines.locator('.amount').allTextContents()).toEqual(ledger.lines.map((l) => formatAmount(l.amount)));
    const check = lines.filter({ hasText: 'Check · Ref. 2001' });
    expect(await check.getAttribute('data-kind')).toBe('payment');
    expect(await check.textContent()).toContain(T.reversed);
    expect(await lines.filter({ hasText: 'Reversal: Payment: Check 2001' }).textContent()).toContain(`${T.reason}: Returned check`);
    expect(await lines.filter({ hasText: 'Bank transfer · Ref. TX-9' }).textContent()).not.toContain(T.reversed);

    const receipts = page.getByTestId('receipt');
    expect(await receipts.allTextContents()).toEqual([`Aug 1, 2026$300.00${T.reversed}Check · Ref. 2001`, 'Aug 3, 2026$1,000.00Bank transfer · Ref. TX-9']);

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, { path: path.join(shots, 'balance-375.png'), fullPage: true });
    if (process.env.MONEY_SHOTS) await screenshot(page, { path: path.join(process.env.MONEY_SHOTS, 'my-balance-375.png'), fullPage: true });
    const wide = await context.newPage();
    await wide.setViewportSize(DESKTOP);
    await settledGoto(wide, page.url());
    expect(await seriousViolations(wide)).toEqual([]);
    await screenshot(wide, { path: path.join(shots, 'balance-1280.png'), fullPage: true });
    if (process.env.MONEY_SHOTS) await screenshot(wide, { path: path.join(process.env.MONEY_SHOTS, 'my-balance-1280.png'), fullPage: true });
    expect(await horizontalOverflow(wide)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
