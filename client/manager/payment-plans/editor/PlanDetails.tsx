import type { PaymentPlan } from '../../../../shared/payment-plans/types';
import { formatDateTime } from '../../components/date-time';
import { Card } from './Card';

/** The details card (spec §2): status, whether it is in effect, who created it and when, who approved it and when. */
export function PlanDetails({ plan }: { plan: PaymentPlan }) {
  return (
    <Card aria-label="Plan Details">
      <h2>Plan Details</h2>
      <dl>
        <dt>Status</dt>
        <dd>{plan.approved ? 'Approved' : 'Draft'}</dd>
        <dt>Is Active</dt>
        <dd>{plan.active ? 'Yes' : 'No'}</dd>
        <dt>Created by</dt>
        <dd>{plan.created_by}</dd>
        <dt>Created</dt>
        <dd>{formatDateTime(plan.created_at)}</dd>
        {plan.approved && (
          <>
            <dt>Approved by</dt>
            <dd>{plan.approved_by}</dd>
            <dt>Approved</dt>
            <dd>{plan.approved_at ? formatDateTime(plan.approved_at) : ''}</dd>
          </>
        )}
      </dl>
    </Card>
  );
}
