import { canEdit } from '../../../../shared/approval';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PAYMENT_PLAN_MESSAGES as M } from '../../../../shared/messages';
import type { AccountCode, PaymentPlan } from '../../../../shared/payment-plans/types';
import type { ManagerLeasePeriod } from '../../../../shared/types/manager';
import { api } from '../../api';
import { Loading, useLoad } from '../../components/use-load';
import { useManager } from '../../context';
import { planPaths } from './paths';
import { planApi } from './plan-api';
import { PlanEditor } from './PlanEditor';
import { PlanPreview } from './PlanPreview';

/** What both modes start from: the plan, the company's account codes and the plan's property's lease periods. */
export type PlanLoaded = { plan: PaymentPlan; accounts: AccountCode[]; periods: ManagerLeasePeriod[] };

/**
 * The payment plan editor and previewer (spec §2): one screen in two modes. An approved plan opened
 * for editing goes to the previewer (spec §4); maintenance staff always get the previewer.
 */
export function PlanScreen({ mode }: { mode: 'edit' | 'preview' }) {
  const id = Number(useParams().id);
  const { notify, canWrite } = useManager();
  const navigate = useNavigate();
  const load = useLoad(
    String(id),
    async (signal): Promise<PlanLoaded> => {
      const plan = await planApi.plan(id, signal);
      const [accounts, periods] = await Promise.all([planApi.accountCodes(signal), api.leasePeriods(plan.property_id, signal)]);
      return { plan, accounts, periods };
    },
    {
      onFailed: () => {
        // Spec §8: the failure is said and the manager goes back to the plans list.
        notify({ tone: 'error', text: M.loadFailed });
        navigate(planPaths.list, { replace: true });
      },
    },
  );

  return (
    <Loading load={load} busy="Loading the payment plan…" failed={M.loadFailed}>
      {(loaded) => {
        const editing = mode === 'edit' && canEdit(loaded.plan, canWrite);
        if (mode === 'edit' && !editing) return <Navigate to={planPaths.preview(loaded.plan.id)} replace />;
        return editing ? <PlanEditor loaded={loaded} /> : <PlanPreview loaded={loaded} onChange={(plan) => load.update((l) => ({ ...l, plan }))} />;
      }}
    </Loading>
  );
}

// Keyed by id: another plan starts from a fresh load.
export const PlanEditScreen = () => <PlanScreen key={useParams().id} mode="edit" />;
export const PlanPreviewScreen = () => <PlanScreen key={useParams().id} mode="preview" />;
