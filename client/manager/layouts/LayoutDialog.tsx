import { useState } from 'react';
import { styled } from 'styled-components';
import { LAYOUT_FIELD_MAX, LAYOUT_FIELDS, LAYOUT_LABELS } from '../../../shared/layouts/schema';
import { LAYOUT_MESSAGES as M } from '../../../shared/messages';
import { errorDetail, isStaleVersion } from '../../api/error-details';
import { ApiError } from '../../../shared/api-errors';
import { TextField } from '../../ui/form';
import type { FadingDialogProps } from '../components/use-fading-dialog';
import { FormDialog } from '../components/FormDialog';
import { PropertyField } from '../components/PropertyField';
import { useSubmit } from '../components/use-submit';
import { useManager } from '../context';
import { emptyForm, formOf, parseForm, type LayoutForm } from './layout-form';
import { layoutsApi, type Layout } from './layouts-api';

export type LayoutDialogMode = { kind: 'new'; propertyId?: number } | { kind: 'edit'; row: Layout };

type Props = FadingDialogProps<LayoutDialogMode, Layout> & {
  /** Reloads the grid after a refused (stale) save; answers the bed as stored now, or null when it is gone. */
  reload: (id: number) => Promise<Layout | null>;
};

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
  const { notify } = useManager();
  const editing = mode.kind === 'edit';
  const [form, setForm] = useState<LayoutForm>(() => (editing ? formOf(mode.row) : emptyForm(mode.propertyId)));
  const [version, setVersion] = useState(editing ? mode.row.version : 0);
  const [gone, setGone] = useState(false);

  const refused = async (err: unknown) => {
    if (!editing || !(err instanceof ApiError) || (err.status !== 409 && err.status !== 404)) return false;
    notify({ tone: 'error', text: M.updateFailed });
    const reason = errorDetail(err);
    if (err.status === 409 && reason && !isStaleVersion(err)) {
      // Refused for a reason of the bed's own (its plan assignments keep it in its property): said here, what was typed stays.
      submission.setConflict(reason);
      return true;
    }
    // Someone else saved (or deleted) the bed: show theirs in the grid, keep what was typed here.
    const fresh = await reload(mode.row.id).catch(() => null);
    if (fresh) setVersion(fresh.version);
    setGone(!fresh);
    submission.setConflict(fresh ? STALE : GONE);
    return true;
  };
  // The server's field errors show under their fields (the duplicate bed under Bed); anything else is the spec's snackbar.
  const submission = useSubmit({ closing: closing || gone, failed: editing ? M.updateFailed : M.createFailed, refused });
  const { errors } = submission;

  const set = (key: keyof LayoutForm) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    // A changed field's old message no longer applies.
    submission.clearError(key);
  };

  const save = submission.submit(
    () => {
      const parsed = parseForm(form);
      if (!parsed.ok) return { errors: parsed.errors };
      return { send: () => (editing ? layoutsApi.update(mode.row.id, { ...parsed.body, version }) : layoutsApi.create(parsed.body)) };
    },
    onSaved,
  );

  return (
    <FormDialog title={editing ? 'Edit Layout' : 'Add Layout'} closing={closing} onClose={onClose} submission={submission} onSubmit={save} submitLabel={editing ? 'Save' : 'Create'} submitDisabled={gone} shownFields={KNOWN_FIELDS}>
      <Fields>
        <PropertyField idPrefix="layout-" value={form.property_id} onValue={set('property_id')} error={errors.property_id} />
        {LAYOUT_FIELDS.map((f) => (
          <TextField key={f} idPrefix="layout-" label={LAYOUT_LABELS[f]} name={f} value={form[f]} onValue={set(f)} error={errors[f]} maxLength={LAYOUT_FIELD_MAX} autoComplete="off" />
        ))}
      </Fields>
    </FormDialog>
  );
}
