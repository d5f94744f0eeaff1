import type { SelectHTMLAttributes } from 'react';
import { FieldError, FieldGroup, FieldLabel } from '../../../ui/form';

type Props = {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The empty choice's text ('' value). */
  placeholder: string;
  error?: string;
  /** Shown under the field when there is no error (why it is disabled, say). */
  hint?: string;
  onValue: (value: string) => void;
  idPrefix?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>;

/** A labelled select with its message under it, like TextField. */
export function SelectField({ label, name, value, options, placeholder, error, hint, onValue, idPrefix = '', ...rest }: Props) {
  const noteId = `${idPrefix}${name}-${error ? 'error' : 'hint'}`;
  const labelId = `${idPrefix}${name}-label`;
  const note = error ?? hint;
  return (
    <FieldGroup>
      <FieldLabel>
        {/* Named by the label's text alone: a wrapping label would add the chosen option's text to the name. */}
        <span id={labelId}>{label}</span>
        <select name={name} aria-labelledby={labelId} value={value} onChange={(e) => onValue(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={note ? noteId : undefined} {...rest}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </FieldLabel>
      {error ? <FieldError id={noteId}>{error}</FieldError> : hint && <span id={noteId} style={{ fontSize: '0.85rem', color: '#5B687C' }}>{hint}</span>}
    </FieldGroup>
  );
}
