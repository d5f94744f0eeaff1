import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import request from 'supertest';
import type { Ledger } from '../../shared/ledger/ledger-types';
import { MY_BALANCE_PATH } from '../../shared/ledger/my-balance';
import { AUTOPAY_MESSAGES, AUTOPAY_TEXTS, autopayConsentText } from '../../shared/payments/autopay-texts';
import type { OnlineMethod } from '../../shared/payments/fees';
import { createApp } from '../../server/app';
import { chargeAutopays } from '../../server/services/payments/autopay-charge';
import { buildUser } from '../helpers/factories';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe';
import { signIn } from '../helpers/manager-factories';
import { lastMailTo, sendQueuedMessages } from '../helpers/outbox';
import { freshExecutedLeases, type SignableLease } from '../helpers/signable-lease-tests';
import type { TestContext } from '../helpers/test-app';
import { DEFAULT_TIME_ZONE } from '../../shared/ledger/payment-terms';

// Autopay (issue 48) through the real stripe package against a fake Stripe on loopback: a tenant
// saves a method on the hosted setup page with the authorization stored, the setup's webhook turns
// it on, the daily job charges each due date once, and a failed charge is mailed and shown.

const KEYS = { secretKey: 'sk_test_fakekey123456', webhookSecret: 'whsec_fakesecret123456' };
const COMPANY = 'Campus Edge Living';
const FEES = { cardFeeBasisPoints: 0, achFeeCents: 150 };
// A new fake Stripe for each test (registered before the app's set-up, which reads its address): a
// charge's key is the lease and due date, and each test's lease is a copy of the same one.
let fake: FakeStripe;
beforeEach(async () => {
  fake = await startFakeStripe(KEYS);
});
afterEach(() => fake.close());

let ctx: TestContext;
let f: SignableLease;
// Rent of $8,000 fell due on 2026-08-20 (the fixture's plan); two monthly rents of $650 fall due after autopay is turned on.
freshExecutedLeases(
  { guarantor: false, env: () => ({ STRIPE_SECRET_KEY: KEYS.secretKey, STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret, STRIPE_API_BASE: fake.url, PAYMENT_ACH_FEE: '1.50' }) },
  (made) => ({ ctx, f } = made),
  async (made, lease) => {
    const rent = (await made.db.selectFrom('account_codes').select('id').where('organization_id', '=', lease.orgId).where('name', '=', 'Rent').executeTakeFirstOrThrow()).id;
    await made.db.insertInto('ledger_entries').values([1, 2].map((position) => ({ payment_plan_id: lease.planId, position, due_date: `2027-0${position}-01`, account_code_id: rent, description: 'Monthly rent', charge_cents: 65_000, credit_cents: 0 }))).execute();
  },
);

const consent = (method: OnlineMethod) => autopayConsentText(COMPANY, method, FEES);
const enrol = (method: OnlineMethod = 'card', agent: { post(url: string): request.Test } = f.agents.student) => agent.post('/api/tenant/autopay/').send({ lease_id: f.leaseId, method, consent_text: consent(method) });
const deliver = (event: { payload: string; signature: string }) => request(ctx.app).post('/api/payments/webhook/').set('content-type', 'application/json').set('stripe-signature', event.signature).send(event.payload);
const ledger = async () => (await f.agents.manager.get(`/api/leases/${f.leaseId}/ledger/`)).body as Ledger;
const count = async (table: 'autopay_enrolments' | 'online_payments' | 'payments' | 'ledger_lines') => Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const audits = async (prefix: string) => (await ctx.db.selectFrom('audit_events').select(['action', 'details']).where('action', 'like', `${prefix}%`).orderBy('id').execute()).map((a) => ({ action: a.action, details: JSON.parse(a.details) as Record<string, unknown> }));
const charges = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
const runDay = (day: string) => chargeAutopays({ db: ctx.db, provider: ctx.app.locals.payments!, baseUrl: ctx.config.baseUrl, fees: ctx.config.paymentFees, logger: ctx.logger, messageQueue: ctx.app.locals.messageQueue }, { today: day, timeZone: DEFAULT_TIME_ZONE });

