import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { BASE_PATH } from '../../../shared/constants';
import { authPageHref } from '../../../shared/form-paths';
import { STUDENT_HOME } from '../../../shared/role-home';
import { RegisterSchema, type Carry } from '../../../shared/schemas/auth';
import type { PostedState } from '../../../shared/types/posted-form';
import { CheckboxLabel, FieldError, TextField } from '../../ui/form';
import type { AuthForm } from '../events';
import { fieldErrors, useFields } from '../../ui/form-state';
import { PhoneField } from '../../ui/PhoneField';
import { useRequestAction } from '../../ui/use-request-action';
import { FormAlert, FormStack, Row, SessionFormEnd } from './layout';

const Gender = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  legend { font-weight: 600; font-size: 0.9rem; margin-bottom: 6px; width: 100%; }
  /* The error goes under the choices, like every other field's. */
  #gender-error { flex-basis: 100%; }
`;

const LINKS: [string, AuthForm][] = [
  ['I have an account: sign in', 'login'],
  ['Email me a sign-in link instead', 'signup'],
];

type Props = { carry?: Carry; onSwitch: (form: AuthForm) => void; posted?: PostedState | null };

const EMPTY = {
  first_name: '',
  last_name: '',
  email: '',
  cell_phone: '',
  password: '',
  password_confirmation: '',
  gender: '',
  informational_opt_in: false,
  marketing_opt_in: false,
  remember: true,
};

/**
 * Student registration; a carried property or lease period becomes a reservation request. Without
 * JavaScript the form posts to the register page (the choice in its query), and `posted` is the server's answer.
 */
export function RegisterForm({ carry, onSwitch, posted }: Props) {
  const { form, values, set } = useFields(EMPTY, posted);
  const { busy, error: alert, setError: setAlert, fields: errors, setFields: setErrors, send } = useRequestAction('fields', posted);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    // From a property's page, the verification mail leads back to it (the server checks it is one of ours).
    const next = window.location.pathname.startsWith(`${BASE_PATH}/property/`) ? window.location.pathname : undefined;
    const parsed = RegisterSchema.safeParse({ ...values, gender: values.gender || undefined, is_active: true, ...carry, next });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    if (await send('POST', '/api/users/sign_up/', parsed.data, { stayBusy: true })) window.location.assign(STUDENT_HOME);
  };

  const text = (key: keyof typeof EMPTY, label: string, type = 'text', autoComplete?: string) => (
    <TextField label={label} name={key} type={type} autoComplete={autoComplete} value={values[key] as string} onValue={set(key) as (v: string) => void} error={errors[key]} />
  );

  return (
    <FormStack ref={form} method="post" action={authPageHref('register', carry)} onSubmit={submit} noValidate aria-label="Register">
      <FormAlert text={alert} onDismiss={() => setAlert(null)} />
      <Row>
        {text('first_name', 'First name', 'text', 'given-name')}
        {text('last_name', 'Last name', 'text', 'family-name')}
      </Row>
      <Row>
        {text('email', 'Email', 'email', 'email')}
        <PhoneField label="Phone" name="cell_phone" autoComplete="tel" value={values.cell_phone} onValue={set('cell_phone')} error={errors.cell_phone} />
      </Row>
      <Row>
        {text('password', 'Password', 'password', 'new-password')}
        {text('password_confirmation', 'Confirm password', 'password', 'new-password')}
      </Row>
      <Gender aria-describedby={errors.gender ? 'gender-error' : undefined}>
        <legend>Gender</legend>
        {(
          [
            ['M', 'Male'],
            ['F', 'Female'],
          ] as const
        ).map(([code, label]) => (
          <CheckboxLabel key={code}>
            <input type="radio" name="gender" value={code} checked={values.gender === code} onChange={() => set('gender')(code)} />
            {label}
          </CheckboxLabel>
        ))}
        {errors.gender && <FieldError id="gender-error">{errors.gender}</FieldError>}
      </Gender>
      <CheckboxLabel>
        <input type="checkbox" name="informational_opt_in" checked={values.informational_opt_in} onChange={(e) => set('informational_opt_in')(e.target.checked)} />
        Send me updates about my application and lease
      </CheckboxLabel>
      <CheckboxLabel>
        <input type="checkbox" name="marketing_opt_in" checked={values.marketing_opt_in} onChange={(e) => set('marketing_opt_in')(e.target.checked)} />
        Send me news and offers
      </CheckboxLabel>
      <SessionFormEnd remember={values.remember} onRemember={set('remember')} busy={busy} submit="Register" submitting="Creating your account…" onSwitch={onSwitch} query={carry} links={LINKS} />
    </FormStack>
  );
}
