import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { FieldError, FieldGroup, FieldLabel } from '../../ui/form';

const Label = styled(FieldLabel)`
  select:disabled { background: #F1F3F6; color: #6B7687; cursor: not-allowed; }
`;

const Hint = styled.span`
  font-size: 0.85rem;
  color: #5B687C;
`;

type Props = {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  /** Shown under the field when there is no error (why it is disabled, say). */
  hint?: string;
  /** Keeps error ids unique when two forms share a page. */
  idPrefix?: string;
  /** The choices as data, after an empty choice reading `placeholder`; or pass `<option>`s as children. */
  options?: readonly { value: string; label: string }[];
  placeholder?: string;
  children?: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'>;

/** A labelled select with its message under it (announced, and tied to the select), like TextField. */
export function SelectField({ label, name, value, onValue, error, hint, idPrefix = '', options, placeholder, children, ...rest }: Props) {
  const noteId = `${idPrefix}${name}-${error ? 'error' : 'hint'}`;
  const labelId = useId();
  const note = error ?? hint;
  // Named by its label text alone: a wrapping label would also lend it the options' texts.
  return (
    <FieldGroup>
      <Label>
        <span id={labelId}>{label}</span>
        <select
          name={name}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          {children}
        </select>
      </Label>
      {error ? <FieldError id={noteId}>{error}</FieldError> : hint && <Hint id={noteId}>{hint}</Hint>}
    </FieldGroup>
  );
}
