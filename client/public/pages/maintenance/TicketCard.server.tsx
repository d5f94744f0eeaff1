import { styled } from 'styled-components';
import { useCompanyDay } from '../../company-day.server';
import { MY_MAINTENANCE_TEXTS as T, REPLY_FIELD } from '../../../../shared/tickets/my-maintenance';
import { statusLabel, TICKET_CATEGORIES } from '../../../../shared/tickets/ticket-texts';
import type { Ticket, TicketPhoto } from '../../../../shared/tickets/ticket-types';
import type { PostedState } from '../../../../shared/types/posted-form';
import { theme } from '../../../ui/theme';
import { Island } from '../../islands/Island.server';
import { TicketReply } from '../../islands/maintenance/TicketReply';
import { Panel } from '../../components/Panel';

const Card = styled(Panel)`
  min-width: 0;
  gap: 14px;
  scroll-margin-top: 16px;
  &:target { outline: 3px solid ${theme.color.action}; outline-offset: 2px; }
  header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 6px 12px; }
  h3 { margin: 0; font-size: 1.15rem; }
  .status { font-weight: 700; padding: 2px 10px; border-radius: 999px; background: #EAF0FF; color: #1F3F99; }
  .status[data-closed='true'] { background: #EAF7E4; color: #24610C; }
  .urgent { font-weight: 700; color: #A3124B; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0; }
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
  .description { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  h4 { margin: 0 0 8px; font-size: 1rem; }
  .photos { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; margin: 0; padding: 0; }
  .photos img { width: 96px; height: 96px; object-fit: cover; border-radius: 8px; display: block; background: #EEF1F5; }
  .comments { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
  .comments li { background: #F5F7FA; border-radius: 8px; padding: 10px 12px; }
  .comments .who { margin: 0 0 4px; font-size: 0.85rem; color: ${theme.color.muted}; }
  .comments .text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  @media (max-width: 640px) {
    padding: 16px 12px;
    dl { grid-template-columns: 1fr; gap: 2px; }
    dd + dt { margin-top: 8px; }
  }
`;

function Photos({ heading, photos }: { heading: string; photos: TicketPhoto[] }) {
  if (!photos.length) return null;
  return (
    <div>
      <h4>{heading}</h4>
      <ul className="photos">
        {photos.map((p, i) => (
          <li key={p.id}>
            <a href={p.url}>
              <img src={p.url} alt={`${heading}: ${i + 1} of ${photos.length}`} width={96} height={96} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One of the student's requests: what they reported, where it stands, the photos and the messages meant for them. */
export function TicketCard({ ticket, posted }: { ticket: Ticket; posted: PostedState | null }) {
  const day = useCompanyDay();
  const id = `ticket-${ticket.id}`;
  const closed = ticket.status === 'Done' || ticket.status === 'Cancelled';
  return (
    <Card id={id} aria-labelledby={`${id}-heading`} data-testid="ticket">
      <header>
        <h3 id={`${id}-heading`}>{`#${ticket.id} · ${TICKET_CATEGORIES[ticket.category]}`}</h3>
        <span className="status" data-closed={closed}>
          {statusLabel(ticket.status, ticket.waiting_for)}
        </span>
        {ticket.urgent && <span className="urgent">{T.urgentTag}</span>}
      </header>
      <p className="description">{ticket.description}</p>
      <dl>
        <dt>{T.reported}</dt>
        <dd>{day(ticket.created_at)}</dd>
        <dt>{T.where}</dt>
        <dd>{`${ticket.property.name}: ${ticket.location}`}</dd>
        <dt>{T.entry}</dt>
        <dd>{ticket.permission_to_enter ? T.entryYes : T.entryNo}</dd>
        {ticket.preferred_times && (
          <>
            <dt>{T.times}</dt>
            <dd>{ticket.preferred_times}</dd>
          </>
        )}
        {ticket.status === 'Cancelled' && ticket.cancel_reason && (
          <>
            <dt>{T.cancelledBecause}</dt>
            <dd>{ticket.cancel_reason}</dd>
          </>
        )}
      </dl>
      <Photos heading={T.yourPhotos} photos={ticket.photos.filter((p) => p.stage === 'report')} />
      <Photos heading={T.workPhotos} photos={ticket.photos.filter((p) => p.stage === 'completion')} />
      {ticket.comments.length > 0 && (
        <div>
          <h4>{T.commentsHeading}</h4>
          <ul className="comments">
            {ticket.comments.map((c) => (
              <li key={c.id}>
                <p className="who">{`${c.by_student ? T.you : c.author} · ${day(c.created_at)}`}</p>
                <p className="text">{c.text}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {ticket.can.includes('reply') && <Island name="ticket-reply" component={TicketReply} props={{ ticketId: ticket.id, posted: posted?.values[REPLY_FIELD] === String(ticket.id) ? posted : null }} hydrate="visible" />}
    </Card>
  );
}
