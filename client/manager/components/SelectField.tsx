import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { FieldError, FieldGroup, FieldLabel } from '../../ui/form';

const Label = styled(FieldLabel)`
  select:disabled { background: #F1F3F6; color: #6B7687; cursor: not-allowed; }
`;

type Props = {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  disabled?: boolean;
  /** Keeps error ids unique when two forms share a page. */
  idPrefix?: string;
  children: ReactNode;
};

/** A labelled select with its error message under it (announced, and tied to the select). */
export function SelectField({ label, name, value, onValue, error, disabled, idPrefix = '', children }: Props) {
  const errorId = `${idPrefix}${name}-error`;
  const labelId = useId();
  // Named by its label text alone: a wrapping label would also lend it the options' texts.
  return (
    <FieldGroup>
      <Label>
        <span id={labelId}>{label}</span>
        <select
          name={name}
          value={value}
          disabled={disabled}
          onChange={(e) => onValue(e.target.value)}
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          {children}
        </select>
      </Label>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldGroup>
  );
}
