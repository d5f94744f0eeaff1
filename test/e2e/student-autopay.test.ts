import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pino from 'pino';
import type { Browser, Page } from 'playwright-core';
import type { Ledger } from '../../shared/ledger/ledger-types';
import { formatAmount, MY_BALANCE_PATH } from '../../shared/ledger/my-balance';
import type { Lease } from '../../shared/leases/lease-types';
import type { SigningState } from '../../shared/leases/signing-types';
import { AUTOPAY_TEXTS as A } from '../../shared/payments/autopay-texts';
import type { AutopayEnrolment } from '../../shared/payments/autopay-schema';
import { stripeProvider } from '../../server/payments/stripe-provider';
import type { MessageQueue } from '../../server/services/messaging/queue';
import { chargeAutopays } from '../../server/services/payments/autopay-charge';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe';
import { signaturePng } from '../helpers/lease-fixture';
import { seriousViolations } from './axe';
import { launchBrowser } from './browser';
import { approvedOnFreeBed } from './executed-lease';
import { createManager } from './manager-helpers';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, settledGoto, signInThroughForm, watchPage, withDb } from './page-helpers';
import { freePort, startServer, type RunningServer } from './server-process';
import { DEFAULT_TIME_ZONE } from '../../shared/ledger/payment-terms';

// A student turns autopay on from My balance without JavaScript (issue 48): the plain form leads to
// the provider's setup page (the fake Stripe's; its completion is Stripe's signed webhook, posted
// here), the clock moves to the next due date, the daily job charges, and My balance shows the payment.

const shots = path.resolve(process.env.AUTOPAY_SHOTS ?? 'test-results/screenshots/student-autopay');
const KEYS = { secretKey: 'sk_test_fakekey123456', webhookSecret: 'whsec_fakesecret123456' };
const MANAGER = { email: 'autopay.manager@example.com', password: 'Manager-pass-1', firstName: 'Mona' };
const STUDENT = { email: 'avery.autopay@example.com', password: 'Student-pass-1', first: 'Avery', last: 'Stone' };

let fake: FakeStripe;
let server: RunningServer;
let browser: Browser;
let leaseId: number;
let managerToken: string;

