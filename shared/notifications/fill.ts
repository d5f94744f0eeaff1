import { escapeHtml } from '../escape-html';
import { plainText, usedVariables } from '../documents/plain-text';
import { fillSubject, renderDocument } from '../documents/render';
import { stripLineBreaks } from '../documents/length';
import type { DocNode } from '../documents/types';
import { VARIABLES, type VariableKey } from '../documents/variables';
import type { LinkKind } from './events';
import { SMS_OPT_OUT } from './texts';
import type { FilledMessage } from './types';

export type MessageTemplate = { type: 'Email Template' | 'SMS Template'; subject: string; body: DocNode };
export type Values = Partial<Record<VariableKey, string>>;
export type MessageLink = { url: string; kind: LinkKind; label: string };

/** The first variable a template uses that `fillable` does not hold, or null: the template is refused when chosen. */
export function firstUnfillable(template: { subject: string; body: DocNode }, fillable: readonly VariableKey[]): VariableKey | null {
  return usedVariables(template.body, template.subject).find((key) => !fillable.includes(key)) ?? null;
}

export const variableName = (key: VariableKey) => VARIABLES[key].name;

/**
 * An e-mail from a company's template. The link rule: an event's link is always in the mail: when the
 * template does not place it (the `link` variable), it is added after the body, so a template can
 * never lose a sign-in, reset, verification or signing link.
 */
export function fillEmail(template: MessageTemplate, values: Values, link: MessageLink | null): FilledMessage {
  const filled = link ? { ...values, link: link.url } : values;
  const placed = usedVariables(template.body).includes('link');
  let html = renderDocument(template.body, { values: filled });
  let text = plainText(template.body, filled);
  if (link && !placed) {
    html += `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`;
    text += `\n\n${link.label}: ${link.url}`;
  }
  return { channel: 'email', subject: stripLineBreaks(fillSubject(template.subject, filled)), text, html };
}

/** What an SMS says in place of a secret link the company keeps out of text messages. */
export const LINK_IN_EMAIL = 'the link in your e-mail';

/**
 * A text message from a company's template, ending with the opt-out wording. A secret link (sign-in,
 * reset, verification, signing) shows only when the company allows it (`smsLink`); otherwise the
 * message points to the e-mail. A template that omits the link gets none added: 160 characters are
 * the template's.
 */
export function fillSms(template: MessageTemplate, values: Values, link: MessageLink | null, smsLink: boolean): FilledMessage {
  const shown = link ? (link.kind === 'secret' && !smsLink ? LINK_IN_EMAIL : link.url) : undefined;
  const text = plainText(template.body, shown === undefined ? values : { ...values, link: shown });
  return { channel: 'sms', subject: '', text: `${text}\n${SMS_OPT_OUT}`, html: null };
}

/** The text a log keeps of a message: a secret link is cut out, as it signs someone in. */
export function redactLink(text: string, link: MessageLink | null): string {
  return link?.kind === 'secret' ? text.replaceAll(link.url, '[link]') : text;
}
