import { styled } from 'styled-components';
import { theme } from '../../ui/theme';
import type { PlanChoice } from './plan-index';

const List = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: 8px;
  legend { padding: 0 0 6px; font-weight: 600; }
  label { display: flex; gap: 10px; align-items: flex-start; line-height: 1.3; overflow-wrap: anywhere; cursor: pointer; }
  input { flex: none; width: 18px; height: 18px; margin: 0; accent-color: ${theme.color.action}; }
  small { display: block; color: ${theme.color.muted}; }
  p { margin: 0; color: ${theme.color.muted}; }
`;

type Props = {
  legend: string;
  choices: readonly PlanChoice[];
  chosen: ReadonlySet<number>;
  onChange: (chosen: Set<number>) => void;
  /** What to say when there is nothing to choose. */
  empty: string;
};

/** Checkboxes of plans; a plan no longer offered says so. */
export function PlanChecklist({ legend, choices, chosen, onChange, empty }: Props) {
  const flip = (id: number) => {
    const next = new Set(chosen);
    if (!next.delete(id)) next.add(id);
    onChange(next);
  };
  return (
    <List>
      <legend>{legend}</legend>
      {!choices.length && <p>{empty}</p>}
      {choices.map((plan) => (
        <label key={plan.id}>
          <input type="checkbox" checked={chosen.has(plan.id)} onChange={() => flip(plan.id)} />
          <span>
            {plan.name}
            {!plan.offered && <small>No longer offered: it can stay; once taken off and saved, it can’t be given again.</small>}
          </span>
        </label>
      ))}
    </List>
  );
}
