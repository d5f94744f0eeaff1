import { DOCUMENT_MESSAGES, PAYMENT_PLAN_MESSAGES } from './messages';

/**
 * "Approve once, then locked, clone to change": the one rule of records that get a Final Approval
 * (lease agreement templates, payment plans). A draft may be edited and approved; an approved record
 * is never changed again (a clone is the new version); approving twice is refused.
 */
export type ApprovalKind = 'document-template' | 'payment-plan';

/** What each kind says when the rule refuses (the spec's texts, in shared/messages.ts). */
export const APPROVAL_MESSAGES: Record<ApprovalKind, { locked: string; alreadyApproved: string }> = {
  'document-template': { locked: DOCUMENT_MESSAGES.approvedLocked, alreadyApproved: DOCUMENT_MESSAGES.alreadyApproved },
  'payment-plan': { locked: PAYMENT_PLAN_MESSAGES.approvedLocked, alreadyApproved: PAYMENT_PLAN_MESSAGES.alreadyApproved },
};

/**
 * The question Final Approval asks first, naming the record and what becomes final: what approval
 * locks (shared/approval.ts, the content blocks check) and what it makes possible (plans: Assign
 * Plans offers approved plans only; lease agreements: a lease period's contracts are approved ones).
 */
export function approvalQuestion(kind: ApprovalKind, name: string): string {
  return kind === 'payment-plan'
    ? `Approve “${name}”? Once approved, this payment plan can no longer be edited or deleted (clone it to write a new version); it can then be assigned to beds and offered to students.`
    : `Approve “${name}”? Once approved, this lease agreement and the content blocks it inserts can no longer be changed (clone it to write a new version); lease periods can then use it as a tenant or guarantor contract.`;
}

/** A record as both sides hold it: 0/1 from the database, a boolean in answers. */
export type Approvable = { approved: boolean | number };

/** Approved, and so locked for good. */
export const isLocked = (record: Approvable): boolean => Boolean(record.approved);

/** Whether someone who may write can still change the record. */
export const canEdit = (record: Approvable, canWrite = true): boolean => canWrite && !isLocked(record);

/** Whether someone who may write can approve the record (once). Kinds may narrow it (only lease agreements). */
export const canApprove = (record: Approvable, canWrite = true): boolean => canWrite && !isLocked(record);

/** Why a change is refused, or null when it is allowed. */
export const editRefusal = (kind: ApprovalKind, record: Approvable): string | null => (isLocked(record) ? APPROVAL_MESSAGES[kind].locked : null);

/** Why an approval is refused, or null when it is allowed. */
export const approvalRefusal = (kind: ApprovalKind, record: Approvable): string | null => (isLocked(record) ? APPROVAL_MESSAGES[kind].alreadyApproved : null);

/** The status a list shows: 'Approved' or 'Draft'. */
export const approvalStatus = (record: Approvable): 'Approved' | 'Draft' => (isLocked(record) ? 'Approved' : 'Draft');
