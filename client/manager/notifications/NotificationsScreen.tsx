import { styled } from 'styled-components';
import { MESSAGE_TEXTS } from '../../../shared/notifications/texts';
import type { NotificationSetting } from '../../../shared/notifications/types';
import { withDetail } from '../../api/error-details';
import { Alert } from '../../ui/form';
import { theme } from '../../ui/theme';
import { DIALOG_FADE_MS } from '../components/DialogFade';
import { ScreenBar, ScreenIntro } from '../components/ScreenBar';
import { useFadingDialog } from '../components/use-fading-dialog';
import { Loading, useLoad } from '../components/use-load';
import { useManager } from '../context';
import { documentsApi } from '../documents/documents-api';
import { NotificationRow, STACKED } from './NotificationRow';
import { notificationsApi } from './notifications-api';
import { PreviewDialog } from './PreviewDialog';
import { templateOptions } from './template-options';

const T = MESSAGE_TEXTS.notifications;

const Table = styled.div`
  --notification-columns: minmax(170px, 0.9fr) minmax(190px, 1fr) minmax(190px, 1fr) auto;
  background: #fff;
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  .headings { display: grid; grid-template-columns: var(--notification-columns); gap: 16px; padding: 12px 16px; font-size: 0.85rem; font-weight: 700; color: ${theme.color.muted}; }
  /* The last heading stands over the Preview buttons, as wide as them. */
  .headings span:last-child { min-width: 92px; }
  @media ${STACKED} {
    background: none;
    box-shadow: none;
    .headings { display: none; }
  }
`;

const ReadOnly = styled.div`
  margin-bottom: 14px;
  max-width: 70ch;
`;

/**
 * Notifications (issue 30): for each message the product sends, the company's e-mail template (or
 * the built-in text), its text message template (or none) and, for sign-in and signing links,
 * whether a text message may show the link. Each change is saved at once; Preview shows what would
 * be sent, filled with sample data.
 */
export function NotificationsScreen() {
  const { notify, canWrite } = useManager();
  const load = useLoad(
    'notifications',
    async (signal) => {
      const [settings, templates] = await Promise.all([notificationsApi.list(signal), documentsApi.templates(signal)]);
      return { settings, templates: templateOptions(templates) };
    },
    { onFailed: (err) => notify({ tone: 'error', text: withDetail(T.loadFailed, err) }) },
  );
  const preview = useFadingDialog<NotificationSetting>(DIALOG_FADE_MS);
  const saved = (next: NotificationSetting) => load.update((d) => ({ ...d, settings: d.settings.map((s) => (s.event === next.event ? next : s)) }));
  return (
    <>
      <ScreenBar>
        <h1>{MESSAGE_TEXTS.notificationsTitle}</h1>
      </ScreenBar>
      <ScreenIntro>{MESSAGE_TEXTS.notificationsIntro}</ScreenIntro>
      {!canWrite && (
        <ReadOnly>
          <Alert tone="info">{T.readOnly}</Alert>
        </ReadOnly>
      )}
      <Loading load={load} busy="Loading notifications…" failed={(err) => withDetail(T.loadFailed, err)}>
        {({ settings, templates }) => (
          <Table>
            <div className="headings" aria-hidden="true">
              <span>{T.event}</span>
              <span>{T.email}</span>
              <span>{T.sms}</span>
              <span />
            </div>
            {settings.map((setting) => (
              <NotificationRow key={setting.event} setting={setting} templates={templates} onSaved={saved} onPreview={preview.open} />
            ))}
          </Table>
        )}
      </Loading>
      {preview.dialog && <PreviewDialog key={preview.dialog.key} setting={preview.dialog.mode} closing={preview.dialog.closing} onClose={preview.close} />}
    </>
  );
}
