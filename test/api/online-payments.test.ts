import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Ledger } from '../../shared/ledger/ledger-types';
import { executeThroughApi } from '../helpers/executed-lease';
import { buildOrganization, buildUser } from '../helpers/factories';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe';
import { signIn } from '../helpers/manager-factories';
import { lastMailTo, sendQueuedMessages } from '../helpers/outbox';
import { freshSignableLeases, type SignableLease } from '../helpers/signable-lease-tests';
import type { TestContext } from '../helpers/test-app';
import { SYSTEM_ACTOR } from '../../server/audit/record-event';
import { stripeProvider } from '../../server/payments/stripe-provider';
import { payingLease } from '../../server/queries/payment-leases';
import { startCheckout } from '../../server/services/payments/checkout';

// Online payments (issue 48) through the real stripe package against a fake Stripe on loopback: a
// tenant starts a checkout, the provider's signed webhook posts the payment once, refunds and bank
// returns reverse it, and events arriving twice or out of order leave the ledger where the payment stands.

const KEYS = { secretKey: 'sk_test_fakekey123456', webhookSecret: 'whsec_fakesecret123456' };
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe(KEYS);
});
afterAll(() => fake.close());

let ctx: TestContext;
let f: SignableLease;
let signature: string;
freshSignableLeases(
  { guarantor: false, env: () => ({ STRIPE_SECRET_KEY: KEYS.secretKey, STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret, STRIPE_API_BASE: fake.url, PAYMENT_CARD_FEE_PERCENT: '2.9', PAYMENT_ACH_FEE: '1.50' }) },
  (made) => ({ ctx, f, signature } = made),
);

const ledger = async () => (await f.agents.manager.get(`/api/leases/${f.leaseId}/ledger/`)).body as Ledger;
const count = async (table: 'provider_events' | 'payments' | 'ledger_lines' | 'online_payments') => Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Sends a provider event signed as Stripe signs it; answers the response. */
const deliver = (event: { payload: string; signature: string }) => request(ctx.app).post('/api/payments/webhook/').set('content-type', 'application/json').set('stripe-signature', event.signature).send(event.payload);

/** A checkout of `amount` by `method`, paid on the fake's hosted page; answers our payment id, the provider's payment and its intent. */
async function paid(amount: string, method: 'card' | 'ach') {
  const started = await f.agents.student.post('/api/tenant/payments/checkout/').send({ lease_id: f.leaseId, amount, method });
  expect(started.status).toBe(201);
  const session = [...fake.sessions.values()].find((s) => s.url === started.body.url)!;
  const done = fake.completeCheckout(String(session.id));
  const intent = fake.intents.get(String(done.payment_intent))!;
  const id = Number((await ctx.db.selectFrom('online_payments').select('id').where('checkout_id', '=', String(session.id)).executeTakeFirstOrThrow()).id);
  return { id, intent, started: started.body as { url: string; fee: string; total: string } };
}

