import { useState } from 'react';
import { TicketChangeSchema } from '../../../../shared/tickets/ticket-schema';
import { TICKET_LIMITS, TICKET_MESSAGES } from '../../../../shared/tickets/ticket-texts';
import type { Ticket } from '../../../../shared/tickets/ticket-types';
import { FormDialog } from '../../components/FormDialog';
import { TextAreaField } from '../../components/TextAreaField';
import { checked, useSubmit } from '../../components/use-submit';
import { TICKET_TEXTS } from '../texts';
import { ticketsApi } from '../tickets-api';
import { reloadOnConflict } from './ticket-change';

const T = TICKET_TEXTS.cancel;

type Props = { ticket: Ticket; closing: boolean; onClose: () => void; onSaved: (ticket: Ticket) => void; onConflict: () => void };

/** 'Cancel ticket…': why, in the staff member's words (the student is mailed it); a cancelled ticket is final. */
export function CancelTicketDialog({ ticket, closing, onClose, onSaved, onConflict }: Props) {
  const [reason, setReason] = useState('');
  const submission = useSubmit({ closing, failed: TICKET_TEXTS.saveFailed, refused: reloadOnConflict(onConflict) });
  const save = submission.submit(
    // The schema lets a save without a reason through (only a cancel needs one): asked here first.
    () => (reason.trim() ? checked(TicketChangeSchema, { status: 'Cancelled', reason, version: ticket.version }, (body) => ticketsApi.change(ticket.id, body)) : { errors: { reason: TICKET_MESSAGES.reasonRequired } }),
    onSaved,
  );
  return (
    <FormDialog title={T.title} closing={closing} onClose={onClose} submission={submission} onSubmit={save} submitLabel={T.save} busyLabel={T.busy} cancelLabel={T.keep} danger shownFields={['reason']}>
      <p style={{ margin: 0 }}>{T.intro}</p>
      <TextAreaField label={T.reason} rows={4} maxLength={TICKET_LIMITS.reason} idPrefix="cancel-" {...submission.field('reason', reason, setReason)} />
    </FormDialog>
  );
}
