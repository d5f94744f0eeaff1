import { useState } from 'react';
import { styled } from 'styled-components';
import type { Carry } from '../../../shared/schemas/auth';
import { EmailLinkForm } from '../auth/EmailLinkForm';
import { TITLES } from '../auth/AuthModal';
import { LoginForm } from '../auth/LoginForm';
import { RegisterForm } from '../auth/RegisterForm';
import type { AuthForm } from '../events';

export type AuthPageProps = { form: 'login' | 'register'; redirect: string | null; carry: Carry };

const Card = styled.div`
  max-width: 556px;
  margin: 0 auto;
  padding: 28px 24px;
  border-radius: 12px;
  background: #fff;
  box-shadow: 0 6px 30px rgba(37, 38, 49, 0.1);
  h1 { margin: 0 0 18px; font-size: 1.6rem; }
`;

/** The standalone sign-in and register pages: the modal's forms in a card, switching in place. */
export function AuthPage({ form: initial, redirect, carry }: AuthPageProps) {
  const [form, setForm] = useState<AuthForm>(initial);
  return (
    <Card>
      <h1>{TITLES[form]}</h1>
      {form === 'login' && <LoginForm redirect={redirect} onSwitch={setForm} />}
      {form === 'register' && <RegisterForm carry={carry} onSwitch={setForm} />}
      {(form === 'signup' || form === 'resetPassword') && <EmailLinkForm key={form} kind={form} carry={carry} onSwitch={setForm} />}
    </Card>
  );
}