describe('a tenant pays online', () => {
  it('starts a checkout with the fee shown, and the provider’s success posts one payment line at once, with a receipt; a replay records nothing', async () => {
    await executeThroughApi(f, signature);
    const before = await ledger();
    const { id, intent, started } = await paid('500.00', 'card');
    expect(started).toEqual({ id, url: expect.stringContaining('/pay/cs_'), fee: '14.50', total: '514.50' });
    expect(fake.requests.find((r) => r.path === '/v1/checkout/sessions' && r.body.mode === 'payment')?.body).toMatchObject({ allowed_payment_method_types: ['card'], metadata: { online_payment_id: String(id), lease_id: String(f.leaseId) } });
    expect((await f.agents.student.get(`/api/tenant/payments/${id}/`)).body).toMatchObject({ status: 'pending', amount: '500.00', fee: '14.50', total: '514.50' });

    const event = fake.signedEvent('payment_intent.succeeded', intent);
    const answered = await deliver(event);
    expect(answered.status).toBe(200);
    expect(answered.body).toEqual({ received: true, outcome: 'taken' });
    const after = await ledger();
    expect(Number(after.balance)).toBe(Number(before.balance) - 500);
    const line = after.lines.find((l) => l.kind === 'payment')!;
    expect(line).toMatchObject({ amount: '-500.00', payment: { method: 'card_online', reference: intent.id, online: { id, status: 'succeeded', fee: '14.50', refunded: '0.00', provider_reference: intent.id } } });
    expect((await f.agents.student.get(`/api/tenant/payments/${id}/`)).body).toMatchObject({ status: 'succeeded', balance: after.balance });
    await sendQueuedMessages(ctx);
    expect((await lastMailTo(ctx.db, f.agents.student.user.email)).mail?.text).toContain('$500.00');

    const lines = await count('ledger_lines');
    expect((await deliver(event)).body).toEqual({ received: true, outcome: 'replayed' });
    // The same payment in another event (checkout.session.completed, a redelivery under a new id) posts nothing more.
    expect((await deliver(fake.signedEvent('payment_intent.succeeded', intent))).body).toEqual({ received: true, outcome: 'taken' });
    expect(await count('ledger_lines')).toBe(lines);
    expect(await count('payments')).toBe(1);
  });

  it('refuses what it cannot take: an amount over the balance or under $1, no method, another lease, and anyone but the tenant', async () => {
    await executeThroughApi(f, signature);
    const { balance } = await ledger();
    const post = (caller: { post(url: string): request.Test }, body: object) => caller.post('/api/tenant/payments/checkout/').send(body);
    const over = await post(f.agents.student, { lease_id: f.leaseId, amount: (Number(balance) + 1).toFixed(2), method: 'card' });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ amount: [`Pay at most your balance, $${Number(balance).toLocaleString('en-US', { minimumFractionDigits: 2 })}.`] });
    expect((await post(f.agents.student, { lease_id: f.leaseId, amount: '0.50', method: 'card' })).body).toEqual({ amount: ['Pay at least $1.00.'] });
    expect((await post(f.agents.student, { lease_id: f.leaseId, amount: '10' })).body).toEqual({ method: ['Choose card or bank account.'] });
    expect((await post(request(ctx.app), { lease_id: f.leaseId, amount: '10', method: 'card' })).status).toBe(401);
    expect((await post(f.agents.manager, { lease_id: f.leaseId, amount: '10', method: 'card' })).status).toBe(403);
    const other = await signIn(ctx, await buildUser(ctx.db, 'student'));
    expect((await post(other, { lease_id: f.leaseId, amount: '10', method: 'card' })).status).toBe(404);
    expect(await count('online_payments')).toBe(0);
    const { id } = await paid('20.00', 'card');
    expect((await other.get(`/api/tenant/payments/${id}/`)).status).toBe(404);
    expect((await f.agents.manager.get(`/api/tenant/payments/${id}/`)).status).toBe(403);
  });

  it('marks a payment page left unpaid until it expired as failed, nothing charged; a paid page’s expiry notice changes nothing', async () => {
    await executeThroughApi(f, signature);
    const started = await f.agents.student.post('/api/tenant/payments/checkout/').send({ lease_id: f.leaseId, amount: '40.00', method: 'card' });
    const session = [...fake.sessions.values()].find((s) => s.url === started.body.url)!;
    expect((await deliver(fake.signedEvent('checkout.session.expired', { ...session, status: 'expired' }))).body).toEqual({ received: true, outcome: 'taken' });
    expect((await f.agents.student.get(`/api/tenant/payments/${started.body.id}/`)).body).toMatchObject({ status: 'failed', failure: 'The payment page expired before it was used: nothing was charged.' });

    const { id, intent } = await paid('30.00', 'card');
    await deliver(fake.signedEvent('payment_intent.succeeded', intent));
    const paidSession = [...fake.sessions.values()].find((s) => s.payment_intent === intent.id)!;
    await deliver(fake.signedEvent('checkout.session.expired', { ...paidSession, status: 'expired' }));
    expect((await f.agents.student.get(`/api/tenant/payments/${id}/`)).body).toMatchObject({ status: 'succeeded', failure: null });
  });

  it('lets a tenant start 30 payments in 15 minutes, then answers 429 before asking the provider', async () => {
    await executeThroughApi(f, signature);
    for (let i = 0; i < 30; i++) expect((await f.agents.student.post('/api/tenant/payments/checkout/').send({ lease_id: f.leaseId, amount: '0.10', method: 'card' })).status).toBe(400);
    const sessions = fake.sessions.size;
    const refused = await f.agents.student.post('/api/tenant/payments/checkout/').send({ lease_id: f.leaseId, amount: '10.00', method: 'card' });
    expect(refused.status).toBe(429);
    expect(fake.sessions.size).toBe(sessions);
  });

  it('answers a webhook with a bad or missing signature 400 and writes nothing', async () => {
    await executeThroughApi(f, signature);
    const { intent } = await paid('100.00', 'card');
    const event = fake.signedEvent('payment_intent.succeeded', intent);
    const forged = await deliver({ payload: event.payload.replace(`"id":"${intent.id}"`, '"id":"pi_forged"'), signature: event.signature });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ detail: 'The webhook signature does not verify.' });
    expect((await request(ctx.app).post('/api/payments/webhook/').set('content-type', 'application/json').send(event.payload)).status).toBe(400);
    expect(await count('provider_events')).toBe(0);
    expect(await count('payments')).toBe(0);
  });
});