/** Turns autopay on: the tenant completes the fake's setup page and Stripe's checkout.session.completed is delivered. Answers the enrolment id. */
async function turnOn(method: OnlineMethod = 'card'): Promise<number> {
  const started = await enrol(method);
  expect(started.status).toBe(201);
  const session = [...fake.sessions.values()].find((s) => s.url === started.body.url)!;
  const done = fake.completeCheckout(String(session.id));
  expect((await deliver(fake.signedEvent('checkout.session.completed', done))).body).toEqual({ received: true, outcome: 'taken' });
  return started.body.id as number;
}

describe('turning autopay on', () => {
  it('saves a method on the hosted setup page with the authorization and its time, and turns on when the provider says the page completed', async () => {
    expect((await f.agents.student.get('/api/tenant/autopay/')).body).toEqual([]);
    const before = Date.now();
    const started = await enrol('card');
    expect(started.status).toBe(201);
    expect(started.body).toEqual({ id: expect.any(Number), url: expect.stringMatching(/\/pay\/cs_/) });
    const setup = fake.requests.find((r) => r.path === '/v1/checkout/sessions' && r.body.mode === 'setup')!;
    expect(setup.body).toMatchObject({ allowed_payment_method_types: ['card'], success_url: `${ctx.config.baseUrl}${MY_BALANCE_PATH}?autopay=saved#balance-${f.leaseId}`, metadata: { lease_id: String(f.leaseId), purpose: 'autopay' } });

    const listed = (await f.agents.student.get('/api/tenant/autopay/')).body;
    expect(listed).toEqual([{ id: started.body.id, lease_id: f.leaseId, method: 'card', status: 'setting_up', consent_text: `I authorize ${COMPANY} to charge my card for the amounts due on my lease on their due dates until I cancel autopay.`, consented_at: expect.any(String) }]);
    expect(Date.parse(listed[0].consented_at)).toBeGreaterThanOrEqual(before - 1000);

    const session = [...fake.sessions.values()].find((s) => s.url === started.body.url)!;
    const event = fake.signedEvent('checkout.session.completed', fake.completeCheckout(String(session.id)));
    expect((await deliver(event)).body).toEqual({ received: true, outcome: 'taken' });
    expect((await f.agents.student.get('/api/tenant/autopay/')).body).toEqual([{ ...listed[0], status: 'active' }]);
    const row = await ctx.db.selectFrom('autopay_enrolments').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'active', customer_id: session.customer, payment_method_id: expect.stringMatching(/^pm_card_/) });
    expect((await deliver(event)).body).toEqual({ received: true, outcome: 'replayed' });
    expect(await audits('autopay.')).toEqual([
      { action: 'autopay.start', details: { autopay_id: started.body.id, method: 'card' } },
      { action: 'autopay.activate', details: { autopay_id: started.body.id, method: 'card' } },
    ]);
  });

  it('replaces the lease’s autopay with a newer one once the newer is saved, and a page left unfinished with a newer page', async () => {
    const first = await turnOn('card');
    const abandoned = (await enrol('card')).body.id as number;
    const second = await turnOn('ach');
    const rows = await ctx.db.selectFrom('autopay_enrolments').select(['id', 'status', 'method', 'payment_method_id']).orderBy('id').execute();
    expect(rows.map((r) => [r.id, r.status])).toEqual([[first, 'cancelled'], [abandoned, 'cancelled'], [second, 'active']]);
    expect(rows[2]!.payment_method_id).toMatch(/^pm_bank_/);
    expect((await f.agents.student.get('/api/tenant/autopay/')).body).toMatchObject([{ id: second, method: 'ach', status: 'active', consent_text: `I authorize ${COMPANY} to charge my bank account for the amounts due on my lease on their due dates until I cancel autopay. Each payment adds a bank payment fee of $1.50.` }]);
  });

  it('refuses what it cannot take, and anyone but the lease’s tenant, writing nothing', async () => {
    const post = (agent: { post(url: string): request.Test }, body: object) => agent.post('/api/tenant/autopay/').send(body);
    expect((await post(f.agents.student, { lease_id: f.leaseId })).body).toEqual({ consent_text: [AUTOPAY_MESSAGES.consentRequired] });
    expect((await post(f.agents.student, { lease_id: f.leaseId, consent_text: consent('ach') })).body).toEqual({ consent_text: [AUTOPAY_MESSAGES.consentChanged] });
    expect((await post(f.agents.student, { lease_id: f.leaseId, method: 'cash', consent_text: consent('card') })).body).toEqual({ method: ['Choose card or bank account.'] });
    expect((await post(f.agents.student, { lease_id: 'x', consent_text: consent('card') })).status).toBe(400);
    expect((await post(f.agents.student, { lease_id: f.leaseId, consent_text: consent('card'), extra: 1 })).status).toBe(400);
    expect((await post(request(ctx.app), { lease_id: f.leaseId, consent_text: consent('card') })).status).toBe(401);
    expect((await post(f.agents.manager, { lease_id: f.leaseId, consent_text: consent('card') })).status).toBe(403);
    const other = await signIn(ctx, await buildUser(ctx.db, 'student'));
    expect((await post(other, { lease_id: f.leaseId, consent_text: consent('card') })).status).toBe(404);
    expect((await post(f.agents.student, { lease_id: 999_999, consent_text: consent('card') })).status).toBe(404);
    expect((await request(ctx.app).get('/api/tenant/autopay/')).status).toBe(401);
    expect((await f.agents.manager.get('/api/tenant/autopay/')).status).toBe(403);
    expect(await count('autopay_enrolments')).toBe(0);
    expect(fake.requests.filter((r) => r.body.mode === 'setup' && r.body.metadata && (r.body.metadata as Record<string, string>).lease_id === String(f.leaseId))).toHaveLength(0);
  });

  it('is off without a provider configured: turning on says so (409), reading and cancelling still answer', async () => {
    const off = createApp({ db: ctx.db, config: { ...ctx.config, payments: undefined }, mailer: ctx.mailer, logger: ctx.logger, assetsDir: path.resolve('dist/client'), pdf: ctx.app.locals.pdf });
    try {
      const student = await signIn({ ...ctx, app: off }, f.agents.student.user);
      const answer = await student.post('/api/tenant/autopay/').send({ lease_id: f.leaseId, consent_text: consent('card') });
      expect([answer.status, answer.body]).toEqual([409, { detail: 'Online payments are not set up: pay the leasing office, which records your payment.' }]);
      expect((await student.get('/api/tenant/autopay/')).body).toEqual([]);
      expect(await count('autopay_enrolments')).toBe(0);
      // My balance has no Autopay section then.
      const page = await student.get(MY_BALANCE_PATH);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('data-testid="autopay"');
    } finally {
      off.locals.sessionStore.close();
    }
  });
});

