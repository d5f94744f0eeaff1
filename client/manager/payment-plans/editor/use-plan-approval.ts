import { PAYMENT_PLAN_MESSAGES } from '../../../../shared/messages';
import type { PaymentPlan } from '../../../../shared/payment-plans/types';
import { useFinalApproval } from '../../components/use-final-approval';
import { planApi } from './plan-api';

/** Final Approval of a payment plan. */
export const usePlanApproval = (plan: PaymentPlan, onApproved: (plan: PaymentPlan) => void) => useFinalApproval('payment-plan', plan, () => planApi.approve(plan.id), PAYMENT_PLAN_MESSAGES, onApproved);
