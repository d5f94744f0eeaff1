import type { MouseEvent } from 'react';
import { styled } from 'styled-components';
import type { PaymentPlanType } from '../../../shared/payment-plans/constants';
import { ASSIGNMENT_LISTS } from '../../../shared/payment-plans/offered';
import { theme } from '../../ui/theme';
import { EditIcon } from '../components/icons';
import { bedPlace, type GridRow } from './assignment-rows';
import { planName, type PlanIndex } from './plan-index';

const Cell = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  height: 100%;
  &[data-changed] { box-shadow: inset 3px 0 0 ${theme.color.warning}; padding-left: 6px; margin-left: -6px; }
  .chips { display: flex; gap: 4px; min-width: 0; flex: 1; overflow: hidden; }
  a {
    flex: 0 1 auto;
    min-width: 36px;
    padding: 2px 9px;
    border-radius: 12px;
    background: #E8EEFF;
    color: #1F3FA6;
    font-size: 0.8rem;
    font-weight: 600;
    line-height: 1.5;
    text-decoration: none;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    user-select: none;
  }
  a.stale { background: #F1F3F6; color: #5B687C; border: 1px dashed #98A9BC; }
  a:focus-visible { outline: 2px solid ${theme.color.action}; outline-offset: 1px; }
  .none { color: ${theme.color.muted}; }
  button { flex: none; display: grid; place-items: center; width: 30px; height: 30px; padding: 0; border: 0; border-radius: 6px; background: none; color: ${theme.color.action}; cursor: pointer; }
  button:hover, button:focus-visible { background: #E8EEFF; }
`;

type Props = {
  row: GridRow;
  type: PaymentPlanType;
  plans: PlanIndex;
  tabIndex: number;
  /** The previewer's address of a plan (the chips are links to it). */
  previewHref: (id: number) => string;
  preview: (id: number) => void;
  /** Opens the cell's picker; absent when the grid is read-only. */
  pick?: (row: GridRow, type: PaymentPlanType) => void;
};

/**
 * A tenant type's plans of a bed, as chips: a double-click on one opens its previewer (spec §2);
 * Enter on a focused chip does too, and a modified click opens it in a new tab.
 */
export function PlanCell({ row, type, plans, tabIndex, previewHref, preview, pick }: Props) {
  const list = ASSIGNMENT_LISTS[type];
  const ids = row[list];
  const offered = plans.offeredIds[type];
  const click = (e: MouseEvent, id: number) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    // A click from the keyboard (Enter) has no mouse clicks counted.
    if (e.detail === 0) preview(id);
  };
  return (
    <Cell data-changed={row.changed?.[list] || undefined}>
      <span className="chips">
        {ids.map((id) => {
          const name = planName(plans, id);
          return (
            <a
              key={id}
              href={previewHref(id)}
              tabIndex={tabIndex}
              className={offered.has(id) ? undefined : 'stale'}
              title={`${name} (double-click to preview)`}
              onClick={(e) => click(e, id)}
              onDoubleClick={() => preview(id)}
            >
              {name}
            </a>
          );
        })}
        {!ids.length && <span className="none">—</span>}
      </span>
      {pick && (
        <button type="button" tabIndex={tabIndex} aria-label={`Choose ${type} plans for ${bedPlace(row)}`} title={`Choose ${type} plans`} onClick={() => pick(row, type)}>
          <EditIcon />
        </button>
      )}
    </Cell>
  );
}
