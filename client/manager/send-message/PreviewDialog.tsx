import { styled } from 'styled-components';
import type { FilledMessage } from '../../../shared/notifications/types';
import { MESSAGE_TEXTS } from '../../../shared/notifications/texts';
import { withDetail } from '../../api/error-details';
import { theme } from '../../ui/theme';
import { Dialog, SecondaryButton } from '../components/Dialog';
import { Loading, useLoad } from '../components/use-load';
import { useManager } from '../context';
import { sendMessageApi } from './send-message-api';
import type { RecipientRow } from './recipient-rows';

const T = MESSAGE_TEXTS.send;

const Message = styled.section`
  display: grid;
  gap: 8px;
  h3 { margin: 0; font-size: 0.85rem; color: ${theme.color.muted}; text-transform: uppercase; letter-spacing: 0.04em; }
  p { margin: 0; }
  .to { color: ${theme.color.muted}; font-size: 0.9rem; overflow-wrap: anywhere; }
  /* The mail as it is sent; sandboxed (no scripts, no forms, no same-origin access). */
  iframe { width: 100%; height: min(55vh, 460px); border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; background: #fff; }
  .sms { white-space: pre-wrap; padding: 12px 14px; border-radius: 14px; background: #EEF2F7; max-width: 36ch; overflow-wrap: anywhere; }
`;

function Filled({ message, to }: { message: FilledMessage; to: string }) {
  return (
    <Message aria-label={MESSAGE_TEXTS.channel[message.channel]}>
      <h3>{MESSAGE_TEXTS.channel[message.channel]}</h3>
      <p className="to">{to}</p>
      {message.channel === 'email' && (
        <p>
          <strong>{T.subject}:</strong> {message.subject}
        </p>
      )}
      {message.html !== null ? <iframe title={T.previewFrame} sandbox="" srcDoc={message.html} /> : <p className="sms">{message.text}</p>}
    </Message>
  );
}

/** A recipient's own message, filled from their lease or application as it will be sent. */
export function PreviewDialog({ templateId, recipient, onClose }: { templateId: number; recipient: RecipientRow; onClose: () => void }) {
  const { notify } = useManager();
  const of = recipient.lease_id !== null ? { lease_id: recipient.lease_id } : { application_id: recipient.application_id ?? 0 };
  const load = useLoad(`preview-${templateId}-${recipient.key}`, (signal) => sendMessageApi.preview(templateId, of, signal), {
    onFailed: (err) => notify({ tone: 'error', text: withDetail(T.previewFailed, err) }),
  });
  return (
    <Dialog title={T.preview(recipient.name)} onClose={onClose} wide footer={<SecondaryButton type="button" onClick={onClose}>{T.close}</SecondaryButton>}>
      <Loading load={load} failed={T.previewFailed}>
        {(preview) => (
          <>
            {preview.email && <Filled message={preview.email} to={recipient.to} />}
            {preview.sms && <Filled message={preview.sms} to={recipient.to} />}
          </>
        )}
      </Loading>
    </Dialog>
  );
}
