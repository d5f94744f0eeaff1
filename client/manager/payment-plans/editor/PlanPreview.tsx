import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatUsDate } from '../../../../shared/dates';
import type { PaymentPlan } from '../../../../shared/payment-plans/types';
import { PrimaryButton } from '../../../ui/form';
import { ApprovalConfirm } from '../../components/ApprovalConfirm';
import { SecondaryButton } from '../../components/Dialog';
import { Card } from './Card';
import { LedgerGrid } from './LedgerGrid';
import { ledgerRows, planSummary } from './ledger-rows';
import { planPaths } from './paths';
import { draftFromPlan } from './plan-draft';
import { PlanDetails } from './PlanDetails';
import { PlanLayout } from './PlanLayout';
import type { PlanLoaded } from './PlanScreen';
import { PlanTotals } from './PlanTotals';
import { usePlanApproval } from './use-plan-approval';

const NO_ERRORS: ReadonlySet<number> = new Set();
const orDash = (value: string | null) => value || '—';

/** Read-only mode: the plan's fields as text, the ledger without actions, the details and totals. */
export function PlanPreview({ loaded, onChange }: { loaded: PlanLoaded; onChange: (plan: PaymentPlan) => void }) {
  const { plan, accounts, periods } = loaded;
  const navigate = useNavigate();
  const approval = usePlanApproval(plan, onChange);
  const entries = useMemo(() => draftFromPlan(plan).entries, [plan]);
  const rows = useMemo(() => ledgerRows(entries, accounts, periods.find((p) => p.id === plan.lease_period_id)?.sub_periods ?? []), [entries, accounts, periods, plan.lease_period_id]);
  const summary = useMemo(() => planSummary(entries, accounts), [entries, accounts]);
  return (
    <PlanLayout
      editing={false}
      approved={plan.approved}
      name={plan.name}
      actions={
        approval.available && (
          <>
            <SecondaryButton type="button" onClick={() => navigate(planPaths.edit(plan.id))}>
              Edit
            </SecondaryButton>
            <PrimaryButton type="button" disabled={approval.busy} onClick={approval.approve}>
              Final Approval
            </PrimaryButton>
          </>
        )
      }
    >
      <div className="top">
        <Card aria-label="Plan fields">
          <dl>
            <dt>Property</dt>
            <dd>{plan.property_name}</dd>
            <dt>Agreement Period</dt>
            <dd>{plan.lease_period_name}</dd>
            <dt>Name</dt>
            <dd>{plan.name}</dd>
            <dt>Type</dt>
            <dd>{orDash(plan.type)}</dd>
            <dt>Effective Start Date</dt>
            <dd>{plan.effective_start_date ? formatUsDate(plan.effective_start_date) : '—'}</dd>
            <dt>Effective End Date</dt>
            <dd>{plan.effective_end_date ? formatUsDate(plan.effective_end_date) : '—'}</dd>
          </dl>
        </Card>
        <PlanDetails plan={plan} />
      </div>
      <section className="ledger" aria-labelledby="ledger-heading">
        <header>
          <h2 id="ledger-heading">Ledger Entries</h2>
        </header>
        <LedgerGrid rows={rows} actions={null} errorKeys={NO_ERRORS} emptyText="No ledger entries." />
      </section>
      <PlanTotals summary={summary} />
      <ApprovalConfirm approval={approval} />
    </PlanLayout>
  );
}
