import { useState } from 'react';
import { PAYMENT_PLAN_MESSAGES as M } from '../../../../shared/messages';
import type { PaymentPlan } from '../../../../shared/payment-plans/types';
import { withDetail } from '../../../api/error-details';
import { useManager } from '../../context';
import { planApi } from './plan-api';

/** Final Approval (spec §4): recorded by the server with the caller's name and the time; there is no way back. */
export function usePlanApproval(plan: PaymentPlan, onApproved: (plan: PaymentPlan) => void) {
  const { notify, canWrite } = useManager();
  const [busy, setBusy] = useState(false);
  const available = canWrite && !plan.approved;
  const approve = async () => {
    setBusy(true);
    try {
      const approved = await planApi.approve(plan.id);
      notify({ tone: 'success', text: M.approved });
      onApproved(approved);
    } catch (err) {
      notify({ tone: 'error', text: withDetail(M.approveFailed, err) });
      setBusy(false);
    }
  };
  return { available, busy, approve };
}
