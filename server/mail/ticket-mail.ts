import { escapeHtml } from '../../shared/escape-html';
import type { TicketMailChange } from '../../shared/tickets/ticket-mail-changes';
import { TICKET_CATEGORIES, type TicketCategory } from '../../shared/tickets/ticket-texts';
import type { MailMessage } from './mailer';

type TicketFacts = { id: number; category: TicketCategory; link: string };
/** A mail's body in order: sentences, and quoted comments. */
type Block = { line: string } | { quote: string };

const subjectOf = (companyName: string, t: TicketFacts) => `${companyName}: maintenance request #${t.id} (${TICKET_CATEGORIES[t.category]})`;
const QUOTE_STYLE = 'border-left:3px solid #C9D1DB;margin:0 0 16px;padding:4px 0 4px 12px;color:#333';

function mail(to: string, companyName: string, t: TicketFacts, blocks: Block[]): MailMessage {
  const text = blocks.flatMap((b) => ('line' in b ? [b.line] : ['', ...b.quote.split('\n').map((l) => `> ${l}`), '']));
  const html = blocks.map((b) => ('line' in b ? `<p>${escapeHtml(b.line)}</p>` : `<blockquote style="${QUOTE_STYLE}">${b.quote.split('\n').map(escapeHtml).join('<br>')}</blockquote>`));
  return {
    to,
    subject: subjectOf(companyName, t),
    text: [...text, ...(text.at(-1) === '' ? [] : ['']), `See your request: ${t.link}`, '', companyName].join('\n'),
    html: `${html.join('')}<p><a href="${escapeHtml(t.link)}">See your request</a></p><p>${escapeHtml(companyName)}</p>`,
  };
}

/** To the student: their request's status changed. */
export function ticketStatusMail(to: string, companyName: string, t: TicketFacts & { status: string; reason: string | null }): MailMessage {
  return ticketChangesMail(to, companyName, t, [{ kind: 'status', status: t.status, reason: t.reason }]);
}

/** The sentences and quotes that tell one change; `alone` when it is the mail's only one. */
function changeBlocks(id: number, c: TicketMailChange, alone: boolean): Block[] {
  if (c.kind === 'comment') return [{ line: alone ? `${c.author} commented on your maintenance request #${id}:` : `${c.author} commented:` }, { quote: c.text }];
  return [{ line: alone ? `Your maintenance request #${id} is now: ${c.status}.` : `Now: ${c.status}.` }, ...(c.reason ? [{ line: `Reason: ${c.reason}` }] : [])];
}

/**
 * To the student: what changed on their request, in order. One change reads as it always did; several
 * (made within the mail's ten minutes) are listed under one sentence, so one mail tells them all.
 */
export function ticketChangesMail(to: string, companyName: string, t: TicketFacts, changes: readonly TicketMailChange[]): MailMessage {
  if (changes.length === 1) return mail(to, companyName, t, changeBlocks(t.id, changes[0]!, true));
  return mail(to, companyName, t, [{ line: `Your maintenance request #${t.id} changed ${changes.length} times:` }, ...changes.flatMap((c) => changeBlocks(t.id, c, false))]);
}
