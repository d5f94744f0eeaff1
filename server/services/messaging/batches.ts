import { MANUAL_VARIABLES } from '../../../shared/notifications/events';
import { fillEmail, fillSms, type Values } from '../../../shared/notifications/fill';
import { MESSAGE_ERRORS } from '../../../shared/notifications/texts';
import type { BatchProgress, FilledMessage, Purpose, Recipient, RecipientChoice, RecipientList } from '../../../shared/notifications/types';
import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { forEachYielding } from '../../ground/yielding';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { e164 } from '../../mail/sms';
import { pastDueMoney } from '../../queries/collections';
import { applicantIds, executedLeaseIds } from '../../queries/message-facts';
import { batchMessageInserts, batchProgress, insertBatch, type MessageTemplateRow } from '../../queries/messages';
import { applicationValues, leaseValues, type PlanCache } from './values';
import { checkedTemplate } from './notifications';
import type { MessageQueue } from './queue';
import { personName } from '../../../shared/people';
import { companyToday } from '../../queries/company-day';

/** Who a send goes to, its ids already checked to be the company's (the router's ownership check). */
export type RecipientIds = RecipientChoice;

type Person = { user_id: number; email: string; cell_phone: string; is_active: number; informational_opt_in: number; marketing_opt_in: number; first_name: string; last_name: string };
type Resolved = Recipient & { values: Values };

/**
 * Recipients read per query: one round trip reads 500 people (well within SQLite's and PostgreSQL's
 * limits of bound values), so 10,000 take 20 reads rather than a thousand.
 */
const READ_SLICE = 500;

const WHAT = { lease: 'a message to tenants', application: 'a message to applicants' } as const;

async function contexts(db: Db, organizationId: number, choice: RecipientIds): Promise<{ kind: 'lease' | 'application'; ids: number[] }> {
  if ('lease_ids' in choice) return { kind: 'lease', ids: choice.lease_ids };
  if ('application_ids' in choice) return { kind: 'application', ids: choice.application_ids };
  const { audience, property_id } = choice.filter;
  if (audience === 'applicants') return { kind: 'application', ids: await applicantIds(db, organizationId, property_id) };
  if (audience === 'tenants') return { kind: 'lease', ids: await executedLeaseIds(db, organizationId, property_id) };
  const owing = await pastDueMoney(db, organizationId, property_id === null ? {} : { property: [property_id] }, await companyToday(db, organizationId));
  return { kind: 'lease', ids: owing.map((m) => m.lease_id).sort((a, b) => a - b) };
}

/** Why nothing goes to this person on this channel for this purpose, or null. */
function skipReason(p: Person, channel: 'email' | 'sms', purpose: Purpose): string | null {
  if (!p.is_active) return MESSAGE_ERRORS.inactive;
  if (purpose === 'marketing' && !p.marketing_opt_in) return MESSAGE_ERRORS.noMarketingOptIn;
  if (channel === 'sms' && !e164(p.cell_phone)) return MESSAGE_ERRORS.noPhone;
  if (channel === 'sms' && purpose === 'informational' && !p.informational_opt_in) return MESSAGE_ERRORS.noInformationalOptIn;
  return null;
}

/**
 * The people a send reaches, each once (a tenant of two leases is one recipient, with the first
 * lease's facts), with the reason for anyone it skips: an e-mail to every active person, marketing
 * only to those who agreed to it, a text only to a mobile number whose owner agreed to texts. Read
 * and handed to `each` a slice at a time, with a turn for page requests between: ten thousand
 * people are never one long read, nor all their facts held at once.
 */
async function forEachRecipientSlice(db: Db, organizationId: number, choice: RecipientIds, template: MessageTemplateRow, purpose: Purpose, each: (slice: Resolved[]) => Promise<void>): Promise<void> {
  const { kind, ids } = await contexts(db, organizationId, choice);
  const channel = template.type === 'SMS Template' ? 'sms' : 'email';
  const plans: PlanCache = new Map();
  const seen = new Set<number>();
  for (let i = 0; i < ids.length; i += READ_SLICE) {
    const slice = ids.slice(i, i + READ_SLICE);
    const found: Map<number, { facts: Person; values: Values }> = kind === 'lease' ? await leaseValues(db, slice, plans) : await applicationValues(db, slice);
    const resolved: Resolved[] = [];
    for (const id of slice) {
      const row = found.get(id);
      if (!row || seen.has(row.facts.user_id)) continue;
      seen.add(row.facts.user_id);
      const p = row.facts;
      resolved.push({
        key: `${kind}-${id}`,
        user_id: p.user_id,
        lease_id: kind === 'lease' ? id : null,
        application_id: kind === 'application' ? id : null,
        name: personName(p.first_name, p.last_name, p.email),
        to: channel === 'sms' ? (e164(p.cell_phone) ?? p.cell_phone) : p.email,
        skip: skipReason(p, channel, purpose),
        values: row.values,
      });
    }
    await each(resolved);
    await nextTurn();
  }
}

