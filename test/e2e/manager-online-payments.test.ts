import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { formatUsDate } from '../../shared/dates';
import type { CollectionRow, Ledger } from '../../shared/ledger/ledger-types';
import { LEDGER_MESSAGES } from '../../shared/ledger/ledger-texts';
import { formatUsd } from '../../shared/money';
import { ONLINE_PAYMENT_MESSAGES as P, ONLINE_PAYMENT_METHODS, ONLINE_STATUS_NAMES } from '../../shared/payments/online-texts';
import { COLLECTION_TEXTS as C, LEDGER_TEXTS as T } from '../../client/manager/collections/texts';
import { amountCents, usd } from '../../client/manager/collections/money-text';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe';
import { seriousViolations } from './axe';
import { executedLease } from './executed-lease';
import { managerSuite, snackbar } from './manager-helpers';
import { readUntil } from '../helpers/read-until';
import { apiJson, DESKTOP, horizontalOverflow, PHONE, screenshot, settledGoto, until } from './page-helpers';
import { companyToday } from '../helpers/company-day';

// Online payments on the manager's ledger (issue 48): a tenant's card payment, posted by the fake
// Stripe's signed webhook, shows with its method, status, fee and provider reference; the manager
// refunds part of it from the ledger, and is told under the field, or in the dialog, what went wrong.

const KEYS = { secretKey: 'sk_test_fakekey123456', webhookSecret: 'whsec_fakesecret123456' };
const MANAGER = { email: 'rita.refunds@example.com', password: 'Manager-Pass1', firstName: 'Rita' };
const STUDENT = { email: 'olive.online@example.com', first: 'Olive', last: 'Online' };
const COLLECTIONS = '/new/manager/collections';
const shots = path.resolve('test-results/screenshots/manager-online-payments');
const shot = (page: Page, name: string) => screenshot(page, { path: path.join(shots, name), fullPage: !name.includes('dialog') });

let fake: FakeStripe;
let leaseId: number;
let intentId: string;
/** The signed success event of the tenant's payment, delivered in the first test. */
let succeeded: { payload: string; signature: string };

// The fake first: the server is started with its address.
beforeAll(async () => {
  fake = await startFakeStripe(KEYS);
});
afterAll(() => fake.close());

const suite = managerSuite(
  MANAGER,
  undefined,
  async ({ server, browser }) => {
    const page = await suite.page();
    leaseId = await executedLease(browser, server, page.request, STUDENT);
    await page.close();
    // The tenant starts paying $500 by card on My balance and pays on the provider's hosted page.
    const context = await browser.newContext();
    try {
      const signedIn = await context.request.post(`${server.url}/api-token-auth/`, { data: { username: STUDENT.email, password: 'Student-pass-1' } });
      expect(signedIn.ok()).toBe(true);
      const started = await context.request.post(`${server.url}/api/tenant/payments/checkout/`, { data: { lease_id: leaseId, amount: '500.00', method: 'card' } });
      expect(started.status()).toBe(201);
      const { url } = (await started.json()) as { url: string };
      const session = [...fake.sessions.values()].find((s) => s.url === url)!;
      intentId = String(fake.completeCheckout(String(session.id)).payment_intent);
    } finally {
      await context.close();
    }
    succeeded = fake.signedEvent('payment_intent.succeeded', fake.intents.get(intentId)!);
  },
  () => ({ STRIPE_SECRET_KEY: KEYS.secretKey, STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret, STRIPE_API_BASE: fake.url, PAYMENT_CARD_FEE_PERCENT: '2.9' }),
);

/** Posts a provider event to the server's webhook as Stripe does. */
const deliver = (event: { payload: string; signature: string }) =>
  fetch(`${suite.server.url}/api/payments/webhook/`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, body: event.payload });
