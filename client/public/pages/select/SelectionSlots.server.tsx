import { styled } from 'styled-components';
import { selectionPath, type SelectionSlotLine } from '../../../../shared/selection/selection-page';
import { ActionLink } from '../../../ui/ActionLink';
import { theme } from '../../../ui/theme';
import { SELECT_TEXTS as T } from './select-texts';

const Lines = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 12px;
  li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 10px 16px; padding: 14px 16px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; }
  div { display: grid; gap: 4px; min-width: 0; }
  strong { overflow-wrap: anywhere; }
  span { color: ${theme.color.muted}; }
`;

/** My reservations' room selection: each period the student may choose a bed in, their selection time, and the way to the bed map. */
export function SelectionSlots({ lines }: { lines: readonly SelectionSlotLine[] }) {
  if (!lines.length) return null;
  return (
    <section aria-labelledby="selection-heading">
      <h2 id="selection-heading">{T.selectionHeading}</h2>
      <Lines>
        {lines.map((line) => (
          <li key={line.lease_period_id} data-testid="selection-slot">
            <div>
              <strong>{T.period(line.property_name, line.lease_period_name)}</strong>
              <span>{line.label}</span>
            </div>
            <ActionLink href={selectionPath(line.lease_period_id)}>{T.chooseBed}</ActionLink>
          </li>
        ))}
      </Lines>
    </section>
  );
}
