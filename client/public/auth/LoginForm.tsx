import type { FormEvent } from 'react';
import { authPageHref } from '../../../shared/form-paths';
import { homePathFor, safeRedirect } from '../../../shared/role-home';
import { LoginSchema } from '../../../shared/schemas/auth';
import type { PostedState } from '../../../shared/types/posted-form';
import { TextField } from '../../ui/form';
import type { AuthForm } from '../events';
import { fieldErrors, useFields } from '../../ui/form-state';
import { useRequestAction } from '../../ui/use-request-action';
import { FormAlert, FormStack, SessionFormEnd } from './layout';

const LINKS: [string, AuthForm][] = [
  ['Forgot your password?', 'resetPassword'],
  ['Email me a sign-in link', 'signup'],
  ['Create an account', 'register'],
];

type Props = { redirect?: string | null; onSwitch: (form: AuthForm) => void; posted?: PostedState | null };

/**
 * Sign in with e-mail and password; staff land in the manager area, students in theirs. Without
 * JavaScript the form posts to the sign-in page (with its redirect), and `posted` is the server's answer.
 */
export function LoginForm({ redirect, onSwitch, posted }: Props) {
  const { form, values, set } = useFields<{ email: string; password: string; remember: boolean }>({ email: '', password: '', remember: true }, posted);
  const { busy, error: alert, setError: setAlert, fields: errors, setFields: setErrors, send } = useRequestAction('none', posted);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const parsed = LoginSchema.safeParse({ username: values.email, password: values.password, remember: values.remember });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      return setErrors({ email: found.username, password: found.password });
    }
    const answer = await send<{ user: { roles: string[] } }>('POST', '/api-token-auth/', parsed.data, { stayBusy: true });
    if (answer) window.location.assign(safeRedirect(redirect) ?? homePathFor(answer.user.roles));
  };

  return (
    <FormStack ref={form} method="post" action={authPageHref('login', { redirect })} onSubmit={submit} noValidate aria-label="Sign in">
      <FormAlert text={alert} onDismiss={() => setAlert(null)} />
      <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} onValue={set('email')} error={errors.email} />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" value={values.password} onValue={set('password')} error={errors.password} />
      <SessionFormEnd remember={values.remember} onRemember={set('remember')} busy={busy} submit="Sign In" submitting="Signing in…" onSwitch={onSwitch} query={{ redirect }} links={LINKS} />
    </FormStack>
  );
}