async function templateFor(db: Db, organizationId: number, choice: RecipientIds, templateId: number): Promise<MessageTemplateRow> {
  const kind = 'application_ids' in choice || ('filter' in choice && choice.filter.audience === 'applicants') ? 'application' : 'lease';
  return checkedTemplate(db, organizationId, templateId, 'template_id', MANUAL_VARIABLES[kind], WHAT[kind]);
}

/** `POST /api/messages/recipients/`: who a send would reach, and why anyone is skipped. */
export async function listRecipients(db: Db, organizationId: number, input: { recipients: RecipientIds; template_id: number; purpose: Purpose }): Promise<RecipientList> {
  const template = await templateFor(db, organizationId, input.recipients, input.template_id);
  const recipients: Recipient[] = [];
  await forEachRecipientSlice(db, organizationId, input.recipients, template, input.purpose, async (slice) => {
    for (const { values: _values, ...r } of slice) recipients.push(r);
  });
  return { recipients, sendable: recipients.filter((r) => !r.skip).length };
}

/** The filled values of one recipient of a send (the preview of their message). */
export async function recipientValues(db: Db, ref: { lease_id?: number; application_id?: number }): Promise<Values | undefined> {
  if (ref.lease_id !== undefined) return (await leaseValues(db, [ref.lease_id])).get(ref.lease_id)?.values;
  if (ref.application_id !== undefined) return (await applicationValues(db, [ref.application_id])).get(ref.application_id)?.values;
  return undefined;
}

/**
 * A manager's send: every recipient's message filled now and queued with the batch in one
 * transaction (with its audit event), then handed to the background queue. Answers at once.
 */
export async function queueBatch(deps: { db: Db; messageQueue: MessageQueue }, organizationId: number, input: { recipients: RecipientIds; template_id: number; purpose: Purpose }, actor: AuditActor & { userId: number }): Promise<BatchProgress> {
  const { db } = deps;
  const template = await templateFor(db, organizationId, input.recipients, input.template_id);
  const channel: 'email' | 'sms' = template.type === 'SMS Template' ? 'sms' : 'email';
  const fill = (values: Values): FilledMessage =>
    channel === 'sms' ? fillSms({ type: 'SMS Template', subject: '', body: template.body }, values, null, false) : fillEmail({ type: 'Email Template', subject: template.subject, body: template.body }, values, null);
  // Filled and made into insert statements before the write, slice by slice and a few milliseconds at
  // a time: ten thousand bodies never hold up a page request.
  const inserts = batchMessageInserts(db);
  let total = 0;
  await forEachRecipientSlice(db, organizationId, input.recipients, template, input.purpose, async (slice) => {
    const rows: Parameters<typeof inserts.add>[0] = [];
    await forEachYielding(slice, (r) => {
      if (r.skip) return;
      const message = fill(r.values);
      rows.push({ organization_id: organizationId, user_id: r.user_id, channel, to: r.to, lease_id: r.lease_id, application_id: r.application_id, subject: message.subject, text: message.text, html: message.html, status: 'queued' });
    });
    inserts.add(rows);
    total += rows.length;
  });
  if (!total) throw HttpError.fields({ recipients: [MESSAGE_ERRORS.noRecipients] });
  const batchId = await db.transaction().execute(async (trx) => {
    const id = await insertBatch(trx, { organization_id: organizationId, template_id: template.id, template_name: template.name, channel, purpose: input.purpose, total, created_by_user_id: actor.userId, created_by: actor.name });
    // No turn inside the write: page requests read the database too, and would wait for all of it.
    await inserts.write(trx, id);
    await recordAuditEvent(trx, { actor, action: 'message_batch.send', subject: { table: 'message_batches', id }, organizationId, details: { template_id: template.id, channel, purpose: input.purpose, recipients: total } });
    return id;
  });
  deps.messageQueue.kick();
  return (await findBatchProgress(db, organizationId, batchId))!;
}

export async function findBatchProgress(db: Db, organizationId: number, id: number): Promise<BatchProgress | undefined> {
  const found = await batchProgress(db, organizationId, id);
  if (!found) return undefined;
  const { batch, counts } = found;
  const n = (status: 'queued' | 'sending' | 'sent' | 'kept' | 'failed') => counts.get(status) ?? 0;
  return {
    id: batch.id,
    template_name: batch.template_name,
    channel: batch.channel,
    total: batch.total,
    queued: n('queued') + n('sending'),
    sent: n('sent'),
    kept: n('kept'),
    failed: n('failed'),
    created_at: batch.created_at,
    created_by: batch.created_by,
  };
}
