import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { canMove, moveItem } from '../../../../shared/reorder';
import { SUB_EDITOR_MESSAGES } from '../../../../shared/schemas/webpages';
import { ApiError, fieldMessages, withDetail } from '../../../api/errors';
import { Alert, CheckboxLabel, FieldError, FieldLabel, PrimaryButton, TextField } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { Dialog, SecondaryButton } from '../../components/Dialog';
import { FilePicker } from '../fields/FilePicker';
import { ItemList } from './ItemList';
import { ProgressBar } from '../fields/ProgressBar';
import type { Accept, Progress } from '../api/send-form';

export type FieldSpec<T = never> =
  | { name: string; label: string; kind: 'text' | 'textarea'; required?: boolean }
  | { name: string; label: string; kind: 'checkbox' }
  | { name: string; label: string; kind: 'file'; accept: Accept; requiredOnCreate?: boolean; currentUrl?: (item: T) => string | null }
  | { name: string; label: string; kind: 'choices'; options: { value: number; label: string }[] };

export type Values = Record<string, string | boolean | File | null | number[]>;


export const IconButton = styled.button`
  font: inherit;
  min-width: 36px;
  height: 36px;
  padding: 0 8px;
  border-radius: 6px;
  border: 1px solid ${theme.color.border};
  background: #fff;
  cursor: pointer;
  &:disabled { opacity: 0.35; cursor: default; }
  &.danger { color: #A3124B; }
`;

/** Up, down, edit and delete buttons of one row; moves are only offered with more than one item. */
export function RowActions({ name, index, count, onMove, onEdit, onDelete, disabled }: { name: string; index: number; count: number; onMove?: (direction: -1 | 1) => void; onEdit?: () => void; onDelete: () => void; disabled?: boolean }) {
  return (
    <span className="actions">
      {onMove && count > 1 && (
        <>
          <IconButton type="button" aria-label={`Move ${name} up`} disabled={disabled || !canMove(index, count, -1)} onClick={() => onMove(-1)}>
            ↑
          </IconButton>
          <IconButton type="button" aria-label={`Move ${name} down`} disabled={disabled || !canMove(index, count, 1)} onClick={() => onMove(1)}>
            ↓
          </IconButton>
        </>
      )}
      {onEdit && (
        <IconButton type="button" aria-label={`Edit ${name}`} disabled={disabled} onClick={onEdit}>
          Edit
        </IconButton>
      )}
      <IconButton type="button" className="danger" aria-label={`Delete ${name}`} disabled={disabled} onClick={onDelete}>
        Delete
      </IconButton>
    </span>
  );
}

export type SubEditorProps<T extends { id: number }> = {
  /** What one item is called in buttons and dialogs (e.g. 'image'). */
  noun: string;
  items: T[];
  onReorder?: (items: T[]) => void;
  describe: (item: T) => { title: string; detail?: string; thumbnail?: string | null };
  fields: FieldSpec<T>[];
  initial: (item: T | null) => Values;
  save: (values: Values, item: T | null, onProgress: Progress) => Promise<T>;
  remove: (item: T) => Promise<unknown>;
  onSaved: (item: T, created: boolean) => void;
  onRemoved: (item: T) => void;
  /** The spec's message when creating or editing fails. */
  failText: string;
  emptyText?: string;
  canWrite: boolean;
  children?: ReactNode;
};

/**
 * The shared sub-editor: a list with up/down reorder (kept until the page Save), Edit and delete,
 * and an 'Add new' dialog titled Create or Edit with Cancel and Submit that saves at once.
 */
export function SubEditor<T extends { id: number }>(props: SubEditorProps<T>) {
  const { noun, items, onReorder, describe, canWrite } = props;
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const remove = async (item: T) => {
    if (!window.confirm(`Delete this ${noun}? This cannot be undone.`)) return;
    setDeleting(item.id);
    setProblem(null);
    try {
      await props.remove(item);
      props.onRemoved(item);
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : `Couldn't delete the ${noun}`);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      {problem && (
        <Alert tone="error" onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <ItemList aria-label={`${noun} list`}>
        {items.length === 0 && <li className="empty">{props.emptyText ?? 'There is no items yet'}</li>}
        {items.map((item, index) => {
          const d = describe(item);
          return (
            <li key={item.id} data-testid={`${noun}-row`}>
              {d.thumbnail && <img src={d.thumbnail} alt="" loading="lazy" />}
              <span className="text">
                {d.title}
                {d.detail && <small>{d.detail}</small>}
              </span>
              {canWrite && (
                <RowActions
                  name={d.title}
                  index={index}
                  count={items.length}
                  disabled={deleting === item.id}
                  onMove={onReorder && ((direction) => onReorder(moveItem(items, index, direction)))}
                  onEdit={() => setEditing({ item })}
                  onDelete={() => void remove(item)}
                />
              )}
            </li>
          );
        })}
      </ItemList>
      {canWrite && (
        <div>
          <SecondaryButton type="button" onClick={() => setEditing({ item: null })} aria-label={`Add new ${noun}`}>
            Add new
          </SecondaryButton>
        </div>
      )}
      {editing && (
        <ItemDialog
          {...props}
          item={editing.item}
          onClose={() => setEditing(null)}
          onDone={(saved) => {
            props.onSaved(saved, !editing.item);
            setEditing(null);
          }}
        />
      )}
    </>
  );
}

function ItemDialog<T extends { id: number }>({
  noun,
  item,
  fields,
  initial,
  save,
  failText,
  onClose,
  onDone,
}: SubEditorProps<T> & { item: T | null; onClose: () => void; onDone: (item: T) => void }) {
  const [values, setValues] = useState<Values>(() => initial(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: string, value: Values[string]) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async () => {
    const missing: Record<string, string> = {};
    for (const f of fields) {
      const value = values[f.name];
      if (f.kind === 'text' || f.kind === 'textarea') {
        if (f.required && !String(value ?? '').trim()) missing[f.name] = SUB_EDITOR_MESSAGES.cannotBeEmpty;
      } else if (f.kind === 'file' && f.requiredOnCreate && !item && !value) missing[f.name] = SUB_EDITOR_MESSAGES.cannotBeEmpty;
    }
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length) return;
    setBusy(true);
    const file = fields.find((f) => f.kind === 'file' && values[f.name] instanceof File);
    if (file) setProgress(0);
    try {
      onDone(await save(values, item, (fraction) => setProgress(fraction)));
    } catch (err) {
      const messages = fieldMessages(err);
      setErrors(Object.fromEntries(fields.filter((f) => messages[f.name]).map((f) => [f.name, messages[f.name]!])));
      setFailure(withDetail(failText, err));
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <Dialog
      title={item ? 'Edit' : 'Create'}
      onClose={onClose}
      footer={
        <>
          <SecondaryButton type="button" onClick={onClose} disabled={busy}>
            Cancel
          </SecondaryButton>
          <PrimaryButton type="button" onClick={() => void submit()} disabled={busy}>
            Submit
          </PrimaryButton>
        </>
      }
    >
      {failure && <Alert tone="error">{failure}</Alert>}
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
    </Dialog>
  );
}
