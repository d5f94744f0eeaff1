import Stripe from 'stripe';
import type { OnlineMethod } from '../../shared/payments/fees';
import type { CheckoutState, Metadata, PaymentProvider, ProviderEvent } from './provider';
import { ProviderRefusal, WebhookSignatureError } from './provider';

/** Stripe's payment method type for each of the product's online methods. */
const METHOD_TYPES: Record<OnlineMethod, Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType> = { card: 'card', ach: 'us_bank_account' };

export type StripeSettings = { secretKey: string; webhookSecret: string; apiBase: string | null };

/** Where Stripe's hosted Checkout pages are (the fake's own origin in tests): the only place Pay now's form may send the tenant to. */
export function stripeCheckoutOrigin(settings: Pick<StripeSettings, 'apiBase'>): string {
  return settings.apiBase ? new URL(settings.apiBase).origin : 'https://checkout.stripe.com';
}

/** The SDK's connection to `apiBase` (a local fake in tests), or to Stripe itself. */
function clientOf(settings: StripeSettings): Stripe {
  if (!settings.apiBase) return new Stripe(settings.secretKey, { maxNetworkRetries: 2 });
  const base = new URL(settings.apiBase);
  return new Stripe(settings.secretKey, { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'https:' ? 'https' : 'http', maxNetworkRetries: 2 });
}

/** A request Stripe answered with a refusal (4xx, e.g. a refund over what is left) as the seam's ProviderRefusal; other failures as they are. */
async function refusing<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError) throw new ProviderRefusal(err.message);
    throw err;
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);

/** Stripe behind the payment provider seam, through the `stripe` package (pinned). */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = clientOf(settings);
  return {
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        allowed_payment_method_types: [METHOD_TYPES[input.method]],
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: input.amountCents, product_data: { name: input.description } } }],
        customer_email: input.customerEmail,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: input.metadata,
        payment_intent_data: { metadata: input.metadata },
      });
      return { id: session.id, url: session.url ?? '' };
    },
    async retrieveCheckout(id): Promise<CheckoutState> {
      const session = await stripe.checkout.sessions.retrieve(id);
      const status: CheckoutState['status'] = session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
      return { id: session.id, status, paid: session.payment_status === 'paid', paymentId: idOf(session.payment_intent), amountCents: session.amount_total ?? 0, metadata: (session.metadata ?? {}) as Metadata };
    },
    async refund(input) {
      const refund = await refusing(stripe.refunds.create({ payment_intent: input.paymentId, amount: input.amountCents, metadata: input.metadata }, { idempotencyKey: input.idempotencyKey }));
      const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
      return { id: refund.id, status };
    },
    async createSetup(input) {
      const customer = await stripe.customers.create({ email: input.customerEmail, metadata: input.metadata });
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        currency: 'usd',
        customer: customer.id,
        allowed_payment_method_types: [METHOD_TYPES[input.method]],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: input.metadata,
      });
      return { id: session.id, url: session.url ?? '', customerId: customer.id };
    },
    async retrieveSetup(id) {
      const session = await stripe.checkout.sessions.retrieve(id, { expand: ['setup_intent'] });
      const intent = session.setup_intent;
      const paymentMethodId = intent && typeof intent !== 'string' ? idOf(intent.payment_method) : null;
      const customerId = idOf(session.customer) ?? (intent && typeof intent !== 'string' ? idOf(intent.customer) : null);
      if (session.mode !== 'setup' || session.status !== 'complete' || !paymentMethodId || !customerId) throw new Error(`checkout session ${id} saved no payment method`);
      return { customerId, paymentMethodId };
    },
    async chargeSaved(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          { amount: input.amountCents, currency: 'usd', customer: input.customerId, payment_method: input.paymentMethodId, off_session: true, confirm: true, metadata: input.metadata },
          { idempotencyKey: input.idempotencyKey },
        );
        const status = intent.status === 'succeeded' ? 'succeeded' : intent.status === 'processing' ? 'processing' : 'failed';
        return { id: intent.id, status, failure: status === 'failed' ? (intent.last_payment_error?.message ?? null) : null };
      } catch (err) {
        // Stripe answers an off-session decline with a card error (402) that carries the failed PaymentIntent.
        if (err instanceof Stripe.errors.StripeCardError) return { id: err.payment_intent?.id ?? null, status: 'failed', failure: err.message };
        throw err;
      }
    },
    parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : String(err));
      }
      return productEvent(event);
    },
  };
}

/** A Stripe event in the product's words. */
function productEvent(event: Stripe.Event): ProviderEvent {
  const base = { id: event.id, created: event.created, paymentId: null, checkoutId: null, amountCents: null, failure: null, metadata: {} };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const setup = session.mode === 'setup';
      return { ...base, type: setup ? 'setup.completed' : 'checkout.completed', checkoutId: session.id, paymentId: idOf(session.payment_intent), amountCents: session.amount_total ?? null, metadata: (session.metadata ?? {}) as Metadata };
    }
    case 'checkout.session.expired': {
      // A payment page left unpaid until it expired (24 hours); a setup page's expiry changes nothing.
      const session = event.data.object;
      return { ...base, type: session.mode === 'payment' ? 'checkout.expired' : 'other', checkoutId: session.id, metadata: (session.metadata ?? {}) as Metadata };
    }
    case 'payment_intent.succeeded':
    case 'payment_intent.processing':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const type = event.type === 'payment_intent.succeeded' ? 'payment.succeeded' : event.type === 'payment_intent.processing' ? 'payment.processing' : 'payment.failed';
      return { ...base, type, paymentId: intent.id, amountCents: intent.amount, failure: intent.last_payment_error?.message ?? null, metadata: (intent.metadata ?? {}) as Metadata };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return { ...base, type: 'charge.refunded', paymentId: idOf(charge.payment_intent), amountCents: charge.amount_refunded, metadata: (charge.metadata ?? {}) as Metadata };
    }
    default:
      return { ...base, type: 'other' };
  }
}
