import { styled } from 'styled-components';
import { formatUsd } from '../../../../shared/money';
import { PAY_NOW_TEXTS as T } from '../../../../shared/payments/pay-now';
import { outlineButtonLook } from '../../../ui/ActionLink';
import { inputLook } from '../../../ui/form';
import { theme } from '../../../ui/theme';

/** A step of Pay now: its fieldsets, its options and its buttons. */
export const PayForm = styled.form`
  display: grid;
  gap: 14px;
  min-width: 0;
  /* On a wide screen the amounts stay beside their names. */
  max-width: 36rem;
  fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 8px; min-width: 0; }
  legend { font-weight: 700; padding: 0; margin-bottom: 6px; }
  p { margin: 0; }
  h4 { margin: 0; font-size: 1.1rem; }
  .muted { color: ${theme.color.muted}; }
  .buttons { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
  .secondary { ${outlineButtonLook} padding: 11px 20px; background: #fff; font: inherit; font-weight: 700; }
`;

/** One radio and its label, the amount right-aligned beside it. */
export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 10px 12px;
  border: 2px solid ${theme.color.border};
  border-radius: ${theme.radius};
  cursor: pointer;
  min-width: 0;
  &:has(input:checked) { border-color: ${theme.color.action}; }
  input[type='radio'] { width: 20px; height: 20px; margin: 0; flex-shrink: 0; accent-color: ${theme.color.action}; }
  .name { flex: 1; min-width: 0; overflow-wrap: anywhere; }
  strong { font-variant-numeric: tabular-nums; }
`;

/** 'Another amount': its radio, then the field to type it in and the most it may be. */
export const OtherChoice = styled.div`
  display: grid;
  gap: 6px;
  padding: 10px 12px;
  border: 2px solid ${theme.color.border};
  border-radius: ${theme.radius};
  min-width: 0;
  &:has(input:checked) { border-color: ${theme.color.action}; }
  label { display: flex; align-items: center; gap: 10px; cursor: pointer; }
  input[type='radio'] { width: 20px; height: 20px; margin: 0; flex-shrink: 0; accent-color: ${theme.color.action}; }
  input:not([type='radio']) { ${inputLook} margin-left: 30px; width: calc(100% - 30px); max-width: 16rem; }
  .muted { margin-left: 30px; font-size: 0.9rem; }
`;

/** The amount, the fee and the total, as a short table of figures. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: baseline;
  gap: 4px 12px;
  margin: 0;
  padding: 12px 14px;
  border-radius: ${theme.radius};
  background: #F6F8FB;
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; font-weight: 600; }
  .total { color: ${theme.color.text}; font-weight: 700; }
  dd.total { font-size: 1.15rem; }
`;

/** Amount, fee and total in cents, as the confirm step and the live figures show them. */
export function PayFigures({ amount, fee, total, testId }: { amount?: number; fee: number; total: number; testId: string }) {
  return (
    <Figures data-testid={testId}>
      {amount !== undefined && (
        <>
          <dt>{T.amount}</dt>
          <dd data-testid="pay-amount">{formatUsd(amount)}</dd>
        </>
      )}
      <dt>{T.fee}</dt>
      <dd data-testid="pay-fee">{formatUsd(fee)}</dd>
      <dt className="total">{T.total}</dt>
      <dd className="total" data-testid="pay-total">{formatUsd(total)}</dd>
    </Figures>
  );
}
