import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import type { Carry } from '../../../shared/schemas/auth';
import { theme } from '../../ui/theme';
import type { AuthForm } from '../events';
import { EmailLinkForm } from './EmailLinkForm';
import { ApplyingFor } from './layout';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

/** Spec: the auth modal is at most 556 px wide. */
export const AUTH_MODAL_MAX_WIDTH = 556;

export const TITLES: Record<AuthForm, string> = {
  login: 'Sign In',
  signup: 'Get a sign-in link',
  register: 'Create your account',
  resetPassword: 'Reset your password',
};

const Dialog = styled.dialog`
  width: calc(100% - 24px);
  max-width: ${AUTH_MODAL_MAX_WIDTH}px;
  max-height: calc(100% - 24px);
  border: 0;
  border-radius: 12px;
  padding: 0;
  color: ${theme.color.text};
  box-shadow: 0 20px 60px rgba(0, 0, 0, 0.25);
  &::backdrop { background: rgba(20, 22, 32, 0.55); }
`;

const Head = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 18px 22px 0;
  h2 { margin: 0; font-size: 1.35rem; }
  button { border: 0; background: none; font-size: 1.6rem; line-height: 1; cursor: pointer; color: ${theme.color.muted}; }
`;

const Body = styled.div`
  padding: 16px 22px 22px;
`;

type Props = { form: AuthForm; carry?: Carry; applyingFor?: string; onSwitch: (form: AuthForm) => void; onClose: () => void };

/** The auth modal: one of the four forms, with links that switch between them. */
export function AuthModal({ form, carry, applyingFor, onSwitch, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current!;
    if (!dialog.open) dialog.showModal();
  }, []);
  return (
    <Dialog
      ref={ref}
      aria-labelledby="auth-title"
      data-testid="auth-modal"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <Head>
        <h2 id="auth-title">{TITLES[form]}</h2>
        <button type="button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </Head>
      <Body>
        <ApplyingFor form={form} text={applyingFor} />
        {form === 'login' && <LoginForm onSwitch={onSwitch} />}
        {form === 'register' && <RegisterForm carry={carry} onSwitch={onSwitch} />}
        {(form === 'signup' || form === 'resetPassword') && <EmailLinkForm key={form} kind={form} carry={carry} onSwitch={onSwitch} onDone={onClose} />}
      </Body>
    </Dialog>
  );
}
