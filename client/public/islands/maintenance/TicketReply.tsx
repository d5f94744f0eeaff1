import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { MY_MAINTENANCE_TEXTS as T, REPLY_FIELD } from '../../../../shared/tickets/my-maintenance';
import { TicketCommentSchema } from '../../../../shared/tickets/ticket-schema';
import { STUDENT_MAINTENANCE_PATH, TICKET_LIMITS } from '../../../../shared/tickets/ticket-texts';
import type { PostedState } from '../../../../shared/types/posted-form';
import { Alert, FieldError, FieldGroup, FieldLabel, PrimaryButton } from '../../../ui/form';
import { fieldErrors, useFields } from '../../../ui/form-state';
import { useRequestAction } from '../../../ui/use-request-action';

const Form = styled.form`
  display: grid;
  gap: 10px;
  textarea { min-height: 80px; resize: vertical; }
  button { justify-self: start; padding: 10px 20px; }
`;

export type TicketReplyProps = { ticketId: number; posted: PostedState | null };

/**
 * The student's message on an open request (a comment always visible to them): sent to the API, then
 * the page again on the request; without JavaScript it posts to the page, which answers the same way.
 */
export function TicketReply({ ticketId, posted }: TicketReplyProps) {
  const mine = posted?.values[REPLY_FIELD] === String(ticketId) ? posted : null;
  const { form, values, set } = useFields({ text: '' }, mine);
  const { busy, error: alert, setError: setAlert, fields: errors, setFields: setErrors, send } = useRequestAction('fields', mine);
  const errorId = `reply-${ticketId}-error`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const parsed = TicketCommentSchema.safeParse({ text: values.text });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    // The page again (not reload(): a page answered to a post must not be posted twice), on this request.
    if (await send('POST', `/api/tickets/${ticketId}/comments/`, parsed.data, { stayBusy: true })) window.location.assign(`${STUDENT_MAINTENANCE_PATH}?replied=${ticketId}#ticket-${ticketId}`);
  };

  return (
    <Form ref={form} method="post" action={`${STUDENT_MAINTENANCE_PATH}#ticket-${ticketId}`} encType="multipart/form-data" onSubmit={submit} noValidate aria-label={`${T.reply} #${ticketId}`}>
      {alert && !errors.text && <Alert tone="error">{alert}</Alert>}
      <input type="hidden" name={REPLY_FIELD} value={ticketId} />
      <FieldGroup>
        <FieldLabel>
          {T.reply}
          <textarea name="text" value={values.text} onChange={(e) => set('text')(e.target.value)} maxLength={TICKET_LIMITS.comment} aria-invalid={errors.text ? true : undefined} aria-describedby={errors.text ? errorId : undefined} />
        </FieldLabel>
        {errors.text && <FieldError id={errorId}>{errors.text}</FieldError>}
      </FieldGroup>
      <PrimaryButton type="submit" disabled={busy}>
        {busy ? T.replySending : T.replySend}
      </PrimaryButton>
    </Form>
  );
}
