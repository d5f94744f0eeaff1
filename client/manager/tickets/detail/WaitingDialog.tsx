import { useState } from 'react';
import { TicketChangeSchema } from '../../../../shared/tickets/ticket-schema';
import { WAITING_FOR } from '../../../../shared/tickets/ticket-texts';
import type { Ticket } from '../../../../shared/tickets/ticket-types';
import { FormDialog } from '../../components/FormDialog';
import { SelectField } from '../../components/SelectField';
import { checked, useSubmit } from '../../components/use-submit';
import { TICKET_TEXTS } from '../texts';
import { ticketsApi } from '../tickets-api';
import { reloadOnConflict } from './ticket-change';

const T = TICKET_TEXTS.waiting;
const OPTIONS = Object.entries(WAITING_FOR).map(([value, label]) => ({ value, label }));

type Props = { ticket: Ticket; closing: boolean; onClose: () => void; onSaved: (ticket: Ticket) => void; onConflict: () => void };

/** 'Waiting…': what the work waits for (parts or access), sent with the version on screen. */
export function WaitingDialog({ ticket, closing, onClose, onSaved, onConflict }: Props) {
  const [waitingFor, setWaitingFor] = useState('');
  const submission = useSubmit({ closing, failed: TICKET_TEXTS.saveFailed, refused: reloadOnConflict(onConflict) });
  const save = submission.submit(() => checked(TicketChangeSchema, { status: 'Waiting', waiting_for: waitingFor, version: ticket.version }, (body) => ticketsApi.change(ticket.id, body)), onSaved);
  return (
    <FormDialog title={T.title} closing={closing} onClose={onClose} submission={submission} onSubmit={save} submitLabel={T.save} shownFields={['waiting_for']}>
      <p style={{ margin: 0 }}>{T.intro}</p>
      <SelectField label={T.label} options={OPTIONS} placeholder={T.choose} idPrefix="waiting-" {...submission.field('waiting_for', waitingFor, setWaitingFor)} />
    </FormDialog>
  );
}
