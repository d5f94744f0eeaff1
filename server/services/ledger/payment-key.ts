import { createHash } from 'node:crypto';
import type { PaymentMethod } from '../../../shared/ledger/ledger-texts';

/** What an Idempotency-Key stands for: the lease and the payment's fields as the schema parsed them. */
export type PaymentFacts = { lease_id: number; amount_cents: number; received_on: string; method: PaymentMethod; reference: string; note: string };

/**
 * The SHA-256 of a payment's defining fields in one fixed order (the IETF Idempotency-Key draft's
 * request fingerprint). It is taken of the parsed body, so the same payment re-sent with its keys in
 * another order, or its amount written 3000 for 3000.00, gives the same; any other payment another.
 */
export function paymentFingerprint(p: PaymentFacts): string {
  const canonical = JSON.stringify([p.lease_id, p.amount_cents, p.received_on, p.method, p.reference, p.note]);
  return createHash('sha256').update(canonical).digest('hex');
}
