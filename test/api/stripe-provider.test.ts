import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { stripeProvider } from '../../server/payments/stripe-provider';
import { WebhookSignatureError, type PaymentProvider } from '../../server/payments/provider';
import Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe';

const KEYS = { secretKey: 'sk_test_fakekey123456', webhookSecret: 'whsec_fakesecret123456' };
let fake: FakeStripe;
let provider: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe(KEYS);
  provider = stripeProvider({ ...KEYS, apiBase: fake.url });
});
afterAll(() => fake.close());

const checkout = (method: 'card' | 'ach', amountCents = 45_000) =>
  provider.createCheckout({ amountCents, method, description: 'Rent: The Standard, Bed 2', customerEmail: 'jordan@example.com', successUrl: 'http://localhost/new/tenant/balance?paid=1', cancelUrl: 'http://localhost/new/tenant/balance', metadata: { lease_id: '7', attempt_id: '3' } });
const lastRequest = () => fake.requests.at(-1)!;

describe('Stripe behind the payment provider seam, through the stripe package, against a fake Stripe on loopback', () => {
  it('makes a hosted checkout for one payment by card or by bank account, and reads where it stands', async () => {
    const page = await checkout('card');
    expect(page.url).toBe(`${fake.url}/pay/${page.id}`);
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      body: { mode: 'payment', allowed_payment_method_types: ['card'], line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '45000', product_data: { name: 'Rent: The Standard, Bed 2' } } }], metadata: { lease_id: '7', attempt_id: '3' }, payment_intent_data: { metadata: { lease_id: '7', attempt_id: '3' } } },
    });
    expect(await provider.retrieveCheckout(page.id)).toEqual({ id: page.id, status: 'open', paid: false, paymentId: null, amountCents: 45_000, metadata: { lease_id: '7', attempt_id: '3' } });
    fake.completeCheckout(page.id);
    expect(await provider.retrieveCheckout(page.id)).toMatchObject({ status: 'complete', paid: true, paymentId: expect.stringMatching(/^pi_/) });

    const bank = await checkout('ach');
    expect(lastRequest().body).toMatchObject({ allowed_payment_method_types: ['us_bank_account'] });
    fake.completeCheckout(bank.id);
    // A bank payment is not paid when the page completes: it is processing until the bank confirms.
    expect(await provider.retrieveCheckout(bank.id)).toMatchObject({ status: 'complete', paid: false });
  });

  it('refunds part of a payment once per key, and refuses more than was paid', async () => {
    const page = await checkout('card', 30_000);
    const paymentId = String(fake.completeCheckout(page.id).payment_intent);
    const first = await provider.refund({ paymentId, amountCents: 10_000, idempotencyKey: 'refund-1', metadata: { reason: 'Overpaid' } });
    expect(first).toEqual({ id: expect.stringMatching(/^re_/), status: 'succeeded' });
    expect(await provider.refund({ paymentId, amountCents: 10_000, idempotencyKey: 'refund-1', metadata: { reason: 'Overpaid' } })).toEqual(first);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.idempotencyKey)).toEqual(['refund-1', 'refund-1']);
    await expect(provider.refund({ paymentId, amountCents: 25_000, idempotencyKey: 'refund-2', metadata: {} })).rejects.toThrow('greater than unrefunded amount');
  });

  it('saves a method on a hosted setup page for a new customer, and charges it off-session once per key', async () => {
    const setup = await provider.createSetup({ method: 'card', customerEmail: 'jordan@example.com', successUrl: 'http://localhost/ok', cancelUrl: 'http://localhost/no', metadata: { lease_id: '7' } });
    expect(setup).toEqual({ id: expect.stringMatching(/^cs_/), url: expect.stringContaining('/pay/'), customerId: expect.stringMatching(/^cus_/) });
    expect(lastRequest().body).toMatchObject({ mode: 'setup', currency: 'usd', customer: setup.customerId });
    // Until the tenant completes the page, nothing is saved.
    await expect(provider.retrieveSetup(setup.id)).rejects.toThrow('saved no payment method');
    fake.completeCheckout(setup.id);
    const saved = await provider.retrieveSetup(setup.id);
    expect(saved).toEqual({ customerId: setup.customerId, paymentMethodId: expect.stringMatching(/^pm_card_/) });
    expect(lastRequest()).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${setup.id}`, body: { expand: ['setup_intent'] } });
    expect(await provider.retrieveSetup(setup.id)).toEqual(saved);

    const charge = { customerId: setup.customerId, paymentMethodId: saved.paymentMethodId, amountCents: 65_000, idempotencyKey: 'autopay-7-2027-09-01', metadata: { lease_id: '7' } };
    const first = await provider.chargeSaved(charge);
    expect(first).toEqual({ id: expect.stringMatching(/^pi_/), status: 'succeeded', failure: null });
    expect(await provider.chargeSaved(charge)).toEqual(first);
    expect(lastRequest().body).toMatchObject({ amount: '65000', off_session: 'true', confirm: 'true', customer: setup.customerId, payment_method: saved.paymentMethodId });
    fake.state.savedChargeStatus = 'processing';
    expect(await provider.chargeSaved({ ...charge, idempotencyKey: 'autopay-7-2027-09-15' })).toMatchObject({ status: 'processing', failure: null });
    // A decline is Stripe's card error (402): an answer with its reason and its payment, not a thrown error; the same key answers it again.
    fake.state.savedChargeStatus = 'requires_payment_method';
    const declined = await provider.chargeSaved({ ...charge, idempotencyKey: 'autopay-7-2027-10-01' });
    expect(declined).toEqual({ id: expect.stringMatching(/^pi_/), status: 'failed', failure: 'Your card was declined.' });
    expect(await provider.chargeSaved({ ...charge, idempotencyKey: 'autopay-7-2027-10-01' })).toEqual(declined);
    fake.state.savedChargeStatus = 'succeeded';
  });

  it('reads the bank account a setup page for ACH saved', async () => {
    const setup = await provider.createSetup({ method: 'ach', customerEmail: 'jordan@example.com', successUrl: 'http://localhost/ok', cancelUrl: 'http://localhost/no', metadata: {} });
    expect(lastRequest().body).toMatchObject({ allowed_payment_method_types: ['us_bank_account'] });
    fake.completeCheckout(setup.id);
    expect(await provider.retrieveSetup(setup.id)).toEqual({ customerId: setup.customerId, paymentMethodId: expect.stringMatching(/^pm_bank_/) });
    await expect(provider.retrieveSetup('cs_test_missing')).rejects.toThrow('No such checkout.session');
  });

  it('reads a webhook only when its signature verifies over the raw body', () => {
    const succeeded = fake.signedEvent('payment_intent.succeeded', { id: 'pi_test_1', object: 'payment_intent', amount: 45_000, metadata: { lease_id: '7' } });
    expect(provider.parseWebhook(Buffer.from(succeeded.payload), succeeded.signature)).toMatchObject({ type: 'payment.succeeded', paymentId: 'pi_test_1', amountCents: 45_000, metadata: { lease_id: '7' } });
    const tampered = succeeded.payload.replace('45000', '4500000');
    expect(() => provider.parseWebhook(Buffer.from(tampered), succeeded.signature)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(Buffer.from(succeeded.payload), undefined)).toThrow(WebhookSignatureError);
    const other = signedWithAnotherSecret(succeeded.payload);
    expect(() => provider.parseWebhook(Buffer.from(succeeded.payload), other)).toThrow(WebhookSignatureError);
  });

  it('names each event the product acts on in its own words', () => {
    const read = (type: string, object: Record<string, unknown>) => {
      const event = fake.signedEvent(type, object);
      return provider.parseWebhook(Buffer.from(event.payload), event.signature);
    };
    expect(read('checkout.session.completed', { id: 'cs_1', object: 'checkout.session', mode: 'payment', payment_intent: 'pi_2', amount_total: 100, metadata: { a: '1' } })).toMatchObject({ type: 'checkout.completed', checkoutId: 'cs_1', paymentId: 'pi_2', amountCents: 100 });
    expect(read('checkout.session.completed', { id: 'cs_2', object: 'checkout.session', mode: 'setup', payment_intent: null, metadata: {} })).toMatchObject({ type: 'setup.completed', checkoutId: 'cs_2' });
    expect(read('payment_intent.payment_failed', { id: 'pi_3', object: 'payment_intent', amount: 500, metadata: {}, last_payment_error: { message: 'insufficient funds' } })).toMatchObject({ type: 'payment.failed', failure: 'insufficient funds' });
    expect(read('payment_intent.processing', { id: 'pi_4', object: 'payment_intent', amount: 500, metadata: {} })).toMatchObject({ type: 'payment.processing', paymentId: 'pi_4' });
    expect(read('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_5', amount_refunded: 250, metadata: {} })).toMatchObject({ type: 'charge.refunded', paymentId: 'pi_5', amountCents: 250 });
    expect(read('customer.created', { id: 'cus_1', object: 'customer' })).toMatchObject({ type: 'other' });
  });

  it('is refused by the API with a wrong key', async () => {
    const wrong = stripeProvider({ ...KEYS, secretKey: 'sk_test_wrongkey12345', apiBase: fake.url });
    await expect(wrong.retrieveCheckout('cs_test_000001')).rejects.toThrow('Invalid API Key provided');
  });
});

/** A signature made with another secret than the endpoint's. */
function signedWithAnotherSecret(payload: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someoneelse123456' });
}
