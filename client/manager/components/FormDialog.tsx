import { useId, type FormEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Alert, FieldError, PrimaryButton } from '../../ui/form';
import { Dialog, SecondaryButton } from './Dialog';
import { DIALOG_FADE_MS, DialogFade } from './DialogFade';
import type { Submission } from './use-submit';

const DangerButton = styled(PrimaryButton)`
  background: #B0144F;
`;

/** Two fields side by side, one above the other on a phone. */
export const FieldPair = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: 1fr 1fr;
  align-items: start;
  @media (max-width: 480px) { grid-template-columns: 1fr; }
`;

type Props = {
  title: string;
  /** Fading out (use-fading-dialog): the fields stay as they were until the dialog goes. */
  closing?: boolean;
  onClose: () => void;
  /** The dialog's useSubmit: 'Saving…', the field errors, the conflict notice. */
  submission: Pick<Submission, 'saving' | 'errors' | 'conflict'>;
  onSubmit: (e: FormEvent) => void;
  submitLabel: string;
  /** What the submit button reads while it works ('Saving…' unless said). */
  busyLabel?: string;
  submitDisabled?: boolean;
  /** A red submit button (a delete). */
  danger?: boolean;
  /** The button that leaves without sending ('Cancel' unless said). */
  cancelLabel?: string;
  /** Only a Close button: the dialog has said why nothing more can be done. */
  closeOnly?: boolean;
  /** Fields that show their own error; any other error (the server's) is listed under the form. */
  shownFields?: readonly string[];
  /** Above the form (besides the conflict notice). */
  notice?: ReactNode;
  /** Up to 820 px, for a body editor. */
  wide?: boolean;
  children: ReactNode;
};

/** The manager's add / edit / clone / delete dialog: a form with Cancel and a submit button, over the one submit flow (useSubmit). */
export function FormDialog({ title, closing = false, onClose, submission, onSubmit, submitLabel, busyLabel = 'Saving…', submitDisabled, danger, cancelLabel = 'Cancel', closeOnly, shownFields = [], notice, wide, children }: Props) {
  const formId = useId();
  const { saving, errors, conflict } = submission;
  const closeIfOpen = () => !closing && onClose();
  const Submit = danger ? DangerButton : PrimaryButton;
  return (
    <DialogFade $closing={closing} $ms={DIALOG_FADE_MS}>
      <Dialog
        title={title}
        onClose={closeIfOpen}
        wide={wide}
        footer={
          closeOnly ? (
            <SecondaryButton type="button" onClick={closeIfOpen}>
              Close
            </SecondaryButton>
          ) : (
            <>
              <SecondaryButton type="button" onClick={closeIfOpen}>
                {cancelLabel}
              </SecondaryButton>
              <Submit type="submit" form={formId} disabled={saving || submitDisabled}>
                {saving ? busyLabel : submitLabel}
              </Submit>
            </>
          )
        }
      >
        {conflict && <Alert tone="error">{conflict}</Alert>}
        {notice}
        <form id={formId} onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: 14 }}>
          {children}
          {Object.entries(errors)
            .filter(([key, message]) => message && !shownFields.includes(key))
            .map(([key, message]) => (
              <FieldError key={key} role="alert">
                {message}
              </FieldError>
            ))}
        </form>
      </Dialog>
    </DialogFade>
  );
}