const ledger = (page: Page) => apiJson<Ledger>(page, suite.server, `/api/leases/${leaseId}/ledger/`);
const balance = (page: Page) => page.getByTestId('ledger-balance').locator('dd');
const collectionRow = async (page: Page) => (await apiJson<CollectionRow[]>(page, suite.server, '/api/collections/?property=1')).find((r) => r.lease_id === leaseId)!;
/** The grid's cell of the student's row under `header` (the grid draws only the columns in view: it is scrolled to the end first). */
async function collectionsCell(page: Page, header: string): Promise<string> {
  const grid = page.locator('.rdg');
  await grid.evaluate((g) => g.scrollTo({ left: 1e6 }));
  const index = await readUntil(() => grid.evaluate((g, name) => [...g.querySelectorAll('[role="columnheader"]')].find((h) => h.textContent?.startsWith(name))?.getAttribute('aria-colindex') ?? null, header), (i) => i !== null);
  const row = page.locator('.rdg-row', { has: page.getByRole('link', { name: `${STUDENT.first} ${STUDENT.last}` }) });
  return row.locator(`[role="gridcell"][aria-colindex="${index}"]`).innerText();
}

describe('online payments on the manager’s ledger, in Chromium', () => {
  it('counts the payment in Collections as soon as the provider’s webhook is answered, and shows it on the ledger with its method, status, fee and reference', async () => {
    const page = await suite.page();
    const before = await collectionRow(page);
    expect(before.last_payment_on).toBeNull();
    await settledGoto(page, `${suite.server.url}${COLLECTIONS}`);
    await page.getByRole('textbox', { name: `Filter ${C.columns.tenant}` }).fill(STUDENT.last);
    expect(await collectionsCell(page, C.columns.last_payment_on)).toBe(C.never);

    const answered = await deliver(succeeded);
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ received: true, outcome: 'taken' });
    // Read again right after the answer: the payment is already counted.
    await page.reload();
    await page.getByRole('textbox', { name: `Filter ${C.columns.tenant}` }).fill(STUDENT.last);
    expect(await until(() => collectionsCell(page, C.columns.last_payment_on), formatUsDate(companyToday()))).toBe(formatUsDate(companyToday()));
    const paidBalance = formatUsd(amountCents(before.balance) - 500_00);
    expect(await collectionsCell(page, C.columns.balance)).toBe(paidBalance);

    await page.getByRole('link', { name: `${STUDENT.first} ${STUDENT.last}` }).click();
    expect(await until(() => balance(page).innerText(), paidBalance)).toBe(paidBalance);
    const payment = page.locator('tr[data-kind="payment"]');
    const facts = payment.getByTestId('online-payment');
    expect(await facts.innerText()).toBe(`${ONLINE_STATUS_NAMES.succeeded} ${ONLINE_PAYMENT_METHODS.card_online} · ${T.online.fee('$14.50')} · ${T.online.reference(intentId)}`);
    expect(await payment.locator('td.money').first().innerText()).toBe('-$500.00');
    // An online payment goes back by a refund at the provider, not a reversal by hand.
    await payment.getByRole('button', { name: /^Refund/ }).waitFor();
    expect(await payment.getByRole('button', { name: /^Reverse/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'ledger-online-1280.png');
    await page.setViewportSize(PHONE);
    expect(await until(() => horizontalOverflow(page), 0)).toBe(0);
    await shot(page, 'ledger-online-375.png');
    await page.setViewportSize(DESKTOP);

    // The provider sending the same event again records nothing.
    expect(await (await deliver(succeeded)).json()).toEqual({ received: true, outcome: 'replayed' });
    expect((await ledger(page)).lines.filter((l) => l.kind === 'payment')).toHaveLength(1);
    await page.close();
  });

  it('refunds part of the payment with a reason: too much is refused under the amount, then the reversal and the kept amount show with the new balance', async () => {
    const page = await suite.page();
    await settledGoto(page, `${suite.server.url}${COLLECTIONS}/${leaseId}`);
    const start = await ledger(page);
    await balance(page).waitFor();
    const payment = page.locator('tr[data-kind="payment"]');

    await payment.getByRole('button', { name: /^Refund/ }).click();
    const dialog = page.getByRole('dialog', { name: T.refund.title });
    // Prefilled with what is left of the payment.
    expect(await dialog.getByLabel(T.refund.amount).inputValue()).toBe('500.00');
    await dialog.getByText(T.refund.amountHint('$500.00')).waitFor();
    await dialog.getByLabel(T.refund.amount).fill('600');
    await dialog.getByLabel(T.refund.reason).fill('Charged twice for November');
    await shot(page, 'refund-dialog-1280.png');
    await dialog.getByRole('button', { name: T.refund.save }).click();
    expect(await until(() => dialog.locator('#refund-amount-error').innerText().catch(() => ''), P.refundTooLarge(500_00))).toBe(P.refundTooLarge(500_00));
    expect(await dialog.getByLabel(T.refund.amount).getAttribute('aria-describedby')).toBe('refund-amount-error');
    expect(await dialog.getByLabel(T.refund.reason).inputValue()).toBe('Charged twice for November');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'refund-dialog-too-much-1280.png');
    await page.setViewportSize(PHONE);
    await shot(page, 'refund-dialog-too-much-375.png');
    await page.setViewportSize(DESKTOP);
    // Without a reason the dialog's own check says so, under the field.
    await dialog.getByLabel(T.refund.reason).fill('');
    await dialog.getByLabel(T.refund.amount).fill('120.50');
    await dialog.getByRole('button', { name: T.refund.save }).click();
    await dialog.locator('#refund-reason-error').getByText(LEDGER_MESSAGES.reasonRequired).waitFor();
    expect(fake.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(0);

    await dialog.getByLabel(T.refund.reason).fill('Charged twice for November');
    await dialog.getByRole('button', { name: T.refund.save }).click();
    await snackbar(page, T.refund.done).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const after = formatUsd(amountCents(start.balance) + 120_50);
    expect(await until(() => balance(page).innerText(), after)).toBe(after);
    await page.locator('tr[data-kind="reversal"]').getByText(P.refundReason(120_50, 'Charged twice for November')).waitFor();
    // The payment's first line is marked reversed; the kept $379.50 stands as its line, refundable in turn.
    await payment.first().getByText(T.reversed).waitFor();
    expect(await payment.first().getByRole('button').count()).toBe(0);
    const kept = payment.filter({ hasText: '-$379.50' });
    expect(await kept.getByTestId('online-payment').innerText()).toContain(T.online.refunded('$120.50'));
    await kept.getByRole('button', { name: /^Refund/ }).waitFor();
    expect(fake.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.body.amount)).toEqual(['12050']);
    expect((await ledger(page)).balance).toBe((amountCents(start.balance) / 100 + 120.5).toFixed(2));
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'ledger-refunded-1280.png');
    await page.setViewportSize(PHONE);
    expect(await until(() => horizontalOverflow(page), 0)).toBe(0);
    await shot(page, 'ledger-refunded-375.png');
    await page.setViewportSize(DESKTOP);
    await page.close();
  });

  it('says in the dialog when the payment provider cannot be reached, and keeps what was typed', async () => {
    const page = await suite.page();
    await settledGoto(page, `${suite.server.url}${COLLECTIONS}/${leaseId}`);
    const start = await ledger(page);
    const kept = page.locator('tr[data-kind="payment"]').filter({ hasText: '-$379.50' });
    await kept.getByRole('button', { name: /^Refund/ }).click();
    const dialog = page.getByRole('dialog', { name: T.refund.title });
    expect(await dialog.getByLabel(T.refund.amount).inputValue()).toBe('379.50');
    await dialog.getByLabel(T.refund.reason).fill('Moved out early');
    // The provider goes away (the server's client retries, then gives up).
    await fake.close();
    await dialog.getByRole('button', { name: T.refund.save }).click();
    const said = `${T.refund.failed}. ${P.providerDownRefund}`;
    await dialog.getByRole('alert').filter({ hasText: said }).waitFor({ timeout: 20_000 });
    expect(await dialog.getByLabel(T.refund.reason).inputValue()).toBe('Moved out early');
    expect(await dialog.getByRole('button', { name: T.refund.save }).isEnabled()).toBe(true);
    await shot(page, 'refund-dialog-provider-down-1280.png');
    await page.setViewportSize(PHONE);
    await shot(page, 'refund-dialog-provider-down-375.png');
    await page.setViewportSize(DESKTOP);
    const now = await ledger(page);
    expect([now.balance, now.lines.length]).toEqual([start.balance, start.lines.length]);
    expect(usd(now.balance)).toBe(await balance(page).innerText());
    await page.close();
  });
});
