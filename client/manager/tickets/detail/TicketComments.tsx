import { useState } from 'react';
import { styled } from 'styled-components';
import { TicketCommentSchema } from '../../../../shared/tickets/ticket-schema';
import { TICKET_LIMITS } from '../../../../shared/tickets/ticket-texts';
import type { Ticket, TicketComment } from '../../../../shared/tickets/ticket-types';
import { CheckboxLabel, PrimaryButton } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { Chip, TONES } from '../../components/Chip';
import { formatDateTime } from '../../components/date-time';
import { Card } from '../../components/DetailCard';
import { TextAreaField } from '../../components/TextAreaField';
import { checked, useSubmit } from '../../components/use-submit';
import { TICKET_TEXTS as T } from '../texts';
import { ticketsApi } from '../tickets-api';

const Thread = styled.ol`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 10px;
  li { padding: 10px 12px; border-radius: ${theme.radius}; border: 1px solid ${theme.color.border}; border-left-width: 4px; }
  /* Who may read it, told in words; the colour only helps. */
  li[data-audience='internal'] { background: #FFFBEF; border-left-color: #C98A00; }
  li[data-audience='visible'] { background: #F3F6FF; border-left-color: ${theme.color.action}; }
  li[data-audience='student'] { background: #F2FAEE; border-left-color: #3F8F1F; }
  header { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: center; margin-bottom: 4px; font-size: 0.88rem; }
  header strong { font-size: 0.95rem; }
  time { color: ${theme.color.muted}; }
  p { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
`;

const Form = styled.form`
  display: grid;
  gap: 10px;
  small { color: ${theme.color.muted}; margin-top: -4px; }
  button { justify-self: start; }
  @media (max-width: 600px) { button { justify-self: stretch; } }
`;

const None = styled.p`
  margin: 0 0 16px;
  color: ${theme.color.muted};
  font-style: italic;
`;

type Audience = 'internal' | 'visible' | 'student';
const audienceOf = (c: TicketComment): Audience => (c.by_student ? 'student' : c.visible_to_student ? 'visible' : 'internal');
const AUDIENCE: Record<Audience, { label: string; tone: keyof typeof TONES }> = {
  internal: { label: T.internal, tone: 'warning' },
  visible: { label: T.visible, tone: 'info' },
  student: { label: T.fromStudent, tone: 'success' },
};

/** The thread: who wrote what when, and who can read it; staff add internal notes or words for the student. */
export function TicketComments({ ticket, onAdded }: { ticket: Ticket; onAdded: (ticket: Ticket) => void }) {
  const [text, setText] = useState('');
  const [visible, setVisible] = useState(false);
  const submission = useSubmit({ failed: T.commentFailed });
  const save = submission.submit(
    () => checked(TicketCommentSchema, { text, visible_to_student: visible }, (body) => ticketsApi.comment(ticket.id, body)),
    (next) => {
      submission.reset();
      setText('');
      setVisible(false);
      onAdded(next);
    },
  );
  return (
    <Card aria-labelledby="ticket-comments">
      <h2 id="ticket-comments">{T.comments}</h2>
      {ticket.comments.length ? (
        <Thread>
          {ticket.comments.map((c) => {
            const audience = AUDIENCE[audienceOf(c)];
            return (
              <li key={c.id} data-audience={audienceOf(c)} data-testid="ticket-comment">
                <header>
                  <strong>{c.author}</strong>
                  <time dateTime={c.created_at}>{formatDateTime(c.created_at)}</time>
                  <Chip $colors={TONES[audience.tone]}>{audience.label}</Chip>
                </header>
                <p>{c.text}</p>
              </li>
            );
          })}
        </Thread>
      ) : (
        <None>{T.noComments}</None>
      )}
      <Form onSubmit={save} noValidate aria-label={T.addComment}>
        <TextAreaField label={T.comment} rows={3} maxLength={TICKET_LIMITS.comment} idPrefix="comment-" {...submission.field('text', text, setText)} />
        <CheckboxLabel>
          <input type="checkbox" name="visible_to_student" checked={visible} onChange={(e) => setVisible(e.target.checked)} aria-describedby="comment-visible-hint" />
          {T.visibleToStudent}
        </CheckboxLabel>
        <small id="comment-visible-hint">{T.visibleHint}</small>
        <PrimaryButton type="submit" disabled={submission.saving}>
          {submission.saving ? 'Saving…' : T.addComment}
        </PrimaryButton>
      </Form>
    </Card>
  );
}
