import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { document as doc, paragraph, text, variable } from '../../shared/documents/build';
import type { DocNode } from '../../shared/documents/types';
import { LINK_IN_EMAIL } from '../../shared/notifications/fill';
import { MESSAGE_ERRORS, SMS_OPT_OUT } from '../../shared/notifications/texts';
import type { BatchProgress, MessageLogRow, MessagePreview, NotificationSetting, RecipientList } from '../../shared/notifications/types';
import { API_ERRORS, OWNERSHIP_MESSAGES } from '../../shared/messages';
import { startFakeSmsProvider } from '../helpers/fake-sms';
import { keptSignableLeases, type buildSignableLease } from '../helpers/lease-fixture';
import { signedInAgent } from '../helpers/manager-factories';
import { sendHeldMessages } from '../helpers/outbox';
import type { TestContext } from '../helpers/test-app';

let sms: Awaited<ReturnType<typeof startFakeSmsProvider>>;
beforeAll(async () => {
  sms = await startFakeSmsProvider();
});
afterAll(() => sms.close());

const SMS_ENV = () => ({ SMS_URL: sms.url, SMS_FROM: '+15125550100', SMS_AUTH: 'AC1:provider-token' });
const fresh = keptSignableLeases({ guarantor: false }, () => ({ env: SMS_ENV() }));

let ctx: TestContext;
let f: Awaited<ReturnType<typeof buildSignableLease>>;
beforeEach(async () => {
  ({ ctx, f } = await fresh());
  sms.posts.length = 0;
  sms.state.status = 201;
  await ctx.db.updateTable('users').set({ cell_phone: '(512) 555-0142', informational_opt_in: 1 }).where('id', '=', f.agents.student.userId).execute();
});
afterEach(() => ctx.close());

const template = async (type: 'Email Template' | 'SMS Template' | 'Lease Agreement', body: DocNode, subject = '', orgId = f.orgId) =>
  (await ctx.db.insertInto('document_templates').values({ organization_id: orgId, name: `${type} ${subject}`, type, subject, body: JSON.stringify(body) }).returning('id').executeTakeFirstOrThrow()).id;
const studentEmail = async () => (await ctx.db.selectFrom('users').select('email').where('id', '=', f.agents.student.userId).executeTakeFirstOrThrow()).email;
const leak = { category: 'plumbing', description: 'The sink in the kitchen leaks under the cabinet.', location: 'Unit 4B' };

/** The student reports a problem and a manager starts on it: the event ticket_updated, sent. */
async function ticketStarted() {
  const ticket = (await f.agents.student.post('/api/tickets/').send(leak)).body as { id: number };
  const res = await f.agents.manager.patch(`/api/tickets/${ticket.id}/`).send({ status: 'In progress', version: 1 });
  expect(res.status).toBe(200);
  // The mail waits ten minutes for more changes (issue 45); let it go now.
  await sendHeldMessages(ctx);
  return ticket.id;
}

