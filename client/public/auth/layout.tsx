import { styled } from 'styled-components';
import { authPageHref } from '../../../shared/form-paths';
import { Alert, CheckboxLabel, PrimaryButton } from '../../ui/form';
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

const Choice = styled.p`
  margin: 0 0 14px;
  padding: 10px 14px;
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  border-left: 4px solid ${theme.color.action};
  font-weight: 600;
`;

/** The line naming the property or period the visitor is applying for, above the forms that carry it (register, sign-in link). */
export function ApplyingFor({ form, text }: { form: AuthForm; text?: string | null }) {
  if (!text || (form !== 'register' && form !== 'signup')) return null;
  return <Choice data-testid="applying-for">{text}</Choice>;
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

type SessionFormEndProps = SwitchProps & {
  remember: boolean;
  onRemember: (checked: boolean) => void;
  busy: boolean;
  /** The submit button's words, and what it says while the form is sent. */
  submit: string;
  submitting: string;
};

/** The end of a form that starts a session (sign in, register): Remember me, the submit button, the links to the other forms. */
export function SessionFormEnd({ remember, onRemember, busy, submit, submitting, ...switching }: SessionFormEndProps) {
  return (
    <>
      <RememberMe checked={remember} onChange={onRemember} />
      <PrimaryButton type="submit" disabled={busy}>
        {busy ? submitting : submit}
      </PrimaryButton>
      <SwitchLinks {...switching} />
    </>
  );
}
