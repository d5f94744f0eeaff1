import { NOTIFICATION_EVENTS, type NotificationEvent } from '../../../shared/notifications/events';
import { fillEmail, fillSms, firstUnfillable, redactLink, type MessageLink, type Values } from '../../../shared/notifications/fill';
import type { FilledMessage } from '../../../shared/notifications/types';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { Delivery, MailMessage, Mailer } from '../../mail/mailer';
import { e164 } from '../../mail/sms';
import { insertMessages, messageTemplate, notificationSetting, textingChoices, type MessageTemplateRow } from '../../queries/messages';
import { leaseValues } from './values';

export type NotifyDeps = { db: Db; mailer: Mailer; logger?: Logger };

/** What an event's message is about, for the person's log on those pages. */
export type About = { lease_id?: number; application_id?: number; ticket_id?: number };

export type Notice = {
  event: NotificationEvent;
  organizationId: number | null;
  to: string;
  /** The person it is about (null: a guarantor, or an address without an account). */
  userId: number | null;
  values: Values;
  link: MessageLink | null;
  /** Our own text, used when the company chose no template. */
  builtIn: MailMessage;
  about?: About;
};

/**
 * A template chosen for an event, if it still suits it: a template edited since it was chosen to use
 * a variable the event cannot fill is passed over (the built-in text goes instead), and said in the log.
 */
async function chosenTemplate(deps: Pick<NotifyDeps, 'db' | 'logger'>, organizationId: number, id: number | null, event: NotificationEvent): Promise<MessageTemplateRow | undefined> {
  if (id === null) return undefined;
  const template = await messageTemplate(deps.db, organizationId, id);
  if (!template) return undefined;
  const unfillable = firstUnfillable(template, NOTIFICATION_EVENTS[event].variables);
  if (unfillable) {
    deps.logger?.warn({ event, template: id, variable: unfillable }, 'notification template uses a variable its event cannot fill: the built-in text was sent');
    return undefined;
  }
  return template;
}