describe('notification settings', () => {
  it('lists every event with the built-in text until the company chooses a template', async () => {
    const res = await f.agents.manager.get('/api/messages/notifications/');
    expect(res.status).toBe(200);
    const rows = res.body as NotificationSetting[];
    expect(rows.map((r) => r.event)).toEqual(expect.arrayContaining(['application_received', 'application_approved', 'application_declined', 'lease_ready_to_sign', 'guarantor_invitation', 'lease_executed', 'payment_receipt', 'payment_reminder', 'ticket_updated']));
    expect(rows.find((r) => r.event === 'payment_reminder')).toMatchObject({ label: 'Payment reminder', email_template_id: null, sms_template_id: null, sms_link: false, link: 'plain' });
    expect(rows.find((r) => r.event === 'payment_reminder')!.variables).toEqual(expect.arrayContaining([{ key: 'amount_due', name: 'Amount Due' }, { key: 'due_date', name: 'Due Date' }]));
  });

  it('saves a choice, and refuses a template of another type, of another company, or using what the event cannot fill', async () => {
    const email = await template('Email Template', doc(paragraph(text('Hello '), variable('student_first_name'))), 'Receipt {{amount_paid}}');
    const smsTemplate = await template('SMS Template', doc(paragraph(text('Paid '), variable('amount_paid'))));
    let res = await f.agents.manager.put('/api/messages/notifications/payment_receipt/').send({ email_template_id: email, sms_template_id: smsTemplate });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ event: 'payment_receipt', email_template_id: email, sms_template_id: smsTemplate });

    res = await f.agents.manager.put('/api/messages/notifications/application_approved/').send({ email_template_id: email, sms_template_id: null });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email_template_id: [MESSAGE_ERRORS.cannotFill('Amount Paid', 'Application approved')] });
    expect((await f.agents.manager.put('/api/messages/notifications/payment_receipt/').send({ email_template_id: smsTemplate, sms_template_id: null })).body).toEqual({ email_template_id: [MESSAGE_ERRORS.wrongType('Email Template')] });
    const theirs = await template('Email Template', doc(paragraph(text('Their words here'))), 'Theirs', f.otherOrgId);
    expect((await f.agents.manager.put('/api/messages/notifications/payment_receipt/').send({ email_template_id: theirs, sms_template_id: null })).body).toEqual({ email_template_id: [MESSAGE_ERRORS.notYourTemplate] });
    expect((await f.agents.manager.put('/api/messages/notifications/no_such_event/').send({ email_template_id: null, sms_template_id: null })).status).toBe(400);
    expect((await f.agents.manager.put('/api/messages/notifications/payment_receipt/').send({ email_template_id: 'x', sms_template_id: null, extra: 1 })).status).toBe(400);
    // None of the refusals changed the saved choice.
    const rows = (await f.agents.manager.get('/api/messages/notifications/')).body as NotificationSetting[];
    expect(rows.find((r) => r.event === 'payment_receipt')).toMatchObject({ email_template_id: email, sms_template_id: smsTemplate });
    expect(rows.find((r) => r.event === 'application_approved')).toMatchObject({ email_template_id: null });
  });

  it('is the company managers’ alone', async () => {
    const email = await template('Email Template', doc(paragraph(text('Hello '), variable('student_first_name'))), 'Hi');
    expect((await request(ctx.app).get('/api/messages/notifications/')).status).toBe(401);
    expect((await f.agents.student.get('/api/messages/notifications/')).status).toBe(403);
    expect((await f.agents.maintenance.put('/api/messages/notifications/ticket_updated/').send({ email_template_id: null, sms_template_id: null })).status).toBe(403);
    // Maintenance staff read the settings, and previews with sample data, but no tenant's own facts.
    expect((await f.agents.maintenance.get('/api/messages/notifications/')).status).toBe(200);
    expect((await f.agents.maintenance.post('/api/messages/preview/').send({ template_id: null, event: 'ticket_updated' })).status).toBe(200);
    expect((await f.agents.maintenance.post('/api/messages/preview/').send({ template_id: email, lease_id: f.leaseId })).status).toBe(403);
    // Another company's manager sees their own defaults and cannot choose this company's template.
    expect(((await f.agents.stranger.get('/api/messages/notifications/')).body as NotificationSetting[]).every((r) => r.email_template_id === null)).toBe(true);
    expect((await f.agents.stranger.put('/api/messages/notifications/ticket_updated/').send({ email_template_id: email, sms_template_id: null })).body).toEqual({ email_template_id: [MESSAGE_ERRORS.notYourTemplate] });
  });
});

