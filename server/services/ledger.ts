import { formatShortDate, isoToday } from '../../shared/dates';
import { chargeDateProblem } from '../../shared/ledger/ledger-dates';
import { LEDGER_MESSAGES as M, PAYMENT_METHODS, type PaymentMethod } from '../../shared/ledger/ledger-texts';
import { allocate, balanceOf, reversalProblem } from '../../shared/ledger/ledger-view';
import { methodsSentence, type PaymentOrder } from '../../shared/ledger/payment-terms';
import type { PaymentRecorded } from '../../shared/ledger/ledger-types';
import { centsToAmount, formatUsd } from '../../shared/money';
import { MY_BALANCE_PATH } from '../../shared/ledger/my-balance';
import type { Db } from '../db/database';
import type { AuditEvents } from '../../shared/audit/events';
import { recordAuditEvent, type AuditActor, type AuditEventInput } from '../audit/record-event';
import { HttpError } from '../ground/http-error';
import type { Logger } from '../logger';
import { receiptMail } from '../mail/ledger-mail';
import type { Mailer } from '../mail/mailer';
import { findPaymentByKey, insertLedgerLines, insertPayment, ledgerLinesOf } from '../queries/ledger';
import { findLeaseTerms } from '../queries/lease-terms';
import { paymentFingerprint } from './ledger-payment-key';
import { refreshLedgerSummaries } from './ledger-summaries';
import { notifyAboutLease } from './notify';

export type LedgerDeps = { db: Db; mailer: Mailer; logger: Logger; baseUrl: string };
type LedgerLease = { id: number; organization_id: number; status: string; email: string };
/** A lease with its lease period's dates, which bound when its charges may fall due. */
type DatedLease = LedgerLease & { start_date: string; end_date: string };

const event = <K extends 'ledger.payment' | 'ledger.reverse' | 'ledger.adjust'>(actor: AuditActor, lease: LedgerLease, action: K, details: AuditEvents[K]): AuditEventInput<K> => ({ actor, action, subject: { table: 'leases', id: lease.id }, organizationId: lease.organization_id, details });
const author = (actor: AuditActor) => ({ created_by: actor.name, created_by_user_id: actor.userId });

function assertExecuted(lease: LedgerLease): void {
  if (lease.status !== 'Executed') throw HttpError.detail(409, M.notExecuted);
}

/** Where each money line of the lease went (in the company's payment order), as the API answers it. */
async function allocationsOf(db: Db, leaseId: number, lineId: number, order: PaymentOrder) {
  const lines = await ledgerLinesOf(db, leaseId);
  return (allocate(lines, order).allocations.get(lineId) ?? []).map((a) => ({ line_id: a.line_id, amount: centsToAmount(a.amount_cents) }));
}

/**
 * A manager records a payment: the payment and its ledger line (lowering the balance) in one
 * transaction with its audit event; it is applied in the company's payment order, and its method
 * must be one the company accepts (a field error otherwise). The same
 * Idempotency-Key with the same payment again answers the payment already recorded and records
 * nothing (two submits of one form); with a different payment it is refused (422), so a corrected
 * amount is not answered "recorded" with the first one. Two different payments at once are both kept
 * (the transactions take turns). The tenant is mailed a receipt.
 */
