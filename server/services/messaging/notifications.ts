import { formatShortDate } from '../../../shared/dates';
import { sampleValues, type VariableKey } from '../../../shared/documents/variables';
import { NOTIFICATION_EVENTS, NOTIFICATION_EVENT_KEYS, type NotificationEvent } from '../../../shared/notifications/events';
import { fillEmail, fillSms, firstUnfillable, variableName, type MessageLink, type Values } from '../../../shared/notifications/fill';
import { MESSAGE_ERRORS } from '../../../shared/notifications/texts';
import type { MessagePreview, NotificationSetting } from '../../../shared/notifications/types';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { builtInText } from '../../mail/built-in-texts';
import { messageTemplate, notificationSetting, notificationSettings, saveNotificationSetting, type MessageTemplateRow } from '../../queries/messages';

const TYPE_OF = { email_template_id: 'Email Template', sms_template_id: 'SMS Template' } as const;

/** Every event with the company's choice for it (the built-in text and no SMS where it made none). */
export async function listNotifications(db: Db, organizationId: number): Promise<NotificationSetting[]> {
  const saved = new Map((await notificationSettings(db, organizationId)).map((row) => [row.event, row]));
  return NOTIFICATION_EVENT_KEYS.map((event) => presentNotification(event, saved.get(event)));
}

function presentNotification(event: NotificationEvent, row: { email_template_id: number | null; sms_template_id: number | null; sms_link: number } | undefined): NotificationSetting {
  const def = NOTIFICATION_EVENTS[event];
  return {
    event,
    label: def.label,
    email_template_id: row?.email_template_id ?? null,
    sms_template_id: row?.sms_template_id ?? null,
    sms_link: row?.sms_link === 1,
    link: def.link,
    variables: def.variables.map((key) => ({ key, name: variableName(key) })),
  };
}

/** A template chosen for a use: the company's, of the type the field takes, filling only what `fillable` holds (400 on the field otherwise). */
export async function checkedTemplate(db: Db, organizationId: number, id: number, field: keyof typeof TYPE_OF | 'template_id', fillable: readonly VariableKey[], what: string): Promise<MessageTemplateRow> {
  const template = await messageTemplate(db, organizationId, id);
  if (!template) throw HttpError.fields({ [field]: [MESSAGE_ERRORS.notYourTemplate] });
  if (field === 'template_id' ? template.type === 'Lease Agreement' : template.type !== TYPE_OF[field]) {
    throw HttpError.fields({ [field]: [field === 'template_id' ? MESSAGE_ERRORS.noTemplate : MESSAGE_ERRORS.wrongType(TYPE_OF[field])] });
  }
  const unfillable = firstUnfillable(template, fillable);
  if (unfillable) throw HttpError.fields({ [field]: [MESSAGE_ERRORS.cannotFill(variableName(unfillable), what)] });
  return template;
}

/** Chooses an event's templates: each must be the company's, of its type, and use only variables the event fills. */
export async function saveNotification(db: Db, organizationId: number, event: NotificationEvent, input: { email_template_id: number | null; sms_template_id: number | null; sms_link?: boolean }): Promise<NotificationSetting> {
  const def = NOTIFICATION_EVENTS[event];
  for (const field of ['email_template_id', 'sms_template_id'] as const) {
    const id = input[field];
    if (id !== null) await checkedTemplate(db, organizationId, id, field, def.variables, def.label);
  }
  const smsLink = def.link === 'secret' && input.sms_link === true ? 1 : 0;
  await saveNotificationSetting(db, organizationId, event, { email_template_id: input.email_template_id, sms_template_id: input.sms_template_id, sms_link: smsLink });
  return presentNotification(event, await notificationSetting(db, organizationId, event));
}

const SAMPLE_TO = 'jordan.rivera@example.com';

/** The catalog's samples for what an event fills; what it cannot fill stays a bracketed name, as the previewer shows. */
function sampleFor(event: NotificationEvent | undefined): Values {
  const samples = sampleValues(formatShortDate);
  if (!event) return samples;
  return Object.fromEntries(NOTIFICATION_EVENTS[event].variables.map((key) => [key, samples[key]]));
}

/**
 * A message as it would go: a template (or an event's built-in text) filled with sample data, or
 * with a recipient's own when `values` are given (the Send message screen's preview).
 */
export async function previewMessage(db: Db, organizationId: number, input: { template_id: number | null; event?: NotificationEvent }, recipientValues?: Values): Promise<MessagePreview> {
  const values = recipientValues ?? sampleFor(input.event);
  const def = input.event && NOTIFICATION_EVENTS[input.event];
  const link: MessageLink | null = def?.link ? { url: values.link ?? sampleValues().link, kind: def.link, label: 'Open the link' } : null;
  if (input.template_id === null) {
    const mail = builtInText(input.event!, values, SAMPLE_TO);
    return { email: { channel: 'email', subject: mail.subject, text: mail.text, html: mail.html ?? null }, sms: null };
  }
  const template = await messageTemplate(db, organizationId, input.template_id);
  if (!template || template.type === 'Lease Agreement') throw HttpError.fields({ template_id: [MESSAGE_ERRORS.notYourTemplate] });
  if (template.type === 'SMS Template') {
    const setting = input.event ? await notificationSetting(db, organizationId, input.event) : undefined;
    return { email: null, sms: fillSms({ type: 'SMS Template', subject: '', body: template.body }, values, link, setting?.sms_link === 1) };
  }
  return { email: fillEmail({ type: 'Email Template', subject: template.subject, body: template.body }, values, link), sms: null };
}