describe('an event in the company’s words', () => {
  it('fills the chosen e-mail template, adds the link it omits, texts an opted-in student, and logs both', async () => {
    const email = await template('Email Template', doc(paragraph(text('Hi '), variable('student_first_name'), text(', request '), variable('ticket_number'), text(' is '), variable('ticket_status'), text('.'))), '{{ticket_number}}: {{ticket_status}}');
    const smsTemplate = await template('SMS Template', doc(paragraph(variable('company_name'), text(': request '), variable('ticket_number'), text(' is '), variable('ticket_status'))));
    expect((await f.agents.manager.put('/api/messages/notifications/ticket_updated/').send({ email_template_id: email, sms_template_id: smsTemplate })).status).toBe(200);
    const ticketId = await ticketStarted();

    const mail = await ctx.db.selectFrom('outbox').selectAll().where('to', '=', await studentEmail()).where('channel', '=', 'email').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`#${ticketId}: In progress`);
    expect(mail.text).toContain(`Hi Jordan, request #${ticketId} is In progress.`);
    // The template does not place the link: it is added after the body.
    expect(mail.text).toContain(`See your request: ${ctx.config.baseUrl}/new/tenant/maintenance#ticket-${ticketId}`);
    expect(mail.html).toContain(`<a href="${ctx.config.baseUrl}/new/tenant/maintenance#ticket-`);

    expect(sms.posts).toHaveLength(1);
    expect(sms.posts[0]!.authorization).toBe(`Basic ${Buffer.from('AC1:provider-token').toString('base64')}`);
    expect(sms.posts[0]!.fields).toEqual({ To: '+15125550142', From: '+15125550100', Body: `Campus Edge Living: request #${ticketId} is In progress\n${SMS_OPT_OUT}` });

    const log = (await f.agents.student.get('/api/messages/')).body as MessageLogRow[];
    expect(log.slice(0, 2).map((m) => [m.channel, m.status, m.source])).toEqual([
      ['sms', 'sent', 'Maintenance request updated'],
      ['email', 'kept', 'Maintenance request updated'],
    ]);
  });

  it('keeps the built-in text without a choice, and sends no text to a student who did not agree to texts', async () => {
    const smsTemplate = await template('SMS Template', doc(paragraph(text('Request '), variable('ticket_number'), text(' changed'))));
    await f.agents.manager.put('/api/messages/notifications/ticket_updated/').send({ email_template_id: null, sms_template_id: smsTemplate });
    await ctx.db.updateTable('users').set({ informational_opt_in: 0 }).where('id', '=', f.agents.student.userId).execute();
    const ticketId = await ticketStarted();
    const mail = await ctx.db.selectFrom('outbox').selectAll().where('to', '=', await studentEmail()).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Campus Edge Living: maintenance request #${ticketId} (Plumbing)`);
    expect(sms.posts).toHaveLength(0);
  });

  it('logs a text the provider refused as failed, and the change stands', async () => {
    const smsTemplate = await template('SMS Template', doc(paragraph(text('Request '), variable('ticket_number'), text(' changed'))));
    await f.agents.manager.put('/api/messages/notifications/ticket_updated/').send({ email_template_id: null, sms_template_id: smsTemplate });
    sms.state.status = 500;
    await ticketStarted();
    const log = (await f.agents.student.get('/api/messages/')).body as MessageLogRow[];
    expect(log[0]).toMatchObject({ channel: 'sms', status: 'failed', error: expect.stringContaining('500') });
  });

  it('keeps a secret link in the mail whatever the template says, out of texts unless the company allows it, and out of the log', async () => {
    const email = await template('Email Template', doc(paragraph(text('Forgot it, '), variable('student_first_name'), text('?'))), 'New password');
    const smsTemplate = await template('SMS Template', doc(paragraph(text('Reset: '), variable('link'))));
    await f.agents.manager.put('/api/messages/notifications/password_reset/').send({ email_template_id: email, sms_template_id: smsTemplate });
    const to = await studentEmail();
    await ctx.db.updateTable('users').set({ password_hash: 'x' }).where('id', '=', f.agents.student.userId).execute();
    expect((await request(ctx.app).post('/api/send_reset_email/').send({ email: to })).status).toBeLessThan(300);
    const mail = await ctx.db.selectFrom('outbox').selectAll().where('to', '=', to).where('channel', '=', 'email').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const link = /https?:\/\/\S+\/new\/reset-password\/\S+/.exec(mail.text)?.[0];
    expect(mail.subject).toBe('New password');
    expect(link).toBeDefined();
    expect(sms.posts.at(-1)!.fields.Body).toBe(`Reset: ${LINK_IN_EMAIL}\n${SMS_OPT_OUT}`);
    const logged = await ctx.db.selectFrom('messages').select('text').where('event', '=', 'password_reset').where('channel', '=', 'email').executeTakeFirstOrThrow();
    expect(logged.text).not.toContain(link!);
    expect(logged.text).toContain('[link]');

    await f.agents.manager.put('/api/messages/notifications/password_reset/').send({ email_template_id: email, sms_template_id: smsTemplate, sms_link: true });
    await ctx.db.deleteFrom('one_time_links').execute();
    await request(ctx.app).post('/api/send_reset_email/').send({ email: to });
    expect(sms.posts.at(-1)!.fields.Body).toMatch(/^Reset: https?:\/\/\S+\/new\/reset-password\/\S+\n/);
  });
});

