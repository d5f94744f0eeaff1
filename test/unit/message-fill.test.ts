import { describe, expect, it } from '@jest/globals';
import { document as doc, paragraph, text, variable } from '../../shared/documents/build';
import { plainText, usedVariables } from '../../shared/documents/plain-text';
import { bodyContentErrors } from '../../shared/documents/validate';
import { DOCUMENT_MESSAGES } from '../../shared/messages';
import { NOTIFICATION_EVENTS } from '../../shared/notifications/events';
import { fillEmail, fillSms, firstUnfillable, LINK_IN_EMAIL, redactLink, type MessageLink } from '../../shared/notifications/fill';
import { SMS_OPT_OUT } from '../../shared/notifications/texts';
import { e164 } from '../../server/mail/sms';
import { isSignedBy } from '../../server/services/messaging/sms-replies';
import { createHmac } from 'node:crypto';

const secret: MessageLink = { url: 'https://x.example/new/access/TOKEN', kind: 'secret', label: 'Sign in' };
const plain: MessageLink = { url: 'https://x.example/new/tenant/lease', kind: 'plain', label: 'Open your lease' };
const email = (body: ReturnType<typeof doc>, subject = 'Hi {{student_first_name}}') => ({ type: 'Email Template' as const, subject, body });

describe('filling a message template', () => {
  it('writes the plain-text part: paragraphs, lists, links after their words, variables filled or named', () => {
    const body = doc(
      paragraph(text('Dear '), variable('student_first_name'), text(',')),
      { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('one'))] }, { type: 'listItem', content: [paragraph(text('two'))] }] },
      paragraph(text('Read it', [{ type: 'link', attrs: { href: 'https://x.example/terms' } }]), text(' by '), variable('due_date')),
    );
    expect(plainText(body, { student_first_name: 'Ana' })).toBe('Dear Ana,\n\n- one\n\n- two\n\nRead it (https://x.example/terms) by [Due Date]');
    expect(usedVariables(body, '{{company_name}} {{nope}}')).toEqual(['company_name', 'student_first_name', 'due_date']);
  });

  it('adds the link an e-mail template omits, once, and leaves one it places where it is', () => {
    const omitted = fillEmail(email(doc(paragraph(text('Hello '), variable('student_first_name')))), { student_first_name: 'Ana' }, secret);
    expect(omitted.subject).toBe('Hi Ana');
    expect(omitted.text).toBe('Hello Ana\n\nSign in: https://x.example/new/access/TOKEN');
    expect(omitted.html).toContain('<a href="https://x.example/new/access/TOKEN">Sign in</a>');
    const placed = fillEmail(email(doc(paragraph(text('Go: '), variable('link')))), {}, secret);
    expect(placed.text).toBe('Go: https://x.example/new/access/TOKEN');
    expect(placed.html!.match(/TOKEN/g)).toHaveLength(1);
  });

  it('escapes what a value holds in the HTML part, and keeps a subject on one line', () => {
    const filled = fillEmail(email(doc(paragraph(variable('student_first_name'))), 'A {{student_first_name}}'), { student_first_name: '<b>Ana</b>\nB' }, null);
    expect(filled.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(filled.subject).toBe('A <b>Ana</b>B');
  });

  it('keeps a secret link out of a text message unless allowed, shows a plain one, and always ends with the opt-out wording', () => {
    const sms = { type: 'SMS Template' as const, subject: '', body: doc(paragraph(text('Link: '), variable('link'))) };
    expect(fillSms(sms, {}, secret, false).text).toBe(`Link: ${LINK_IN_EMAIL}\n${SMS_OPT_OUT}`);
    expect(fillSms(sms, {}, secret, true).text).toBe(`Link: ${secret.url}\n${SMS_OPT_OUT}`);
    expect(fillSms(sms, {}, plain, false).text).toBe(`Link: ${plain.url}\n${SMS_OPT_OUT}`);
  });

  it('names the first variable an event cannot fill, and cuts secret links out of the log', () => {
    const body = doc(paragraph(variable('student_first_name'), variable('amount_due')));
    expect(firstUnfillable({ subject: '', body }, NOTIFICATION_EVENTS.payment_reminder.variables)).toBeNull();
    expect(firstUnfillable({ subject: '{{ticket_status}}', body }, NOTIFICATION_EVENTS.payment_reminder.variables)).toBe('ticket_status');
    expect(firstUnfillable({ subject: '', body }, NOTIFICATION_EVENTS.application_received.variables)).toBe('amount_due');
    expect(redactLink(`Go ${secret.url} now`, secret)).toBe('Go [link] now');
    expect(redactLink(`Go ${plain.url}`, plain)).toBe(`Go ${plain.url}`);
  });

  it('refuses the message-only variables in a lease agreement, not in an e-mail', () => {
    const body = doc(paragraph(text('Pay '), variable('amount_due'), text(' by the first of each month.')));
    expect(bodyContentErrors('Lease Agreement', body, () => undefined)).toEqual([DOCUMENT_MESSAGES.messageVariable('Amount Due')]);
    expect(bodyContentErrors('Email Template', body, () => undefined)).toEqual([]);
  });
});

describe('text message numbers and replies', () => {
  it('writes US numbers in E.164 form, and nothing else', () => {
    expect(['(512) 555-0142', '+1 512.555.0142', '15125550142'].map(e164)).toEqual(['+15125550142', '+15125550142', '+15125550142']);
    expect(['', '555-0142', '+44 20 7946 0958'].map(e164)).toEqual([null, null, null]);
  });

  it('takes a post signed the way Twilio signs (HMAC-SHA1 of the URL and the fields in name order) and nothing else', () => {
    const url = 'https://leasing.example.com/api/sms/inbound/';
    const fields = { To: '+15125550100', From: '+15125550142', Body: 'STOP' };
    const signature = createHmac('sha1', 'token').update(`${url}BodySTOPFrom+15125550142To+15125550100`).digest('base64');
    expect(isSignedBy('token', url, fields, signature)).toBe(true);
    expect(isSignedBy('other', url, fields, signature)).toBe(false);
    expect(isSignedBy('token', url, { ...fields, Body: 'START' }, signature)).toBe(false);
    expect(isSignedBy('token', url, fields, undefined)).toBe(false);
    expect(isSignedBy('token', url, fields, 'short')).toBe(false);
  });
});
