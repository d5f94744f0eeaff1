import { isoToday } from '../../../shared/dates';
import type { LedgerActorKind } from '../../../shared/ledger/ledger-actions';
import { chargeDateProblem } from '../../../shared/ledger/ledger-dates';
import { LEDGER_MESSAGES as M } from '../../../shared/ledger/ledger-texts';
import { ONLINE_PAYMENT_MESSAGES } from '../../../shared/payments/online-texts';
import { reversalProblemOf } from '../../../shared/ledger/ledger-view';
import { centsToAmount } from '../../../shared/money';
import type { AuditActor } from '../../audit/record-event';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { ledgerLineOf, paymentsOf, type LedgerRead } from '../../queries/ledger';
import { findLeaseTerms } from '../../queries/lease-terms';
import { assertLedgerAction, takeLedgerAction, type LedgerLease } from './kernel';
import { author } from './line-author';

/** A correction written: the new line's id and the lease's ledger after it. */
export type LineWritten = { lineId: number; read: LedgerRead };

/** A lease with its lease period's dates, which bound when its charges may fall due. */
type DatedLease = LedgerLease & { start_date: string; end_date: string };

/**
 * Reverses a line (a returned check, a charge posted by mistake) with a reason: a new line that
 * undoes it, dated today; the line stays. A line is reversed once (the database's unique index holds
 * against a race) and a reversal is final. `which` names the line, or the payment whose line it is.
 */
export async function reverseLine(db: Db, lease: LedgerLease, which: { lineId: number } | { paymentId: number }, reason: string, actor: AuditActor, by: LedgerActorKind | null): Promise<LineWritten> {
  assertLedgerAction('reverse', lease, by);
  return db.transaction().execute(async (trx) => {
    const line = await ledgerLineOf(trx, lease.id, which);
    if (!line) throw HttpError.notFound();
    // Money paid online goes back through the provider (a refund), or the provider's next event would post it again.
    if (line.online_method) throw HttpError.detail(409, ONLINE_PAYMENT_MESSAGES.refundNotReverse);
    const problem = reversalProblemOf(line, line.reversed_by !== null);
    if (problem) throw HttpError.detail(409, problem === 'isReversal' ? M.reversalIsFinal : M.alreadyReversed);
    const terms = await findLeaseTerms(trx, lease.organization_id);
    const { ids, lines } = await takeLedgerAction(trx, lease, 'reverse', {
      by,
      actor,
      order: terms.payment_order,
      lines: [{ kind: 'reversal', amount_cents: -line.amount_cents, due_date: isoToday(new Date(), terms.time_zone), description: `Reversal: ${line.description}`, account_code_id: line.account_code_id, reverses_id: line.id, payment_id: line.payment_id, reason, ...author(actor) }],
      details: ([id]) => ({ line_id: id!, reverses_id: line.id, amount: centsToAmount(-line.amount_cents), reason }),
    });
    return { lineId: ids[0]!, read: { terms, lines, payments: await paymentsOf(trx, lease.id) } };
  });
}

/**
 * A manager's adjustment, with its reason: positive adds to the balance, negative lowers it. It falls
 * due within a year of the lease period (a field error otherwise).
 */
export async function addAdjustment(db: Db, lease: DatedLease, input: { amount: number; due_date: string; description: string; reason: string }, actor: AuditActor, by: LedgerActorKind | null): Promise<LineWritten> {
  assertLedgerAction('adjust', lease, by);
  const problem = chargeDateProblem(input.due_date, lease);
  if (problem) throw HttpError.fields({ due_date: [problem] });
  return db.transaction().execute(async (trx) => {
    const terms = await findLeaseTerms(trx, lease.organization_id);
    const { ids, lines } = await takeLedgerAction(trx, lease, 'adjust', {
      by,
      actor,
      order: terms.payment_order,
      lines: [{ kind: 'adjustment', amount_cents: input.amount, due_date: input.due_date, description: input.description, reason: input.reason, ...author(actor) }],
      details: ([id]) => ({ line_id: id!, amount: centsToAmount(input.amount), due_date: input.due_date, description: input.description, reason: input.reason }),
    });
    return { lineId: ids[0]!, read: { terms, lines, payments: await paymentsOf(trx, lease.id) } };
  });
}
