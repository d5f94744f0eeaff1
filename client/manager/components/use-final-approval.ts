import { useState } from 'react';
import { canApprove, type Approvable } from '../../../shared/approval';
import { withDetail } from '../../api/error-details';
import { useManager } from '../context';

type Texts = { approved: string; approveFailed: string };

/**
 * Final Approval (spec §4) of a template or a payment plan: the one rule (shared/approval.ts) says
 * who may approve; the server records the caller and the time; there is no way back. `only` narrows
 * it further (lease agreements only, say).
 */
export function useFinalApproval<T extends Approvable>(record: T, send: () => Promise<T>, texts: Texts, onApproved: (record: T) => void, only = true) {
  const { notify, canWrite } = useManager();
  const [busy, setBusy] = useState(false);
  const available = only && canApprove(record, canWrite);
  const approve = async () => {
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
  return { available, busy, approve };
}
