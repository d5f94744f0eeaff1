import { API_ERRORS } from '../../shared/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { LEDGER_MESSAGES } from '../../shared/ledger/ledger-texts';
import { MY_BALANCE_PATH, MY_BALANCE_TEXTS } from '../../shared/ledger/my-balance';
import { ONLINE_PAYMENT_MESSAGES, PAYMENT_RETURN_TEXTS } from '../../shared/payments/online-texts';
import { PAY_NOW_TEXTS as T } from '../../shared/payments/pay-now';
import { buildUser } from '../helpers/factories';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe';
import { signIn } from '../helpers/manager-factories';
import { freshExecutedLeases, type SignableLease } from '../helpers/signable-lease-tests';
import type { TestContext } from '../helpers/test-app';
import { companyToday, dayFromToday } from '../helpers/company-day';

// Pay now on My balance (issue 48) as a browser without JavaScript uses it: the form posted to the
// page, its confirm step with the fee and total, the redirect to the provider's hosted page, the
// banner on coming back, and the page's content security policy; against the fake Stripe.

const KEYS = { secretKey: 'sk_test_fakekey123456', webhookSecret: 'whsec_fakesecret123456' };
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe(KEYS);
});
afterAll(() => fake.close());

let ctx: TestContext;
let f: SignableLease;
/** YYYY-MM-DD `days` after today (the company's). */
const inDays = dayFromToday;
freshExecutedLeases(
  { guarantor: false, env: () => ({ STRIPE_SECRET_KEY: KEYS.secretKey, STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret, STRIPE_API_BASE: fake.url, PAYMENT_CARD_FEE_PERCENT: '2.9', PAYMENT_ACH_FEE: '1.50' }) },
  (made) => ({ ctx, f } = made),
);

/** The lease's $8,000.00 rent (due 2026-08-20) and $200.00 more due in ten days: $8,200.00 owed, what is due now being the rent once it is late. */
beforeEach(async () => {
  const adjusted = await f.agents.manager.post(`/api/leases/${f.leaseId}/adjustments/`).send({ amount: '200', due_date: inDays(10), description: 'Key replacement', reason: 'Lost key' });
  if (adjusted.status !== 201) throw new Error(`adjustment: ${adjusted.status}`);
});

type Agent = { post(url: string): request.Test; get(url: string): request.Test };
const post = (agent: Agent, fields: Record<string, string>) => agent.post(MY_BALANCE_PATH).type('form').set('Origin', 'http://localhost:3000').set('Sec-Fetch-Site', 'same-origin').send(fields);
const html = (res: request.Response) => res.text.replace(/<!-- -->/g, '');
const islands = (res: request.Response) => [...res.text.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]);
const count = async (table: 'online_payments' | 'payments') => Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const formAction = (res: request.Response) => /form-action ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
const deliver = (event: { payload: string; signature: string }) => request(ctx.app).post('/api/payments/webhook/').set('content-type', 'application/json').set('stripe-signature', event.signature).send(event.payload);
/** The rent is late once 2026-08-20 has passed: what is due now is then the rent. */
const rentLate = () => companyToday() > '2026-08-20';

/** Pays through the form (review, then pay) and answers the payment's id and the provider's session. */
async function payThroughForm(fields: Record<string, string>) {
  const sent = await post(f.agents.student, { lease_id: String(f.leaseId), intent: 'pay', ...fields });
  expect(sent.status).toBe(303);
  const session = [...fake.sessions.values()].find((s) => s.url === sent.headers.location)!;
  const id = Number((await ctx.db.selectFrom('online_payments').select('id').where('checkout_id', '=', String(session.id)).executeTakeFirstOrThrow()).id);
  return { id, session };
}

