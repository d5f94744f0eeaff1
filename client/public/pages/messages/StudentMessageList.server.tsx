import { styled } from 'styled-components';
import { useCompanyDay } from '../../company-day.server';
import { MESSAGE_TEXTS as T } from '../../../../shared/notifications/texts';
import type { MessageLogRow } from '../../../../shared/notifications/types';
import { theme } from '../../../ui/theme';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  > li { display: grid; gap: 4px; background: #fff; border-radius: 12px; padding: 14px 16px; box-shadow: ${theme.shadow}; }
  .meta { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 10px; color: ${theme.color.muted}; font-size: 0.9rem; }
  .status { font-weight: 600; color: ${theme.color.text}; }
  .status.failed { color: #A3124B; }
  .subject { font-weight: 600; overflow-wrap: anywhere; }
  .text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; }
  summary { cursor: pointer; color: ${theme.color.action}; font-size: 0.92rem; }
  details[open] summary { margin-bottom: 6px; }
`;

/** The student's messages, newest first: when, how, what (an e-mail's text opens under its subject), and how it went. */
export function StudentMessageList({ messages }: { messages: MessageLogRow[] }) {
  const day = useCompanyDay();
  return (
    <List>
      {messages.map((m) => (
        <li key={m.id} data-testid="student-message">
          <span className="meta">
            <time dateTime={m.created_at}>{day(m.created_at)}</time>
            <span>{T.channel[m.channel]}</span>
            <span className={`status ${m.status}`}>{T.studentStatus[m.status]}</span>
          </span>
          {m.channel === 'email' && m.subject ? (
            <>
              <span className="subject">{m.subject}</span>
              <details>
                <summary>{T.studentShowText}</summary>
                <pre className="text">{m.text}</pre>
              </details>
            </>
          ) : (
            <pre className="text">{m.text}</pre>
          )}
        </li>
      ))}
    </List>
  );
}
