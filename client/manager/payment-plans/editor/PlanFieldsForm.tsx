import { styled } from 'styled-components';
import { PAYMENT_PLAN_LIMITS, PAYMENT_PLAN_TYPES, type PaymentPlanType } from '../../../../shared/payment-plans/constants';
import type { ManagerLeasePeriod } from '../../../../shared/types/manager';
import { TextField } from '../../../ui/form';
import { useManager } from '../../context';
import { Card } from './Card';
import type { PlanFieldErrors, PlanFields } from './plan-draft';
import { SelectField } from '../../components/SelectField';

const Grid = styled.div`
  display: grid;
  gap: 14px 16px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  @media (max-width: 600px) { grid-template-columns: minmax(0, 1fr); }
`;

type Props = {
  fields: PlanFields;
  errors: PlanFieldErrors;
  /** The chosen property's lease periods; null while they load. */
  periods: ManagerLeasePeriod[] | null;
  periodsFailed: boolean;
  onProperty: (id: number | null) => void;
  onLeasePeriod: (id: number | null) => void;
  onField: <K extends 'name' | 'type' | 'effective_start_date' | 'effective_end_date'>(key: K, value: PlanFields[K]) => void;
};

const idOrNull = (value: string) => (value ? Number(value) : null);

/** The plan's own fields (spec §2): property, agreement period, name, type and the effective dates. */
export function PlanFieldsForm({ fields, errors, periods, periodsFailed, onProperty, onLeasePeriod, onField }: Props) {
  const { organization } = useManager();
  const periodHint = fields.property_id === null ? 'Choose a property first.' : periodsFailed ? "Couldn't load lease periods" : periods === null ? 'Loading lease periods…' : periods.length === 0 ? 'This property has no lease periods yet.' : undefined;
  return (
    <Card aria-label="Plan fields">
      <Grid>
        <SelectField
          label="Property"
          name="property_id"
          placeholder="Choose a property"
          value={fields.property_id === null ? '' : String(fields.property_id)}
          options={organization.properties.map((p) => ({ value: String(p.id), label: p.name }))}
          error={errors.property_id}
          onValue={(v) => onProperty(idOrNull(v))}
        />
        <SelectField
          label="Agreement Period"
          name="lease_period_id"
          placeholder="Choose a lease period"
          value={fields.lease_period_id === null ? '' : String(fields.lease_period_id)}
          options={(periods ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          disabled={!periods?.length}
          error={errors.lease_period_id}
          hint={periodHint}
          onValue={(v) => onLeasePeriod(idOrNull(v))}
        />
        <TextField label="Name" name="name" value={fields.name} maxLength={PAYMENT_PLAN_LIMITS.name} autoComplete="off" error={errors.name} onValue={(v) => onField('name', v)} />
        <SelectField
          label="Type"
          name="type"
          placeholder="Choose a type"
          value={fields.type}
          options={PAYMENT_PLAN_TYPES.map((t) => ({ value: t, label: t }))}
          error={errors.type}
          onValue={(v) => onField('type', v as PaymentPlanType | '')}
        />
        <TextField label="Effective Start Date" name="effective_start_date" type="date" value={fields.effective_start_date} error={errors.effective_start_date} onValue={(v) => onField('effective_start_date', v)} />
        <TextField label="Effective End Date" name="effective_end_date" type="date" value={fields.effective_end_date} min={fields.effective_start_date || undefined} error={errors.effective_end_date} onValue={(v) => onField('effective_end_date', v)} />
      </Grid>
    </Card>
  );
}
