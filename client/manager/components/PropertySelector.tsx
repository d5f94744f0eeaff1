import { useState } from 'react';
import { styled } from 'styled-components';
import { useManager } from '../context';
import { PopoverPanel, PopoverToggle, PopoverWrap } from './popover';

const Toggle = styled(PopoverToggle)`
  max-width: 260px;
`;

/** Under the toggle, from its right edge (the selector sits at the top right). */
const Panel = styled(PopoverPanel)`
  left: auto;
  right: 0;
  margin: 0;
  gap: 8px;
  legend { position: absolute; left: -9999px; }
  label { display: flex; gap: 8px; align-items: center; }
`;

/** Picks the properties the screens list (several allowed); the choice is saved for the manager. */
export function PropertySelector() {
  const { organization, selectedPropertyIds, setSelectedPropertyIds } = useManager();
  const [open, setOpen] = useState(false);
  const names = organization.properties.filter((p) => selectedPropertyIds.includes(p.id)).map((p) => p.name);
  const toggle = (id: number) =>
    setSelectedPropertyIds(selectedPropertyIds.includes(id) ? selectedPropertyIds.filter((x) => x !== id) : [...selectedPropertyIds, id]);
  return (
    <PopoverWrap>
      <Toggle type="button" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen(!open)} data-testid="property-selector">
        {names.length ? names.join(', ') : 'Choose properties'} ▾
      </Toggle>
      {open && (
        <Panel as="fieldset">
          <legend>Properties</legend>
          {organization.properties.map((p) => (
            <label key={p.id}>
              <input type="checkbox" checked={selectedPropertyIds.includes(p.id)} onChange={() => toggle(p.id)} />
              {p.name}
              {p.status === 'DISABLED' ? ' (disabled)' : ''}
            </label>
          ))}
        </Panel>
      )}
    </PopoverWrap>
  );
}
