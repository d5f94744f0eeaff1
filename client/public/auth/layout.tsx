import { styled } from 'styled-components';
import { authPageHref } from '../../../shared/form-paths';
import { Alert, CheckboxLabel } from '../../ui/form';
import { theme } from '../../ui/theme';
import type { AuthForm } from '../events';

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

const SwitchLink = styled.a`
  color: ${theme.color.action};
  text-decoration: underline;
  cursor: pointer;
`;

type SwitchProps = { links: [string, AuthForm][]; onSwitch: (form: AuthForm) => void; query?: Record<string, string | number | null | undefined> };

/**
 * The links that switch between the auth forms: with JavaScript they switch in place; without it
 * they open the form's own page (carrying the visitor's choice and where to go after signing in).
 */
export function SwitchLinks({ links, onSwitch, query }: SwitchProps) {
  return (
    <Links>
      {links.map(([label, form]) => (
        <SwitchLink
          key={label}
          href={authPageHref(form, query)}
          onClick={(event) => {
            event.preventDefault();
            onSwitch(form);
          }}
        >
          {label}
        </SwitchLink>
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