describe('the message log', () => {
  it('is read by the student, their company’s managers, and its maintenance staff for maintenance messages only', async () => {
    await ticketStarted();
    const id = f.agents.student.userId;
    expect(((await f.agents.manager.get(`/api/messages/?user_id=${id}`)).body as MessageLogRow[]).length).toBeGreaterThan(0);
    expect(((await f.agents.maintenance.get(`/api/messages/?user_id=${id}`)).body as MessageLogRow[]).every((m) => m.source === 'Maintenance request updated')).toBe(true);
    expect((await f.agents.stranger.get(`/api/messages/?user_id=${id}`)).status).toBe(404);
    expect((await f.agents.manager.get('/api/messages/')).body).toEqual({ user_id: ['This field is required'] });
    expect((await f.agents.manager.get('/api/messages/?user_id=abc')).status).toBe(400);
    expect((await request(ctx.app).get('/api/messages/')).status).toBe(401);
    // Another student reads only their own (none).
    expect((await (await signedInAgent(ctx, 'student', null)).get('/api/messages/')).body).toEqual([]);
  });
});

describe('previews', () => {
  it('fills a template with sample data for an event, a built-in text, or a recipient’s own facts', async () => {
    const email = await template('Email Template', doc(paragraph(text('Dear '), variable('student_first_name'), text(', '), variable('amount_due'), text(' is due.'))), 'Due {{due_date}}');
    let res = await f.agents.manager.post('/api/messages/preview/').send({ template_id: email, event: 'payment_reminder' });
    expect(res.status).toBe(200);
    expect((res.body as MessagePreview).email).toMatchObject({ subject: 'Due Dec 1, 2026', text: expect.stringContaining('Dear Jordan, $888.89 is due.') });
    res = await f.agents.manager.post('/api/messages/preview/').send({ template_id: null, event: 'application_approved' });
    expect((res.body as MessagePreview).email!.subject).toBe('Campus Edge Living: your rental application was approved');
    const hello = await template('Email Template', doc(paragraph(text('Hello '), variable('student_full_name'), text(' of '), variable('unit_number'))), 'Hi');
    res = await f.agents.manager.post('/api/messages/preview/').send({ template_id: hello, lease_id: f.leaseId });
    expect((res.body as MessagePreview).email!.text).toBe('Hello Jordan Rivera of 4B');
    expect((await f.agents.stranger.post('/api/messages/preview/').send({ template_id: null, event: 'payment_reminder', lease_id: f.leaseId })).status).toBe(404);
    expect((await f.agents.manager.post('/api/messages/preview/').send({ template_id: null })).status).toBe(400);
    expect((await f.agents.student.post('/api/messages/preview/').send({ template_id: hello })).status).toBe(403);
  });
});

