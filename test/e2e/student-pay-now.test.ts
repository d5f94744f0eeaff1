import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { isoToday, shiftDays } from '../../shared/dates';
import type { Ledger } from '../../shared/ledger/ledger-types';
import { amountCents, balanceText, formatAmount, MY_BALANCE_PATH } from '../../shared/ledger/my-balance';
import { formatUsd } from '../../shared/money';
import { paymentTotal } from '../../shared/payments/fees';
import { PAYMENT_RETURN_TEXTS } from '../../shared/payments/online-texts';
import { PAY_NOW_TEXTS as T } from '../../shared/payments/pay-now';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe';
import { seriousViolations } from './axe';
import { launchBrowser } from './browser';
import { executedLease } from './executed-lease';
import { createManager } from './manager-helpers';
import { DESKTOP, horizontalOverflow, hydrated, PHONE, screenshot, settledGoto, signInThroughForm, watchPage } from './page-helpers';
import { freePort, startServer, type RunningServer } from './server-process';

// Pay now on My balance (issue 48) in Chromium, against the fake Stripe's hosted page: a student on a
// 375 px phone pays the past-due amount by card and comes back to the new balance; a bank payment,
// made without JavaScript, comes back processing. (Without a provider: student-balance.test.ts.)

const shots = path.resolve('test-results/screenshots/student-pay-now');
const KEYS = { secretKey: 'sk_test_fakekey123456', webhookSecret: 'whsec_fakesecret123456' };
const FEES = { cardFeeBasisPoints: 290, achFeeCents: 150 };
const MANAGER = { email: 'pay.manager@example.com', password: 'Manager-pass-1', firstName: 'Paula' };
const CARD_STUDENT = { email: 'sam.pays@example.com', password: 'Student-pass-1', first: 'Sam', last: 'Okafor' };
const BANK_STUDENT = { email: 'lee.banks@example.com', password: 'Student-pass-1', first: 'Lee', last: 'Moreau' };

let fake: FakeStripe;
let server: RunningServer;
let browser: Browser;
let managerContext: BrowserContext;
let manager: APIRequestContext;
const leases: Record<string, number> = {};

/** YYYY-MM-DD `days` from today (the demo company's). */
const fromToday = shiftDays;
const ledgerOf = async (leaseId: number) => (await (await manager.get(`${server.url}/api/leases/${leaseId}/ledger/`)).json()) as Ledger;

beforeAll(async () => {
  fake = await startFakeStripe(KEYS);
  // The provider sends the student back to BASE_URL: the address the browser signed in at (its cookie's host).
  const port = String(await freePort());
  server = await startServer({ PORT: port, BASE_URL: `http://127.0.0.1:${port}`, STRIPE_SECRET_KEY: KEYS.secretKey, STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret, STRIPE_API_BASE: fake.url, PAYMENT_CARD_FEE_PERCENT: '2.9', PAYMENT_ACH_FEE: '1.50' });
  fake.state.webhookUrl = `${server.url}/api/payments/webhook/`;
  browser = await launchBrowser();
  await createManager(server, MANAGER);
  managerContext = await browser.newContext();
  manager = managerContext.request;
  expect((await manager.post(`${server.url}/api-token-auth/`, { data: { username: MANAGER.email, password: MANAGER.password } })).ok()).toBe(true);
  const { time_zone } = (await (await manager.get(`${server.url}/api/lease-terms/`)).json()) as { time_zone: string };
  const today = isoToday(new Date(), time_zone);
  for (const student of [CARD_STUDENT, BANK_STUDENT]) {
    const leaseId = await executedLease(browser, server, manager, student);
    leases[student.email] = leaseId;
    // A late fee past due, and a key due today: the past-due amount is less than what is due now.
    for (const [amount, due_date, description] of [['75', fromToday(today, -3), 'Late fee'], ['40', today, 'Key replacement']] as const) {
      const made = await manager.post(`${server.url}/api/leases/${leaseId}/adjustments/`, { data: { amount, due_date, description, reason: 'Charged by the office' } });
      expect(made.status()).toBe(201);
    }
  }
}, 240_000);

