import { useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { ContactSchema, type ContactInput } from '../../../shared/schemas/contact';
import { requestJson } from '../../api/http';
import { FieldError, FieldLabel, PrimaryButton, TextField } from '../../ui/form';
import { useTypedBeforeHydration } from '../../ui/form-state';
import { PhoneField } from '../../ui/PhoneField';
import { theme } from '../../ui/theme';

export type ContactFormProps = { endpoint: string; title: string };

type Fields = Record<keyof ContactInput, string>;
const EMPTY: Fields = { name: '', email: '', phone_number: '', message: '' };

const Form = styled.form`
  display: grid;
  gap: 14px;
  grid-template-columns: 1fr 1fr;
  @media (max-width: 600px) { grid-template-columns: 1fr; }
  & > .wide, & > button { grid-column: 1 / -1; }
  & > button { justify-self: start; }
  textarea { min-height: 120px; resize: vertical; }
`;

const Result = styled.div`
  padding: 28px;
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  text-align: center;
  h3 { margin: 0 0 12px; }
`;

const LABELS: Record<keyof ContactInput, string> = { name: 'Name', email: 'Email', phone_number: 'Phone number', message: 'Message' };

/** Contact form: validates like the server, then shows 'Message sent' or 'Message failed'. */
export function ContactForm({ endpoint, title }: ContactFormProps) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, setFields);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactInput, string>>>({});
  const [state, setState] = useState<'unsent' | 'sending' | 'sent' | 'failed'>('unsent');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ContactSchema.safeParse(fields);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof ContactInput] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setState('sending');
    try {
      await requestJson('POST', endpoint, parsed.data);
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  const sendAgain = () => {
    setFields(EMPTY);
    setState('unsent');
  };

  if (state === 'sent' || state === 'failed') {
    return (
      <Result role="status">
        <h3>{state === 'sent' ? 'Message sent' : 'Message failed'}</h3>
        <PrimaryButton type="button" onClick={sendAgain}>
          Send again
        </PrimaryButton>
      </Result>
    );
  }

  const field = (key: 'name' | 'email', type: string, autoComplete: string) => (
    <TextField idPrefix="contact-" label={LABELS[key]} name={key} type={type} autoComplete={autoComplete} value={fields[key]} onValue={(value) => setFields({ ...fields, [key]: value })} error={errors[key]} />
  );

  return (
    <Form ref={form} method="post" onSubmit={submit} noValidate aria-label={title}>
      {field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      <PhoneField
        idPrefix="contact-"
        label={LABELS.phone_number}
        name="phone_number"
        autoComplete="tel"
        value={fields.phone_number}
        onValue={(value) => setFields({ ...fields, phone_number: value })}
        error={errors.phone_number}
      />
      <div className="wide">
        <FieldLabel>
          {LABELS.message}
          <textarea
            name="message"
            value={fields.message}
            onChange={(e) => setFields({ ...fields, message: e.target.value })}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'contact-message-error' : undefined}
          />
        </FieldLabel>
        {errors.message && <FieldError id="contact-message-error">{errors.message}</FieldError>}
      </div>
      <PrimaryButton type="submit" disabled={state === 'sending'}>
        {state === 'sending' ? 'Sending…' : 'Send message'}
      </PrimaryButton>
    </Form>
  );
}
