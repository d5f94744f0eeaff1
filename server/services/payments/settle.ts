import type { Transaction } from 'kysely';
import { isoToday } from '../../../shared/dates';
import type { LedgerActorKind } from '../../../shared/ledger/ledger-actions';
import { balanceOf } from '../../../shared/ledger/ledger-view';
import { centsToAmount } from '../../../shared/money';
import { ledgerMethodOf, ONLINE_PAYMENT_MESSAGES as P, ONLINE_PAYMENT_METHODS, type OnlinePaymentStatus } from '../../../shared/payments/online-texts';
import { SYSTEM_ACTOR, type AuditActor } from '../../audit/record-event';
import type { Database } from '../../db/schema';
import { insertPayment } from '../../queries/ledger';
import { findLeaseTerms } from '../../queries/lease-terms';
import { postedPaymentOf, type OnlinePaymentRow } from '../../queries/online-payments';
import { takeLedgerAction, type LedgerLease } from '../ledger/kernel';
import { author } from '../ledger/line-author';
import { queueReceipt } from '../ledger/receipt';

/** Why money is going back, for the reversal line's reason and the action it is taken as. */
export type Giveback = { action: 'refund'; by: LedgerActorKind; actor: AuditActor; reason: string } | { action: 'return'; reason: string };

/** What the ledger should hold of an online payment: its amount less what was refunded once it succeeded; nothing otherwise. */
export function keptCents(p: Pick<OnlinePaymentRow, 'status' | 'amount_cents' | 'refunded_cents'>): number {
  if (p.status !== 'succeeded' && p.status !== 'refunded') return 0;
  return Math.max(0, p.amount_cents - p.refunded_cents);
}

/** The status a payment that went through shows: refunded once nothing of it is kept. */
export const succeededStatus = (p: Pick<OnlinePaymentRow, 'amount_cents' | 'refunded_cents'>): OnlinePaymentStatus => (p.refunded_cents >= p.amount_cents ? 'refunded' : 'succeeded');

type SettleLease = LedgerLease & { email: string };

/** Why less is kept when no one said: the payment failed or was returned, or the provider refunded it. */
function givebackOf(p: OnlinePaymentRow, cents: number): Giveback {
  if (p.status === 'failed') {
    const why = p.failure ?? P.noReason;
    return { action: 'return', reason: p.method === 'ach' ? P.returnedReason(why) : P.failedReason(why) };
  }
  return { action: 'refund', by: 'system', actor: SYSTEM_ACTOR, reason: P.refundReason(cents, P.providerRefundReason) };
}

/**
 * Brings the lease's ledger in line with where its online payment stands at the provider, inside
 * the caller's transaction: the first time it succeeds its payment and line post (one payment per
 * provider payment: a unique index holds it), with the receipt; when less of it is kept than the
 * ledger holds (a refund, a returned bank payment) the line is reversed and what is kept is posted
 * again as a new line, so the charges it no longer covers reopen on their own dates. Whatever order
 * the provider's events came in, the ledger ends where the payment stands; run again, it does nothing.
 */
export async function settleOnlinePayment(trx: Transaction<Database>, baseUrl: string, lease: SettleLease, p: OnlinePaymentRow, giveback: Giveback | null): Promise<void> {
  if (!p.provider_payment_id) return;
  const target = keptCents(p);
  let posted = await postedPaymentOf(trx, p.provider_payment_id);
  if (!posted && target === 0 && p.status !== 'refunded') return;
  const terms = await findLeaseTerms(trx, lease.organization_id);
  const today = isoToday(new Date(), terms.time_zone);
  const method = ledgerMethodOf(p.method);
  const description = `Payment: ${ONLINE_PAYMENT_METHODS[method]} ${p.provider_payment_id}`;
  const base = { by: 'system' as const, actor: SYSTEM_ACTOR, order: terms.payment_order };

  if (!posted) {
    const paymentId = await insertPayment(trx, { lease_id: lease.id, organization_id: lease.organization_id, amount_cents: p.amount_cents, received_on: today, method: p.method === 'card' ? 'card' : 'bank_transfer', online_method: method, reference: p.provider_payment_id, note: '', idempotency_key: p.provider_payment_id, request_hash: null, ...author(SYSTEM_ACTOR) });
    const { lines } = await takeLedgerAction(trx, lease, 'online_payment', {
      ...base,
      lines: [{ kind: 'payment', amount_cents: -p.amount_cents, due_date: today, description, payment_id: paymentId, ...author(SYSTEM_ACTOR) }],
      details: ([lineId]) => ({ online_payment_id: p.id, payment_id: paymentId, line_id: lineId!, amount: centsToAmount(p.amount_cents), method, reference: p.provider_payment_id! }),
    });
    await queueReceipt(trx, baseUrl, lease.id, { email: lease.email, amountCents: p.amount_cents, receivedOn: today, method, reference: p.provider_payment_id, balanceCents: balanceOf(lines) });
    // The usual case ends here: all of it kept, just posted.
    if (target === p.amount_cents) return;
    posted = (await postedPaymentOf(trx, p.provider_payment_id))!;
  }

  const current = posted.lines.find((l) => l.reversed_by === null);
  const kept = current ? -current.amount_cents : 0;
  if (kept === target) return;
  const reissue = (cents: number) => ({ kind: 'payment' as const, amount_cents: -cents, due_date: today, description, payment_id: posted!.id, ...author(SYSTEM_ACTOR) });
  if (!current) {
    // Kept again after all of it was given back (a success after a failure notice): posted anew.
    await takeLedgerAction(trx, lease, 'online_payment', {
      ...base,
      lines: [reissue(target)],
      details: ([lineId]) => ({ online_payment_id: p.id, payment_id: posted!.id, line_id: lineId!, amount: centsToAmount(target), method, reference: p.provider_payment_id! }),
    });
    return;
  }
  const why = giveback ?? givebackOf(p, kept - target);
  const reversal = { kind: 'reversal' as const, amount_cents: kept, due_date: today, description: `Reversal: ${current.description}`, reverses_id: current.id, payment_id: posted.id, reason: why.reason };
  const lines = target > 0 ? [reversal, reissue(target)] : [reversal];
  if (why.action === 'refund') {
    await takeLedgerAction(trx, lease, 'refund', {
      by: why.by,
      actor: why.actor,
      order: terms.payment_order,
      lines: lines.map((l) => ({ ...l, ...author(why.actor) })),
      details: ([lineId, keptLineId]) => ({ online_payment_id: p.id, line_id: lineId!, reverses_id: current.id, kept_line_id: keptLineId ?? null, amount: centsToAmount(kept - target), reason: why.reason }),
    });
  } else {
    await takeLedgerAction(trx, lease, 'return', {
      ...base,
      lines: lines.map((l) => ({ ...l, ...author(SYSTEM_ACTOR) })),
      details: ([lineId]) => ({ online_payment_id: p.id, line_id: lineId!, reverses_id: current.id, amount: centsToAmount(kept - target), reason: why.reason }),
    });
  }
}