afterAll(async () => {
  await managerContext?.close();
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

/** Records the content security policy violations the page reports, from before its first script. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

/** The same page at 1280 px for people to look at. */
async function shootWide(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await page.setViewportSize(DESKTOP);
  await screenshot(page, { path: path.join(shots, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

const figure = (page: Page, testId: string) => page.getByTestId(testId).locator('dd').evaluate((dd) => dd.firstChild?.textContent);

describe('Pay now on My balance', () => {
  it('a student pays a past-due amount on a 375 px phone and sees the new balance', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const { problems } = watchPage(page);
    const violations = await recordViolations(page);
    await signInThroughForm(page, server, CARD_STUDENT);
    await settledGoto(page, `${server.url}${MY_BALANCE_PATH}`);
    await hydrated(page, 'pay-now');
    const before = await ledgerOf(leases[CARD_STUDENT.email]!);
    const pastDue = amountCents(before.past_due);
    expect(pastDue).toBeGreaterThanOrEqual(7500);

    const form = page.getByTestId('pay-now-form');
    expect(await form.getByRole('heading', { name: T.heading }).isVisible()).toBe(true);
    await form.getByRole('radio', { name: `${T.choice.past_due} ${formatAmount(before.past_due)}` }).check();
    await form.getByRole('radio', { name: 'Card' }).check();
    // With JavaScript the fee and the total show as the student chooses.
    const card = paymentTotal(pastDue, 'card', FEES);
    await page.getByTestId('pay-live').getByTestId('pay-total').filter({ hasText: formatUsd(card.total) }).waitFor();
    expect(await page.getByTestId('pay-live').getByTestId('pay-fee').textContent()).toBe(formatUsd(card.fee));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(form, { path: path.join(shots, 'form-375.png') });
    await shootWide(page, 'form');

    await Promise.all([page.waitForURL(`${server.url}${MY_BALANCE_PATH}`), form.getByRole('button', { name: T.review }).click()]);
    const confirm = page.getByTestId('pay-confirm');
    await confirm.waitFor();
    expect(await confirm.getByTestId('pay-amount').textContent()).toBe(formatUsd(pastDue));
    expect(await confirm.getByTestId('pay-fee').textContent()).toBe(formatUsd(card.fee));
    expect(await confirm.getByTestId('pay-total').textContent()).toBe(formatUsd(card.total));
    expect(await confirm.getByTestId('pay-method').textContent()).toBe(T.confirmMethod('Card'));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(confirm, { path: path.join(shots, 'confirm-375.png') });
    await shootWide(page, 'confirm');

    // On to the provider's hosted page (a redirect after the form's post: the page's form-action allows it), for the total.
    await Promise.all([page.waitForURL(new RegExp(`^${fake.url}/pay/cs_`)), confirm.getByRole('button', { name: T.goPay }).click()]);
    expect(await page.getByTestId('fake-amount').textContent()).toBe(formatUsd(card.total));
    await Promise.all([page.waitForURL(new RegExp(`${MY_BALANCE_PATH}\\?payment=\\d+$`)), page.getByRole('button', { name: 'Pay' }).click()]);
    await page.waitForLoadState('load');

    const after = await ledgerOf(leases[CARD_STUDENT.email]!);
    expect(amountCents(after.balance)).toBe(amountCents(before.balance) - pastDue);
    expect(await page.getByTestId('payment-banner').textContent()).toBe(PAYMENT_RETURN_TEXTS.received(balanceText(after.balance)));
    expect(await figure(page, 'balance')).toBe(balanceText(after.balance));
    expect(await figure(page, 'past-due')).toBe('$0.00');
    expect(await page.getByTestId('receipt').filter({ hasText: 'Card (online)' }).count()).toBe(1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, { path: path.join(shots, 'received-375.png'), fullPage: true });
    await shootWide(page, 'received');
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  it('a card payment whose confirmation is late says so, then shows it received once the provider confirms it', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const { problems } = watchPage(page);
    expect((await context.request.post(`${server.url}/api-token-auth/`, { data: { username: CARD_STUDENT.email, password: CARD_STUDENT.password } })).ok()).toBe(true);
    // The provider's webhook held back: the student is back before it arrives.
    fake.state.webhookUrl = null;
    try {
      await settledGoto(page, `${server.url}${MY_BALANCE_PATH}`);
      await hydrated(page, 'pay-now');
      const form = page.getByTestId('pay-now-form');
      await form.getByRole('radio', { name: new RegExp(`^${T.choice.pay_now} `) }).check();
      await form.getByRole('radio', { name: 'Card' }).check();
      await Promise.all([page.waitForURL(`${server.url}${MY_BALANCE_PATH}`), form.getByRole('button', { name: T.review }).click()]);
      await Promise.all([page.waitForURL(new RegExp(`^${fake.url}/pay/cs_`)), page.getByRole('button', { name: T.goPay }).click()]);
      const sessionId = /\/pay\/(\w+)$/.exec(page.url())![1]!;
      await Promise.all([page.waitForURL(new RegExp(`${MY_BALANCE_PATH}\\?payment=\\d+$`)), page.getByRole('button', { name: 'Pay' }).click()]);
      expect(await page.getByTestId('payment-banner').textContent()).toBe(`${PAYMENT_RETURN_TEXTS.waiting}${T.checkAgain}`);
      await hydrated(page, 'payment-waiting');
      // The provider confirms: the page, looking again, shows the payment received.
      const intent = fake.intents.get(String(fake.sessions.get(sessionId)!.payment_intent))!;
      const event = fake.signedEvent('payment_intent.succeeded', intent);
      expect((await fetch(`${server.url}/api/payments/webhook/`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, body: event.payload })).ok).toBe(true);
      const after = await ledgerOf(leases[CARD_STUDENT.email]!);
      await page.getByTestId('payment-banner').filter({ hasText: PAYMENT_RETURN_TEXTS.received(balanceText(after.balance)) }).waitFor({ timeout: 15_000 });
      expect(await figure(page, 'balance')).toBe(balanceText(after.balance));
      expect(problems).toEqual([]);
    } finally {
      fake.state.webhookUrl = `${server.url}/api/payments/webhook/`;
      await context.close();
    }
  }, 90_000);

  it('a bank payment made without JavaScript shows its fee and total first and comes back processing', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    watchPage(page);
    expect((await context.request.post(`${server.url}/api-token-auth/`, { data: { username: BANK_STUDENT.email, password: BANK_STUDENT.password } })).ok()).toBe(true);
    await settledGoto(page, `${server.url}${MY_BALANCE_PATH}`);
    const form = page.getByTestId('pay-now-form');
    // Typed over the balance first: the message under the field, what was typed kept.
    await form.getByRole('radio', { name: T.other }).check();
    await form.getByRole('textbox', { name: T.otherInput }).fill('99999');
    await form.getByRole('radio', { name: 'Bank account (ACH)' }).check();
    await Promise.all([page.waitForLoadState('load'), form.getByRole('button', { name: T.review }).click()]);
    await page.getByTestId('pay-now-form').waitFor();
    expect(await page.getByText(/^Pay at most your balance, /).count()).toBe(1);
    expect(await page.getByRole('textbox', { name: T.otherInput }).inputValue()).toBe('99999');
    expect(await page.getByTestId('pay-now-form').getByRole('radio', { name: 'Bank account (ACH)' }).isChecked()).toBe(true);

    await page.getByRole('textbox', { name: T.otherInput }).fill('100');
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: T.review }).click()]);
    const confirm = page.getByTestId('pay-confirm');
    await confirm.waitFor();
    expect(await confirm.getByTestId('pay-fee').textContent()).toBe('$1.50');
    expect(await confirm.getByTestId('pay-total').textContent()).toBe('$101.50');
    await Promise.all([page.waitForURL(new RegExp(`^${fake.url}/pay/cs_`)), confirm.getByRole('button', { name: T.goPay }).click()]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Bank payment');
    await Promise.all([page.waitForURL(new RegExp(`${MY_BALANCE_PATH}\\?payment=\\d+$`)), page.getByRole('button', { name: 'Pay' }).click()]);
    expect(await page.getByTestId('payment-banner').textContent()).toBe(PAYMENT_RETURN_TEXTS.processing);
    await screenshot(page.getByTestId('payment-banner'), { path: path.join(shots, 'processing-375.png') });
    await context.close();
  }, 90_000);

  it('a bank payment the bank confirms and then returns is taken off again, with the bank’s reason, and the charges it paid are owed again', async () => {
    const leaseId = leases[BANK_STUDENT.email]!;
    const before = await ledgerOf(leaseId);
    const payment = [...fake.intents.values()].filter((i) => (i.metadata as Record<string, string>).lease_id === String(leaseId)).at(-1)!;
    const deliver = async (type: string, object: Record<string, unknown>, created: number) => {
      const event = fake.signedEvent(type, object, created);
      expect((await fetch(`${server.url}/api/payments/webhook/`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, body: event.payload })).ok).toBe(true);
    };
    const now = Math.floor(Date.now() / 1000);
    await deliver('payment_intent.succeeded', { ...payment, status: 'succeeded' }, now);
    const paid = await ledgerOf(leaseId);
    expect(amountCents(paid.balance)).toBe(amountCents(before.balance) - 10_000);
    await deliver('payment_intent.payment_failed', { ...payment, status: 'requires_payment_method', last_payment_error: { message: 'insufficient funds' } }, now + 60);

    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const { problems } = watchPage(page);
    expect((await context.request.post(`${server.url}/api-token-auth/`, { data: { username: BANK_STUDENT.email, password: BANK_STUDENT.password } })).ok()).toBe(true);
    await settledGoto(page, `${server.url}${MY_BALANCE_PATH}`);
    const after = await ledgerOf(leaseId);
    expect(after.balance).toBe(before.balance);
    expect(after.past_due).toBe(before.past_due);
    expect(await figure(page, 'balance')).toBe(balanceText(before.balance));
    expect(await figure(page, 'past-due')).toBe(formatAmount(before.past_due));
    const reversal = page.getByTestId('ledger-line').filter({ hasText: 'Returned by the bank: insufficient funds' });
    expect(await reversal.count()).toBe(1);
    expect(await reversal.locator('.amount').textContent()).toBe('$100.00');
    expect(await page.getByTestId('receipt').filter({ hasText: 'Bank account (online)' }).filter({ hasText: 'Reversed' }).count()).toBe(1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, { path: path.join(shots, 'returned-375.png'), fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
