import { useState } from 'react';
import { PAYMENT_PLAN_LIMITS } from '../../../../shared/payment-plans/constants';
import { NewPaymentPlanSchema } from '../../../../shared/payment-plans/schema';
import type { PaymentPlan, PaymentPlanRow } from '../../../../shared/payment-plans/types';
import { PAYMENT_PLAN_MESSAGES } from '../../../../shared/messages';
import { TextField } from '../../../ui/form';
import type { FadingDialogProps } from '../../components/use-fading-dialog';
import { FormDialog } from '../../components/FormDialog';
import { PropertyField } from '../../components/PropertyField';
import { SelectField } from '../../components/SelectField';
import { checked, useSubmit } from '../../components/use-submit';
import { plansApi } from '../plans-api';
import { cloneName } from './plan-name';
import { useLeasePeriods } from './use-lease-periods';

export type PlanDialogMode = { kind: 'new' } | { kind: 'clone'; source: PaymentPlanRow };

type Props = FadingDialogProps<PlanDialogMode, PaymentPlan>;

const KNOWN_FIELDS = ['name', 'property_id', 'lease_period_id'];

/** 'Add Payment Plan' or 'Clone Payment Plan' (prefilled from the row): template name, property, lease period. */
export function PlanDialog({ mode, closing, onClose, onSaved }: Props) {
  const cloning = mode.kind === 'clone';
  const [name, setName] = useState(cloning ? cloneName(mode.source.name) : '');
  const [propertyId, setPropertyId] = useState(cloning ? String(mode.source.property_id) : '');
  const [leasePeriodId, setLeasePeriodId] = useState(cloning ? String(mode.source.lease_period_id) : '');
  const submission = useSubmit({ closing, failed: cloning ? PAYMENT_PLAN_MESSAGES.cloneFailed : PAYMENT_PLAN_MESSAGES.createFailed });
  const { errors } = submission;
  const { periods, loaded } = useLeasePeriods(propertyId ? [Number(propertyId)] : []);

  const chooseProperty = (value: string) => {
    // The lease period belongs to the property: a new property starts without one.
    setPropertyId(value);
    setLeasePeriodId('');
  };

  // The dialog's own check first (spec §5); an empty choice is a missing one.
  const save = submission.submit(
    () =>
      checked(NewPaymentPlanSchema, { name, property_id: propertyId ? Number(propertyId) : undefined, lease_period_id: leasePeriodId ? Number(leasePeriodId) : undefined }, (body) =>
        mode.kind === 'clone' ? plansApi.clonePlan(mode.source.id, body) : plansApi.createPlan(body),
      ),
    onSaved,
  );

  const periodHint = !propertyId ? 'Choose a property first' : !loaded ? 'Loading…' : periods.length ? 'Choose a lease period' : 'This property has no lease periods';
  return (
    <FormDialog title={cloning ? 'Clone Payment Plan' : 'Add Payment Plan'} closing={closing} onClose={onClose} submission={submission} onSubmit={save} submitLabel={cloning ? 'Clone' : 'Create'} shownFields={KNOWN_FIELDS}>
      <TextField label="Template Name" name="name" idPrefix="plan-" value={name} onValue={setName} error={errors.name} maxLength={PAYMENT_PLAN_LIMITS.name} autoComplete="off" />
      <PropertyField idPrefix="plan-" value={propertyId} onValue={chooseProperty} error={errors.property_id} />
      <SelectField idPrefix="plan-" label="Lease Period" name="lease_period_id" value={loaded ? leasePeriodId : ''} onValue={setLeasePeriodId} error={errors.lease_period_id} disabled={!propertyId || !loaded}>
        <option value="">{periodHint}</option>
        {periods.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
