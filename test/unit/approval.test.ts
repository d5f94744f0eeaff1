import { describe, expect, it } from '@jest/globals';
import { APPROVAL_MESSAGES, approvalQuestion, approvalRefusal, approvalStatus, canApprove, canEdit, editRefusal, isLocked } from '../../shared/approval';
import { DOCUMENT_MESSAGES, PAYMENT_PLAN_MESSAGES } from '../../shared/messages';

describe('approve once, then locked, clone to change', () => {
  const draft = { approved: false };
  const approved = { approved: true };

  it('lets a writer edit and approve a draft, and nobody change or approve an approved record', () => {
    expect([canEdit(draft), canApprove(draft), canEdit(draft, false), canApprove(draft, false)]).toEqual([true, true, false, false]);
    expect([canEdit(approved), canApprove(approved)]).toEqual([false, false]);
    expect([isLocked({ approved: 1 }), isLocked({ approved: 0 })]).toEqual([true, false]);
    expect([approvalStatus(draft), approvalStatus({ approved: 1 })]).toEqual(['Draft', 'Approved']);
  });

  it('refuses with each kind’s own words, unchanged', () => {
    expect(APPROVAL_MESSAGES['document-template']).toEqual({ locked: DOCUMENT_MESSAGES.approvedLocked, alreadyApproved: DOCUMENT_MESSAGES.alreadyApproved });
    expect(editRefusal('payment-plan', approved)).toBe(PAYMENT_PLAN_MESSAGES.approvedLocked);
    expect(approvalRefusal('payment-plan', { approved: 1 })).toBe(PAYMENT_PLAN_MESSAGES.alreadyApproved);
    expect(editRefusal('document-template', draft)).toBeNull();
    expect(approvalRefusal('document-template', { approved: 0 })).toBeNull();
  });

  it('asks before approving, naming the record and what becomes final', () => {
    expect(approvalQuestion('payment-plan', 'Academic year 2027–28')).toBe(
      'Approve “Academic year 2027–28”? Once approved, this payment plan can no longer be edited or deleted (clone it to write a new version); it can then be assigned to beds and offered to students.',
    );
    expect(approvalQuestion('document-template', 'Fall lease')).toBe(
      'Approve “Fall lease”? Once approved, this lease agreement and the content blocks it inserts can no longer be changed (clone it to write a new version); lease periods can then use it as a tenant or guarantor contract.',
    );
  });
});
