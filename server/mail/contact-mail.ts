import type { ContactInput } from '../../shared/schemas/contact';
import { escapeHtml } from '../../shared/escape-html';
import type { MailMessage } from './mailer';

/** The message a manager receives for a contact form submission: text and HTML, with a link back. */
export function contactMail(opts: { to: string; companyName: string; placeName: string; pageUrl: string; input: ContactInput }): MailMessage {
  const { input } = opts;
  const lines = [
    `New message from the ${opts.placeName} contact form.`,
    '',
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    `Phone: ${input.phone_number}`,
    '',
    input.message,
    '',
    `Sent from ${opts.pageUrl}`,
    `${opts.companyName}`,
  ];
  const html =
    `<p>New message from the <strong>${escapeHtml(opts.placeName)}</strong> contact form.</p>` +
    `<p>Name: ${escapeHtml(input.name)}<br>Email: <a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a><br>Phone: ${escapeHtml(input.phone_number)}</p>` +
    `<blockquote style="border-left:3px solid #4D7CFE;margin:0;padding-left:12px">${escapeHtml(input.message).replace(/\n/g, '<br>')}</blockquote>` +
    `<p>Sent from <a href="${escapeHtml(opts.pageUrl)}">${escapeHtml(opts.pageUrl)}</a></p><p>${escapeHtml(opts.companyName)}</p>`;
  return { to: opts.to, subject: `${opts.companyName}: message from ${input.name}`, text: lines.join('\n'), html };
}
