import { styled } from 'styled-components';
import { MESSAGE_TEXTS } from '../../../shared/notifications/texts';
import type { NotificationSetting } from '../../../shared/notifications/types';
import { withDetail } from '../../api/error-details';
import { theme } from '../../ui/theme';
import { Dialog, SecondaryButton } from '../components/Dialog';
import { FilledMessageView } from '../components/FilledMessageView';
import { DIALOG_FADE_MS, DialogFade } from '../components/DialogFade';
import { Loading, useLoad } from '../components/use-load';
import { notificationsApi } from './notifications-api';

const T = MESSAGE_TEXTS.notifications;

const Body = styled.div`
  display: grid;
  gap: 16px;
  p { margin: 0; }
  .intro { color: ${theme.color.muted}; }
  section { display: grid; gap: 8px; }
  h3 { margin: 0; font-size: 0.95rem; }
`;

type Props = { setting: NotificationSetting; closing: boolean; onClose: () => void };

/**
 * 'Preview': the row's chosen e-mail template (or the built-in text) filled with sample data, and
 * its text message when one is chosen, as the server fills them (the same code as a real send).
 */
export function PreviewDialog({ setting, closing, onClose }: Props) {
  const { event, email_template_id: emailId, sms_template_id: smsId } = setting;
  const load = useLoad(`${event}:${emailId}:${smsId}`, async (signal) => {
    const [mail, text] = await Promise.all([
      notificationsApi.preview({ event, template_id: emailId }, signal),
      smsId === null ? null : notificationsApi.preview({ event, template_id: smsId }, signal),
    ]);
    return { email: mail.email, sms: text?.sms ?? null };
  });
  const close = () => !closing && onClose();
  return (
    <DialogFade $closing={closing} $ms={DIALOG_FADE_MS}>
      <Dialog
        title={T.previewTitle(setting.label)}
        onClose={close}
        wide
        footer={
          <SecondaryButton type="button" onClick={close}>
            {T.close}
          </SecondaryButton>
        }
      >
        <Loading load={load} busy="Loading the preview…" failed={(err) => withDetail(T.previewFailed, err)}>
          {(preview) => (
            <Body>
              <p className="intro">{T.previewIntro}</p>
              {preview.email && <FilledMessageView message={preview.email} />}
              {preview.sms ? (
                <FilledMessageView message={preview.sms} />
              ) : (
                <section aria-label={T.smsText}>
                  <h3>{T.smsText}</h3>
                  <p className="intro">{T.noSmsChosen}</p>
                </section>
              )}
            </Body>
          )}
        </Loading>
      </Dialog>
    </DialogFade>
  );
}