describe('paying at the end of signing', () => {
  it('offers the tenant signed in what is due now (the plan’s Due Today lines and what is past due) with each method’s fee, once the lease is executed; the checkout is marked as started there', async () => {
    const rent = await ctx.db.selectFrom('ledger_entries').select('account_code_id').where('payment_plan_id', '=', f.planId).executeTakeFirstOrThrow();
    await ctx.db.insertInto('ledger_entries').values({ payment_plan_id: f.planId, position: 1, due_date: 'Due Today', account_code_id: rent.account_code_id, description: 'First week', charge_cents: 25_000, credit_cents: 0 }).execute();
    const base = `/api/leases/${f.leaseId}/signing/`;
    expect((await f.agents.student.get(base)).body.pay_now).toBeNull();
    await executeThroughApi(f, signature);
    const state = (await f.agents.student.get(base)).body;
    expect(state.pay_now).toEqual({ amount: '8250.00', card: { fee: '239.25', total: '8489.25' }, ach: { fee: '1.50', total: '8251.50' } });
    // The landlord's ceremony offers nothing to pay.
    expect((await f.agents.manager.get(base)).body.pay_now).toBeNull();
    const started = await f.agents.student.post('/api/tenant/payments/checkout/').send({ lease_id: f.leaseId, amount: state.pay_now.amount, method: 'ach', source: 'signing' });
    expect(started.status).toBe(201);
    expect(await ctx.db.selectFrom('online_payments').select(['source', 'amount_cents', 'fee_cents']).executeTakeFirstOrThrow()).toEqual({ source: 'signing', amount_cents: 825_000, fee_cents: 150 });
    // Once a bank payment of it is confirming, nothing more is offered for it.
    const session = [...fake.sessions.values()].find((s) => s.url === started.body.url)!;
    const intent = fake.intents.get(String(fake.completeCheckout(String(session.id)).payment_intent))!;
    await deliver(fake.signedEvent('payment_intent.processing', intent));
    expect((await f.agents.student.get(base)).body.pay_now).toBeNull();
  });
});

