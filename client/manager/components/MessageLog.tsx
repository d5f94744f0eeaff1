import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { MESSAGE_TEXTS as T } from '../../../shared/notifications/texts';
import type { MessageLogRow, MessageStatus } from '../../../shared/notifications/types';
import { withDetail } from '../../api/error-details';
import { theme } from '../../ui/theme';
import { messageLogApi } from '../messages-log-api';
import { Chip, TONES, type Tone } from './Chip';
import { formatDateTime } from './date-time';
import { Card } from './DetailCard';
import { Loading, useLoad } from './use-load';

const STATUS_TONES: Record<MessageStatus, Tone> = { queued: 'neutral', sent: 'success', kept: 'info', failed: 'danger' };

/** The error colour of the manager area's texts (the danger chip's, on white). */
const ERROR_TEXT = TONES.danger[1];

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  > li { border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; }
  summary {
    display: grid;
    grid-template-columns: 14px minmax(0, 1fr) auto;
    gap: 2px 8px;
    padding: 10px 12px;
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker { display: none; }
  }
  /* A fixed box on the first line, so it turns about its own middle. */
  .turn { align-self: start; width: 14px; height: 1.5em; line-height: 1.5em; text-align: center; color: ${theme.color.muted}; transition: transform 0.15s; }
  summary > ${Chip} { align-self: start; }
  details[open] .turn { transform: rotate(90deg); }
  details[open] summary { border-bottom: 1px solid ${theme.color.border}; }
  .subject { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  details[open] .subject { white-space: normal; overflow-wrap: anywhere; }
  .meta { grid-column: 2 / -1; color: ${theme.color.muted}; font-size: 0.88rem; overflow-wrap: anywhere; }
  .error { grid-column: 2 / -1; color: ${ERROR_TEXT}; font-size: 0.88rem; overflow-wrap: anywhere; }
  .text { margin: 0; padding: 10px 12px 12px 34px; white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; font-size: 0.92rem; }
`;

/** What a row's first line says: an e-mail's subject, an SMS's text (shortened by the layout, whole when opened). */
const headline = (m: MessageLogRow) => (m.channel === 'sms' || !m.subject ? m.text : m.subject);

function MessageItem({ message: m }: { message: MessageLogRow }) {
  return (
    <li data-testid="message-log-row">
      <details>
        <summary>
          <span className="turn" aria-hidden="true">
            ▸
          </span>
          <span className="subject">{headline(m)}</span>
          <Chip $colors={TONES[STATUS_TONES[m.status]]}>{T.status[m.status]}</Chip>
          <span className="meta">
            <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time> · {T.channel[m.channel]} · {T.logTo} {m.to} · {m.source}
          </span>
          {m.status === 'failed' && m.error && <span className="error">{m.error}</span>}
        </summary>
        <pre className="text">{m.text}</pre>
      </details>
    </li>
  );
}

/**
 * The Messages section of a person's record (an applicant, a tenant, a reporter): every e-mail and
 * SMS the company wrote them, newest first, each opening on its text. `refresh` names the record's
 * state: when a change on the screen moves it (a decision, a payment, a status), the change may have
 * written to the person, and the log is read again (what is shown stays until the answer comes).
 */
export function MessageLog({ userId, refresh }: { userId: number; refresh?: string | number }) {
  const load = useLoad(`message-log-${userId}`, (signal) => messageLogApi.of(userId, signal));
  const { reload } = load;
  const seen = useRef(refresh);
  useEffect(() => {
    if (seen.current === refresh) return;
    seen.current = refresh;
    void reload();
  }, [refresh, reload]);
  const heading = `message-log-${userId}`;
  return (
    <Card aria-labelledby={heading}>
      <h2 id={heading}>{T.logTitle}</h2>
      <Loading load={load} failed={(err) => withDetail(T.logLoadFailed, err)}>
        {(messages) =>
          messages.length === 0 ? (
            <p style={{ margin: 0, color: theme.color.muted }}>{T.logEmpty}</p>
          ) : (
            <List>
              {messages.map((m) => (
                <MessageItem key={m.id} message={m} />
              ))}
            </List>
          )
        }
      </Loading>
    </Card>
  );
}
