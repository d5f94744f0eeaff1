import { styled } from 'styled-components';
import { MESSAGE_TEXTS } from '../../../shared/notifications/texts';
import type { FilledMessage, NotificationSetting } from '../../../shared/notifications/types';
import { withDetail } from '../../api/error-details';
import { theme } from '../../ui/theme';
import { Dialog, SecondaryButton } from '../components/Dialog';
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
  .subject .label { font-weight: 400; color: ${theme.color.muted}; }
  .subject { padding: 10px 12px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; background: ${theme.color.background}; font-weight: 600; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 320px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; background: #fff; }
  pre { margin: 0; padding: 10px 12px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; background: ${theme.color.background}; font: inherit; white-space: pre-wrap; overflow-wrap: anywhere; }
  @media (max-width: 600px) { iframe { height: 260px; } }
`;

/**
 * The filled HTML as a document of its own: `sandbox=""` runs nothing and reaches nothing, and the
 * screen's styles do not leak into it (nor its into the screen).
 */
const emailDocument = (html: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:14px 16px;font:15px/1.5 ${theme.font};color:#252631;overflow-wrap:anywhere}img{max-width:100%;height:auto}a{color:${theme.color.action}}</style></head><body>${html}</body></html>`;

function EmailPreview({ email, label }: { email: FilledMessage; label: string }) {
  return (
    <section aria-labelledby="preview-email">
      <h3 id="preview-email">{T.emailBody}</h3>
      <p className="subject">
        <span className="label">{T.subject}: </span>
        <span data-testid="preview-subject">{email.subject}</span>
      </p>
      {email.html !== null ? <iframe title={`${T.emailBody}: ${label}`} sandbox="" srcDoc={emailDocument(email.html)} data-testid="preview-html" /> : <pre data-testid="preview-text">{email.text}</pre>}
    </section>
  );
}

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
              {preview.email && <EmailPreview email={preview.email} label={setting.label} />}
              <section aria-labelledby="preview-sms">
                <h3 id="preview-sms">{T.smsText}</h3>
                {preview.sms ? <pre data-testid="preview-sms">{preview.sms.text}</pre> : <p className="intro">{T.noSmsChosen}</p>}
              </section>
            </Body>
          )}
        </Loading>
      </Dialog>
    </DialogFade>
  );
}
