import type { OnlineMethod } from '../../shared/payments/fees';

/**
 * The payment provider seam (issue 48, docs/decisions/042-online-payments.md), as Cal.com's
 * IAbstractPaymentService: everything the product asks of a provider, in its own words. Card and bank
 * numbers never reach this server: the tenant pays, or saves a method, on the provider's hosted page,
 * and the server sees only the provider's ids. Stripe is the first provider (stripe-provider.ts).
 */
export interface PaymentProvider {
  /** A hosted checkout page for one payment of `amountCents` (the fee included) by card or bank account. */
  createCheckout(input: CheckoutInput): Promise<HostedPage>;
  /** Where a checkout stands now (the return page reads it; the webhook is what posts). */
  retrieveCheckout(id: string): Promise<CheckoutState>;
  /** Refunds all or part of a payment; the same key never refunds twice. */
  refund(input: { paymentId: string; amountCents: number; idempotencyKey: string; metadata: Metadata }): Promise<{ id: string; status: 'pending' | 'succeeded' | 'failed' }>;
  /** A hosted page on which the tenant saves a card or bank account for autopay. */
  createSetup(input: SetupInput): Promise<HostedPage & { customerId: string }>;
  /** The method a completed setup page saved, and its customer (autopay keeps them to charge later). */
  retrieveSetup(checkoutId: string): Promise<SavedMethod>;
  /**
   * Charges a saved method without the tenant present; the same key never charges twice. A decline is
   * an answer, not an error: `failed` with the provider's reason (and its payment, when it made one).
   */
  chargeSaved(input: { customerId: string; paymentMethodId: string; amountCents: number; idempotencyKey: string; metadata: Metadata }): Promise<SavedCharge>;
  /** Checks a webhook's signature over its raw body and reads it; throws WebhookSignatureError when it does not verify. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

/** What the product keeps on the provider's records to find its own again (lease, payment attempt). */
export type Metadata = Record<string, string>;

export type CheckoutInput = {
  amountCents: number;
  method: OnlineMethod;
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  metadata: Metadata;
};

export type SetupInput = { method: OnlineMethod; customerEmail: string; successUrl: string; cancelUrl: string; metadata: Metadata };

export type HostedPage = { id: string; url: string };

export type SavedMethod = { customerId: string; paymentMethodId: string };

export type SavedCharge = { id: string | null; status: 'processing' | 'succeeded' | 'failed'; failure: string | null };

export type CheckoutState = { id: string; status: 'open' | 'complete' | 'expired'; paid: boolean; paymentId: string | null; amountCents: number; metadata: Metadata };

/** A provider's event, in the product's words; `other` for what the product does not act on. */
export type ProviderEvent = {
  id: string;
  type: 'checkout.completed' | 'checkout.expired' | 'payment.succeeded' | 'payment.processing' | 'payment.failed' | 'charge.refunded' | 'setup.completed' | 'other';
  /** The provider's payment (Stripe: the PaymentIntent), when the event concerns one. */
  paymentId: string | null;
  checkoutId: string | null;
  amountCents: number | null;
  /** Why a payment failed or a bank payment was returned, in the provider's words. */
  failure: string | null;
  metadata: Metadata;
  created: number;
};

export class WebhookSignatureError extends Error {}

/** The provider answered and refused (a refund of more than is left, say): its words, for the office to read. */
export class ProviderRefusal extends Error {}
