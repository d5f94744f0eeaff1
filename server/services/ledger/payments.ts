import { LEDGER_MESSAGES as M, PAYMENT_METHODS, type PaymentMethod } from '../../../shared/ledger/ledger-texts';
import type { LedgerActorKind } from '../../../shared/ledger/ledger-actions';
import { allocate, balanceOf } from '../../../shared/ledger/ledger-view';
import { methodsSentence } from '../../../shared/ledger/payment-terms';
import { centsToAmount } from '../../../shared/money';
import { isoToday } from '../../../shared/dates';
import { paymentDateAllowed } from '../../../shared/ledger/ledger-dates';
import type { AuditActor } from '../../audit/record-event';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { findPaymentByKey, insertPayment, ledgerLinesOf, paymentsOf, type LedgerRead } from '../../queries/ledger';
import { findLeaseTerms } from '../../queries/lease-terms';
import type { MessageQueue } from '../messaging/queue';
import { paymentFingerprint } from './payment-key';
import { assertLedgerAction, takeLedgerAction, type LedgerLease } from './kernel';
import { author } from './line-author';
import { queueReceipt } from './receipt';

export type LedgerDeps = { db: Db; messageQueue: MessageQueue; baseUrl: string };

export type PaymentInput = { amount: number; received_on: string; method: PaymentMethod; reference: string; note: string };

/** A payment recorded (or found again by its key), where it went, and the lease's ledger after it. */
export type PaymentWritten = { created: boolean; id: number; lineId: number; allocations: { line_id: number; amount: string }[]; read: LedgerRead };

/**
 * A manager records a payment: the payment and its ledger line (lowering the balance) in one
 * transaction with its audit event and the tenant's receipt (queued, sent after the commit: a crash
 * loses neither); it is applied in the company's payment order, and its method must be one the
 * company accepts (a field error otherwise). The same Idempotency-Key with the same payment again
 * answers the payment already recorded and records nothing (two submits of one form); with a
 * different payment it is refused (422), so a corrected amount is not answered "recorded" with the
 * first one. Two different payments at once are both kept (the transactions take turns). The lease's
 * lines are read once, in the transaction: the answer's ledger, the allocations and the receipt's
 * balance all come from that read.
 */
export async function recordPayment(deps: LedgerDeps, lease: LedgerLease & { email: string }, input: PaymentInput, key: string | null, actor: AuditActor, by: LedgerActorKind | null): Promise<PaymentWritten> {
  assertLedgerAction('payment', lease, by);
  const fingerprint = paymentFingerprint({ lease_id: lease.id, amount_cents: input.amount, received_on: input.received_on, method: input.method, reference: input.reference, note: input.note });
  const written = await deps.db.transaction().execute(async (trx) => {
    // Read in the transaction, so a payment and a change of the company's terms take turns.
    const terms = await findLeaseTerms(trx, lease.organization_id);
    const earlier = key ? await findPaymentByKey(trx, lease.id, key) : undefined;
    if (earlier) {
      // A payment recorded before fingerprints were kept is fingerprinted from its fields, the same ones.
      if ((earlier.request_hash ?? paymentFingerprint(earlier)) !== fingerprint) throw HttpError.detail(422, M.paymentKeyReused);
      const lines = await ledgerLinesOf(trx, lease.id);
      const line = lines.find((l) => l.payment_id === earlier.id && l.kind === 'payment')!;
      return { created: false, id: earlier.id, lineId: line.id, read: { terms, lines, payments: await paymentsOf(trx, lease.id) } };
    }
    if (!terms.accepted_payment_methods.includes(input.method)) throw HttpError.fields({ method: [M.methodNotAccepted(methodsSentence(terms.accepted_payment_methods))] });
    // The schema's bound counts from the day furthest ahead anywhere; the company's own day is the rule.
    if (!paymentDateAllowed(input.received_on, isoToday(new Date(), terms.time_zone))) throw HttpError.fields({ received_on: [M.receivedTooFarAhead] });
    const id = await insertPayment(trx, { lease_id: lease.id, organization_id: lease.organization_id, amount_cents: input.amount, received_on: input.received_on, method: input.method, reference: input.reference, note: input.note, idempotency_key: key, request_hash: key ? fingerprint : null, ...author(actor) });
    const description = `Payment: ${PAYMENT_METHODS[input.method]}${input.reference ? ` ${input.reference}` : ''}`;
    const { ids, lines } = await takeLedgerAction(trx, lease, 'payment', {
      by,
      actor,
      order: terms.payment_order,
      lines: [{ kind: 'payment', amount_cents: -input.amount, due_date: input.received_on, description, payment_id: id, ...author(actor) }],
      details: ([lineId]) => ({ payment_id: id, line_id: lineId!, amount: centsToAmount(input.amount), received_on: input.received_on, method: input.method, reference: input.reference }),
    });
    await queueReceipt(trx, deps.baseUrl, lease.id, { email: lease.email, amountCents: input.amount, receivedOn: input.received_on, method: input.method, reference: input.reference, balanceCents: balanceOf(lines) });
    return { created: true, id, lineId: ids[0]!, read: { terms, lines, payments: await paymentsOf(trx, lease.id) } };
  });
  if (written.created) deps.messageQueue.kick();
  const allocations = (allocate(written.read.lines, written.read.terms.payment_order).allocations.get(written.lineId) ?? []).map((a) => ({ line_id: a.line_id, amount: centsToAmount(a.amount_cents) }));
  return { ...written, allocations };
}
