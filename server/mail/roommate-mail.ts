import type { MailMessage } from './mailer';
import { unlinkable } from './unlinkable-text';
import { escapeHtml } from '../../shared/escape-html';

/**
 * To a student invited to a roommate group (issue 49): who asks, for which period, and the link to
 * accept while signed in with this address. The inviter's name is theirs to choose, so it is plain
 * text that cannot become a link.
 */
export function roommateInvitationMail(to: string, opts: { inviter: string; period: string; property: string; link: string; expiresOn: string }): MailMessage {
  const inviter = unlinkable(opts.inviter.trim()) || 'A student';
  const intro = `${inviter} invites you to be roommates at ${opts.property} for ${opts.period}. If you accept, you choose your beds together when your group's selection time comes.`;
  const note = `Sign in with this address (${to}) to accept. The invitation works until ${opts.expiresOn}. If you do not know the student, ignore this message.`;
  return {
    to,
    subject: `${inviter} invites you to be roommates`,
    text: [intro, '', `Accept the invitation: ${opts.link}`, '', note].join('\n'),
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(opts.link)}">Accept the invitation</a></p><p>${escapeHtml(note)}</p>`,
  };
}
