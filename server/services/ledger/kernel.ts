import type { Insertable, Transaction } from 'kysely';
import type { AuditEvents } from '../../../shared/audit/events';
import { LEDGER_ACTIONS, ledgerActorMay, ledgerAllows, type LedgerAction, type LedgerActorKind, type LedgerEventOf } from '../../../shared/ledger/ledger-actions';
import type { PaymentOrder } from '../../../shared/ledger/payment-terms';
import { API_ERRORS } from '../../../shared/messages';
import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import type { Db } from '../../db/database';
import type { Database, LedgerLinesTable } from '../../db/schema';
import { HttpError } from '../../ground/http-error';
import { insertLedgerLines, leaseStatusesOf, ledgerLinesOf, upsertLedgerSummaries, type LedgerLineRow } from '../../queries/ledger';
import { insertLateFees } from '../../queries/late-fee-policies';
import { centsToAmount } from '../../../shared/money';
import { refreshLedgerSummaries, summaryRowOf } from './summaries';

/** A lease as the ledger's writes take it. */
export type LedgerLease = { id: number; organization_id: number; status: string };

/** A line as a write makes it: the kernel adds its lease and company. */
export type NewLine = Omit<Insertable<LedgerLinesTable>, 'lease_id' | 'organization_id'>;

/** A manager's write: what the table checks, the lines, and the details of its audit event once the lines have ids. */
export type LedgerMove<A extends Exclude<LedgerAction, 'post'>> = {
  /** Who takes it (null: no one the table names, refused). */
  by: LedgerActorKind | null;
  actor: AuditActor;
  /** The company's payment order, read in the caller's transaction (the summary is written in it). */
  order: PaymentOrder;
  lines: NewLine[];
  details: (ids: number[]) => AuditEvents[LedgerEventOf<A>];
};

/** Refuses an action the table does not give this actor (403) or the lease's status (409, in the row's words). */
export function assertLedgerAction(action: LedgerAction, lease: { status: string }, by: LedgerActorKind | null): void {
  if (by === null || !ledgerActorMay(action, by)) throw HttpError.detail(403, API_ERRORS.permissionDenied);
  if (!ledgerAllows(action, lease)) throw HttpError.detail(409, LEDGER_ACTIONS[action].refusal);
}

/** Checks the action against the leases' statuses as the transaction sees them, not as the caller read them. */
async function assertInTransaction(trx: Db, action: LedgerAction, leaseIds: readonly number[], by: LedgerActorKind | null): Promise<void> {
  const statuses = await leaseStatusesOf(trx, leaseIds);
  for (const id of leaseIds) assertLedgerAction(action, { status: statuses.get(id) ?? '' }, by);
}

/**
 * The one way a manager's line goes on a ledger (shared/ledger/ledger-actions.ts), inside the
 * caller's transaction: checks the table, inserts the lines, reads the lease's lines once (the
 * caller answers the ledger from them), rewrites its summary from them and records the action's
 * audit event. Answers the new lines' ids and the lease's lines after the write.
 */
export async function takeLedgerAction<A extends Exclude<LedgerAction, 'post'>>(trx: Transaction<Database>, lease: LedgerLease, action: A, move: LedgerMove<A>): Promise<{ ids: number[]; lines: LedgerLineRow[] }> {
  await assertInTransaction(trx, action, [lease.id], move.by);
  const ids = await insertLedgerLines(trx, move.lines.map((line) => ({ ...line, lease_id: lease.id, organization_id: lease.organization_id })));
  const lines = await ledgerLinesOf(trx, lease.id);
  await upsertLedgerSummaries(trx, [summaryRowOf(lease.id, lines, move.order)]);
  await recordAuditEvent(trx, { actor: move.actor, action: LEDGER_ACTIONS[action].event, subject: { table: 'leases', id: lease.id }, organizationId: lease.organization_id, details: move.details(ids) });
  return { ids, lines };
}

/**
 * Posting (the `post` row, the product's own): executed leases' plan lines, inside the execution's
 * transaction, with their summaries. Its audit event is the execution's (`lease.execute`, written by
 * the leasing kernel with the number of lines posted).
 */
export async function postLedgerLines(trx: Db, leaseIds: readonly number[], rows: Insertable<LedgerLinesTable>[]): Promise<void> {
  await assertInTransaction(trx, 'post', leaseIds, 'system');
  await insertLedgerLines(trx, rows);
  await refreshLedgerSummaries(trx, leaseIds);
}

/** The daily job's late fees on one lease: each fee's line with the charge and day it is for and the policy's sentence; each reversal's line with its reason. */
export type LateFeeMove = {
  order: PaymentOrder;
  fees: { line: NewLine; charge_line_id: number; fee_day: string; policy_text: string }[];
  reversals: { line: NewLine & { reverses_id: number; reason: string } }[];
};

/**
 * Late fees (the `late_fee` and `late_fee_reverse` rows, the product's own; ADR 046) on one lease,
 * inside the caller's transaction: the reversals and the fees' lines, a `late_fees` row each fee
 * (its unique charge and day refuse a second), the lease's summary, and an audit event each line.
 */
export async function takeLateFees(trx: Transaction<Database>, lease: LedgerLease, move: LateFeeMove, actor: AuditActor): Promise<void> {
  if (move.reversals.length) await assertInTransaction(trx, 'late_fee_reverse', [lease.id], 'system');
  if (move.fees.length) await assertInTransaction(trx, 'late_fee', [lease.id], 'system');
  const at = (line: NewLine) => ({ ...line, lease_id: lease.id, organization_id: lease.organization_id });
  const reversalIds = await insertLedgerLines(trx, move.reversals.map((r) => at(r.line)));
  const feeIds = await insertLedgerLines(trx, move.fees.map((f) => at(f.line)));
  await insertLateFees(trx, move.fees.map((f, i) => ({ organization_id: lease.organization_id, lease_id: lease.id, ledger_line_id: feeIds[i]!, charge_line_id: f.charge_line_id, fee_day: f.fee_day, policy_text: f.policy_text })));
  await upsertLedgerSummaries(trx, [summaryRowOf(lease.id, await ledgerLinesOf(trx, lease.id), move.order)]);
  const subject = { table: 'leases' as const, id: lease.id };
  for (const [i, r] of move.reversals.entries()) {
    await recordAuditEvent(trx, { actor, action: 'ledger.late_fee_reverse', subject, organizationId: lease.organization_id, details: { line_id: reversalIds[i]!, reverses_id: r.line.reverses_id, reason: r.line.reason } });
  }
  for (const [i, f] of move.fees.entries()) {
    await recordAuditEvent(trx, { actor, action: 'ledger.late_fee', subject, organizationId: lease.organization_id, details: { line_id: feeIds[i]!, charge_line_id: f.charge_line_id, fee_day: f.fee_day, amount: centsToAmount(f.line.amount_cents), policy: f.policy_text } });
  }
}
