import type { ReactNode } from 'react';
import { CheckboxLabel, FieldError } from '../../ui/form';

type Props<V extends string> = {
  legend: string;
  name: string;
  type: 'checkbox' | 'radio';
  options: readonly (readonly [V, string])[];
  isChecked: (value: V) => boolean;
  onChange: (value: V, checked: boolean) => void;
  error?: string;
  hint: ReactNode;
  disabled: boolean;
};

/** A fieldset of checkboxes or radios with its error (tied to the group for screen readers) and a hint. */
export function ChoiceGroup<V extends string>({ legend, name, type, options, isChecked, onChange, error, hint, disabled }: Props<V>) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend>{legend}</legend>
      {options.map(([value, label]) => (
        <CheckboxLabel key={value}>
          <input type={type} name={name} value={value} checked={isChecked(value)} onChange={(e) => onChange(value, e.target.checked)} />
          {label}
        </CheckboxLabel>
      ))}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {hint}
    </fieldset>
  );
}
