import type { Transaction } from 'kysely';
import { APPROVAL_MESSAGES, approvalRefusal, editRefusal, type Approvable, type ApprovalKind } from '../../../shared/approval';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { HttpError } from '../../ground/http-error';
import type { AuditAction } from '../../../shared/audit/events';
import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import { approveRow, isRowApproved, type ApprovableTable } from '../../queries/approval';

/** The server's half of shared/approval.ts: the rule's refusals as 409s, and the approval itself, audited. */
const TABLES: Record<ApprovalKind, ApprovableTable> = { 'document-template': 'document_templates', 'payment-plan': 'payment_plans' };

/** The audit event's action of each kind's approval. */
const APPROVE_ACTIONS = { 'document-template': 'document_template.approve', 'payment-plan': 'payment_plan.approve' } as const satisfies Record<ApprovalKind, AuditAction>;

/** A change to a record approved when it was loaded is refused (409), before any work is done. */
export function assertEditable(kind: ApprovalKind, record: Approvable): void {
  const refusal = editRefusal(kind, record);
  if (refusal) throw HttpError.detail(409, refusal);
}

/**
 * The same refusal decided inside the write's transaction, for a record approved since it was
 * loaded; `message` when the write is a deletion that says so in its own words.
 */
export async function assertStillEditable(trx: Db, kind: ApprovalKind, id: number, message = APPROVAL_MESSAGES[kind].locked): Promise<void> {
  if (await isRowApproved(trx, TABLES[kind], id)) throw HttpError.detail(409, message);
}

/** An approval of a record approved when it was loaded is refused (409). */
export function assertApprovable(kind: ApprovalKind, record: Approvable): void {
  const refusal = approvalRefusal(kind, record);
  if (refusal) throw HttpError.detail(409, refusal);
}

/**
 * Final Approval inside the caller's transaction: the row is approved by the actor now, once (409
 * when another approval won), and the audit event (`<kind>.approve`, who, from where) commits with it.
 */
export async function approveOnce(
  trx: Transaction<Database>,
  kind: ApprovalKind,
  record: { id: number; organizationId: number; name: string },
  actor: AuditActor,
): Promise<void> {
  const table = TABLES[kind];
  if (!(await approveRow(trx, table, record.id, actor.name, new Date().toISOString()))) throw HttpError.detail(409, APPROVAL_MESSAGES[kind].alreadyApproved);
  await recordAuditEvent(trx, {
    actor,
    action: APPROVE_ACTIONS[kind],
    subject: { table, id: record.id },
    organizationId: record.organizationId,
    details: { name: record.name },
  });
}