async function logMessage(deps: NotifyDeps, n: Notice, message: FilledMessage & { to: string }, outcome: { status: Delivery | 'failed'; error?: string }): Promise<void> {
  await insertMessages(deps.db, [
    {
      organization_id: n.organizationId,
      user_id: n.userId,
      channel: message.channel,
      to: message.to,
      event: n.event,
      subject: message.subject,
      text: redactLink(message.text, n.link),
      html: null,
      status: outcome.status,
      error: outcome.error ?? null,
      sent_at: outcome.status === 'failed' ? null : new Date().toISOString(),
      ...n.about,
    },
  ]).catch((err: unknown) => deps.logger?.error({ err, event: n.event }, 'message log not written'));
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/** An event's messages as they would go: the e-mail, and the SMS when the person gets one. */
export type ComposedNotice = { email: FilledMessage; sms: (FilledMessage & { to: string }) | null };

/**
 * Fills an event's messages without sending them: the company's e-mail template for the event (the
 * link rule of shared/notifications/fill.ts keeps its link), or our built-in text; and, for a person
 * who agreed to informational texts and has a mobile number, the event's SMS template when the
 * company chose one.
 */
export async function composeNotice(deps: Pick<NotifyDeps, 'db' | 'logger'>, n: Notice): Promise<ComposedNotice> {
  const setting = n.organizationId === null ? undefined : await notificationSetting(deps.db, n.organizationId, n.event);
  const emailTemplate = setting && (await chosenTemplate(deps, n.organizationId!, setting.email_template_id, n.event));
  const email: FilledMessage = emailTemplate
    ? fillEmail({ type: 'Email Template', subject: emailTemplate.subject, body: emailTemplate.body }, n.values, n.link)
    : { channel: 'email', subject: n.builtIn.subject, text: n.builtIn.text, html: n.builtIn.html ?? null };
  if (!setting?.sms_template_id || n.userId === null) return { email, sms: null };
  const smsTemplate = await chosenTemplate(deps, n.organizationId!, setting.sms_template_id, n.event);
  const person = (await textingChoices(deps.db, [n.userId])).get(n.userId);
  const phone = person && e164(person.cell_phone);
  if (!smsTemplate || !person?.informational_opt_in || !person.is_active || !phone) return { email, sms: null };
  return { email, sms: { ...fillSms({ type: 'SMS Template', subject: '', body: smsTemplate.body }, n.values, n.link, setting.sms_link === 1), to: phone } };
}

/**
 * Sends an event's messages (composeNotice) and logs each for the person. A failed e-mail is logged
 * and thrown (callers decide whether it undoes anything); a failed SMS is logged only.
 */
export async function notify(deps: NotifyDeps, n: Notice): Promise<void> {
  const { email, sms } = await composeNotice(deps, n);
  try {
    const delivery = await deps.mailer.send({ to: n.to, subject: email.subject, text: email.text, html: email.html ?? undefined, linkId: n.builtIn.linkId });
    await logMessage(deps, n, { ...email, to: n.to }, { status: delivery });
  } catch (err) {
    await logMessage(deps, n, { ...email, to: n.to }, { status: 'failed', error: errorText(err) });
    throw err;
  }
  if (!sms) return;
  try {
    await logMessage(deps, n, sms, { status: await deps.mailer.sendSms({ to: sms.to, body: sms.text, linkId: n.builtIn.linkId }) });
  } catch (err) {
    deps.logger?.error({ err, event: n.event }, 'text message failed');
    await logMessage(deps, n, sms, { status: 'failed', error: errorText(err) });
  }
}

/**
 * Writes an event's messages (composeNotice) to the message queue in the caller's transaction, for a
 * message that must not be lost: it commits with the change it announces, and the queue sends it
 * after the commit (the caller kicks it), after a crash or restart too (ADR 034). A secret link is
 * kept beside the text until the message is sent, then taken out of it (server/queries/message-claims.ts).
 */
export async function queueNotice(trx: Db, n: Notice): Promise<void> {
  await queueNotices(trx, [n]);
}

/** Queues many notices (queueNotice) in the caller's transaction, their rows written in a few statements. Answers how many rows. */
export async function queueNotices(trx: Db, notices: readonly Notice[]): Promise<number> {
  const rows: Parameters<typeof insertMessages>[1] = [];
  for (const n of notices) {
    const { email, sms } = await composeNotice({ db: trx }, n);
    const on = { organizationId: n.organizationId, userId: n.userId, event: n.event, secretLink: n.link?.kind === 'secret' ? n.link.url : null, about: n.about };
    rows.push(queuedRow(email, n.to, on), ...(sms ? [queuedRow(sms, sms.to, on)] : []));
  }
  await insertMessages(trx, rows);
  return rows.length;
}

type QueuedOn = { organizationId: number | null; userId: number | null; event: NotificationEvent | null; secretLink: string | null; about?: About };

const queuedRow = (message: FilledMessage, to: string, on: QueuedOn) => ({
  organization_id: on.organizationId,
  user_id: on.userId,
  channel: message.channel,
  to,
  event: on.event,
  subject: message.subject,
  text: message.text,
  html: message.html ?? null,
  status: 'queued' as const,
  secret_link: on.secretLink,
  ...on.about,
});

/**
 * Queues our own mail to a company's staff (no template: a manager's notice), in the caller's
 * transaction, as queueNotice does. `event` is null for a notice no event of the company's
 * templates names (a decline, an execution that failed).
 */
export async function queueStaffMail(trx: Db, mail: MailMessage, on: { organizationId: number; event: NotificationEvent | null; about: About }): Promise<void> {
  await queueOwnMail(trx, mail, { ...on, userId: null });
}

/**
 * Queues our own mail (no company template) in the caller's transaction, as queueNotice does: a
 * manager's notice, or a student's roommate invitation. A secret link it carries is kept beside the
 * text only until it is sent.
 */
export async function queueOwnMail(trx: Db, mail: MailMessage, on: { organizationId: number; userId: number | null; event: NotificationEvent | null; about?: About; secretLink?: string }): Promise<void> {
  await insertMessages(trx, [queuedRow({ channel: 'email', subject: mail.subject, text: mail.text, html: mail.html ?? null }, mail.to, { ...on, secretLink: on.secretLink ?? null })]);
}

type LeaseNotice = Omit<Notice, 'organizationId' | 'values' | 'userId' | 'builtIn'> & { userId?: number | null; values?: Values; builtIn: (companyName: string) => MailMessage };

/**
 * An event's notice about a lease: the lease's variables (server/services/messaging/values.ts) with
 * the event's own added, to its tenant unless `userId` names someone else (null: a guarantor).
 */
async function leaseNotice(db: Db, leaseId: number, n: LeaseNotice): Promise<Notice> {
  const found = (await leaseValues(db, [leaseId])).get(leaseId);
  const companyName = found?.facts.company_name ?? '';
  return {
    ...n,
    organizationId: found?.facts.organization_id ?? null,
    userId: n.userId === undefined ? (found?.facts.user_id ?? null) : n.userId,
    values: { ...found?.values, ...n.values },
    builtIn: n.builtIn(companyName),
    about: { lease_id: leaseId, ...n.about },
  };
}

/** Sends an event's message about a lease (leaseNotice) now. */
export async function notifyAboutLease(deps: NotifyDeps, leaseId: number, n: LeaseNotice): Promise<void> {
  await notify(deps, await leaseNotice(deps.db, leaseId, n));
}

/**
 * Queues one event's message about each of many leases, to each lease's tenant, in the caller's
 * transaction: the leases' variables read at once, every message written in a few statements (a bulk
 * renewal invitation to a thousand residents). `each` adds a lease's own values and link.
 */
export async function queueNoticesAboutLeases(trx: Db, leaseIds: readonly number[], each: (leaseId: number) => Omit<LeaseNotice, 'to'>): Promise<number> {
  const found = await leaseValues(trx, leaseIds);
  const rows: Parameters<typeof insertMessages>[1] = [];
  for (const id of leaseIds) {
    const lease = found.get(id);
    if (!lease) continue;
    const n = each(id);
    const notice: Notice = { ...n, to: lease.facts.email, organizationId: lease.facts.organization_id, userId: lease.facts.user_id, values: { ...lease.values, ...n.values }, builtIn: n.builtIn(lease.facts.company_name), about: { lease_id: id, ...n.about } };
    const { email, sms } = await composeNotice({ db: trx }, notice);
    const on = { organizationId: notice.organizationId, userId: notice.userId, event: notice.event, secretLink: n.link?.kind === 'secret' ? n.link.url : null, about: notice.about };
    rows.push(queuedRow(email, notice.to, on), ...(sms ? [queuedRow(sms, sms.to, on)] : []));
  }
  await insertMessages(trx, rows);
  return rows.length;
}

/** Queues an event's message about a lease (leaseNotice) in the caller's transaction (queueNotice). */
export async function queueNoticeAboutLease(trx: Db, leaseId: number, n: LeaseNotice): Promise<void> {
  await queueNotice(trx, await leaseNotice(trx, leaseId, n));
}
