import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { LAYOUT_FIELD_MAX, LAYOUT_FIELDS, LAYOUT_LABELS } from '../../../shared/layouts/schema';
import { LAYOUT_MESSAGES as M } from '../../../shared/messages';
import { SETTINGS_DIALOG_RESET_MS } from '../../../shared/payment-plans/constants';
import { errorDetail, isStaleVersion, withDetail } from '../../api/error-details';
import { ApiError, fieldMessages } from '../../api/errors';
import { Alert, TextField } from '../../ui/form';
import type { Errors } from '../../ui/form-state';
import { FormDialog } from '../components/FormDialog';
import { SelectField } from '../components/SelectField';
import { useManager } from '../context';
import { emptyForm, formOf, parseForm, type LayoutForm } from './layout-form';
import { layoutsApi, type Layout } from './layouts-api';

export type LayoutDialogMode = { kind: 'new'; propertyId?: number } | { kind: 'edit'; row: Layout };

type Props = {
  mode: LayoutDialogMode;
  /** Fading out: the fields stay as they were until the dialog goes (and starts over next time). */
  closing: boolean;
  onClose: () => void;
  onSaved: (layout: Layout) => void;
  /** Reloads the grid after a refused (stale) save; answers the bed as stored now, or null when it is gone. */
  reload: (id: number) => Promise<Layout | null>;
};

const FORM_ID = 'layout-dialog';
const KNOWN_FIELDS: string[] = ['property_id', ...LAYOUT_FIELDS];

const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 14px;
  > :first-child { grid-column: 1 / -1; }
  @media (max-width: 480px) { grid-template-columns: 1fr; }
`;

const STALE = 'Someone else changed this layout while you were editing. The grid now shows their version; Save again to replace it with what you typed.';
const GONE = 'Someone else deleted this layout while you were editing.';

/** 'Add Layout' or 'Edit Layout': property and the seven texts of a bed, each required (spec §5). */
export function LayoutDialog({ mode, closing, onClose, onSaved, reload }: Props) {
  const { notify, organization } = useManager();
  const editing = mode.kind === 'edit';
  const [form, setForm] = useState<LayoutForm>(() => (editing ? formOf(mode.row) : emptyForm(mode.propertyId)));
  const [version, setVersion] = useState(editing ? mode.row.version : 0);
  const [errors, setErrors] = useState<Errors>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  const [saving, setSaving] = useState(false);

  const set = (key: keyof LayoutForm) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    // A changed field's old message no longer applies.
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };

  const refused = async (err: unknown) => {
    const reason = errorDetail(err);
    if (editing && err instanceof ApiError && err.status === 409 && reason && !isStaleVersion(err)) {
      // Refused for a reason of the bed's own (its plan assignments keep it in its property): said here, what was typed stays.
      notify({ tone: 'error', text: M.updateFailed });
      setConflict(reason);
      return;
    }
    if (editing && err instanceof ApiError && (err.status === 409 || err.status === 404)) {
      // Someone else saved (or deleted) the bed: show theirs in the grid, keep what was typed here.
      notify({ tone: 'error', text: M.updateFailed });
      const fresh = await reload(mode.row.id).catch(() => null);
      if (fresh) setVersion(fresh.version);
      setGone(!fresh);
      setConflict(fresh ? STALE : GONE);
      return;
    }
    // The server's field errors show under their fields (the duplicate bed under Bed); anything else is the spec's snackbar.
    const fields = fieldMessages(err);
    if (Object.keys(fields).length) setErrors(fields);
    else notify({ tone: 'error', text: withDetail(editing ? M.updateFailed : M.createFailed, err) });
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (closing || saving || gone) return;
    const parsed = parseForm(form);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    setConflict(null);
    setSaving(true);
    try {
      onSaved(await (editing ? layoutsApi.update(mode.row.id, { ...parsed.body, version }) : layoutsApi.create(parsed.body)));
    } catch (err) {
      await refused(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={editing ? 'Edit Layout' : 'Add Layout'}
      closing={closing}
      fadeMs={SETTINGS_DIALOG_RESET_MS}
      onClose={onClose}
      formId={FORM_ID}
      onSubmit={save}
      saving={saving}
      submitLabel={editing ? 'Save' : 'Create'}
      submitDisabled={gone}
      errors={errors}
      shownFields={KNOWN_FIELDS}
      notice={conflict && <Alert tone="error">{conflict}</Alert>}
    >
      <Fields>
        <SelectField idPrefix="layout-" label="Property" name="property_id" value={form.property_id} onValue={set('property_id')} error={errors.property_id}>
          <option value="">Choose a property</option>
          {organization.properties.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        {LAYOUT_FIELDS.map((f) => (
          <TextField key={f} idPrefix="layout-" label={LAYOUT_LABELS[f]} name={f} value={form[f]} onValue={set(f)} error={errors[f]} maxLength={LAYOUT_FIELD_MAX} autoComplete="off" />
        ))}
      </Fields>
    </FormDialog>
  );
}
