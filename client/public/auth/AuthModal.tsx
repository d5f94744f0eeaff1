import { styled } from 'styled-components';
import type { Carry } from '../../../shared/schemas/auth';
import { Modal } from '../../ui/Modal';
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

const Dialog = styled(Modal)`
  max-width: ${AUTH_MODAL_MAX_WIDTH}px;
  max-height: calc(100% - 24px);
  padding: 0;
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
  return (
    <Dialog aria-labelledby="auth-title" data-testid="auth-modal" onCancel={onClose}>
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
