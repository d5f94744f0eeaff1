import { styled } from 'styled-components';
import { theme } from '../../ui/theme';
import { useManager } from '../context';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  button {
    font: inherit;
    font-size: 0.9rem;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 34px;
    padding: 5px 14px;
    border: 1px solid #C9D1DB;
    border-radius: 17px;
    background: #fff;
    color: ${theme.color.text};
    cursor: pointer;
  }
  button[aria-pressed='true'] { border-color: ${theme.color.action}; background: #E8EEFF; color: #1F3FA6; font-weight: 600; }
  .check { font-weight: 700; }
  button:focus-visible { outline: 2px solid ${theme.color.action}; outline-offset: 2px; }
  button.all { font-weight: 700; }
`;

// The pressed state is told by aria-pressed; the mark is for the eye only.
const Check = () => (
  <span className="check" aria-hidden="true">
    ✓
  </span>
);

type Props = {
  /** The chosen property ids. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** The group's accessible name. */
  label?: string;
};

/**
 * The organization's properties as toggle chips, with an All chip in front: All chooses every
 * property, and when every one is chosen it clears the choice. Ids come back in the organization's order.
 */
export function PropertyChips({ value, onChange, label = 'Properties' }: Props) {
  const { organization } = useManager();
  const chosen = new Set(value);
  const all = organization.properties.length > 0 && organization.properties.every((p) => chosen.has(p.id));
  const flip = (id: number) => onChange(organization.properties.filter((p) => (p.id === id ? !chosen.has(id) : chosen.has(p.id))).map((p) => p.id));
  return (
    <Group role="group" aria-label={label}>
      <button type="button" className="all" aria-pressed={all} onClick={() => onChange(all ? [] : organization.properties.map((p) => p.id))}>
        {all && <Check />}
        All
      </button>
      {organization.properties.map((p) => (
        <button key={p.id} type="button" aria-pressed={chosen.has(p.id)} onClick={() => flip(p.id)}>
          {chosen.has(p.id) && <Check />}
          {p.name}
        </button>
      ))}
    </Group>
  );
}
