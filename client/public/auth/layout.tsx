import { styled } from 'styled-components';
import { Alert, CheckboxLabel, LinkButton } from '../../ui/form';

export const FormStack = styled.form`
  display: grid;
  gap: 14px;
`;

export const Row = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: 1fr 1fr;
  @media (max-width: 520px) { grid-template-columns: 1fr; }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 18px;
  margin: 4px 0 0;
  font-size: 0.92rem;
`;

/** The links that switch between the auth forms. */
export function SwitchLinks({ links }: { links: [string, () => void][] }) {
  return (
    <Links>
      {links.map(([label, onClick]) => (
        <LinkButton key={label} type="button" onClick={onClick}>
          {label}
        </LinkButton>
      ))}
    </Links>
  );
}

/** The form's failure message, dismissible; nothing when there is none. */
export function FormAlert({ text, onDismiss }: { text: string | null; onDismiss: () => void }) {
  if (!text) return null;
  return (
    <Alert tone="error" onDismiss={onDismiss}>
      {text}
    </Alert>
  );
}

/** 'Remember me': a session that outlives the browser (on by default). */
export function RememberMe({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <CheckboxLabel>
      <input type="checkbox" name="remember" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      Remember me
    </CheckboxLabel>
  );
}
