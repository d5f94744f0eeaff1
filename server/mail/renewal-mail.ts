import { escapeHtml } from '../../shared/escape-html';
import type { MailMessage } from './mailer';

/** To a resident: they may renew their lease into the period, keeping their bed until the deadline (a printed day, or empty when there is none). */
export function renewalInvitationMail(to: string, companyName: string, opts: { periodName: string; deadline: string; link: string }): MailMessage {
  const lines = [
    `${companyName} invites you to renew your lease for ${opts.periodName}.`,
    opts.deadline ? `Your bed is held for you until ${opts.deadline}: renew by then to keep it, or choose another bed.` : 'You can keep your bed or choose another one.',
  ];
  return {
    to,
    subject: `Renew your lease for ${opts.periodName}`,
    text: [...lines, '', `Renew your lease: ${opts.link}`, '', companyName].join('\n'),
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(opts.link)}">Renew your lease</a></p><p>${escapeHtml(companyName)}</p>`,
  };
}