describe('cancelling', () => {
  it('cancels the tenant’s own autopay at any time: nothing more is charged; anyone else gets 404 or 403', async () => {
    const id = await turnOn('card');
    const url = `/api/tenant/autopay/${id}/`;
    const other = await signIn(ctx, await buildUser(ctx.db, 'student'));
    expect((await other.delete(url)).status).toBe(404);
    expect((await f.agents.manager.delete(url)).status).toBe(403);
    expect((await request(ctx.app).delete(url)).status).toBe(401);
    expect((await f.agents.student.delete('/api/tenant/autopay/999999/')).status).toBe(404);
    expect((await f.agents.student.delete('/api/tenant/autopay/x/')).status).toBe(400);
    expect((await ctx.db.selectFrom('autopay_enrolments').select('status').executeTakeFirstOrThrow()).status).toBe('active');

    expect((await f.agents.student.delete(url)).status).toBe(204);
    expect((await f.agents.student.get('/api/tenant/autopay/')).body).toEqual([]);
    expect(await ctx.db.selectFrom('autopay_enrolments').select(['status', 'cancelled_at']).executeTakeFirstOrThrow()).toEqual({ status: 'cancelled', cancelled_at: expect.any(String) });
    expect((await f.agents.student.delete(url)).status).toBe(204);
    expect((await audits('autopay.cancel')).map((a) => a.details)).toEqual([{ autopay_id: id }]);
    expect(await runDay('2027-01-01')).toEqual({ charged: 0, processing: 0, failed: 0 });
    expect(charges()).toHaveLength(0);
  });
});

