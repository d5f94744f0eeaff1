import { useState } from 'react';
import { SUB_EDITOR_MESSAGES } from '../../../../shared/schemas/webpages';
import { CheckboxLabel, FieldError, FieldLabel, TextField } from '../../../ui/form';
import { FormDialog } from '../../components/FormDialog';
import { useSubmit } from '../../components/use-submit';
import type { Progress } from '../../../api/send-form';
import { FilePicker } from '../fields/FilePicker';
import { ProgressBar } from '../fields/ProgressBar';
import type { FieldSpec, Values } from './item-fields';

/** What the sub-editor's Create/Edit dialog needs to know about its items. */
export type ItemDialogSpec<T extends { id: number }> = {
  /** What one item is called in buttons and dialogs (e.g. 'image'). */
  noun: string;
  fields: FieldSpec<T>[];
  initial: (item: T | null) => Values;
  save: (values: Values, item: T | null, onProgress: Progress) => Promise<T>;
  /** The spec's message when creating or editing fails. */
  failText: string;
};

/** The Create or Edit dialog: checks the required fields, saves at once, shows field errors and the spec's failure text. */
export function ItemDialog<T extends { id: number }>({
  noun,
  item,
  fields,
  initial,
  save,
  failText,
  onClose,
  onDone,
}: ItemDialogSpec<T> & { item: T | null; onClose: () => void; onDone: (item: T) => void }) {
  const [values, setValues] = useState<Values>(() => initial(item));
  const [progress, setProgress] = useState<number | null>(null);
  // A failure is said above the fields with the server's reason; field errors under their fields.
  const submission = useSubmit({ failed: failText, inline: true, refused: () => (setProgress(null), false) });
  const { errors, setErrors } = submission;
  const set = (name: string, value: Values[string]) => setValues((v) => ({ ...v, [name]: value }));

  const submit = submission.submit(() => {
    const missing: Record<string, string> = {};
    for (const f of fields) {
      const value = values[f.name];
      if (f.kind === 'text' || f.kind === 'textarea') {
        if (f.required && !String(value ?? '').trim()) missing[f.name] = SUB_EDITOR_MESSAGES.cannotBeEmpty;
      } else if (f.kind === 'file' && f.requiredOnCreate && !item && !value) missing[f.name] = SUB_EDITOR_MESSAGES.cannotBeEmpty;
    }
    submission.setConflict(null);
    if (Object.keys(missing).length) return { errors: missing };
    return {
      send: () => {
        if (fields.some((f) => f.kind === 'file' && values[f.name] instanceof File)) setProgress(0);
        return save(values, item, (fraction) => setProgress(fraction));
      },
    };
  }, onDone);

  return (
    <FormDialog title={item ? 'Edit' : 'Create'} onClose={() => !submission.saving && onClose()} submission={submission} onSubmit={submit} submitLabel="Submit" busyLabel="Submit" shownFields={fields.map((f) => f.name)}>
      {fields.map((f) => {
        const error = errors[f.name];
        if (f.kind === 'text')
          return <TextField key={f.name} idPrefix={`${noun}-`} label={f.label} name={f.name} value={String(values[f.name] ?? '')} onValue={(v) => set(f.name, v)} error={error} />;
        if (f.kind === 'textarea')
          return (
            <div key={f.name}>
              <FieldLabel>
                {f.label}
                <textarea name={f.name} rows={4} value={String(values[f.name] ?? '')} onChange={(e) => set(f.name, e.target.value)} aria-invalid={error ? true : undefined} />
              </FieldLabel>
              {error && <FieldError>{error}</FieldError>}
            </div>
          );
        if (f.kind === 'checkbox')
          return (
            <CheckboxLabel key={f.name}>
              <input type="checkbox" checked={!!values[f.name]} onChange={(e) => set(f.name, e.target.checked)} />
              {f.label}
            </CheckboxLabel>
          );
        if (f.kind === 'choices') {
          const chosen = (values[f.name] as number[]) ?? [];
          return (
            <fieldset key={f.name} style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}>
              <legend style={{ fontWeight: 600, fontSize: '0.9rem', marginBottom: 6 }}>{f.label}</legend>
              {f.options.map((o) => (
                <CheckboxLabel key={o.value}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(o.value)}
                    onChange={(e) => set(f.name, e.target.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value))}
                  />
                  {o.label}
                </CheckboxLabel>
              ))}
            </fieldset>
          );
        }
        if (f.kind !== 'file') return null;
        return (
          <FilePicker
            key={f.name}
            label={f.label}
            accept={f.accept}
            current={item && f.currentUrl ? f.currentUrl(item) : null}
            file={values[f.name] instanceof File ? (values[f.name] as File) : null}
            onFile={(file) => set(f.name, file)}
            onProblem={(message) => setErrors((e) => ({ ...e, [f.name]: message ?? '' }))}
            error={error}
          />
        );
      })}
      {progress !== null && <ProgressBar label={noun} fraction={progress} />}
    </FormDialog>
  );
}
