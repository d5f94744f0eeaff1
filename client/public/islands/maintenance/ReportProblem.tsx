import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { MAX_UPLOAD_BYTES } from '../../../../shared/constants';
import { API_ERRORS } from '../../../../shared/messages';
import { MY_MAINTENANCE_TEXTS as T, SENT_PARAM } from '../../../../shared/tickets/my-maintenance';
import { TicketReportSchema } from '../../../../shared/tickets/ticket-schema';
import { STUDENT_MAINTENANCE_PATH, TICKET_CATEGORIES, TICKET_LIMITS } from '../../../../shared/tickets/ticket-texts';
import type { Ticket } from '../../../../shared/tickets/ticket-types';
import type { PostedState } from '../../../../shared/types/posted-form';
import { errorMessage } from '../../../../shared/api-errors';
import { sendForm } from '../../../api/send-form';
import { Alert, CheckboxLabel, FieldError, FieldGroup, FieldLabel, PrimaryButton, TextField } from '../../../ui/form';
import { fieldErrors, useFields } from '../../../ui/form-state';
import { theme } from '../../../ui/theme';
import { useRequestAction } from '../../../ui/use-request-action';

const Form = styled.form`
  display: grid;
  gap: 16px;
  textarea { min-height: 120px; resize: vertical; }
  .hint { color: ${theme.color.muted}; font-weight: 400; font-size: 0.85rem; }
  input[type='file'] { font: inherit; font-weight: 400; min-height: 44px; }
  ${CheckboxLabel} { align-items: flex-start; min-height: 32px; }
  ${CheckboxLabel} input { margin-top: 2px; }
  button { justify-self: start; }
  @media (max-width: 640px) { button { justify-self: stretch; } }
`;

export type ReportProblemProps = { location: string; posted: PostedState | null };

const EMPTY = { category: '', location: '', description: '', urgent: false, permission_to_enter: false, preferred_times: '' };

/** The photos picked, or a message when they are too many or one is too large (the server says the same). */
function pickedPhotos(form: HTMLFormElement): { files: File[]; error?: string } {
  const input = form.elements.namedItem('photos');
  const files = input instanceof HTMLInputElement && input.files ? [...input.files] : [];
  if (files.length > TICKET_LIMITS.photos) return { files, error: T.tooManyPhotos };
  if (files.some((f) => f.size > MAX_UPLOAD_BYTES)) return { files, error: API_ERRORS.fileTooLarge };
  return { files };
}

/**
 * A student's report of a problem. With JavaScript it sends the report to the API, then each photo,
 * and opens the page again on the new request; a photo refused after the report was sent is named
 * with the reason (the request stands). Without JavaScript the same form posts, photos and all, to
 * the page, which keeps the report only with all of its photos.
 */
export function ReportProblem({ location, posted }: ReportProblemProps) {
  const { form, values, set } = useFields({ ...EMPTY, location }, posted);
  const { busy, error: alert, setError: setAlert, fields: errors, setFields: setErrors, send } = useRequestAction('fields', posted);
  // What the button says while busy: the report, then each photo (the report is sent once: see below).
  const [step, setStep] = useState<string>(T.sending);
  // A request sent whose photos were not all taken: the form gives way to a link to it (sending again would repeat it).
  const [sent, setSent] = useState<{ id: number; page: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const parsed = TicketReportSchema.safeParse(values);
    const photos = pickedPhotos(event.currentTarget);
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (photos.error) found.photos = photos.error;
    if (!parsed.success || photos.error) return setErrors(found);
    // Once the report is sent the form never sends again (the page opens on it, or gives way to a link), so it stays busy.
    const ticket = await send<Ticket>('POST', '/api/tickets/', parsed.data, { stayBusy: true });
    if (!ticket) return;
    const failed: string[] = [];
    for (const [i, file] of photos.files.entries()) {
      setStep(T.sendingPhoto(i + 1, photos.files.length));
      const body = new FormData();
      body.append('photo', file);
      try {
        await sendForm('POST', `/api/tickets/${ticket.id}/photos/`, body);
      } catch (err) {
        failed.push(T.photoFailed(file.name, errorMessage(err)));
      }
    }
    const page = `${STUDENT_MAINTENANCE_PATH}?${SENT_PARAM}=${ticket.id}#ticket-${ticket.id}`;
    if (!failed.length) return window.location.assign(page);
    setAlert(failed.join(' '));
    setSent({ id: ticket.id, page });
  };

  return (
    <Form ref={form} method="post" action={STUDENT_MAINTENANCE_PATH} encType="multipart/form-data" onSubmit={submit} noValidate aria-label={T.formHeading}>
      {alert && <Alert tone="error">{alert}</Alert>}
      {sent ? (
        <a href={sent.page}>{T.sent(sent.id)}</a>
      ) : (
        <>
          <FieldGroup>
            <FieldLabel>
              {T.category}
              <select name="category" value={values.category} onChange={(e) => set('category')(e.target.value)} aria-invalid={errors.category ? true : undefined} aria-describedby={errors.category ? 'ticket-category-error' : undefined}>
                <option value="">{T.chooseCategory}</option>
                {Object.entries(TICKET_CATEGORIES).map(([key, label]) => (
                  <option key={key} value={key}>
                    {label}
                  </option>
                ))}
              </select>
            </FieldLabel>
            {errors.category && <FieldError id="ticket-category-error">{errors.category}</FieldError>}
          </FieldGroup>
          <TextField idPrefix="ticket-" label={T.location} name="location" value={values.location} onValue={set('location')} error={errors.location} maxLength={TICKET_LIMITS.location} />
          <FieldGroup>
            <FieldLabel>
              {T.description}
              <span className="hint" id="ticket-description-hint">{T.descriptionHint}</span>
              <textarea
                name="description"
                value={values.description}
                onChange={(e) => set('description')(e.target.value)}
                maxLength={TICKET_LIMITS.description}
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={errors.description ? 'ticket-description-hint ticket-description-error' : 'ticket-description-hint'}
              />
            </FieldLabel>
            {errors.description && <FieldError id="ticket-description-error">{errors.description}</FieldError>}
          </FieldGroup>
          <FieldGroup>
            <FieldLabel>
              {T.photos}
              <span className="hint" id="ticket-photos-hint">{T.photosHint}</span>
              <input type="file" name="photos" accept="image/*" multiple aria-describedby={errors.photos ? 'ticket-photos-hint ticket-photos-error' : 'ticket-photos-hint'} aria-invalid={errors.photos ? true : undefined} />
            </FieldLabel>
            {errors.photos && <FieldError id="ticket-photos-error">{errors.photos}</FieldError>}
          </FieldGroup>
          <CheckboxLabel>
            <input type="checkbox" name="urgent" checked={values.urgent} onChange={(e) => set('urgent')(e.target.checked)} />
            {T.urgent}
          </CheckboxLabel>
          <CheckboxLabel>
            <input type="checkbox" name="permission_to_enter" checked={values.permission_to_enter} onChange={(e) => set('permission_to_enter')(e.target.checked)} />
            {T.permission}
          </CheckboxLabel>
          <TextField idPrefix="ticket-" label={T.preferredTimes} name="preferred_times" value={values.preferred_times} onValue={set('preferred_times')} error={errors.preferred_times} maxLength={TICKET_LIMITS.preferredTimes} />
          <PrimaryButton type="submit" disabled={busy}>
            {busy ? step : T.submit}
          </PrimaryButton>
        </>
      )}
    </Form>
  );
}