describe('the daily charge', () => {
  it('charges what is due on a due date once per lease and due date, posting it at once with a receipt; a second run that day charges nothing', async () => {
    await turnOn('card');
    const before = await ledger();
    // Before a due date after it was turned on, nothing (the rent past due waits for the next due date).
    expect(await runDay('2026-12-31')).toEqual({ charged: 0, processing: 0, failed: 0 });
    expect(await runDay('2027-01-01')).toEqual({ charged: 1, processing: 0, failed: 0 });
    expect(charges().map((r) => [r.body.amount, r.idempotencyKey, r.body.off_session])).toEqual([['865000', `autopay-${f.leaseId}-2027-01-01`, 'true']]);
    const after = await ledger();
    expect(Number(after.balance)).toBe(Number(before.balance) - 8650);
    expect(after.lines.find((l) => l.kind === 'payment')).toMatchObject({ amount: '-8650.00', payment: { method: 'card_online', online: { status: 'succeeded' } } });
    await sendQueuedMessages(ctx);
    expect((await lastMailTo(ctx.db, f.agents.student.user.email)).mail?.text).toContain('$8,650.00');

    // The same day again (a restart, a second process), and the next day: the due date was charged.
    expect(await runDay('2027-01-01')).toEqual({ charged: 0, processing: 0, failed: 0 });
    expect(await runDay('2027-01-02')).toEqual({ charged: 0, processing: 0, failed: 0 });
    expect(charges()).toHaveLength(1);
    expect(await count('online_payments')).toBe(1);
    // The provider's webhook for the charge finds it posted.
    const lines = await count('ledger_lines');
    const intent = fake.intents.get(String((await ctx.db.selectFrom('online_payments').select('provider_payment_id').executeTakeFirstOrThrow()).provider_payment_id))!;
    expect((await deliver(fake.signedEvent('payment_intent.succeeded', intent))).status).toBe(200);
    expect(await count('ledger_lines')).toBe(lines);

    expect(await runDay('2027-02-01')).toEqual({ charged: 1, processing: 0, failed: 0 });
    expect(charges().at(-1)).toMatchObject({ idempotencyKey: `autopay-${f.leaseId}-2027-02-01`, body: { amount: '65000' } });
    expect((await audits('autopay.charge')).map((a) => a.details)).toEqual([
      expect.objectContaining({ due_date: '2027-01-01', amount: '8650.00' }),
      expect.objectContaining({ due_date: '2027-02-01', amount: '650.00' }),
    ]);
  });

  it('keeps a bank payment pending until the bank confirms it, and does not charge it again meanwhile', async () => {
    await turnOn('ach');
    fake.state.savedChargeStatus = 'processing';
    try {
      const before = await ledger();
      expect(await runDay('2027-01-01')).toEqual({ charged: 0, processing: 1, failed: 0 });
      expect(charges().at(-1)!.body.amount).toBe('865150');
      expect((await ledger()).balance).toBe(before.balance);
      const p = await ctx.db.selectFrom('online_payments').selectAll().executeTakeFirstOrThrow();
      expect(p).toMatchObject({ source: 'autopay', status: 'pending', amount_cents: 865_000, fee_cents: 150, due_date: '2027-01-01', provider_payment_id: expect.stringMatching(/^pi_/) });
      // The next due date comes before the bank confirmed: only what the pending payment does not cover.
      expect(await runDay('2027-02-01')).toEqual({ charged: 0, processing: 1, failed: 0 });
      expect(charges().at(-1)!.body.amount).toBe('65150');
      await deliver(fake.signedEvent('payment_intent.succeeded', { ...fake.intents.get(p.provider_payment_id!)!, status: 'succeeded' }));
      expect(Number((await ledger()).balance)).toBe(Number(before.balance) - 8650);

      // The second charge comes back from the bank days later: taken off, and the tenant mailed as for a decline.
      const second = await ctx.db.selectFrom('online_payments').selectAll().where('due_date', '=', '2027-02-01').executeTakeFirstOrThrow();
      const returned = fake.signedEvent('payment_intent.payment_failed', { ...fake.intents.get(second.provider_payment_id!)!, status: 'requires_payment_method', last_payment_error: { message: 'insufficient funds' } }, Math.floor(Date.now() / 1000) + 60);
      await deliver(returned);
      await deliver(returned);
      await sendQueuedMessages(ctx);
      expect((await lastMailTo(ctx.db, f.agents.student.user.email)).mail?.text).toContain('Your autopay payment of $651.50 on Feb 1, 2027 failed: insufficient funds. Pay on My balance.');
      // Its replay mailed nothing more.
      expect(await ctx.db.selectFrom('messages').select('event').where('event', '=', 'autopay_failed').execute()).toHaveLength(1);
    } finally {
      fake.state.savedChargeStatus = 'succeeded';
    }
  });

  it('marks a declined charge failed, mails the tenant and shows it on My balance; it is not tried again that due date', async () => {
    await turnOn('card');
    fake.state.savedChargeStatus = 'requires_payment_method';
    try {
      const before = await ledger();
      expect(await runDay('2027-01-01')).toEqual({ charged: 0, processing: 0, failed: 1 });
      expect((await ledger()).balance).toBe(before.balance);
      expect(await ctx.db.selectFrom('online_payments').select(['status', 'failure']).executeTakeFirstOrThrow()).toEqual({ status: 'failed', failure: 'Your card was declined.' });
      expect((await audits('payment.fail')).map((a) => a.details)).toEqual([expect.objectContaining({ reason: 'Your card was declined.' })]);
      await sendQueuedMessages(ctx);
      const { mail } = await lastMailTo(ctx.db, f.agents.student.user.email);
      expect(mail?.subject).toBe(`${COMPANY}: your autopay payment failed`);
      expect(mail?.text).toContain('Your autopay payment of $8,650.00 on Jan 1, 2027 failed: Your card was declined. Pay on My balance.');
      expect(await ctx.db.selectFrom('messages').select('event').where('event', '=', 'autopay_failed').execute()).toHaveLength(1);

      const page = await f.agents.student.get(MY_BALANCE_PATH);
      expect(page.text).toContain(AUTOPAY_TEXTS.lastFailed('$8,650.00', 'Jan 1, 2027', 'Your card was declined.'));

      expect(await runDay('2027-01-02')).toEqual({ charged: 0, processing: 0, failed: 0 });
      expect(charges()).toHaveLength(1);
    } finally {
      fake.state.savedChargeStatus = 'succeeded';
    }
  });
});

