import { useCallback, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import type { PaymentPlanType } from '../../../shared/payment-plans/constants';
import { PrimaryButton } from '../../ui/form';
import { theme } from '../../ui/theme';
import { PopoverPanel, useDismiss } from '../components/popover';
import type { PlanChoice } from './plan-index';
import { PlanChecklist } from './PlanChecklist';

const Wrap = styled.div`
  position: relative;
  @media (max-width: 600px) { flex: 1 1 100%; }
`;

const Toggle = styled.button`
  font: inherit;
  width: 100%;
  padding: 8px 12px;
  border: 1px solid #C9D1DB;
  border-radius: ${theme.radius};
  background: #fff;
  text-align: left;
  cursor: pointer;
  white-space: nowrap;
  &:disabled { color: #6B7687; cursor: not-allowed; }
`;

const Panel = styled(PopoverPanel)`
  padding: 14px;
  gap: 12px;
  @media (max-width: 600px) { width: 100%; min-width: 0; max-width: none; }
`;

type Props = {
  type: PaymentPlanType;
  /** How many beds are selected (the Apply button says so). */
  count: number;
  /** Asked when the panel opens: the plans to list, and those every selected bed holds alike (checked). */
  prepare: () => { choices: readonly PlanChoice[]; held: readonly number[] };
  onApply: (planIds: number[]) => void;
  disabled: boolean;
};

const beds = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'bed' : 'beds'}`;

/** A bulk select: the offered plans of one tenant type, applied together to every selected bed (replacing that list). */
export function BulkSelect({ type, count, prepare, onApply, disabled }: Props) {
  const [choices, setChoices] = useState<readonly PlanChoice[]>([]);
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const open = chosen !== null;

  const close = useCallback(() => setChosen(null), []);
  useDismiss(open, close, wrap, toggle);

  const start = () => {
    const { choices, held } = prepare();
    setChoices(choices);
    setChosen(new Set(held));
  };

  const apply = () => {
    onApply(choices.filter((p) => chosen?.has(p.id)).map((p) => p.id));
    setChosen(null);
    toggle.current?.focus();
  };

  return (
    <Wrap ref={wrap}>
      <Toggle ref={toggle} type="button" disabled={disabled} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => (open ? setChosen(null) : start())}>
        {type} ▾
      </Toggle>
      {open && (
        <Panel id={panelId} role="group" aria-label={`${type} plans for the selected beds`}>
          <PlanChecklist legend={`${type} plans`} choices={choices} chosen={chosen} onChange={setChosen} empty={`This lease period has no approved, active ${type} plans.`} />
          <PrimaryButton type="button" onClick={apply}>
            Apply to {beds(count)}
          </PrimaryButton>
        </Panel>
      )}
    </Wrap>
  );
}
