import { escapeHtml } from '../../shared/escape-html';
import type { MailMessage } from './mailer';
import { unlinkable } from './unlinkable-text';

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

/** To the student: a manager approved or declined the application, with the note they wrote for it. */
export function applicationDecisionMail(to: string, companyName: string, opts: { approved: boolean; note: string; link: string }): MailMessage {
  const intro = opts.approved
    ? `Good news: ${companyName} has approved your rental application. Your lease offer will follow.`
    : `${companyName} has reviewed your rental application and cannot offer you a lease this time.`;
  const note = opts.note.trim();
  return {
    to,
    subject: `${companyName}: your rental application was ${opts.approved ? 'approved' : 'declined'}`,
    text: [intro, ...(note ? ['', `Note from ${companyName}: ${note}`] : []), '', `See your application: ${opts.link}`, '', companyName].join('\n'),
    html: `<p>${escapeHtml(intro)}</p>${note ? `<p>Note from ${escapeHtml(companyName)}: ${escapeHtml(note)}</p>` : ''}<p><a href="${escapeHtml(opts.link)}">See your application</a></p><p>${escapeHtml(companyName)}</p>`,
  };
}

const quoteStyle = 'border-left:3px solid #C9D1DB;margin:0 0 16px;padding:4px 0 4px 12px;color:#333';

/**
 * To the guarantor the student named: someone who never signed up here, so nothing the applicant
 * typed reaches the subject (the company's name and fixed words only), and in the body their words
 * (the names, the note) are plain text, attributed to them, quoted, and unable to become a link.
 */
export function guarantorInvitationMail(to: string, companyName: string, opts: { guarantorName: string; studentName: string; note: string }): MailMessage {
  const guarantorName = unlinkable(opts.guarantorName.trim());
  const studentName = unlinkable(opts.studentName.trim());
  const note = unlinkable(opts.note.trim());
  const greeting = guarantorName ? `Hello ${guarantorName},` : 'Hello,';
  const intro = `${companyName} has received a rental application that names you as the applicant’s guarantor. ${companyName} will contact you about the guarantee and the documents it needs.`;
  const nameLabel = 'The applicant gave their name as:';
  const noteLabel = `The applicant added this note for you (their words, not ${companyName}’s):`;
  const outro = 'If you do not know the applicant or do not wish to be their guarantor, you can ignore this message.';
  const quoted = (text: string) => text.split('\n').map((line) => `> ${line}`);
  const html = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');
  return {
    to,
    subject: `${companyName}: you are named as a guarantor`,
    text: [greeting, '', intro, '', nameLabel, ...quoted(studentName), ...(note ? ['', noteLabel, ...quoted(note)] : []), '', outro, '', companyName].join('\n'),
    html:
      `<p>${html(greeting)}</p><p>${html(intro)}</p>` +
      `<p>${html(nameLabel)}</p><blockquote style="${quoteStyle}">${html(studentName)}</blockquote>` +
      (note ? `<p>${html(noteLabel)}</p><blockquote style="${quoteStyle}">${html(note)}</blockquote>` : '') +
      `<p>${html(outro)}</p><p>${html(companyName)}</p>`,
  };
}