describe('Pay now on My balance', () => {
  it('offers the amounts due, card or bank account with their fees, and the form posts to the page; only My balance may send a form to the provider', async () => {
    const res = await f.agents.student.get(MY_BALANCE_PATH);
    expect(res.status).toBe(200);
    const text = html(res);
    expect(islands(res)).toEqual(['site-header-actions', 'pay-now']);
    expect(text).toMatch(new RegExp(`<form [^>]*data-testid="pay-now-form"[^>]*action="${MY_BALANCE_PATH}" method="post">`));
    expect(text).toContain(`<h4 id="pay-${f.leaseId}-heading">${T.heading}</h4>`);
    // What is due now (the late rent) and the full balance; the past-due part is the same amount, offered once.
    const radios = [...text.matchAll(/name="amount"(?: checked="")? value="([^"]+)"/g)].map((m) => m[1]);
    expect(radios).toEqual(rentLate() ? ['8000.00', '8200.00', 'other'] : ['8200.00', 'other']);
    expect(text).toContain(T.choice.balance);
    expect(text).toContain(T.otherHint('$8,200.00'));
    expect(text).toContain('Card: 2.9% fee. Bank account (ACH): $1.50 fee.');
    expect(text).toContain(T.payHowOnline('Cash, Check, Bank transfer, Card taken elsewhere or Money order'));
    expect(text).not.toContain(MY_BALANCE_TEXTS.payHow('Cash, Check, Bank transfer, Card taken elsewhere or Money order'));
    expect(formAction(res)).toBe(`'self' ${fake.url}`);
    expect(formAction(await f.agents.student.get('/new/tenant/lease'))).toBe("'self'");
  });

  it('shows the amount, the fee and the total before going on, writing nothing; then sends the tenant to the provider’s hosted page for the total', async () => {
    const review = await post(f.agents.student, { lease_id: String(f.leaseId), amount: 'other', other_amount: '500', method: 'card', intent: 'review' });
    expect(review.status).toBe(200);
    expect(review.headers['cache-control']).toBe('no-store');
    const text = html(review);
    expect(text).toContain('data-testid="pay-confirm"');
    expect(text).toContain(T.confirmMethod('Card'));
    expect(text).toMatch(/data-testid="pay-amount">\$500\.00<.*data-testid="pay-fee">\$14\.50<.*data-testid="pay-total">\$514\.50</s);
    expect(text).toMatch(/value="pay"[^>]*name="intent">Continue to payment</);
    expect(await count('online_payments')).toBe(0);
    // The same form with JavaScript: the island starts at the confirm step from the same state.
    expect(text).toMatch(/data-island-props="pay-now">[^<]*"step":"confirm"/);

    const { id, session } = await payThroughForm({ amount: 'other', other_amount: '500', method: 'card' });
    expect(session.url).toBe(`${fake.url}/pay/${session.id}`);
    expect(session.amount_total).toBe(51_450);
    expect(session.success_url).toMatch(new RegExp(`${MY_BALANCE_PATH}\\?payment=${id}$`));
    expect(session.cancel_url).toMatch(new RegExp(`${MY_BALANCE_PATH}\\?payment=${id}&cancelled=1$`));
    expect(await ctx.db.selectFrom('online_payments').select(['amount_cents', 'fee_cents', 'method', 'status']).where('id', '=', id).executeTakeFirst()).toEqual({ amount_cents: 50_000, fee_cents: 1450, method: 'card', status: 'pending' });
    // Change goes back to the choice, as it was made.
    const change = html(await post(f.agents.student, { lease_id: String(f.leaseId), amount: 'other', other_amount: '500', method: 'ach', intent: 'change' }));
    expect(change).toContain('data-testid="pay-now-form"');
    expect(change).toMatch(/name="other_amount"[^>]*value="500"/);
    expect(change).toMatch(/name="method" checked="" value="ach"/);
  });

  it('refuses wrong input under its field with what was typed kept, and writes nothing', async () => {
    const over = await post(f.agents.student, { lease_id: String(f.leaseId), amount: 'other', other_amount: '9000', method: 'card', intent: 'review' });
    expect(over.status).toBe(400);
    expect(html(over)).toMatch(new RegExp(`id="pay-${f.leaseId}-amount-error"[^>]*>Pay at most your balance, \\$8,200\\.00\\.</span>`));
    expect(html(over)).toMatch(/name="other_amount"[^>]*value="9000"/);
    expect(html(over)).not.toContain('data-testid="pay-confirm"');
    const typo = await post(f.agents.student, { lease_id: String(f.leaseId), amount: 'other', other_amount: '12,5x', method: 'ach', intent: 'pay' });
    expect(typo.status).toBe(400);
    expect(html(typo)).toContain(LEDGER_MESSAGES.amountFormat);
    expect(html(typo)).toMatch(/name="other_amount"[^>]*value="12,5x"/);
    const noMethod = await post(f.agents.student, { lease_id: String(f.leaseId), amount: '8200.00', intent: 'review' });
    expect(noMethod.status).toBe(400);
    expect(html(noMethod)).toMatch(new RegExp(`id="pay-${f.leaseId}-method-error"[^>]*>${ONLINE_PAYMENT_MESSAGES.methodRequired}</span>`));
    expect(html(noMethod)).toMatch(/name="amount" checked="" value="8200\.00"/);
    expect(await count('online_payments')).toBe(0);
  });

  it('counts each Continue to payment against the tenant’s 30 payment starts in 15 minutes (reviews do not), then says so in the form', async () => {
    for (let i = 0; i < 29; i++) expect((await post(f.agents.student, { lease_id: String(f.leaseId), amount: 'other', other_amount: '0.10', method: 'card', intent: 'pay' })).status).toBe(400);
    expect((await f.agents.student.post('/api/tenant/payments/checkout/').send({ lease_id: f.leaseId, amount: '0.10', method: 'card' })).status).toBe(400);
    expect((await post(f.agents.student, { lease_id: String(f.leaseId), amount: 'other', other_amount: '500', method: 'card', intent: 'review' })).status).toBe(200);
    const refused = await post(f.agents.student, { lease_id: String(f.leaseId), amount: 'other', other_amount: '500', method: 'card', intent: 'pay' });
    expect(refused.status).toBe(429);
    expect(html(refused)).toContain(API_ERRORS.tooManyRequests);
    expect(html(refused)).toMatch(/name="other_amount"[^>]*value="500"/);
    expect(await count('online_payments')).toBe(0);
  });

  it('sends a signed-out visitor to sign in, refuses a manager, and answers another student’s lease as not found; nothing is written', async () => {
    const fields = { lease_id: String(f.leaseId), amount: '8200.00', method: 'card', intent: 'pay' };
    const asked = fake.requests.length;
    const anonymous = await post(request(ctx.app), fields);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toBe('/new/login?redirect=%2Fnew%2Ftenant%2Fbalance');
    expect((await post(f.agents.manager, fields)).status).toBe(403);
    const other = await signIn(ctx, await buildUser(ctx.db, 'student'));
    expect((await post(other, fields)).status).toBe(404);
    expect((await post(other, { ...fields, intent: 'review' })).status).toBe(404);
    expect((await post(f.agents.student, { ...fields, lease_id: 'x' })).status).toBe(404);
    expect(await count('online_payments')).toBe(0);
    expect(fake.requests.slice(asked)).toEqual([]);
  });
});

