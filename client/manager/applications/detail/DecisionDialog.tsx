import { useState, type FormEvent } from 'react';
import { SETTINGS_DIALOG_RESET_MS } from '../../../../shared/payment-plans/constants';
import { DECISION_NOTE_MAX } from '../../../../shared/rental-application/application-schema';
import type { ApplicationDetail } from '../../../../shared/rental-application/application-types';
import { FieldError, FieldLabel } from '../../../ui/form';
import type { Errors } from '../../../ui/form-state';
import { ApiError, fieldMessages } from '../../../api/errors';
import { FormDialog } from '../../components/FormDialog';
import { applicationsApi, type Decision } from '../applications-api';

export const DECISION_FADE_MS = SETTINGS_DIALOG_RESET_MS;

type Props = {
  applicationId: number;
  studentName: string;
  decision: Decision;
  closing: boolean;
  onClose: () => void;
  onDecided: (application: ApplicationDetail) => void;
  /** Any failure other than a field error (a 409 among them): the screen tells and reloads. */
  onFailed: (err: unknown) => void;
};

const FORM_ID = 'application-decision';

/** 'Approve' or 'Decline' an application, with a note kept beside the decision. */
export function DecisionDialog({ applicationId, studentName, decision, closing, onClose, onDecided, onFailed }: Props) {
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const verb = decision === 'Approved' ? 'Approve' : 'Decline';

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (closing || saving) return;
    if (note.trim().length > DECISION_NOTE_MAX) return setErrors({ note: `Use at most ${DECISION_NOTE_MAX} characters.` });
    setErrors({});
    setSaving(true);
    try {
      onDecided(await applicationsApi.decide(applicationId, decision, note));
    } catch (err) {
      const fields = err instanceof ApiError && err.status === 400 ? fieldMessages(err) : {};
      setSaving(false);
      if (Object.keys(fields).length) setErrors(fields);
      else onFailed(err);
    }
  };

  return (
    <FormDialog
      title={`${verb} application`}
      closing={closing}
      fadeMs={DECISION_FADE_MS}
      onClose={onClose}
      formId={FORM_ID}
      onSubmit={save}
      saving={saving}
      submitLabel={verb}
      errors={errors}
      shownFields={['note']}
    >
      <p style={{ margin: 0 }}>
        {verb} the application of <strong>{studentName}</strong>? The note is kept with the decision.
      </p>
      <FieldLabel>
        Note
        <textarea name="note" rows={4} value={note} maxLength={DECISION_NOTE_MAX} onChange={(e) => setNote(e.target.value)} aria-invalid={!!errors.note} aria-describedby={errors.note ? 'decision-note-error' : undefined} />
        {errors.note && (
          <FieldError id="decision-note-error" role="alert">
            {errors.note}
          </FieldError>
        )}
      </FieldLabel>
    </FormDialog>
  );
}
