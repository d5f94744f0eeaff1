import { escapeHtml } from '../../shared/escape-html';
import type { MailMessage } from './mailer';

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#2F5FE8;color:#fff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;

/** A message with a link: plain text and HTML, the company's name, and the absolute link. */
function linkMail(opts: { to: string; companyName: string; subject: string; intro: string; link: string; action: string; outro: string }): MailMessage {
  const text = [opts.intro, '', `${opts.action}: ${opts.link}`, '', opts.outro, '', opts.companyName].join('\n');
  const html =
    `<p>${escapeHtml(opts.intro)}</p>${button(opts.link, opts.action)}` +
    `<p style="color:#5B687C;font-size:14px">Or paste this link into your browser: ${escapeHtml(opts.link)}</p>` +
    `<p style="color:#5B687C;font-size:14px">${escapeHtml(opts.outro)}</p><p>${escapeHtml(opts.companyName)}</p>`;
  return { to: opts.to, subject: `${opts.companyName}: ${opts.subject}`, text, html };
}

export function accessLinkMail(to: string, companyName: string, link: string): MailMessage {
  return linkMail({
    to,
    companyName,
    subject: 'your sign-in link',
    intro: `Use the link below to sign in to ${companyName}. It works once, within the next hour.`,
    link,
    action: 'Sign in',
    outro: 'If you did not ask for this link, you can ignore this message.',
  });
}

export function verifyEmailMail(to: string, companyName: string, link: string): MailMessage {
  return linkMail({
    to,
    companyName,
    subject: 'verify your e-mail address',
    intro: `Verify that ${to} is your address, so ${companyName} knows your reservation requests come from you. The link works once, within the next 7 days.`,
    link,
    action: 'Verify my e-mail address',
    outro: 'If you did not create an account, you can ignore this message: nothing is verified without your click.',
  });
}

export function resetPasswordMail(to: string, companyName: string, link: string): MailMessage {
  return linkMail({
    to,
    companyName,
    subject: 'reset your password',
    intro: `Someone asked to reset the password of your ${companyName} account. The link below works once, within the next hour.`,
    link,
    action: 'Choose a new password',
    outro: 'If it was not you, ignore this message: your password stays as it is.',
  });
}