describe('bank payments, returns, refunds and events out of order', () => {
  it('keeps a bank payment pending until the bank confirms it, then a return reverses it with the bank’s reason and reopens the charges', async () => {
    await executeThroughApi(f, signature);
    const before = await ledger();
    const { id, intent, started } = await paid('300.00', 'ach');
    expect(started.fee).toBe('1.50');
    expect((await deliver(fake.signedEvent('payment_intent.processing', intent))).status).toBe(200);
    expect((await f.agents.student.get(`/api/tenant/payments/${id}/`)).body).toMatchObject({ status: 'pending' });
    expect((await ledger()).balance).toBe(before.balance);
    // While it is confirming, the tenant cannot pay that part of the balance twice.
    const twice = await f.agents.student.post('/api/tenant/payments/checkout/').send({ lease_id: f.leaseId, amount: before.balance, method: 'card' });
    expect(twice.status).toBe(400);

    const settled = Math.floor(Date.now() / 1000);
    await deliver(fake.signedEvent('payment_intent.succeeded', { ...intent, status: 'succeeded' }, settled));
    expect(Number((await ledger()).balance)).toBe(Number(before.balance) - 300);
    await deliver(fake.signedEvent('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method', last_payment_error: { message: 'insufficient funds' } }, settled + 60));
    const after = await ledger();
    expect(after.balance).toBe(before.balance);
    expect(after.past_due).toBe(before.past_due);
    expect(after.lines.find((l) => l.kind === 'reversal')).toMatchObject({ amount: '300.00', reason: 'Returned by the bank: insufficient funds' });
    expect((await f.agents.student.get(`/api/tenant/payments/${id}/`)).body).toMatchObject({ status: 'failed', failure: 'insufficient funds' });
  });

  it('takes a late failure notice as old news, and a refund reported before the success once the success comes', async () => {
    await executeThroughApi(f, signature);
    const before = await ledger();
    const { intent } = await paid('200.00', 'card');
    const at = Math.floor(Date.now() / 1000);
    await deliver(fake.signedEvent('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: intent.id, amount_refunded: 5000, metadata: intent.metadata }, at + 30));
    expect((await ledger()).balance).toBe(before.balance);
    await deliver(fake.signedEvent('payment_intent.succeeded', intent, at + 10));
    await deliver(fake.signedEvent('payment_intent.payment_failed', { ...intent, last_payment_error: { message: 'Your card was declined.' } }, at));
    const after = await ledger();
    expect(Number(after.balance)).toBe(Number(before.balance) - 150);
    expect(after.lines.filter((l) => l.kind === 'payment').map((l) => [l.amount, l.reversed])).toEqual([['-200.00', true], ['-150.00', false]]);
    expect(after.lines.find((l) => l.kind === 'reversal')?.reason).toBe('Refunded $50.00: refunded at the payment provider');
  });

  it('lets a manager refund part of an online payment: the provider refunds once, the ledger reverses it and keeps the rest; the provider’s notice of it changes nothing', async () => {
    await executeThroughApi(f, signature);
    const before = await ledger();
    const { intent } = await paid('500.00', 'card');
    await deliver(fake.signedEvent('payment_intent.succeeded', intent));
    const paymentId = (await ledger()).lines.find((l) => l.kind === 'payment')!.payment!.id;
    const url = `/api/leases/${f.leaseId}/payments/${paymentId}/refund/`;

    expect((await f.agents.manager.post(url).send({ amount: '600', reason: 'Charged twice' })).body).toEqual({ amount: ['Refund at most $500.00, what is left of this payment.'] });
    expect((await f.agents.manager.post(url).send({ amount: '100' })).body).toEqual({ reason: ['Say why.'] });
    expect((await f.agents.student.post(url).send({ amount: '100', reason: 'x' })).status).toBe(403);
    expect((await f.agents.stranger.post(url).send({ amount: '100', reason: 'x' })).status).toBe(404);
    expect((await request(ctx.app).post(url).send({ amount: '100', reason: 'x' })).status).toBe(401);

    const refunded = await f.agents.manager.post(url).send({ amount: '100', reason: 'Charged twice' });
    expect(refunded.status).toBe(201);
    const after = refunded.body as Ledger;
    expect(after).toEqual({ ...(await ledger()) });
    expect(Number(after.balance)).toBe(Number(before.balance) - 400);
    expect(after.lines.find((l) => l.kind === 'reversal')).toMatchObject({ amount: '500.00', reason: 'Refunded $100.00: Charged twice' });
    expect(after.lines.filter((l) => l.kind === 'payment' && !l.reversed).map((l) => [l.amount, l.payment?.online?.refunded])).toEqual([['-400.00', '100.00']]);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.body.amount)).toEqual(['10000']);

    const lines = await count('ledger_lines');
    await deliver(fake.signedEvent('charge.refunded', { id: 'ch_2', object: 'charge', payment_intent: intent.id, amount_refunded: 10000, metadata: intent.metadata }));
    expect(await count('ledger_lines')).toBe(lines);

    // Two managers sending the same refund at once: one refund (the same key), both told it is done.
    const same = await Promise.all([f.agents.manager.post(url).send({ amount: '150', reason: 'Twice' }), f.agents.manager.post(url).send({ amount: '150', reason: 'Twice' })]);
    expect(same.map((r) => r.status)).toEqual([201, 201]);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.body.amount)).toEqual(['10000', '15000', '15000']);
    expect((await ledger()).lines.filter((l) => l.kind === 'payment' && !l.reversed).map((l) => l.amount)).toEqual(['-250.00']);
    // Different refunds at once that together go past the payment: the provider refuses one, in its words.
    const both = await Promise.all([f.agents.manager.post(url).send({ amount: '200', reason: 'First' }), f.agents.manager.post(url).send({ amount: '210', reason: 'Second' })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body.detail).toMatch(/^The payment provider refused: Refund amount \(\$2[01]0\.00\) is greater than unrefunded amount/);
    expect((await ledger()).lines.filter((l) => l.kind === 'payment' && !l.reversed).map((l) => l.amount)).toEqual([expect.stringMatching(/^-(50|40)\.00$/)]);

    // Money paid online is refunded, never reversed by hand (the provider's next event would post it again).
    const standing = (await ledger()).lines.find((l) => l.kind === 'payment' && !l.reversed)!;
    const reversed = await f.agents.manager.post(`/api/leases/${f.leaseId}/payments/${paymentId}/reverse/`).send({ reason: 'Mistake' });
    expect([reversed.status, reversed.body]).toEqual([409, { detail: 'A payment made online is given back with Refund, through the payment provider, not reversed.' }]);
    expect((await f.agents.manager.post(`/api/leases/${f.leaseId}/lines/${standing.id}/reverse/`).send({ reason: 'Mistake' })).status).toBe(409);

    // A payment the office recorded is reversed, not refunded here.
    const check = await f.agents.manager.post(`/api/leases/${f.leaseId}/payments/`).send({ amount: '50', received_on: '2026-08-01', method: 'check', reference: '7' });
    expect((await f.agents.manager.post(`/api/leases/${f.leaseId}/payments/${check.body.id}/refund/`).send({ amount: '10', reason: 'x' })).body).toEqual({ detail: 'Only a payment made online can be refunded here: reverse a recorded payment instead.' });
  });
});

