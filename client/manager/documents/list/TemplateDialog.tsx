import { useState, type FormEvent } from 'react';
import { DOCUMENT_TYPES, TEMPLATE_DIALOG_RESET_MS } from '../../../../shared/documents/types';
import { DOCUMENT_SNACKBARS } from '../../../../shared/messages';
import { CloneTemplateSchema, CreateTemplateSchema } from '../../../../shared/schemas/document-templates';
import type { DocumentTemplate, DocumentTemplateRow } from '../../../../shared/types/documents';
import { withDetail } from '../../../api/error-details';
import { fieldMessages } from '../../../api/errors';
import { FieldError, FieldGroup, FieldLabel, TextField } from '../../../ui/form';
import { fieldErrors, type Errors } from '../../../ui/form-state';
import { FormDialog } from '../../components/FormDialog';
import { useManager } from '../../context';
import { documentsApi } from '../documents-api';
import { cloneName, NAME_MAX } from './template-name';

export type TemplateDialogMode = { kind: 'new' } | { kind: 'clone'; source: DocumentTemplateRow };

type Props = {
  mode: TemplateDialogMode;
  /** Fading out: the fields stay as they were until the dialog goes (and starts over next time). */
  closing: boolean;
  onClose: () => void;
  onSaved: (template: DocumentTemplate) => void;
};

const FORM_ID = 'document-template-dialog';

/** 'New Document Template' (name and type) or 'Clone Document Template' (name only, prefilled from the row). */
export function TemplateDialog({ mode, closing, onClose, onSaved }: Props) {
  const { notify } = useManager();
  const cloning = mode.kind === 'clone';
  const [name, setName] = useState(cloning ? cloneName(mode.source.name) : '');
  const [type, setType] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  /** The dialog's own check (spec §5: it validates before saving), then the call to make. */
  const request = (): { errors: Errors } | { send: () => Promise<DocumentTemplate> } => {
    if (mode.kind === 'clone') {
      const parsed = CloneTemplateSchema.safeParse({ name });
      return parsed.success ? { send: () => documentsApi.cloneTemplate(mode.source.id, parsed.data) } : { errors: fieldErrors(parsed.error) };
    }
    const parsed = CreateTemplateSchema.safeParse({ name, type });
    return parsed.success ? { send: () => documentsApi.createTemplate(parsed.data) } : { errors: fieldErrors(parsed.error) };
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (closing || saving) return;
    const checked = request();
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setSaving(true);
    try {
      onSaved(await checked.send());
    } catch (err) {
      // The server's field errors show under their fields; any other failure is the spec's snackbar.
      const fields = fieldMessages(err);
      if (Object.keys(fields).length) setErrors(fields);
      else notify({ tone: 'error', text: withDetail(cloning ? DOCUMENT_SNACKBARS.cloneFailed : DOCUMENT_SNACKBARS.createFailed, err) });
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={cloning ? 'Clone Document Template' : 'New Document Template'}
      closing={closing}
      fadeMs={TEMPLATE_DIALOG_RESET_MS}
      onClose={onClose}
      formId={FORM_ID}
      onSubmit={save}
      saving={saving}
      submitLabel={cloning ? 'Clone' : 'Create'}
      errors={errors}
      shownFields={['name', 'type']}
    >
      <TextField label="Template Name" name="name" value={name} onValue={setName} error={errors.name} maxLength={NAME_MAX} autoComplete="off" />
      {!cloning && (
        <FieldGroup>
          <FieldLabel>
            Template Type
            <select name="type" value={type} onChange={(e) => setType(e.target.value)} aria-invalid={errors.type ? true : undefined} aria-describedby={errors.type ? 'type-error' : undefined}>
              <option value="">Choose a type</option>
              {DOCUMENT_TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </FieldLabel>
          {errors.type && <FieldError id="type-error">{errors.type}</FieldError>}
        </FieldGroup>
      )}
    </FormDialog>
  );
}
