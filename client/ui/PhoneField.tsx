import { useState, type InputHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { MESSAGES } from '../../shared/messages';
import { US_PHONE_PATTERN } from '../../shared/schemas/common';
import { FieldError, FieldGroup, FieldLabel } from './form';
import { theme } from './theme';
import { VisuallyHidden } from './VisuallyHidden';

/** Whether a typed phone is one the forms accept: 10 digits, optional +1, separators allowed. */
export const isUsPhone = (value: string) => US_PHONE_PATTERN.test(value.trim());

const PREFIX_WIDTH = '58px';

const InputBox = styled.span`
  position: relative;
  display: block;
  /* One class more than FieldLabel's input rule: the typed number starts after the country. */
  &&& > input[type='tel'] { padding-left: calc(${PREFIX_WIDTH} + 10px); }
`;

/** The default (and only) country, drawn inside the input's left edge; the value stays as typed. */
const Country = styled.span`
  position: absolute;
  top: 1px;
  bottom: 1px;
  left: 1px;
  width: ${PREFIX_WIDTH};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  border-right: 1px solid #C9D1DB;
  color: ${theme.color.muted};
  font-weight: 400;
  pointer-events: none;
  b { font-weight: 600; color: ${theme.color.text}; }
`;

type PhoneFieldProps = {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  /** The form's message from its last submit ('Incorrect phone', 'This field is required'...): it wins over the hint. */
  error?: string;
  /** Keeps error ids unique when two forms share a page. */
  idPrefix?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>;

/**
 * A labelled US phone input: a visible "US +1" inside its left edge (the country is United States by
 * default; nothing is added to what is submitted), and 'Incorrect phone number' under it when the
 * visitor leaves it holding a number that is not valid. The hint goes as soon as the number is fixed;
 * the form's own submit-time message replaces it.
 */
export function PhoneField({ label, name, value, onValue, error, idPrefix = '', onBlur, ...rest }: PhoneFieldProps) {
  const [hint, setHint] = useState(false);
  const errorId = `${idPrefix}${name}-error`;
  const shown = error ?? (hint ? MESSAGES.incorrectPhoneNumber : undefined);
  return (
    <FieldGroup>
      <FieldLabel>
        {label}
        <VisuallyHidden> (United States, +1)</VisuallyHidden>
        <InputBox>
          <Country aria-hidden="true">
            <b>US</b> +1
          </Country>
          <input
            type="tel"
            inputMode="tel"
            name={name}
            value={value}
            onChange={(e) => {
              onValue(e.target.value);
              // Reward a fix at once; a new mistake waits until the visitor leaves the field.
              if (hint && isUsPhone(e.target.value)) setHint(false);
            }}
            onBlur={(e) => {
              setHint(e.target.value.trim() !== '' && !isUsPhone(e.target.value));
              onBlur?.(e);
            }}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? errorId : undefined}
            {...rest}
          />
        </InputBox>
      </FieldLabel>
      {shown && <FieldError id={errorId}>{shown}</FieldError>}
    </FieldGroup>
  );
}
