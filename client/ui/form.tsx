import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { css, styled } from 'styled-components';
import { theme } from './theme';

/** The look of every public form's text input, select and text area (these labels' and the application's questions'). */
export const inputLook = css`
  font: inherit;
  padding: 11px 12px;
  border: 1px solid #C9D1DB;
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  width: 100%;
  /* Nested so it outranks the border above (a bare [aria-invalid] rule never applied). */
  &[aria-invalid='true'] { border-color: #C2185B; }
`;

export const FieldLabel = styled.label`
  display: grid;
  gap: 6px;
  font-weight: 600;
  font-size: 0.9rem;
  input:not([type='checkbox']):not([type='radio']), textarea, select {
    ${inputLook}
    font-weight: 400;
  }
`;

/** A field and the message under it. */
export const FieldGroup = styled.div`
  display: grid;
  gap: 6px;
  /* In a row beside a field with a message, the input keeps its height instead of stretching. */
  align-content: start;
`;

export const FieldError = styled.span`
  color: #A3124B;
  font-weight: 400;
  font-size: 0.85rem;
`;

type TextFieldProps = { label: string; name: string; error?: string; value: string; onValue: (value: string) => void; /** Keeps error ids unique when two forms share a page. */ idPrefix?: string; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

/** A labelled input with its error message under it (announced, and tied to the input). */
export function TextField({ label, name, error, value, onValue, idPrefix = '', ...rest }: TextFieldProps) {
  const errorId = `${idPrefix}${name}-error`;
  // The error sits outside the label so the field's name stays just its label.
  return (
    <FieldGroup>
      <FieldLabel>
        {label}
        <input name={name} value={value} onChange={(e) => onValue(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest} />
      </FieldLabel>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldGroup>
  );
}

export const CheckboxLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 0.92rem;
  input { width: 18px; height: 18px; margin: 0; flex-shrink: 0; accent-color: ${theme.color.action}; }
`;

export const PrimaryButton = styled.button`
  padding: 12px 24px;
  border: 0;
  border-radius: ${theme.radius};
  background: ${theme.color.action};
  color: #fff;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled { opacity: 0.65; cursor: wait; }
`;

const AlertBox = styled.div<{ $tone: 'error' | 'info' }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 14px;
  border-radius: ${theme.radius};
  background: ${({ $tone }) => ($tone === 'error' ? '#FFF0F6' : '#EAF9FC')};
  color: ${({ $tone }) => ($tone === 'error' ? '#8E0F41' : '#0B5563')};
  button { border: 0; background: none; color: inherit; font-size: 1.2rem; line-height: 1; cursor: pointer; }
`;

/** An error or info message; error alerts can be dismissed. */
export function Alert({ tone, children, onDismiss }: { tone: 'error' | 'info'; children: ReactNode; onDismiss?: () => void }) {
  return (
    <AlertBox $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <span>{children}</span>
      {onDismiss && (
        <button type="button" aria-label="Dismiss" onClick={onDismiss}>
          ×
        </button>
      )}
    </AlertBox>
  );
}
