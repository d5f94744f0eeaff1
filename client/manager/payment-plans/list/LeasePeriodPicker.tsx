import { useCallback, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../../ui/theme';
import { PopoverPanel, PopoverToggle, PopoverWrap, useDismiss } from '../../components/popover';
import type { PeriodChoice } from './use-lease-periods';

const Toggle = styled(PopoverToggle)`
  padding: 9px 12px;
  max-width: min(340px, calc(100vw - 40px));
  b { font-weight: 600; }
  @media (max-width: 600px) { width: 100%; max-width: none; }
`;

const Panel = styled(PopoverPanel)`
  .bulk { display: flex; gap: 8px; }
  .bulk button { font: inherit; font-size: 0.85rem; padding: 5px 10px; border: 1px solid ${theme.color.border}; border-radius: 6px; background: #fff; color: ${theme.color.action}; font-weight: 600; cursor: pointer; }
  fieldset { margin: 0; padding: 0; border: 0; display: grid; gap: 6px; }
  legend { padding: 0 0 4px; font-size: 0.8rem; font-weight: 700; color: ${theme.color.muted}; text-transform: uppercase; letter-spacing: 0.03em; }
  label { display: flex; gap: 8px; align-items: center; }
  input { width: 17px; height: 17px; margin: 0; accent-color: ${theme.color.action}; }
  p { margin: 0; color: ${theme.color.muted}; }
`;

type Props = {
  periods: PeriodChoice[];
  /** The periods left out; every other one is chosen (so a newly listed period starts chosen). */
  deselected: ReadonlySet<number>;
  onChange: (deselected: Set<number>) => void;
};

function summary(periods: PeriodChoice[], chosen: PeriodChoice[]): string {
  if (!periods.length) return 'none yet';
  if (chosen.length === periods.length) return `All (${periods.length})`;
  if (!chosen.length) return 'None';
  return chosen.length === 1 ? chosen[0]!.name : `${chosen.length} of ${periods.length}`;
}

/** The periods per property, properties in the order they come. */
function byProperty(periods: PeriodChoice[]): { id: number; name: string; periods: PeriodChoice[] }[] {
  const groups = new Map<number, { id: number; name: string; periods: PeriodChoice[] }>();
  for (const p of periods) {
    const group = groups.get(p.property_id) ?? { id: p.property_id, name: p.property_name, periods: [] };
    group.periods.push(p);
    groups.set(p.property_id, group);
  }
  return [...groups.values()];
}

/** Chooses several lease periods of the selected properties, with Select All and Deselect All. */
export function LeasePeriodPicker({ periods, deselected, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const chosen = periods.filter((p) => !deselected.has(p.id));
  const groups = byProperty(periods);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, wrap, toggle);

  const flip = (id: number) => {
    const next = new Set(deselected);
    if (!next.delete(id)) next.add(id);
    onChange(next);
  };

  return (
    <PopoverWrap ref={wrap}>
      <Toggle ref={toggle} type="button" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
        <b>Lease Periods:</b> {summary(periods, chosen)} ▾
      </Toggle>
      {open && (
        <Panel id={panelId} role="group" aria-label="Lease Periods">
          <div className="bulk">
            <button type="button" onClick={() => onChange(new Set())}>
              Select All
            </button>
            <button type="button" onClick={() => onChange(new Set([...deselected, ...periods.map((p) => p.id)]))}>
              Deselect All
            </button>
          </div>
          {!periods.length && <p>The chosen properties have no lease periods.</p>}
          {groups.map((group) => (
            <fieldset key={group.id}>
              {groups.length > 1 && <legend>{group.name}</legend>}
              {group.periods.map((p) => (
                <label key={p.id}>
                  <input type="checkbox" checked={!deselected.has(p.id)} onChange={() => flip(p.id)} />
                  {p.name}
                </label>
              ))}
            </fieldset>
          ))}
        </Panel>
      )}
    </PopoverWrap>
  );
}