describe('a manager’s send', () => {
  const body = (templateId: number, extra: object = {}) => ({ recipients: { lease_ids: [f.leaseId] }, template_id: templateId, purpose: 'informational', ...extra });

  it('lists the recipients with why any is skipped, queues the filled messages, and drains them to the outbox in the background', async () => {
    const email = await template('Email Template', doc(paragraph(text('Hello '), variable('student_first_name'), text(', your balance is '), variable('balance'), text('.'))), 'News for {{student_first_name}}');
    let res = await f.agents.manager.post('/api/messages/recipients/').send(body(email));
    expect(res.status).toBe(200);
    expect(res.body as RecipientList).toMatchObject({ sendable: 1, recipients: [{ name: 'Jordan Rivera', to: await studentEmail(), skip: null, lease_id: f.leaseId }] });
    res = await f.agents.manager.post('/api/messages/recipients/').send(body(email, { purpose: 'marketing' }));
    expect(res.body as RecipientList).toMatchObject({ sendable: 0, recipients: [{ skip: MESSAGE_ERRORS.noMarketingOptIn }] });

    res = await f.agents.manager.post('/api/messages/batches/').send(body(email));
    expect(res.status).toBe(201);
    const batch = res.body as BatchProgress;
    expect(batch).toMatchObject({ total: 1, channel: 'email', created_by: 'Morgan Lee' });
    await ctx.app.locals.messageQueue.idle();
    const progress = (await f.agents.manager.get(`/api/messages/batches/${batch.id}/`)).body as BatchProgress;
    expect(progress).toMatchObject({ total: 1, queued: 0, kept: 1, failed: 0 });
    const mail = await ctx.db.selectFrom('outbox').selectAll().where('to', '=', await studentEmail()).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect([mail.subject, mail.text]).toEqual(['News for Jordan', 'Hello Jordan, your balance is $0.00.']);
    expect(((await f.agents.manager.get(`/api/messages/?user_id=${f.agents.student.userId}`)).body as MessageLogRow[])[0]).toMatchObject({ source: 'Sent by Morgan Lee', status: 'kept' });
    expect(await ctx.db.selectFrom('audit_events').select('action').where('action', '=', 'message_batch.send').executeTakeFirst()).toBeDefined();
  });

  it('texts through the provider only the people who agreed', async () => {
    const text1 = await template('SMS Template', doc(paragraph(text('Hi '), variable('student_first_name'))));
    const res = await f.agents.manager.post('/api/messages/batches/').send({ recipients: { filter: { audience: 'applicants', property_id: f.propertyId } }, template_id: text1, purpose: 'informational' });
    expect(res.status).toBe(201);
    await ctx.app.locals.messageQueue.idle();
    expect(sms.posts.map((p) => p.fields.Body)).toEqual([`Hi Jordan\n${SMS_OPT_OUT}`]);
    await ctx.db.updateTable('users').set({ informational_opt_in: 0 }).where('id', '=', f.agents.student.userId).execute();
    const again = await f.agents.manager.post('/api/messages/batches/').send({ recipients: { filter: { audience: 'applicants', property_id: null } }, template_id: text1, purpose: 'informational' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ recipients: [MESSAGE_ERRORS.noRecipients] });
  });

  it('refuses other companies’ records, unfit templates and bad input, and writes nothing', async () => {
    const email = await template('Email Template', doc(paragraph(text('Hello '), variable('student_first_name'))), 'Hi');
    const ticketWords = await template('Email Template', doc(paragraph(text('Status '), variable('ticket_status'))), 'Hi');
    const lease = await template('Lease Agreement', doc(paragraph(text('A lease agreement'))), '');
    const post = (agent: typeof f.agents.manager, b: object) => agent.post('/api/messages/batches/').send(b);
    expect((await post(f.agents.stranger, body(email))).status).toBe(400);
    expect((await post(f.agents.stranger, body(email))).body).toEqual({ recipients: [OWNERSHIP_MESSAGES.notYours('lease')] });
    expect((await post(f.agents.manager, body(ticketWords))).body).toEqual({ template_id: [MESSAGE_ERRORS.cannotFill('Ticket Status', 'a message to tenants')] });
    expect((await post(f.agents.manager, body(lease))).body).toEqual({ template_id: [MESSAGE_ERRORS.noTemplate] });
    expect((await post(f.agents.manager, { ...body(email), recipients: { lease_ids: [] } })).status).toBe(400);
    expect((await post(f.agents.manager, { ...body(email), recipients: { lease_ids: Array.from({ length: 10_001 }, (_, i) => i + 1) } })).status).toBe(400);
    expect((await post(f.agents.student, body(email))).status).toBe(403);
    expect((await request(ctx.app).post('/api/messages/batches/').send(body(email))).status).toBe(401);
    expect(await ctx.db.selectFrom('messages').select('id').where('batch_id', 'is not', null).execute()).toEqual([]);
    const batch = ((await post(f.agents.manager, body(email))).body as BatchProgress).id;
    expect((await f.agents.stranger.get(`/api/messages/batches/${batch}/`)).status).toBe(404);
  });

  it('sends each queued message once when two processes drain the same queue, and requeues what a stopped one left', async () => {
    const { createMessageQueue } = await import('../../server/services/messaging/queue');
    const rows = Array.from({ length: 60 }, (_, i) => ({ organization_id: f.orgId, user_id: null, channel: 'email' as const, to: `p${i}@example.com`, subject: 'S', text: 'T', status: 'queued' as const }));
    await ctx.db.insertInto('messages').values(rows).execute();
    const other = createMessageQueue({ db: ctx.db, mailer: ctx.mailer, logger: ctx.logger, holder: 'another instance' });
    ctx.app.locals.messageQueue.kick();
    other.kick();
    await Promise.all([ctx.app.locals.messageQueue.idle(), other.idle()]);
    expect((await ctx.db.selectFrom('outbox').select('to').where('to', 'like', 'p%@example.com').execute()).length).toBe(60);

    await ctx.db.insertInto('messages').values({ ...rows[0]!, to: 'left@example.com', status: 'sending', claimed_at: '2000-01-01T00:00:00.000Z' }).execute();
    const stop = other.start();
    await new Promise((r) => setTimeout(r, 50));
    await other.idle();
    await stop();
    expect(await ctx.db.selectFrom('outbox').select('to').where('to', '=', 'left@example.com').execute()).toHaveLength(1);
  });
});

