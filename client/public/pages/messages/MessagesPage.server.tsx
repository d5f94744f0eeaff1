import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import type { StudentMessages } from '../../../../shared/notifications/student-messages';
import { MESSAGE_TEXTS as T } from '../../../../shared/notifications/texts';
import { STUDENT_HOME } from '../../../../shared/role-home';
import { Alert } from '../../../ui/form';
import { StudentPage as Page } from '../../components/StudentPage';
import { StudentMessageList } from './StudentMessageList.server';
import { TextPreferencesForm } from './TextPreferencesForm.server';

export type MessagesPageData = StudentMessages & { saved: boolean };

const List = styled.section`
  display: grid;
  gap: 12px;
  h2 { margin: 0; font-size: 1.25rem; }
  > p { margin: 0; }
`;

/**
 * /new/tenant/messages: what the company sent the student (e-mails and texts, newest first, how each
 * went) and their text message choices, a plain form that needs no JavaScript.
 */
export function MessagesPage() {
  const { messages, preferences, saved } = useLoaderData() as MessagesPageData;
  return (
    <Page>
      <a href={STUDENT_HOME}>{T.studentBack}</a>
      <h1>{T.studentTitle}</h1>
      {saved && <Alert tone="info">{T.preferencesSaved}</Alert>}
      <TextPreferencesForm preferences={preferences} />
      <List aria-labelledby="messages-heading">
        <h2 id="messages-heading">{T.studentListHeading}</h2>
        <p>{T.studentIntro}</p>
        {messages.length === 0 ? <p data-testid="no-messages">{T.logEmpty}</p> : <StudentMessageList messages={messages} />}
      </List>
    </Page>
  );
}
