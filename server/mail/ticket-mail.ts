import { escapeHtml } from '../../shared/escape-html';
import { TICKET_CATEGORIES, type TicketCategory } from '../../shared/tickets/ticket-texts';
import type { MailMessage } from './mailer';

type TicketFacts = { id: number; category: TicketCategory; link: string };

const subjectOf = (companyName: string, t: TicketFacts) => `${companyName}: maintenance request #${t.id} (${TICKET_CATEGORIES[t.category]})`;

function mail(to: string, companyName: string, t: TicketFacts, lines: string[], quoted?: string): MailMessage {
  const quote = quoted ? quoted.split('\n') : [];
  return {
    to,
    subject: subjectOf(companyName, t),
    text: [...lines, ...(quote.length ? ['', ...quote.map((l) => `> ${l}`)] : []), '', `See your request: ${t.link}`, '', companyName].join('\n'),
    html:
      lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
      (quote.length ? `<blockquote style="border-left:3px solid #C9D1DB;margin:0 0 16px;padding:4px 0 4px 12px;color:#333">${quote.map(escapeHtml).join('<br>')}</blockquote>` : '') +
      `<p><a href="${escapeHtml(t.link)}">See your request</a></p><p>${escapeHtml(companyName)}</p>`,
  };
}

/** To the student: their request's status changed. */
export function ticketStatusMail(to: string, companyName: string, t: TicketFacts & { status: string; reason: string | null }): MailMessage {
  const lines = [`Your maintenance request #${t.id} is now: ${t.status}.`];
  if (t.reason) lines.push(`Reason: ${t.reason}`);
  return mail(to, companyName, t, lines);
}

/** To the student: staff left a comment meant for them. */
export function ticketCommentMail(to: string, companyName: string, t: TicketFacts & { author: string; text: string }): MailMessage {
  return mail(to, companyName, t, [`${t.author} commented on your maintenance request #${t.id}:`], t.text);
}