describe('coming back from the provider', () => {
  const banner = (res: request.Response) => /data-testid="payment-banner"[^>]*><span>([^<]*)<\/span>/.exec(html(res))?.[1] ?? null;

  it('says a card payment was received with the new balance once the provider confirmed it, and that it is confirming until then', async () => {
    const { id, session } = await payThroughForm({ amount: '8200.00', method: 'card' });
    const back = `${MY_BALANCE_PATH}?payment=${id}`;
    const waiting = await f.agents.student.get(back);
    expect(banner(waiting)).toBe(PAYMENT_RETURN_TEXTS.waiting);
    expect(html(waiting)).toContain(`<a href="${back}">${T.checkAgain}</a>`);
    expect(islands(waiting)).toContain('payment-waiting');
    const done = fake.completeCheckout(String(session.id));
    expect((await deliver(fake.signedEvent('payment_intent.succeeded', fake.intents.get(String(done.payment_intent))!))).status).toBe(200);
    const received = await f.agents.student.get(back);
    expect(banner(received)).toBe(PAYMENT_RETURN_TEXTS.received('$0.00'));
    expect(islands(received)).not.toContain('payment-waiting');
    // Nothing is owed now: no form.
    expect(islands(received)).not.toContain('pay-now');
    // Only the payment's own student reads it.
    const other = await signIn(ctx, await buildUser(ctx.db, 'student'));
    expect(banner(await other.get(back))).toBeNull();
  });

  it('says a bank payment is processing, a cancelled one that nothing was charged, and a failed one why', async () => {
    const ach = await payThroughForm({ amount: 'other', other_amount: '100', method: 'ach' });
    const done = fake.completeCheckout(String(ach.session.id));
    await deliver(fake.signedEvent('payment_intent.processing', fake.intents.get(String(done.payment_intent))!));
    expect(banner(await f.agents.student.get(`${MY_BALANCE_PATH}?payment=${ach.id}`))).toBe(PAYMENT_RETURN_TEXTS.processing);
    // A bank payment on its way is not offered again: the most is the balance less it.
    expect(html(await f.agents.student.get(MY_BALANCE_PATH))).toContain(T.otherHint('$8,100.00'));

    const card = await payThroughForm({ amount: 'other', other_amount: '50', method: 'card' });
    expect(banner(await f.agents.student.get(`${MY_BALANCE_PATH}?payment=${card.id}&cancelled=1`))).toBe(PAYMENT_RETURN_TEXTS.cancelled);

    const failing = await payThroughForm({ amount: 'other', other_amount: '60', method: 'card' });
    const intent = fake.intents.get(String(fake.completeCheckout(String(failing.session.id)).payment_intent))!;
    await deliver(fake.signedEvent('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.' } }));
    const failed = await f.agents.student.get(`${MY_BALANCE_PATH}?payment=${failing.id}`);
    expect(banner(failed)).toBe(PAYMENT_RETURN_TEXTS.failed('Your card was declined.'));
    expect(html(failed)).toContain('role="alert" data-testid="payment-banner"');
  });
});

