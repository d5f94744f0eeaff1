import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import type { BatchInput, BatchProgress, Purpose } from '../../../shared/notifications/types';
import { MESSAGE_TEXTS } from '../../../shared/notifications/texts';
import { errorDetail, withDetail } from '../../api/error-details';
import { ApiError, fieldMessages } from '../../../shared/api-errors';
import { Alert, PrimaryButton } from '../../ui/form';
import { theme } from '../../ui/theme';
import { ScreenBar, ScreenIntro } from '../components/ScreenBar';
import { useLoad } from '../components/use-load';
import { useManager } from '../context';
import { documentsApi } from '../documents/documents-api';
import { BatchProgressPanel } from './BatchProgressPanel';
import { PreviewDialog } from './PreviewDialog';
import { recipientRows, type RecipientRow } from './recipient-rows';
import { RecipientGrid } from './RecipientGrid';
import { recipientChoice, RecipientsChooser, type RecipientFilter } from './RecipientsChooser';
import { sendMessageApi } from './send-message-api';
import { pickedRecipients } from './send-state';
import { isMessageTemplate, TemplateFields } from './TemplateFields';
import { useBatchProgress } from './use-batch-progress';

const T = MESSAGE_TEXTS.send;

/** The form beside the list on a wide screen; one above the other on a phone. */
const Layout = styled.div`
  display: grid;
  /* The list's grid scrolls sideways inside its column, never the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  align-items: start;
  @media (min-width: ${theme.breakpoint.md}) { grid-template-columns: minmax(260px, 320px) minmax(0, 1fr); }
`;

const Form = styled.form`
  display: grid;
  gap: 16px;
  padding: 16px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
`;

const List = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 10px;
  h2 { margin: 0; font-size: 1.1rem; }
  p { margin: 0; color: ${theme.color.muted}; }
`;

/** A refusal of what was chosen: said under its control (or above the button), not in the snackbar. */
const isRefusal = (err: unknown) => err instanceof ApiError && err.status === 400;

const FILTER: RecipientFilter = { audience: 'tenants', property: '' };

/**
 * Send message (issue 30): a company template to the rows picked in the Leases, Collections or
 * Applications grid, or to an audience; the recipients listed as the server works them out (each
 * name opens their filled message); then the send, queued, and its progress read until it is done.
 */
export function SendMessageScreen() {
  const { notify } = useManager();
  const location = useLocation();
  const [picked, setPicked] = useState(() => pickedRecipients(location.state));
  const [filter, setFilter] = useState(FILTER);
  const [templateId, setTemplateId] = useState('');
  const [purpose, setPurpose] = useState<Purpose>('informational');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<unknown>(null);
  const [started, setStarted] = useState<BatchProgress | null>(null);
  const [previewing, setPreviewing] = useState<RecipientRow | null>(null);
  const failed = (text: string) => (err: unknown) => notify({ tone: 'error', text: withDetail(text, err) });

  const templates = useLoad('message-templates', async (signal) => (await documentsApi.templates(signal)).filter(isMessageTemplate), { onFailed: failed(T.loadTemplatesFailed) });
  const input: BatchInput | null = templateId ? { recipients: recipientChoice(picked, filter), template_id: Number(templateId), purpose } : null;
  const key = input && JSON.stringify(input);
  const list = useLoad(key, (signal) => sendMessageApi.recipients(input!, signal), { onFailed: (err) => isRefusal(err) || failed(T.recipientsFailed)(err) });
  const rows = useMemo(() => recipientRows(list.data?.recipients ?? []), [list.data]);
  const batch = useBatchProgress(started, failed(T.progressFailed));

  // A template the audience cannot fill, too many people, …
  const refusal = [sendError, list.error].find(isRefusal);
  const errors = fieldMessages(refusal);
  const detail = refusal ? errorDetail(refusal) : null;
  const change = <V,>(set: (value: V) => void) => (value: V) => {
    setSendError(null);
    set(value);
  };
  const onPreview = useCallback((row: RecipientRow) => setPreviewing(row), []);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!input || sending) return;
    setSending(true);
    setSendError(null);
    try {
      const answer = await sendMessageApi.send(input);
      setStarted(answer);
      notify({ tone: 'success', text: MESSAGE_TEXTS.sent(answer.total) });
    } catch (err) {
      setSendError(err);
      if (!isRefusal(err)) failed(T.sendFailed)(err);
    } finally {
      setSending(false);
    }
  };
  const busy = sending || (batch !== null && batch.queued > 0);
  const locked = sending || batch !== null;
  const sendable = list.data?.sendable ?? 0;

  return (
    <>
      <ScreenBar>
        <h1>{MESSAGE_TEXTS.sendTitle}</h1>
      </ScreenBar>
      <ScreenIntro>{T.intro}</ScreenIntro>
      <Layout>
        <Form onSubmit={send} aria-label={MESSAGE_TEXTS.sendTitle}>
          <RecipientsChooser picked={picked} onFilterInstead={() => change(setPicked)(null)} filter={filter} onFilter={change(setFilter)} error={errors.recipients} disabled={locked} />
          <TemplateFields
            templates={templates.data}
            templateId={templateId}
            onTemplate={change(setTemplateId)}
            purpose={purpose}
            onPurpose={change(setPurpose)}
            errors={{ template_id: errors.template_id, purpose: errors.purpose }}
            disabled={locked}
          />
          {(detail || errors.non_field_errors) && <Alert tone="error">{detail ?? errors.non_field_errors}</Alert>}
          {batch ? (
            <BatchProgressPanel batch={batch} onAgain={() => setStarted(null)} />
          ) : (
            <PrimaryButton type="submit" disabled={!list.data || sendable === 0 || busy}>
              {sending ? T.sending : MESSAGE_TEXTS.sendButton}
            </PrimaryButton>
          )}
        </Form>
        <List aria-labelledby="recipients-title">
          <h2 id="recipients-title">{T.listTitle}</h2>
          {!input ? (
            <p>{T.pickTemplate}</p>
          ) : list.data ? (
            <>
              <p data-testid="recipient-count">{T.willSend(list.data.sendable, list.data.recipients.length)}</p>
              <RecipientGrid rows={rows} onPreview={onPreview} />
            </>
          ) : list.failed ? (
            // A refusal is said under its control; any other failure here.
            !isRefusal(list.error) && <p role="alert">{T.recipientsFailed}</p>
          ) : (
            <p aria-busy="true">Loading…</p>
          )}
        </List>
      </Layout>
      {previewing && input && <PreviewDialog templateId={input.template_id} recipient={previewing} onClose={() => setPreviewing(null)} />}
    </>
  );
}