export async function recordPayment(deps: LedgerDeps, lease: LedgerLease, input: { amount: number; received_on: string; method: PaymentMethod; reference: string; note: string }, key: string | null, actor: AuditActor): Promise<{ created: boolean; answer: PaymentRecorded }> {
  assertExecuted(lease);
  const { db } = deps;
  const fingerprint = paymentFingerprint({ lease_id: lease.id, amount_cents: input.amount, received_on: input.received_on, method: input.method, reference: input.reference, note: input.note });
  const recorded = await db.transaction().execute(async (trx) => {
    // Read in the transaction, so a payment and a change of the company's terms take turns.
    const terms = await findLeaseTerms(trx, lease.organization_id);
    const earlier = key ? await findPaymentByKey(trx, lease.id, key) : undefined;
    if (earlier) {
      // A payment recorded before fingerprints were kept is fingerprinted from its fields, the same ones.
      if ((earlier.request_hash ?? paymentFingerprint(earlier)) !== fingerprint) throw HttpError.detail(422, M.paymentKeyReused);
      const line = (await ledgerLinesOf(trx, lease.id)).find((l) => l.payment_id === earlier.id)!;
      return { id: earlier.id, lineId: line.id, created: false, order: terms.payment_order };
    }
    if (!terms.accepted_payment_methods.includes(input.method)) throw HttpError.fields({ method: [M.methodNotAccepted(methodsSentence(terms.accepted_payment_methods))] });
    const id = await insertPayment(trx, { lease_id: lease.id, organization_id: lease.organization_id, amount_cents: input.amount, received_on: input.received_on, method: input.method, reference: input.reference, note: input.note, idempotency_key: key, request_hash: key ? fingerprint : null, ...author(actor) });
    const description = `Payment: ${PAYMENT_METHODS[input.method]}${input.reference ? ` ${input.reference}` : ''}`;
    const [lineId] = await insertLedgerLines(trx, [{ lease_id: lease.id, organization_id: lease.organization_id, kind: 'payment', amount_cents: -input.amount, due_date: input.received_on, description, payment_id: id, ...author(actor) }]);
    await refreshLedgerSummaries(trx, [lease.id]);
    await recordAuditEvent(trx, event(actor, lease, 'ledger.payment', { payment_id: id, line_id: lineId!, amount: centsToAmount(input.amount), received_on: input.received_on, method: input.method, reference: input.reference }));
    return { id, lineId: lineId!, created: true, order: terms.payment_order };
  });
  const allocations = await allocationsOf(db, lease.id, recorded.lineId, recorded.order);
  if (recorded.created) {
    const balance = balanceOf(await ledgerLinesOf(db, lease.id));
    const link = `${deps.baseUrl}${MY_BALANCE_PATH}`;
    await notifyAboutLease(deps, lease.id, {
      event: 'payment_receipt',
      to: lease.email,
      values: { amount_paid: formatUsd(input.amount), payment_date: formatShortDate(input.received_on), balance: formatUsd(balance) },
      link: { url: link, kind: 'plain', label: 'See your balance' },
      builtIn: (company) => receiptMail(lease.email, company, { amountCents: input.amount, receivedOn: input.received_on, method: PAYMENT_METHODS[input.method], reference: input.reference, balanceCents: balance, link }),
    }).catch((err: unknown) => deps.logger.error({ err, lease: lease.id }, 'receipt mail failed'));
  }
  return { created: recorded.created, answer: { id: recorded.id, line_id: recorded.lineId, allocations } };
}

/**
 * Reverses a line (a returned check, a charge posted by mistake) with a reason: a new line that
 * undoes it, dated today; the line stays. A line is reversed once (the database's unique index holds
 * against a race) and a reversal is final. Answers the new line's id.
 */
export async function reverseLine(db: Db, lease: LedgerLease, lineId: number, reason: string, actor: AuditActor): Promise<number> {
  assertExecuted(lease);
  return db.transaction().execute(async (trx) => {
    const lines = await ledgerLinesOf(trx, lease.id);
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw HttpError.notFound();
    const problem = reversalProblem(line, lines);
    if (problem) throw HttpError.detail(409, problem === 'isReversal' ? M.reversalIsFinal : M.alreadyReversed);
    const [id] = await insertLedgerLines(trx, [
      { lease_id: lease.id, organization_id: lease.organization_id, kind: 'reversal', amount_cents: -line.amount_cents, due_date: isoToday(), description: `Reversal: ${line.description}`, account_code_id: line.account_code_id, reverses_id: line.id, payment_id: line.payment_id, reason, ...author(actor) },
    ]);
    await refreshLedgerSummaries(trx, [lease.id]);
    await recordAuditEvent(trx, event(actor, lease, 'ledger.reverse', { line_id: id!, reverses_id: line.id, amount: centsToAmount(-line.amount_cents), reason }));
    return id!;
  });
}

/** Reverses a payment: its line. */
export async function reversePayment(db: Db, lease: LedgerLease, paymentId: number, reason: string, actor: AuditActor): Promise<number> {
  const line = (await ledgerLinesOf(db, lease.id)).find((l) => l.kind === 'payment' && l.payment_id === paymentId);
  if (!line) throw HttpError.notFound();
  return reverseLine(db, lease, line.id, reason, actor);
}

/**
 * A manager's adjustment, with its reason: positive adds to the balance, negative lowers it. It falls
 * due within a year of the lease period (a field error otherwise).
 */
export async function addAdjustment(db: Db, lease: DatedLease, input: { amount: number; due_date: string; description: string; reason: string }, actor: AuditActor): Promise<number> {
  assertExecuted(lease);
  const problem = chargeDateProblem(input.due_date, lease);
  if (problem) throw HttpError.fields({ due_date: [problem] });
  return db.transaction().execute(async (trx) => {
    const [id] = await insertLedgerLines(trx, [{ lease_id: lease.id, organization_id: lease.organization_id, kind: 'adjustment', amount_cents: input.amount, due_date: input.due_date, description: input.description, reason: input.reason, ...author(actor) }]);
    await refreshLedgerSummaries(trx, [lease.id]);
    await recordAuditEvent(trx, event(actor, lease, 'ledger.adjust', { line_id: id!, amount: centsToAmount(input.amount), due_date: input.due_date, description: input.description, reason: input.reason }));
    return id!;
  });
}
