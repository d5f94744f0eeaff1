import type { FormEvent, ReactNode } from 'react';
import { Alert, PrimaryButton } from '../../ui/form';
import { SaveRow, SettingsCard } from './FormCard';
import type { useSettingsForm } from './use-settings-form';

type Props = {
  /** The form's accessible name (the screen's title). */
  label: string;
  form: Pick<ReturnType<typeof useSettingsForm>, 'submission' | 'saved'>;
  onSubmit: (e: FormEvent) => void;
  texts: { save: string; saving: string; saved: string };
  /** Whether the caller may save (maintenance staff only look: no button). */
  canSave?: boolean;
  children: ReactNode;
};

/** A settings screen's form card (useSettingsForm): someone else's save above the fields, Save and "Saved" below them. */
export function SettingsForm({ label, form, onSubmit, texts, canSave = true, children }: Props) {
  const { submission, saved } = form;
  return (
    <SettingsCard onSubmit={onSubmit} aria-label={label} noValidate>
      {submission.conflict && (
        <Alert tone="error" onDismiss={() => submission.setConflict(null)}>
          {submission.conflict}
        </Alert>
      )}
      {children}
      {canSave && (
        <SaveRow>
          <PrimaryButton type="submit" disabled={submission.saving}>
            {submission.saving ? texts.saving : texts.save}
          </PrimaryButton>
          <span role="status">{saved ? texts.saved : ''}</span>
        </SaveRow>
      )}
    </SettingsCard>
  );
}