describe('replies to text messages', () => {
  const sign = (fields: Record<string, string>, url = `${ctx.config.baseUrl}/api/sms/inbound/`) =>
    createHmac('sha1', 'provider-token').update(url + Object.keys(fields).sort().map((k) => k + fields[k]).join('')).digest('base64');
  const reply = (fields: Record<string, string>, signature = sign(fields)) => request(ctx.app).post('/api/sms/inbound/').type('form').set('X-Twilio-Signature', signature).send(fields);
  const choices = async () => ctx.db.selectFrom('users').select(['informational_opt_in', 'marketing_opt_in']).where('id', '=', f.agents.student.userId).executeTakeFirstOrThrow();

  it('opts the number out on STOP and back in on START, from a post signed with SMS_AUTH', async () => {
    await ctx.db.updateTable('users').set({ marketing_opt_in: 1 }).where('id', '=', f.agents.student.userId).execute();
    const res = await reply({ From: '+15125550142', To: '+15125550100', Body: ' stop ', MessageSid: 'SM1' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<Response></Response>');
    expect(await choices()).toEqual({ informational_opt_in: 0, marketing_opt_in: 0 });
    expect(await ctx.db.selectFrom('audit_events').select('action').where('action', '=', 'user.sms_opt_out').executeTakeFirst()).toBeDefined();
    await reply({ From: '+15125550142', Body: 'START', MessageSid: 'SM2' });
    expect(await choices()).toEqual({ informational_opt_in: 1, marketing_opt_in: 0 });
  });

  it('acts on each MessageSid once: a replayed signed post is answered and changes nothing', async () => {
    const optOuts = async () => (await ctx.db.selectFrom('audit_events').select('id').where('action', '=', 'user.sms_opt_out').execute()).length;
    const stop = { From: '+15125550142', Body: 'STOP', MessageSid: 'SM1' };
    expect((await reply(stop)).status).toBe(200);
    await reply({ From: '+15125550142', Body: 'START', MessageSid: 'SM2' });
    expect(await choices()).toEqual({ informational_opt_in: 1, marketing_opt_in: 0 });
    // The STOP posted again, signed as it was: the provider gets its answer, the number stays opted in.
    const replayed = await reply(stop);
    expect([replayed.status, replayed.text]).toEqual([200, expect.stringContaining('<Response></Response>')]);
    expect(await choices()).toEqual({ informational_opt_in: 1, marketing_opt_in: 0 });
    expect(await optOuts()).toBe(1);
    expect(await ctx.db.selectFrom('sms_replies').select('message_sid').orderBy('message_sid').execute()).toEqual([{ message_sid: 'SM1' }, { message_sid: 'SM2' }]);
    // Twilio names every message it posts: a post without its MessageSid is refused, and changes nothing.
    for (const fields of [{ From: '+15125550142', Body: 'STOP' }, { From: '+15125550142', Body: 'STOP', MessageSid: 'SM 3' }] as Record<string, string>[]) {
      expect((await reply(fields)).body).toEqual({ MessageSid: [MESSAGE_ERRORS.noMessageSid] });
    }
    expect(await choices()).toEqual({ informational_opt_in: 1, marketing_opt_in: 0 });
    expect(await optOuts()).toBe(1);
  });

  it('refuses an unsigned or forged post and changes nothing', async () => {
    const fields = { From: '+15125550142', Body: 'STOP', MessageSid: 'SM9' };
    expect((await reply(fields, '')).status).toBe(403);
    expect((await reply(fields, sign({ ...fields, Body: 'HELLO' }))).status).toBe(403);
    expect((await reply(fields, sign(fields, 'https://evil.example.com/api/sms/inbound/'))).body).toEqual({ detail: MESSAGE_ERRORS.badSignature });
    const many = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, 'x']));
    expect((await reply({ ...fields, ...many })).body).toEqual({ detail: API_ERRORS.tooManyFields });
    expect(await choices()).toEqual({ informational_opt_in: 1, marketing_opt_in: 0 });
    expect(await ctx.db.selectFrom('sms_replies').select('message_sid').execute()).toEqual([]);
  });
});
