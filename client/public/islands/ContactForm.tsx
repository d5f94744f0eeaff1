import { useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { FORM_MESSAGES } from '../../../shared/messages';
import { ContactSchema, type ContactInput } from '../../../shared/schemas/contact';
import type { PostedState } from '../../../shared/types/posted-form';
import { FieldError, FieldLabel, PrimaryButton, TextField } from '../../ui/form';
import { fieldErrors, useTypedBeforeHydration, withPosted } from '../../ui/form-state';
import { PhoneField } from '../../ui/PhoneField';
import { theme } from '../../ui/theme';
import { useRequestAction } from '../../ui/use-request-action';

/**
 * `endpoint`: the API the island sends to; `action`: the page (and anchor) the form posts to without
 * JavaScript; `posted`: the server's answer to such a post (null otherwise).
 */
export type ContactFormProps = { endpoint: string; action: string; title: string; posted?: PostedState | null };

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

const SendAgain = styled(PrimaryButton)`
  display: inline-block;
  text-decoration: none;
`;

/** Contact form: validates like the server, then shows 'Message sent' or 'Message failed'. */
export function ContactForm({ endpoint, action, title, posted }: ContactFormProps) {
  const [fields, setFields] = useState<Fields>(() => withPosted(EMPTY, posted));
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, setFields);
  // A failure shows the spec's 'Message failed', never the server's reason (as the page posted without JavaScript does).
  const { busy, error: failed, setError, fields: errors, setFields: setErrors, send } = useRequestAction('none', posted);
  const [sent, setSent] = useState(Boolean(posted?.done));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ContactSchema.safeParse(fields);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    if ((await send('POST', endpoint, parsed.data)) !== undefined) setSent(true);
  };

  // A link, so that without JavaScript it opens the page again with an empty form (the page's
  // address without the anchor: the same address with it would only scroll).
  const sendAgain = (event: React.MouseEvent) => {
    event.preventDefault();
    setFields(EMPTY);
    setErrors({});
    setError(null);
    setSent(false);
  };

  if (sent || failed) {
    return (
      <Result role="status">
        <h3>{sent ? FORM_MESSAGES.messageSent : FORM_MESSAGES.messageFailed}</h3>
        <SendAgain as="a" href={action.replace(/#.*$/, '')} onClick={sendAgain}>
          Send again
        </SendAgain>
      </Result>
    );
  }

  const field = (key: 'name' | 'email', type: string, autoComplete: string) => (
    <TextField idPrefix="contact-" label={LABELS[key]} name={key} type={type} autoComplete={autoComplete} value={fields[key]} onValue={(value) => setFields({ ...fields, [key]: value })} error={errors[key]} />
  );

  return (
    <Form ref={form} method="post" action={action} onSubmit={submit} noValidate aria-label={title}>
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
      <PrimaryButton type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send message'}
      </PrimaryButton>
    </Form>
  );
}
