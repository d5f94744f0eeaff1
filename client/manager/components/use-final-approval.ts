import { useState } from 'react';
import { approvalQuestion, canApprove, type Approvable, type ApprovalKind } from '../../../shared/approval';
import { withDetail } from '../../api/error-details';
import { useManager } from '../context';

type Texts = { approved: string; approveFailed: string };

/** What a screen holds of a Final Approval: whether to offer it, and the question while it is asked. */
export type FinalApproval = { available: boolean; busy: boolean; approve: () => void; question: string | null; agree: () => void; disagree: () => void };

/**
 * Final Approval (spec §4) of a template or a payment plan: the one rule (shared/approval.ts) says
 * who may approve; the server records the caller and the time; there is no way back, so `approve`
 * only asks (ApprovalConfirm shows the question) and `agree` sends it. `only` narrows who may
 * approve further (lease agreements only, say).
 */
export function useFinalApproval<T extends Approvable & { name: string }>(kind: ApprovalKind, record: T, send: () => Promise<T>, texts: Texts, onApproved: (record: T) => void, only = true): FinalApproval {
  const { notify, canWrite } = useManager();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const available = only && canApprove(record, canWrite);
  const agree = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const approved = await send();
      notify({ tone: 'success', text: texts.approved });
      onApproved(approved);
    } catch (err) {
      notify({ tone: 'error', text: withDetail(texts.approveFailed, err) });
    } finally {
      setBusy(false);
    }
  };
  return {
    available,
    busy,
    approve: () => setAsking(true),
    question: asking ? approvalQuestion(kind, record.name) : null,
    agree: () => void agree(),
    disagree: () => setAsking(false),
  };
}
