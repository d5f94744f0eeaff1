import { useState } from 'react';
import { DOCUMENT_TYPES } from '../../../../shared/documents/types';
import { DOCUMENT_SNACKBARS } from '../../../../shared/messages';
import { CloneTemplateSchema, CreateTemplateSchema } from '../../../../shared/schemas/document-templates';
import type { DocumentTemplate, DocumentTemplateRow } from '../../../../shared/types/documents';
import { FieldError, FieldGroup, FieldLabel, TextField } from '../../../ui/form';
import type { FadingDialogProps } from '../../components/use-fading-dialog';
import { FormDialog } from '../../components/FormDialog';
import { checked, useSubmit } from '../../components/use-submit';
import { documentsApi } from '../documents-api';
import { cloneName, NAME_MAX } from './template-name';

export type TemplateDialogMode = { kind: 'new' } | { kind: 'clone'; source: DocumentTemplateRow };

type Props = FadingDialogProps<TemplateDialogMode, DocumentTemplate>;


/** 'New Document Template' (name and type) or 'Clone Document Template' (name only, prefilled from the row). */
export function TemplateDialog({ mode, closing, onClose, onSaved }: Props) {
  const cloning = mode.kind === 'clone';
  const [name, setName] = useState(cloning ? cloneName(mode.source.name) : '');
  const [type, setType] = useState('');
  const submission = useSubmit({ closing, failed: cloning ? DOCUMENT_SNACKBARS.cloneFailed : DOCUMENT_SNACKBARS.createFailed });
  const { errors } = submission;

  /** The dialog's own check (spec §5: it validates before saving), then the call to make. */
  const save = submission.submit(
    () => (mode.kind === 'clone' ? checked(CloneTemplateSchema, { name }, (body) => documentsApi.cloneTemplate(mode.source.id, body)) : checked(CreateTemplateSchema, { name, type }, (body) => documentsApi.createTemplate(body))),
    onSaved,
  );

  return (
    <FormDialog title={cloning ? 'Clone Document Template' : 'New Document Template'} closing={closing} onClose={onClose} submission={submission} onSubmit={save} submitLabel={cloning ? 'Clone' : 'Create'} shownFields={['name', 'type']}>
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
