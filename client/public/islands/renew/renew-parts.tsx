import { styled } from 'styled-components';
import type { OfferedPlan } from '../../../../shared/leases/lease-types';
import { formatUsd, parseAmount } from '../../../../shared/money';
import { outlinedLook } from '../../../ui/outlined-look';
import { theme } from '../../../ui/theme';
import { RENEW_TEXTS as T } from '../../pages/renew/renew-texts';

/** A step of the renewal form: its fieldset, its options and its buttons. */
export const Step = styled.form`
  display: grid;
  gap: 14px;
  min-width: 0;
  fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 12px; min-width: 0; }
  legend { font-size: 1.15rem; font-weight: 700; padding: 0; margin-bottom: 4px; }
  legend:focus { outline: none; }
  p { margin: 0; }
  .muted { color: ${theme.color.muted}; }
  h3 { margin: 8px 0 0; font-size: 1.1rem; }
  .buttons { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
  .retry { padding: 11px 20px; border: 1px solid ${theme.color.action}; border-radius: ${theme.radius}; background: #fff; color: ${theme.color.action}; font: inherit; font-weight: 700; cursor: pointer; }
  .summary { display: grid; gap: 6px; padding: 12px 14px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; background: #F6F8FB; min-width: 0; }
  .summary dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0; }
  .summary dt { color: ${theme.color.muted}; }
  .summary dd { margin: 0; font-weight: 700; min-width: 0; overflow-wrap: anywhere; }
`;

/** One choice (a bed, or keeping one's own): a radio and its label, then what it offers. */
export const Option = styled.div`
  border: 2px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 12px 14px;
  min-width: 0;
  display: grid;
  gap: 6px;
  &:has(input:checked) { border-color: ${theme.color.action}; }
  &:has(input:disabled) { border-style: dashed; }
  label { display: flex; align-items: flex-start; gap: 10px; cursor: pointer; font-weight: 700; font-size: 1.05rem; overflow-wrap: anywhere; }
  input { width: 20px; height: 20px; margin: 2px 0 0; flex-shrink: 0; accent-color: ${theme.color.action}; }
  > p, > ul { margin: 0 0 0 30px; }
  @media (max-width: 640px) { padding: 10px; }
`;

/** The link back a step (the page at that step without JavaScript), drawn as an outlined button; Try again looks the same. */
export const BackLink = styled.a`
  display: inline-block;
  text-decoration: none;
  ${outlinedLook}
`;

const Plans = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
  font-variant-numeric: tabular-nums;
`;

/** A plan's total as the pages print money ("$7,800.00"). */
export const planTotal = (total: string): string => {
  const cents = parseAmount(total);
  return cents === null ? total : formatUsd(cents);
};

/** The plans offered on a bed with their totals, or that none is offered yet. */
export function OfferedPlans({ plans, label }: { plans: readonly OfferedPlan[]; label: string }) {
  if (!plans.length) return <p className="muted">{T.noPlans}</p>;
  return (
    <Plans aria-label={label}>
      {plans.map((plan) => (
        <li key={plan.id}>{T.planLine(plan.name, planTotal(plan.total))}</li>
      ))}
    </Plans>
  );
}

/** False while the server renders and the island hydrates, true once its code runs (what needs the code shows then). */
export { useHydrated } from '../../../ui/use-hydrated';
