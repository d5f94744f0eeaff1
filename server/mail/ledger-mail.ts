import { escapeHtml } from '../../shared/escape-html';
import { formatShortDate } from '../../shared/dates';
import { formatUsd } from '../../shared/money';
import type { MailMessage } from './mailer';

/** The receipt's subject: the amount with its currency, 'Payment received: $550.00'. */
export const receiptSubject = (amountCents: number): string => `Payment received: ${formatUsd(amountCents)}`;

/** To the tenant: a payment was recorded on their lease, with the balance after it; dates as sentences print them ('Nov 29, 2026'). */
export function receiptMail(to: string, companyName: string, opts: { amountCents: number; receivedOn: string; method: string; reference: string; balanceCents: number; link: string }): MailMessage {
  const lines = [
    `${companyName} has recorded your payment of ${formatUsd(opts.amountCents)} received on ${formatShortDate(opts.receivedOn)} (${opts.method}${opts.reference ? `, reference ${opts.reference}` : ''}).`,
    `Your balance is now ${formatUsd(opts.balanceCents)}.`,
  ];
  return {
    to,
    subject: receiptSubject(opts.amountCents),
    text: [...lines, '', `See your balance: ${opts.link}`, '', companyName].join('\n'),
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(opts.link)}">See your balance</a></p><p>${escapeHtml(companyName)}</p>`,
  };
}

/** To the tenant: a charge falls due soon, or the lease is past due. */
export function reminderMail(to: string, companyName: string, opts: { kind: 'upcoming' | 'past_due'; amountCents: number; dueOn: string | null; link: string }): MailMessage {
  const line =
    opts.kind === 'upcoming'
      ? `A reminder from ${companyName}: ${formatUsd(opts.amountCents)} is due on ${formatShortDate(opts.dueOn ?? "")}.`
      : `A reminder from ${companyName}: ${formatUsd(opts.amountCents)} of your balance is past due. Please pay it, or contact the leasing office if you already have.`;
  return {
    to,
    subject: opts.kind === 'upcoming' ? `${companyName}: a payment is due soon` : `${companyName}: your balance is past due`,
    text: [line, '', `See your balance: ${opts.link}`, '', companyName].join('\n'),
    html: `<p>${escapeHtml(line)}</p><p><a href="${escapeHtml(opts.link)}">See your balance</a></p><p>${escapeHtml(companyName)}</p>`,
  };
}
