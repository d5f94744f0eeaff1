import { escapeHtml } from '../../shared/escape-html';
import type { MailMessage } from './mailer';
import { unlinkable } from './unlinkable-text';

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
const linkHtml = (href: string, label: string) => `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;

function mail(to: string, subject: string, intro: string[], link: { href: string; label: string } | null, companyName: string, after: string[] = []): MailMessage {
  return {
    to,
    subject,
    text: [...intro.flatMap((line) => [line, '']), ...(link ? [`${link.label}: ${link.href}`, ''] : []), ...after.flatMap((line) => [line, '']), companyName].join('\n'),
    html: paragraphs(intro) + (link ? linkHtml(link.href, link.label) : '') + paragraphs([...after, companyName]),
  };
}

/** To the tenant: the lease packet is ready for their signature. */
export function tenantSignMail(to: string, companyName: string, link: string): MailMessage {
  return mail(to, `${companyName}: your lease is ready to sign`, [`Your lease documents from ${companyName} are ready. Read them and sign them electronically in your student area.`], { href: link, label: 'Read and sign your lease' }, companyName);
}

/**
 * To the guarantor the application names, who has no account: the link is theirs alone and works
 * for 14 days. The student's name is theirs to choose, so it is plain text that cannot become a link.
 */
export function guarantorSignMail(to: string, companyName: string, opts: { guarantorName: string; studentName: string; link: string; expiresOn: string }): MailMessage {
  const greeting = opts.guarantorName.trim() ? `Hello ${unlinkable(opts.guarantorName.trim())},` : 'Hello,';
  const intro = `${unlinkable(opts.studentName.trim())} has signed a lease with ${companyName} that names you as guarantor. Read the documents and sign the guaranty electronically with the link below, or decline.`;
  const note = `The link is for you alone and works until ${opts.expiresOn}. Do not forward it. If you do not know the student, ignore this message.`;
  return mail(to, `${companyName}: a lease guaranty for you to sign`, [greeting, intro, note], { href: opts.link, label: 'Read and sign the guaranty' }, companyName);
}

/** To the company's managers: every other signer has signed; the landlord countersigns. */
export function landlordSignMail(to: string, companyName: string, opts: { lease: string; link: string }): MailMessage {
  return mail(to, `${companyName}: a lease awaits your countersignature`, [`The lease of ${unlinkable(opts.lease)} has been signed by the tenant and any guarantor. Countersign it as the landlord.`], { href: opts.link, label: 'Open the lease' }, companyName);
}

/** To the company's managers: a signer declined; the bed stays held until a manager voids the lease. */
export function declinedMail(to: string, companyName: string, opts: { lease: string; role: string; reason: string; link: string }): MailMessage {
  return mail(
    to,
    `${companyName}: a lease was declined`,
    [`The ${opts.role.toLowerCase()} declined to sign the lease of ${unlinkable(opts.lease)}. Their reason: “${unlinkable(opts.reason)}”`, 'The bed stays held until you void the lease.'],
    { href: opts.link, label: 'Open the lease' },
    companyName,
  );
}

/** To the company's managers, at a lease's first failed execution: every party signed, but it could not be finalized; a manager retries once the cause is fixed. */
export function notFinalizedMail(to: string, companyName: string, opts: { lease: string; reason: string; link: string }): MailMessage {
  return mail(
    to,
    `${companyName}: a signed lease could not be finalized`,
    [`Every party has signed the lease of ${unlinkable(opts.lease)}, but it could not be finalized: ${unlinkable(opts.reason)}.`, 'The signatures stay recorded. Fix the cause, then open the lease and select Retry.'],
    { href: opts.link, label: 'Open the lease' },
    companyName,
  );
}

/** To every signer: the lease is executed; the final documents and the certificate are a link away, and anyone can check a copy at the verify page. */
export function executedMail(to: string, companyName: string, link: string, verifyLink: string): MailMessage {
  return mail(
    to,
    `${companyName}: your lease is signed by everyone`,
    [`Every party has signed the lease with ${companyName}. Download the signed documents and the certificate of completion, and keep them.`],
    { href: link, label: 'Download the signed documents' },
    companyName,
    [`Anyone you give a copy to can check that it is the one issued here: ${verifyLink}`],
  );
}
