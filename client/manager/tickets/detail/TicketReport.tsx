import { TICKET_CATEGORIES } from '../../../../shared/tickets/ticket-texts';
import type { Ticket } from '../../../../shared/tickets/ticket-types';
import { formatDateTime } from '../../components/date-time';
import { Answers, Card } from '../../components/DetailCard';
import { TICKET_TEXTS as T } from '../texts';
import { UrgentChip } from '../TicketStatusChip';

/** What the student reported: the problem, where, when they can be visited, who and when. */
export function TicketReport({ ticket }: { ticket: Ticket }) {
  return (
    <Card aria-labelledby="ticket-report">
      <h2 id="ticket-report">{T.report}</h2>
      <Answers>
        <dt>{T.category}</dt>
        <dd>{TICKET_CATEGORIES[ticket.category]}</dd>
        <dt>{T.urgent}</dt>
        <dd>{ticket.urgent ? <UrgentChip /> : T.no}</dd>
        <dt>{T.where}</dt>
        <dd>{ticket.location}</dd>
        <dt>{T.description}</dt>
        <dd>{ticket.description}</dd>
        <dt>{T.permissionToEnter}</dt>
        <dd>{ticket.permission_to_enter ? T.yes : T.no}</dd>
        <dt>{T.preferredTimes}</dt>
        {ticket.preferred_times ? <dd>{ticket.preferred_times}</dd> : <dd className="none">{T.none}</dd>}
        <dt>{T.student}</dt>
        <dd>{ticket.student.name}</dd>
        <dt>{T.place}</dt>
        <dd>{[ticket.property.name, ticket.unit].filter(Boolean).join(' · ')}</dd>
        <dt>{T.reported}</dt>
        <dd>{formatDateTime(ticket.created_at)}</dd>
      </Answers>
    </Card>
  );
}