const tokenOf = async (account: { email: string; password: string }) =>
  ((await (await fetch(`${server.url}/api-token-auth/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: account.email, password: account.password }) })).json()) as { token: string }).token;

async function call<R>(token: string, method: string, urlPath: string, body?: unknown): Promise<R> {
  const res = await fetch(`${server.url}${urlPath}`, { method, headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${urlPath} answered ${res.status}: ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as R;
}

async function signAll(token: string, signature: string): Promise<void> {
  const base = `/api/leases/${leaseId}/signing`;
  await call(token, 'POST', `${base}/consent/`);
  const state = await call<SigningState>(token, 'GET', `${base}/`);
  for (const slot of state.slots) await call(token, 'PUT', `${base}/slots/${slot.id}/`, slot.kind === 'date' ? {} : { image: signature });
  for (let s = await call<SigningState>(token, 'POST', `${base}/complete/`); s.finishing; s = await call<SigningState>(token, 'GET', `${base}/`)) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Stripe's event for a completed page, signed as Stripe signs it, posted to the server's webhook. */
async function deliver(type: string, object: Record<string, unknown>): Promise<void> {
  const event = fake.signedEvent(type, object);
  const res = await fetch(`${server.url}/api/payments/webhook/`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature }, body: event.payload });
  expect(res.status).toBe(200);
}

/** The daily job as the server runs it, on a day of the test's choosing, against the server's database and the fake. */
const runDay = (day: string) =>
  withDb(server, (db) =>
    chargeAutopays({ db, provider: stripeProvider({ ...KEYS, apiBase: fake.url }), baseUrl: server.url, fees: { cardFeeBasisPoints: 0, achFeeCents: 0 }, logger: pino({ level: 'silent' }), messageQueue: { kick() {} } as unknown as MessageQueue }, { today: day, timeZone: DEFAULT_TIME_ZONE }),
  );

beforeAll(async () => {
  fake = await startFakeStripe(KEYS);
  // The site's address as the browser reaches it: the provider sends the tenant back there.
  const port = String(await freePort());
  server = await startServer({ PORT: port, BASE_URL: `http://127.0.0.1:${port}`, STRIPE_SECRET_KEY: KEYS.secretKey, STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret, STRIPE_API_BASE: fake.url });
  browser = await launchBrowser();
  await createManager(server, MANAGER);
  const { applicationId, bedId, planId } = await withDb(server, (db) => approvedOnFreeBed(db, STUDENT, STUDENT.password));
  managerToken = await tokenOf(MANAGER);
  const studentToken = await tokenOf(STUDENT);
  leaseId = (await call<Lease>(managerToken, 'POST', '/api/leases/', { application_id: applicationId, bed_id: bedId })).id;
  await call(studentToken, 'PUT', `/api/leases/${leaseId}/plan/`, { payment_plan_id: planId });
  const signature = await signaturePng();
  await signAll(studentToken, signature);
  await signAll(managerToken, signature);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

const section = (page: Page) => page.getByTestId('autopay');

/** The Autopay section at a phone's and a desktop's width, for people to look at. */
async function shootSection(page: Page, name: string) {
  for (const [width, viewport] of [[375, PHONE], [1280, DESKTOP]] as const) {
    await page.setViewportSize(viewport);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(section(page), { path: path.join(shots, `${name}-${width}.png`) });
  }
}

describe('autopay on My balance', () => {
  it('turns autopay on through the provider’s setup page, charges on the next due date, shows the payment, and cancels', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const { problems } = watchPage(page);
    await signInThroughForm(page, server, STUDENT);
    await settledGoto(page, `${server.url}${MY_BALANCE_PATH}`);

    // Off, with each method's authorization as it will be stored.
    expect(await section(page).getByRole('heading', { level: 3 }).textContent()).toBe(A.heading);
    expect(await section(page).getByTestId('autopay-status').textContent()).toBe(A.off);
    const cardConsent = await section(page).getByTestId('autopay-consent-card').textContent();
    expect(cardConsent).toMatch(/^I authorize .+ to charge my card for the amounts due on my lease on their due dates until I cancel autopay\.$/);
    expect(await section(page).getByRole('radio', { name: /^Card/ }).isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shootSection(page, 'off');
    await page.setViewportSize(PHONE);

    // Turn on: the plain form goes on to the provider's hosted setup page.
    await Promise.all([page.waitForURL(new RegExp(`^${fake.url}/pay/cs_`)), section(page).getByRole('button', { name: A.turnOn }).click()]);
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    expect(fake.sessions.get(sessionId)).toMatchObject({ mode: 'setup', allowed_payment_method_types: ['card'] });
    // The tenant saves the card there; Stripe tells the server, and sends the tenant back.
    const done = fake.completeCheckout(sessionId);
    await deliver('checkout.session.completed', done);
    await settledGoto(page, String(done.success_url));
    // The provider's page is the fake's API host (no page of ours): what its console said is not this site's.
    problems.length = 0;
    expect(await section(page).getByTestId('autopay-status').textContent()).toBe(A.on('card'));
    expect(await section(page).getByTestId('autopay-consent').textContent()).toBe(cardConsent);
    const enrolments = await call<AutopayEnrolment[]>(await tokenOf(STUDENT), 'GET', '/api/tenant/autopay/');
    expect(enrolments).toMatchObject([{ lease_id: leaseId, method: 'card', status: 'active', consent_text: cardConsent }]);
    // When it was given, on the company's clock.
    expect(await section(page).locator('.when').textContent()).toMatch(/^You agreed on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M [A-Z]{2,5}:$/);
    expect(await seriousViolations(page)).toEqual([]);
    await shootSection(page, 'on');
    await page.setViewportSize(PHONE);

    // The clock moves to the next due date (the spring installment): the job charges what is due by then, once.
    const before = await call<Ledger>(managerToken, 'GET', `/api/leases/${leaseId}/ledger/`);
    const next = before.lines.map((l) => l.due_date).filter((d) => d > enrolments[0]!.consented_at.slice(0, 10)).sort()[0]!;
    expect(await runDay(next)).toEqual({ charged: 1, processing: 0, failed: 0 });
    expect(await runDay(next)).toEqual({ charged: 0, processing: 0, failed: 0 });
    const after = await call<Ledger>(managerToken, 'GET', `/api/leases/${leaseId}/ledger/`);
    expect(Number(after.balance)).toBeLessThan(Number(before.balance));
    const paid = Number(before.balance) - Number(after.balance);
    await settledGoto(page, `${server.url}${MY_BALANCE_PATH}`);
    const receipt = page.getByTestId('receipt').filter({ hasText: 'Card (online)' });
    expect(await receipt.count()).toBe(1);
    expect(await receipt.textContent()).toContain(formatAmount(paid.toFixed(2)));
    expect(await page.getByTestId('balance').locator('dd').evaluate((dd) => dd.firstChild?.textContent)).toBe(formatAmount(after.balance));

    // A declined charge on a later due date is shown in the section.
    fake.state.savedChargeStatus = 'requires_payment_method';
    await call(managerToken, 'POST', `/api/leases/${leaseId}/adjustments/`, { amount: '120', due_date: '2027-03-01', description: 'Parking', reason: 'Parking permit' });
    expect(await runDay('2027-03-01')).toEqual({ charged: 0, processing: 0, failed: 1 });
    fake.state.savedChargeStatus = 'succeeded';
    await settledGoto(page, `${server.url}${MY_BALANCE_PATH}`);
    expect(await section(page).getByTestId('autopay-failed').textContent()).toBe(`${A.lastFailed('$120.00', 'Mar 1, 2027', 'Your card was declined.')} ${A.lastFailedHow}`);
    await shootSection(page, 'failed');
    await page.setViewportSize(PHONE);

    // Cancel, without JavaScript too: back to off.
    await Promise.all([page.waitForURL(new RegExp(`${MY_BALANCE_PATH}#balance-${leaseId}$`)), section(page).getByRole('button', { name: A.cancel }).click()]);
    expect(await section(page).getByTestId('autopay-status').textContent()).toBe(A.off);
    expect(await call<AutopayEnrolment[]>(await tokenOf(STUDENT), 'GET', '/api/tenant/autopay/')).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
