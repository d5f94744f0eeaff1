import { MESSAGE_TEXTS } from '../../../shared/notifications/texts';
import { withDetail } from '../../api/error-details';
import { Dialog, SecondaryButton } from '../components/Dialog';
import { FilledMessageView } from '../components/FilledMessageView';
import { Loading, useLoad } from '../components/use-load';
import { useManager } from '../context';
import { sendMessageApi } from './send-message-api';
import type { RecipientRow } from './recipient-rows';

const T = MESSAGE_TEXTS.send;

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
            {preview.email && <FilledMessageView message={preview.email} to={recipient.to} />}
            {preview.sms && <FilledMessageView message={preview.sms} to={recipient.to} />}
          </>
        )}
      </Loading>
    </Dialog>
  );
}
