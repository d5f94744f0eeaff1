import { useState } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../ui/theme';
import { useManager } from '../context';

const Wrap = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  font: inherit;
  padding: 8px 12px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: #fff;
  cursor: pointer;
  max-width: 260px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Panel = styled.fieldset`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 50;
  min-width: 260px;
  margin: 0;
  padding: 12px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: #fff;
  box-shadow: ${theme.shadow};
  display: grid;
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
    <Wrap>
      <Toggle type="button" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen(!open)} data-testid="property-selector">
        {names.length ? names.join(', ') : 'Choose properties'} ▾
      </Toggle>
      {open && (
        <Panel>
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
    </Wrap>
  );
}
