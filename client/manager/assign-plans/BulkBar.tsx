import { styled } from 'styled-components';
import { PAYMENT_PLAN_TYPES, type PaymentPlanType } from '../../../shared/payment-plans/constants';
import { theme } from '../../ui/theme';
import { BulkSelect } from './BulkSelect';
import { pickerChoices, type PlanIndex } from './plan-index';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  margin-bottom: 12px;
  padding: 10px 12px;
  border-radius: ${theme.radius};
  background: #E8EEFF;
  p { margin: 0 auto 0 0; font-weight: 600; }
  .clear { font: inherit; padding: 8px 10px; border: 0; background: none; color: ${theme.color.action}; font-weight: 600; cursor: pointer; text-decoration: underline; }
  @media (max-width: 600px) { p { flex-basis: 100%; } }
`;

type Props = {
  plans: PlanIndex;
  selected: number;
  /** Selected beds the filters hide (they are changed too). */
  hidden: number;
  common: (type: PaymentPlanType) => readonly number[];
  apply: (type: PaymentPlanType, planIds: number[]) => void;
  clear: () => void;
  disabled: boolean;
};

const beds = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'bed' : 'beds'}`;

/** With more than one bed selected: one select per tenant type whose choice goes to every selected bed. */
export function BulkBar({ plans, selected, hidden, common, apply, clear, disabled }: Props) {
  return (
    <Bar aria-label="Selected beds">
      <p role="status">
        {beds(selected)} selected{hidden > 0 && ` (${hidden.toLocaleString('en-US')} hidden by the filters)`}
      </p>
      {PAYMENT_PLAN_TYPES.map((type) => (
        <BulkSelect
          key={type}
          type={type}
          count={selected}
          prepare={() => {
            const held = common(type);
            return { held, choices: pickerChoices(plans, type, held) };
          }}
          onApply={(ids) => apply(type, ids)}
          disabled={disabled}
        />
      ))}
      <button type="button" className="clear" onClick={clear}>
        Clear selection
      </button>
    </Bar>
  );
}