describe('without a provider configured', () => {
  it('has no Pay now: the office’s methods only, forms go nowhere but this site, and a post says online payments are off', async () => {
    const { createTestContext } = await import('../helpers/test-app');
    const { buildSignableLease } = await import('../helpers/lease-fixture');
    const { executeThroughApi } = await import('../helpers/executed-lease');
    const { signaturePng } = await import('../helpers/lease-fixture');
    const off = await createTestContext();
    try {
      const lease = await buildSignableLease(off, { guarantor: false });
      await executeThroughApi(lease, await signaturePng());
      const page = await lease.agents.student.get(MY_BALANCE_PATH);
      expect(islands(page)).toEqual(['site-header-actions']);
      expect(html(page)).toContain(MY_BALANCE_TEXTS.payHow('Cash, Check, Bank transfer, Card taken elsewhere or Money order'));
      expect(html(page)).not.toContain(T.heading);
      expect(formAction(page)).toBe("'self'");
      // A return address with a payment id shows nothing.
      expect(html(await lease.agents.student.get(`${MY_BALANCE_PATH}?payment=1`))).not.toContain('payment-banner');
      const sent = await post(lease.agents.student, { lease_id: String(lease.leaseId), amount: '100', method: 'card', intent: 'pay' });
      expect(sent.status).toBe(409);
      expect(html(sent)).toContain(ONLINE_PAYMENT_MESSAGES.off);
    } finally {
      await off.close();
    }
  }, 60_000);
});
