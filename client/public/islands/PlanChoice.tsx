import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { MY_LEASE_TEXTS as T } from '../../../shared/leases/my-lease-texts';
import { MY_LEASE_PATH, type StudentPlanOffer } from '../../../shared/leases/student-lease';
import type { PostedState } from '../../../shared/types/posted-form';
import { Alert, FieldError, PrimaryButton } from '../../ui/form';
import { theme } from '../../ui/theme';
import { useRequestAction } from '../../ui/use-request-action';
import { PlanSchedule } from '../components/PlanSchedule';

const Form = styled.form`
  display: grid;
  gap: 14px;
  fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 14px; min-width: 0; }
  legend { font-size: 1.15rem; font-weight: 700; padding: 0; margin-bottom: 4px; }
  .intro { margin: 0; }
  .busy { margin: 0; color: ${theme.color.muted}; }
  button { justify-self: start; }
`;

const Option = styled.div`
  border: 2px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 12px 14px 14px;
  min-width: 0;
  &:has(input:checked) { border-color: ${theme.color.action}; }
  label { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; margin-bottom: 10px; cursor: pointer; font-weight: 700; font-size: 1.05rem; }
  input { width: 20px; height: 20px; margin: 0; accent-color: ${theme.color.action}; }
  .plan-total { margin-left: auto; font-variant-numeric: tabular-nums; }
  @media (max-width: 640px) { padding: 10px 10px 12px; .plan-total { margin-left: 32px; } }
`;

type Props = { leaseId: number; version: number; plans: StudentPlanOffer[]; posted: PostedState | null };

/**
 * The choice among a lease's offered plans. It sends the lease's version; the server makes the
 * documents (a second or two), then the page is loaded again to show them. Without JavaScript the
 * form posts to the page, which answers the same way. The radios are not controlled: a choice made
 * before the island hydrates stays.
 */
export function PlanChoice({ leaseId, version, plans, posted }: Props) {
  const { busy, error, fields, send } = useRequestAction('fields', posted);
  const fieldError = fields.payment_plan_id;
  // A refusal about the plan is said under the choices, not again above the button.
  const alert = error !== fieldError ? error : null;
  const postedPlan = posted?.values.payment_plan_id;
  const chosen = typeof postedPlan === 'string' ? postedPlan : plans.length === 1 ? String(plans[0]!.id) : '';
  const errorId = `plan-error-${leaseId}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const picked = new FormData(event.currentTarget).get('payment_plan_id');
    // A navigation, not reload(): a page answered to a post without JavaScript must not be posted again.
    if (await send('PUT', `/api/leases/${leaseId}/plan/`, { payment_plan_id: picked ? Number(picked) : undefined, version }, { stayBusy: true })) window.location.replace(MY_LEASE_PATH);
  };

  return (
    <Form method="post" action={MY_LEASE_PATH} onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <input type="hidden" name="lease_id" value={leaseId} />
      <input type="hidden" name="version" value={version} />
      <fieldset disabled={busy} aria-describedby={fieldError ? errorId : undefined}>
        <legend>{T.choosePlanHeading}</legend>
        <p className="intro">{plans.length === 1 ? T.onePlanIntro : T.choosePlanIntro}</p>
        {plans.map((plan) => (
          <Option key={plan.id}>
            <label>
              <input type="radio" name="payment_plan_id" value={plan.id} defaultChecked={chosen === String(plan.id)} />
              <span>{plan.name}</span>
              <span className="plan-total">{T.planTotal(plan.schedule.total)}</span>
            </label>
            <PlanSchedule name={plan.name} schedule={plan.schedule} />
          </Option>
        ))}
      </fieldset>
      {fieldError && <FieldError id={errorId} role="alert">{fieldError}</FieldError>}
      {alert && <Alert tone="error">{alert}</Alert>}
      {busy && <p className="busy" role="status">{T.preparing}</p>}
      <PrimaryButton type="submit" disabled={busy}>{T.chooseButton}</PrimaryButton>
    </Form>
  );
}
