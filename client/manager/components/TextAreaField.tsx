import type { TextareaHTMLAttributes } from 'react';
import { FieldError, FieldGroup, FieldLabel } from '../../ui/form';

type Props = { label: string; name: string; error?: string; value: string; onValue: (value: string) => void; idPrefix?: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'>;

/** A labelled text area with its error message under it (announced, and tied to it), like TextField. */
export function TextAreaField({ label, name, error, value, onValue, idPrefix = '', rows = 3, ...rest }: Props) {
  const errorId = `${idPrefix}${name}-error`;
  return (
    <FieldGroup>
      <FieldLabel>
        {label}
        <textarea name={name} rows={rows} value={value} onChange={(e) => onValue(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest} />
      </FieldLabel>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldGroup>
  );
}
