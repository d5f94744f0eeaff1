import { formatShortDate } from '../../shared/dates';
import { formatUsd } from '../../shared/money';
import { autopayFailedLine } from '../../shared/payments/autopay-texts';
import { escapeHtml } from '../../shared/escape-html';
import type { MailMessage } from './mailer';

/** To the tenant: the autopay charge of a due date failed, why, and where to pay instead. */
export function autopayFailedMail(to: string, companyName: string, opts: { amountCents: number; dueOn: string; reason: string; link: string }): MailMessage {
  const line = autopayFailedLine(formatUsd(opts.amountCents), formatShortDate(opts.dueOn), opts.reason.replace(/\.$/, ''));
  return {
    to,
    subject: `${companyName}: your autopay payment failed`,
    text: [line, '', `Pay on My balance: ${opts.link}`, '', companyName].join('\n'),
    html: `<p>${escapeHtml(line)}</p><p><a href="${escapeHtml(opts.link)}">Pay on My balance</a></p><p>${escapeHtml(companyName)}</p>`,
  };
}
