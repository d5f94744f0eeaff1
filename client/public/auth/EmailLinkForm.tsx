import { useEffect, useState, type FormEvent } from 'react';
import { authPageHref } from '../../../shared/form-paths';
import type { Carry } from '../../../shared/schemas/auth';
import { InvitationSchema, ResetRequestSchema } from '../../../shared/schemas/auth';
import type { PostedState } from '../../../shared/types/posted-form';
import { Alert, PrimaryButton, TextField } from '../../ui/form';
import type { AuthForm } from '../events';
import { fieldErrors, useFields } from '../../ui/form-state';
import { useRequestAction } from '../../ui/use-request-action';
import { FormAlert, FormStack, SwitchLinks } from './layout';

/** The spec's info message time: 3 s, then the modal closes. */
export const INFO_MS = 3000;

type Props = { kind: 'signup' | 'resetPassword'; carry?: Carry; onSwitch: (form: AuthForm) => void; onDone?: () => void; posted?: PostedState | null };

/**
 * One e-mail field that mails a link: a sign-in (sign-up) link, or a password reset link.
 * On success the answer's text shows, the form hides, and onDone runs after 3 seconds. Without
 * JavaScript the form posts to its own page, and `posted` is the server's answer.
 */
export function EmailLinkForm({ kind, carry, onSwitch, onDone, posted }: Props) {
  const { form, values, set } = useFields({ email: '' }, posted);
  const { busy, error: alert, setError: setAlert, fields: errors, setFields: setErrors, send } = useRequestAction('none', posted);
  const [info, setInfo] = useState<string | null>(posted?.done ?? null);

  useEffect(() => {
    if (!info || !onDone) return;
    const timer = setTimeout(onDone, INFO_MS);
    return () => clearTimeout(timer);
  }, [info, onDone]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const schema = kind === 'signup' ? InvitationSchema : ResetRequestSchema;
    const parsed = schema.safeParse({ email: values.email, ...(kind === 'signup' ? carry : {}) });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    const answer = await send<{ detail: string }>('POST', kind === 'signup' ? '/api/users/send_invitation/' : '/api/send_reset_email/', parsed.data);
    if (answer) setInfo(answer.detail);
  };

  if (info) return <Alert tone="info">{info}</Alert>;
  return (
    <FormStack ref={form} method="post" action={authPageHref(kind, kind === 'signup' ? carry : {})} onSubmit={submit} noValidate aria-label={kind === 'signup' ? 'Get a sign-in link' : 'Reset password'}>
      <p>{kind === 'signup' ? 'Enter your e-mail and we will send you a link to sign in, no password needed.' : 'Enter your e-mail and we will send you a link to choose a new password.'}</p>
      <FormAlert text={alert} onDismiss={() => setAlert(null)} />
      <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} onValue={set('email')} error={errors.email} />
      <PrimaryButton type="submit" disabled={busy}>
        {kind === 'signup' ? 'Send me a link' : 'Send reset link'}
      </PrimaryButton>
      <SwitchLinks
        onSwitch={onSwitch}
        query={carry}
        links={
          kind === 'signup'
            ? [
                ['Register with a password', 'register'],
                ['I have an account: sign in', 'login'],
              ]
            : [['Back to sign in', 'login']]
        }
      />
    </FormStack>
  );
}
