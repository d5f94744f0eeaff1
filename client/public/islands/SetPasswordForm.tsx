import { useState, type FormEvent } from 'react';
import { BASE_PATH } from '../../../shared/constants';
import { SetPasswordSchema } from '../../../shared/schemas/auth';
import type { PostedState } from '../../../shared/types/posted-form';
import { Alert, PrimaryButton, TextField } from '../../ui/form';
import { fieldErrors, useFields } from '../../ui/form-state';
import { useRequestAction } from '../../ui/use-request-action';
import { FormAlert, FormStack } from '../auth/layout';

/** `posted`: the server's answer to this form posted without JavaScript (null otherwise). */
export type SetPasswordProps = { token: string; posted?: PostedState | null };

/** Choose a new password from a reset link (same rules as registration); without JavaScript the form posts to the link's page. */
export function SetPasswordForm({ token, posted }: SetPasswordProps) {
  const { form, values, set } = useFields({ password: '', password_confirmation: '' }, posted);
  const { busy, error: alert, setError: setAlert, fields: errors, setFields: setErrors, send } = useRequestAction('none', posted);
  const [done, setDone] = useState<string | null>(posted?.done ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const parsed = SetPasswordSchema.safeParse({ token, ...values });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    const answer = await send<{ detail: string }>('POST', '/api/reset_password/', parsed.data);
    if (answer) setDone(answer.detail);
  };

  if (done) {
    return (
      <Alert tone="info">
        {done} <a href={`${BASE_PATH}/login`}>Sign In</a>
      </Alert>
    );
  }
  return (
    <FormStack ref={form} method="post" action={`${BASE_PATH}/reset-password/${encodeURIComponent(token)}`} onSubmit={submit} noValidate aria-label="Choose a new password">
      <FormAlert text={alert} onDismiss={() => setAlert(null)} />
      <TextField label="New password" name="password" type="password" autoComplete="new-password" value={values.password} onValue={set('password')} error={errors.password} />
      <TextField
        label="Confirm new password"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        value={values.password_confirmation}
        onValue={set('password_confirmation')}
        error={errors.password_confirmation}
      />
      <PrimaryButton type="submit" disabled={busy}>
        Save new password
      </PrimaryButton>
    </FormStack>
  );
}
