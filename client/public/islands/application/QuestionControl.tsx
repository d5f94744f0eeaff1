import { useState, useSyncExternalStore } from 'react';
import { styled } from 'styled-components';
import type { Question } from '../../../../shared/rental-application/fields';
import { NO, YES } from '../../../../shared/rental-application/form-post';
import { FieldError, inputLook } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import type { Raw } from './draft-values';

const noChange = () => () => {};

/** False in the server's page (and until the island hydrates), true once it runs: for controls that need JavaScript. */
export const useHydrated = () => useSyncExternalStore(noChange, () => true, () => false);

export const fieldId = (key: string) => `q-${key}`;
export const errorId = (key: string) => `q-${key}-error`;

/** A question: its label, hint, control and message, stacked. */
export const Field = styled.div`
  display: grid;
  gap: 6px;
  align-content: start;
  min-width: 0;
  > label { display: grid; gap: 2px; font-weight: 600; font-size: 0.9rem; }
  input:not([type='checkbox']):not([type='radio']):not([type='file']), textarea, select {
    ${inputLook}
    box-sizing: border-box;
  }
  textarea { resize: vertical; }
`;

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  legend { font-weight: 600; font-size: 0.9rem; padding: 0; margin-bottom: 6px; }
  div { display: flex; gap: 10px; flex-wrap: wrap; }
  label { display: inline-flex; align-items: center; gap: 8px; padding: 9px 16px; border: 1px solid #C9D1DB; border-radius: ${theme.radius}; cursor: pointer; }
  label:has(input:checked) { border-color: ${theme.color.action}; background: #EEF3FE; }
  input { width: 18px; height: 18px; margin: 0; accent-color: ${theme.color.action}; }
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  input { flex: 1; min-width: 0; }
  button { padding: 10px 12px; border: 1px solid #C9D1DB; border-radius: ${theme.radius}; background: #fff; font: inherit; cursor: pointer; white-space: nowrap; }
`;

const Hint = styled.span`
  color: ${theme.color.muted};
  font-size: 0.85rem;
  font-weight: 400;
`;

const INPUT_TYPES: Partial<Record<Question['control'], string>> = { date: 'date', datetime: 'datetime-local', time: 'time', email: 'email', phone: 'tel', number: 'number' };

type Props = {
  question: Question;
  value: Raw;
  /** For identity numbers: the saved number, masked ('•••• 6789'). */
  savedMask?: string;
  error?: string;
  onValue: (value: Raw) => void;
  onBlur: () => void;
};

/** One question's control (not files, see FileAnswer), labelled, with its message tied to it. */
export function QuestionControl({ question: q, value, savedMask, error, onValue, onBlur }: Props) {
  const [shown, setShown] = useState(false);
  // 'Show' needs JavaScript: the server's page (and a browser without it) has the box alone.
  const hydrated = useHydrated();
  const id = fieldId(q.key);
  const hint = q.control === 'money' ? 'In dollars and cents' : savedMask ? `Saved: ${savedMask}` : null;
  const describedBy = [hint && `${id}-hint`, error && errorId(q.key)].filter(Boolean).join(' ') || undefined;
  const common = { id, name: q.key, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, onBlur } as const;
  const message = error && <FieldError id={errorId(q.key)}>{error}</FieldError>;

  if (q.control === 'yesno') {
    return (
      <Field>
        <Choices id={id} aria-describedby={describedBy}>
          <legend>{q.label}</legend>
          <div>
            {[true, false].map((choice) => (
              <label key={String(choice)}>
                <input type="radio" name={q.key} value={choice ? YES : NO} checked={value === choice} onChange={() => onValue(choice)} onBlur={onBlur} aria-invalid={error ? true : undefined} />
                {choice ? 'Yes' : 'No'}
              </label>
            ))}
          </div>
        </Choices>
        {message}
      </Field>
    );
  }

  const text = typeof value === 'string' ? value : '';
  let control;
  if (q.control === 'textarea') {
    control = <textarea {...common} rows={3} value={text} onChange={(e) => onValue(e.target.value)} />;
  } else if (q.control === 'select') {
    control = (
      <select {...common} value={text} onChange={(e) => onValue(e.target.value)}>
        <option value="">Choose…</option>
        {q.options!.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  } else if (q.control === 'secret') {
    control = (
      <Row>
        <input {...common} type={shown ? 'text' : 'password'} autoComplete="off" spellCheck={false} value={text} placeholder={savedMask ? 'Type the number again to replace it' : undefined} onChange={(e) => onValue(e.target.value)} />
        {hydrated && (
          <button type="button" aria-pressed={shown} aria-controls={id} onClick={() => setShown((s) => !s)}>
            {shown ? 'Hide' : 'Show'}
          </button>
        )}
      </Row>
    );
  } else if (q.control === 'money') {
    control = <input {...common} type="text" inputMode="decimal" placeholder="650.00" value={text} onChange={(e) => onValue(e.target.value)} />;
  } else {
    control = <input {...common} type={INPUT_TYPES[q.control] ?? 'text'} min={q.control === 'number' ? 0 : undefined} value={text} onChange={(e) => onValue(e.target.value)} />;
  }
  return (
    <Field>
      <label htmlFor={id}>{q.label}</label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {control}
      {message}
    </Field>
  );
}