describe('when the provider cannot be reached', () => {
  it('answers 502 saying nothing was charged, and keeps the payment as failed', async () => {
    await executeThroughApi(f, signature);
    const provider = stripeProvider({ ...KEYS, apiBase: 'http://127.0.0.1:9' });
    const deps = { db: ctx.db, provider, baseUrl: ctx.config.baseUrl, fees: ctx.config.paymentFees, logger: ctx.logger, messageQueue: ctx.app.locals.messageQueue };
    const lease = (await payingLease(ctx.db, f.leaseId))!;
    await expect(startCheckout(deps, lease, { amount: 10_000, method: 'card' }, 'checkout', SYSTEM_ACTOR)).rejects.toMatchObject({ status: 502, body: { detail: 'The payment provider could not be reached. Nothing was charged: try again in a few minutes.' } });
    expect(await ctx.db.selectFrom('online_payments').select(['status', 'checkout_id']).executeTakeFirstOrThrow()).toEqual({ status: 'failed', checkout_id: null });
  });
});

describe('without a provider configured', () => {
  it('has no online payments: the calls say so', async () => {
    const { createTestContext } = await import('../helpers/test-app');
    const off = await createTestContext();
    try {
      const manager = await signIn(off, await buildUser(off.db, 'manager', { organizationId: (await buildOrganization(off.db)).id }));
      const answer = await manager.post('/api/leases/1/payments/1/refund/').send({ amount: '10', reason: 'x' });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ detail: 'Online payments are not set up: pay the leasing office, which records your payment.' });
      expect((await request(off.app).post('/api/payments/webhook/').send('{}')).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
