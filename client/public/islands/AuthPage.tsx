import { useState } from 'react';
import type { Carry } from '../../../shared/schemas/auth';
import type { PostedState } from '../../../shared/types/posted-form';
import { EmailLinkForm } from '../auth/EmailLinkForm';
import { TITLES } from '../auth/AuthModal';
import { ApplyingFor } from '../auth/layout';
import { LoginForm } from '../auth/LoginForm';
import { RegisterForm } from '../auth/RegisterForm';
import { AuthCard as Card } from '../components/AuthCard';
import type { AuthForm } from '../events';

/** `posted`: the server's answer to this page's form posted without JavaScript (null otherwise). */
export type AuthPageProps = { form: AuthForm; redirect: string | null; carry: Carry; applyingFor: string | null; posted: PostedState | null };

/** The standalone sign-in, register, sign-in link and reset pages: the modal's forms in a card, switching in place. */
export function AuthPage({ form: initial, redirect, carry, applyingFor, posted: answer }: AuthPageProps) {
  const [form, setShown] = useState<AuthForm>(initial);
  // The answer belongs to the page's form as first shown: switching forms leaves it behind.
  const [posted, setPosted] = useState(answer);
  const setForm = (next: AuthForm) => {
    setPosted(null);
    setShown(next);
  };
  return (
    <Card>
      <h1>{TITLES[form]}</h1>
      <ApplyingFor form={form} text={applyingFor} />
      {form === 'login' && <LoginForm redirect={redirect} onSwitch={setForm} posted={posted} />}
      {form === 'register' && <RegisterForm carry={carry} onSwitch={setForm} posted={posted} />}
      {(form === 'signup' || form === 'resetPassword') && <EmailLinkForm key={form} kind={form} carry={carry} onSwitch={setForm} posted={posted} />}
    </Card>
  );
}
