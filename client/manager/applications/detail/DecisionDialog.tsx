import { useState } from 'react';
import { SETTINGS_DIALOG_RESET_MS } from '../../../../shared/payment-plans/constants';
import { DECISION_NOTE_MAX } from '../../../../shared/rental-application/application-schema';
import type { ApplicationDetail } from '../../../../shared/rental-application/application-types';
import { FieldError, FieldLabel } from '../../../ui/form';
import { ApiError, fieldMessages } from '../../../../shared/api-errors';
import { FormDialog } from '../../components/FormDialog';
import { useSubmit } from '../../components/use-submit';
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


/** 'Approve' or 'Decline' an application, with a note kept beside the decision. */
export function DecisionDialog({ applicationId, studentName, decision, closing, onClose, onDecided, onFailed }: Props) {
  const [note, setNote] = useState('');
  // A field error shows under the note; any other failure (a 409 among them): the screen tells and reloads.
  const submission = useSubmit({ closing, refused: (err) => (err instanceof ApiError && err.status === 400 && Object.keys(fieldMessages(err)).length ? false : (onFailed(err), true)) });
  const { errors } = submission;
  const verb = decision === 'Approved' ? 'Approve' : 'Decline';

  const save = submission.submit(
    () => (note.trim().length > DECISION_NOTE_MAX ? { errors: { note: `Use at most ${DECISION_NOTE_MAX} characters.` } } : { send: () => applicationsApi.decide(applicationId, decision, note) }),
    onDecided,
  );

  return (
    <FormDialog title={`${verb} application`} closing={closing} onClose={onClose} submission={submission} onSubmit={save} submitLabel={verb} shownFields={['note']}>
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
