import type { FormEvent, ReactNode } from 'react';
import { FieldError, PrimaryButton } from '../../ui/form';
import type { Errors } from '../../ui/form-state';
import { Dialog, SecondaryButton } from './Dialog';
import { DialogFade } from './DialogFade';

type Props = {
  title: string;
  /** Fading out for `fadeMs`: the fields stay as they were until the dialog goes. */
  closing: boolean;
  fadeMs: number;
  onClose: () => void;
  formId: string;
  onSubmit: (e: FormEvent) => void;
  saving: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
  errors: Errors;
  /** Fields that show their own error; any other error (the server's) is listed under the form. */
  shownFields: readonly string[];
  /** Above the form (a conflict notice, say). */
  notice?: ReactNode;
  children: ReactNode;
};

/** A fading modal form with Cancel and a submit button that reads 'Saving…' while it saves. */
export function FormDialog({ title, closing, fadeMs, onClose, formId, onSubmit, saving, submitLabel, submitDisabled, errors, shownFields, notice, children }: Props) {
  const closeIfOpen = () => !closing && onClose();
  return (
    <DialogFade $closing={closing} $ms={fadeMs}>
      <Dialog
        title={title}
        onClose={closeIfOpen}
        footer={
          <>
            <SecondaryButton type="button" onClick={closeIfOpen}>
              Cancel
            </SecondaryButton>
            <PrimaryButton type="submit" form={formId} disabled={saving || submitDisabled}>
              {saving ? 'Saving…' : submitLabel}
            </PrimaryButton>
          </>
        }
      >
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