describe('My balance without JavaScript', () => {
  it('shows autopay off with each method’s authorization, turns it on by a plain form post to the provider’s page, then shows it on and cancels it', async () => {
    const off = await f.agents.student.get(MY_BALANCE_PATH);
    expect(off.text).toContain('data-testid="autopay"');
    expect(off.text).toContain(AUTOPAY_TEXTS.off);
    expect(off.text).toContain(consent('ach'));
    // The form's answer leads on to the provider's page: the page's policy lets a form go there.
    expect(off.headers['content-security-policy']).toContain(`form-action 'self' ${fake.url}`);

    const posted = await f.agents.student.post(MY_BALANCE_PATH).type('form').send({ autopay: 'on', lease_id: String(f.leaseId), method: 'card', consent_card: consent('card'), consent_ach: consent('ach') });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toMatch(new RegExp(`^${fake.url}/pay/cs_`));
    const session = [...fake.sessions.values()].find((s) => s.url === posted.headers.location)!;
    // Back from the provider before its word came: finishing.
    expect((await f.agents.student.get(MY_BALANCE_PATH)).text).toContain(AUTOPAY_TEXTS.settingUp);
    await deliver(fake.signedEvent('checkout.session.completed', fake.completeCheckout(String(session.id))));

    const on = await f.agents.student.get(MY_BALANCE_PATH);
    expect(on.text).toContain(AUTOPAY_TEXTS.on('card'));
    expect(on.text).toContain(consent('card'));
    const id = (await ctx.db.selectFrom('autopay_enrolments').select('id').executeTakeFirstOrThrow()).id;

    // Another student's cancel is refused; the page shows why, and nothing changes.
    const other = await signIn(ctx, await buildUser(ctx.db, 'student'));
    expect((await other.post(MY_BALANCE_PATH).type('form').send({ autopay: 'cancel', id: String(id), lease_id: String(f.leaseId) })).status).toBe(404);
    const cancelled = await f.agents.student.post(MY_BALANCE_PATH).type('form').send({ autopay: 'cancel', id: String(id), lease_id: String(f.leaseId) });
    expect([cancelled.status, cancelled.headers.location]).toEqual([303, `${MY_BALANCE_PATH}#balance-${f.leaseId}`]);
    expect((await f.agents.student.get(MY_BALANCE_PATH)).text).toContain(AUTOPAY_TEXTS.off);
  });

  it('answers a stale authorization with the page and the message in the section', async () => {
    const posted = await f.agents.student.post(MY_BALANCE_PATH).type('form').send({ autopay: 'on', lease_id: String(f.leaseId), method: 'ach', consent_card: consent('card'), consent_ach: 'I authorize Someone Else.' });
    expect(posted.status).toBe(400);
    expect(posted.text).toContain(AUTOPAY_MESSAGES.consentChanged);
    expect(await count('autopay_enrolments')).toBe(0);
  });
});
