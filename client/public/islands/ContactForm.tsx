import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { ContactSchema, type ContactInput } from '../../../shared/schemas/contact';
import { requestJson } from '../../api/http';
import { theme } from '../../ui/theme';

export type ContactFormProps = { endpoint: string; title: string };

type Fields = Record<keyof ContactInput, string>;
const EMPTY: Fields = { name: '', email: '', phone_number: '', message: '' };

const Form = styled.form`
  display: grid;
  gap: 14px;
  grid-template-columns: 1fr 1fr;
  @media (max-width: 600px) { grid-template-columns: 1fr; }
`;

const Field = styled.label<{ $wide?: boolean }>`
  display: grid;
  gap: 6px;
  font-weight: 600;
  font-size: 0.9rem;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  input, textarea {
    font: inherit;
    font-weight: 400;
    padding: 11px 12px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
    color: ${theme.color.text};
  }
  textarea { min-height: 120px; resize: vertical; }
  [aria-invalid='true'] { border-color: ${theme.color.error}; }
`;

const ErrorText = styled.span`
  color: #c2185b;
  font-weight: 400;
  font-size: 0.85rem;
`;

const Submit = styled.button`
  grid-column: 1 / -1;
  justify-self: start;
  padding: 12px 28px;
  border: 0;
  border-radius: ${theme.radius};
  background: ${theme.color.action};
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:disabled { opacity: 0.6; cursor: wait; }
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
        <Submit type="button" onClick={sendAgain}>
          Send again
        </Submit>
      </Result>
    );
  }

  const input = (key: keyof ContactInput, type = 'text') => {
    const props = {
      name: key,
      value: fields[key],
      'aria-invalid': errors[key] ? true : undefined,
      'aria-describedby': errors[key] ? `contact-${key}-error` : undefined,
      onChange: (e: { target: { value: string } }) => setFields({ ...fields, [key]: e.target.value }),
    };
    return (
      <Field $wide={key === 'message'}>
        {LABELS[key]}
        {key === 'message' ? <textarea {...props} /> : <input type={type} autoComplete={type === 'tel' ? 'tel' : key === 'email' ? 'email' : 'name'} {...props} />}
        {errors[key] && <ErrorText id={`contact-${key}-error`}>{errors[key]}</ErrorText>}
      </Field>
    );
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={title}>
      {input('name')}
      {input('email', 'email')}
      {input('phone_number', 'tel')}
      {input('message')}
      <Submit type="submit" disabled={state === 'sending'}>
        {state === 'sending' ? 'Sending…' : 'Send message'}
      </Submit>
    </Form>
  );
}
