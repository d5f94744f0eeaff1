import { styled } from 'styled-components';
import type { FilledMessage } from '../../../shared/notifications/types';
import { MESSAGE_TEXTS } from '../../../shared/notifications/texts';
import { theme } from '../../ui/theme';

const Box = styled.section`
  display: grid;
  gap: 8px;
  h3 { margin: 0; font-size: 0.95rem; }
  p { margin: 0; }
  .to { color: ${theme.color.muted}; font-size: 0.9rem; overflow-wrap: anywhere; }
  .subject .label { font-weight: 400; color: ${theme.color.muted}; }
  .subject { padding: 10px 12px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; background: ${theme.color.background}; font-weight: 600; overflow-wrap: anywhere; }
  iframe { width: 100%; height: min(55vh, 400px); border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; background: #fff; }
  pre { margin: 0; padding: 10px 12px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; background: ${theme.color.background}; font: inherit; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

/**
 * The filled HTML as a document of its own: `sandbox=""` runs nothing and reaches nothing, and the
 * screen's styles do not leak into it (nor its into the screen).
 */
const emailDocument = (html: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:14px 16px;font:15px/1.5 ${theme.font};color:#252631;overflow-wrap:anywhere}img{max-width:100%;height:auto}a{color:${theme.color.action}}</style></head><body>${html}</body></html>`;

/** A message as the server filled it (the previews of Notifications and Send message): an e-mail's subject and body, or a text message. */
export function FilledMessageView({ message, to }: { message: FilledMessage; to?: string }) {
  const heading = message.channel === 'email' ? MESSAGE_TEXTS.notifications.emailBody : MESSAGE_TEXTS.notifications.smsText;
  return (
    <Box aria-label={heading}>
      <h3>{heading}</h3>
      {to && <p className="to">{to}</p>}
      {message.channel === 'email' && (
        <p className="subject">
          <span className="label">{MESSAGE_TEXTS.notifications.subject}: </span>
          <span data-testid="preview-subject">{message.subject}</span>
        </p>
      )}
      {message.html !== null ? (
        <iframe title={MESSAGE_TEXTS.send.previewFrame} sandbox="" srcDoc={emailDocument(message.html)} data-testid="preview-html" />
      ) : (
        <pre data-testid={message.channel === 'sms' ? 'preview-sms' : 'preview-text'}>{message.text}</pre>
      )}
    </Box>
  );
}
