import { TextField } from '../../../ui/form';
import { FieldRow } from './FieldRow';

export type TextFieldSpec<K extends string> = { name: K; label: string; type?: string; autoComplete?: string; inputMode?: 'decimal' | 'email' | 'tel' | 'url' };

/** A row of labelled text inputs bound to a draft object, with server field errors under them. */
export function TextFields<K extends string>({
  fields,
  values,
  errors,
  onChange,
  readOnly,
  minWidth,
}: {
  fields: TextFieldSpec<K>[];
  values: Record<K, string>;
  errors: Record<string, string[] | undefined>;
  onChange: (name: K, value: string) => void;
  readOnly: boolean;
  /** Narrowest a field may get before the row wraps (px). */
  minWidth?: number;
}) {
  return (
    <FieldRow $min={minWidth}>
      {fields.map((f) => (
        <TextField
          key={f.name}
          label={f.label}
          name={f.name}
          type={f.type ?? 'text'}
          inputMode={f.inputMode}
          autoComplete={f.autoComplete ?? 'off'}
          value={values[f.name]}
          onValue={(v) => onChange(f.name, v)}
          error={errors[f.name]?.[0]}
          readOnly={readOnly}
        />
      ))}
    </FieldRow>
  );
}
