import { escapeHtml } from '../render/html';
import type { MailMessage } from './mailer';

/** To the student: the application arrived, and where to follow it. */
export function applicationSubmittedMail(to: string, companyName: string, link: string): MailMessage {
  const intro = `Thank you: ${companyName} has received your rental application. We will let you know as soon as it has been reviewed.`;
  return {
    to,
    subject: `${companyName}: your rental application was submitted`,
    text: [intro, '', `Follow it here: ${link}`, '', companyName].join('\n'),
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">Follow your application</a></p><p>${escapeHtml(companyName)}</p>`,
  };
}

/** To the guarantor the student named: who asked, and their personal note. */
export function guarantorInvitationMail(to: string, companyName: string, opts: { guarantorName: string; studentName: string; note: string }): MailMessage {
  const greeting = opts.guarantorName ? `Dear ${opts.guarantorName},` : 'Hello,';
  const intro = `${opts.studentName} has applied to rent a home with ${companyName} and named you as their guarantor. ${companyName} will contact you about the guarantee and the documents it needs.`;
  const note = opts.note ? `${opts.studentName} writes: “${opts.note}”` : '';
  const outro = `If you do not know ${opts.studentName} or do not wish to be their guarantor, you can ignore this message.`;
  return {
    to,
    subject: `${companyName}: ${opts.studentName} asks you to be their guarantor`,
    text: [greeting, '', intro, ...(note ? ['', note] : []), '', outro, '', companyName].join('\n'),
    html: [greeting, intro, note, outro, companyName].filter(Boolean).map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}
