import { useState } from 'react';
import type { Carry } from '../../../shared/schemas/auth';
import { EmailLinkForm } from '../auth/EmailLinkForm';
import { TITLES } from '../auth/AuthModal';
import { LoginForm } from '../auth/LoginForm';
import { RegisterForm } from '../auth/RegisterForm';
import { AuthCard as Card } from '../components/AuthCard';
import type { AuthForm } from '../events';

export type AuthPageProps = { form: 'login' | 'register'; redirect: string | null; carry: Carry };

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
