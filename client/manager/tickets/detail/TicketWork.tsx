import { useState } from 'react';
import { styled } from 'styled-components';
import { TICKET_MOVES, TICKET_TRANSITIONS, type TicketMoveAction } from '../../../../shared/tickets/lifecycle';
import type { TicketStatus } from '../../../../shared/tickets/ticket-texts';
import type { Ticket, TicketAssignee } from '../../../../shared/tickets/ticket-types';
import { Alert, PrimaryButton } from '../../../ui/form';
import { formatDateTime } from '../../components/date-time';
import { Answers, Card } from '../../components/DetailCard';
import { SecondaryButton } from '../../components/Dialog';
import { SelectField } from '../../components/SelectField';
import { TICKET_TEXTS as T } from '../texts';
import { TicketStatusChip } from '../TicketStatusChip';

const Body = styled.div`
  display: grid;
  gap: 16px;
  .row { display: flex; flex-wrap: wrap; gap: 10px; align-items: end; }
  .row > :first-child { flex: 1 1 220px; max-width: 320px; }
  .moves { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; margin: 0; padding: 0; border: 0; }
  .moves legend { font-weight: 600; font-size: 0.9rem; padding: 0; margin-bottom: 6px; }
  @media (max-width: 600px) { .row > *, .moves button { flex: 1 1 auto; } .row > :first-child { max-width: none; flex-basis: 100%; } }
`;

/** What a move is called on its button; Waiting and Cancelled ask more in a dialog. */
const moveLabel = (action: TicketMoveAction) => (action === 'reopen' ? T.reopen : T.move[TICKET_TRANSITIONS[action].to]);

type Props = {
  ticket: Ticket;
  assignees: readonly TicketAssignee[];
  meId: number;
  /** A save is on its way: nothing more is sent. */
  busy: boolean;
  /** The conflict notice of the last save (a colleague saved first), until dismissed. */
  conflict: string | null;
  /** The last save's field errors (an assignee the server refused). */
  errors: Partial<Record<string, string>>;
  onDismissConflict: () => void;
  onAssign: (assigneeId: number | null) => void;
  /** A move that needs nothing more (In progress, Done); Waiting and Cancelled open their dialogs. */
  onMove: (status: TicketStatus) => void;
};

/** Who works the ticket and where it stands: assign (to oneself, a colleague or nobody) and move it along. */
export function TicketWork({ ticket, assignees, meId, busy, conflict, errors, onDismissConflict, onAssign, onMove }: Props) {
  const current = ticket.assignee?.id ?? null;
  const [pick, setPick] = useState(current === null ? '' : String(current));
  // A colleague no longer on the staff list still shows as the assignee.
  const options = [...assignees, ...(ticket.assignee && !assignees.some((a) => a.id === current) ? [ticket.assignee] : [])].map((a) => ({ value: String(a.id), label: a.id === meId ? `${a.name} (me)` : a.name }));
  const picked = pick === '' ? null : Number(pick);
  // The moves the answer lets this caller take now, in the table's order.
  const moves = TICKET_MOVES.filter((action) => ticket.can.includes(action));
  return (
    <Card aria-labelledby="ticket-work">
      <h2 id="ticket-work">{T.work}</h2>
      <Body>
        {conflict && (
          <Alert tone="error" onDismiss={onDismissConflict}>
            {conflict} {T.reloaded}
          </Alert>
        )}
        <Answers>
          <dt>{T.status}</dt>
          <dd data-testid="ticket-status">
            <TicketStatusChip status={ticket.status} waitingFor={ticket.waiting_for} />
          </dd>
          {ticket.closed_at && (
            <>
              <dt>{T.closed}</dt>
              <dd>{formatDateTime(ticket.closed_at)}</dd>
            </>
          )}
          {ticket.cancel_reason && (
            <>
              <dt>{T.cancelReason}</dt>
              <dd>{ticket.cancel_reason}</dd>
            </>
          )}
          <dt>{T.assignee}</dt>
          <dd data-testid="ticket-assignee">{ticket.assignee?.name ?? T.nobody}</dd>
        </Answers>
        <div className="row">
          <SelectField label={T.assignTo} name="assignee" value={pick} onValue={setPick} options={options} placeholder={T.nobody} error={errors.assignee_id} idPrefix="ticket-" />
          <SecondaryButton type="button" disabled={busy || picked === current} onClick={() => onAssign(picked)}>
            {T.assign}
          </SecondaryButton>
          {current !== meId && (
            <PrimaryButton type="button" disabled={busy} onClick={() => onAssign(meId)}>
              {T.assignToMe}
            </PrimaryButton>
          )}
        </div>
        {moves.length ? (
          <fieldset className="moves">
            <legend>{T.moves}</legend>
            {moves.map((action) => (
              <SecondaryButton key={action} type="button" disabled={busy} onClick={() => onMove(TICKET_TRANSITIONS[action].to)}>
                {moveLabel(action)}
              </SecondaryButton>
            ))}
          </fieldset>
        ) : (
          <p style={{ margin: 0 }}>{T.final}</p>
        )}
      </Body>
    </Card>
  );
}
