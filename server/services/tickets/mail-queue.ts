import { TICKET_CATEGORIES, STUDENT_MAINTENANCE_PATH } from '../../../shared/tickets/ticket-texts';
import { parseTicketMailChanges, ticketMailSendAfter, ticketMailValues, type TicketMailChange } from '../../../shared/tickets/ticket-mail-changes';
import type { FilledMessage } from '../../../shared/notifications/types';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { ticketChangesMail } from '../../mail/ticket-mail';
import { findGatheringMessage, rewriteGatheringMessage } from '../../queries/message-gathering';
import { insertMessages } from '../../queries/messages';
import type { TicketRow } from '../../queries/tickets';
import { leaseValues } from '../messaging/values';
import { composeNotice } from '../messaging/notify';

const EVENT = 'ticket_updated' as const;

/**
 * The student's mail (and text, when they get texts) about a change to their maintenance request,
 * written in the change's own transaction: the first change queues it, held for ten minutes; each
 * change until then rebuilds that message to tell all of them (issue 45). The queue sends it once
 * due, from whichever instance sweeps first, after a restart too (ADR 034). Two changes to one
 * ticket at once wait for each other on the ticket's row, which both transactions update first.
 */
export async function queueTicketMail(deps: { db: Db; logger?: Logger; baseUrl: string }, ticket: TicketRow, change: TicketMailChange, nowMs = Date.now()): Promise<void> {
  const { db } = deps;
  const at = new Date(nowMs).toISOString();
  const gathering = await findGatheringMessage(db, { event: EVENT, ticketId: ticket.id, channel: 'email', to: ticket.student_email }, at);
  const changes = [...parseTicketMailChanges(gathering?.changes ?? null), change];
  const link = `${deps.baseUrl}${STUDENT_MAINTENANCE_PATH}#ticket-${ticket.id}`;
  const found = (await leaseValues(db, [ticket.lease_id])).get(ticket.lease_id);
  const companyName = found?.facts.company_name ?? '';
  const organizationId = found?.facts.organization_id ?? null;
  const { email, sms } = await composeNotice(deps, {
    event: EVENT,
    organizationId,
    to: ticket.student_email,
    userId: ticket.student_user_id,
    values: { ...found?.values, ticket_number: `#${ticket.id}`, ticket_category: TICKET_CATEGORIES[ticket.category], ...ticketMailValues(changes) },
    link: { url: link, kind: 'plain', label: 'See your request' },
    builtIn: ticketChangesMail(ticket.student_email, companyName, { id: ticket.id, category: ticket.category, link }, changes),
  });
  const sendAfter = gathering?.send_after ?? ticketMailSendAfter(nowMs);
  const json = JSON.stringify(changes);
  const put = async (message: FilledMessage, to: string, existing: { id: number; send_after: string | null } | undefined) => {
    if (existing && (await rewriteGatheringMessage(db, existing.id, { subject: message.subject, text: message.text, html: message.html, changes: json }))) return;
    await insertMessages(db, [
      {
        organization_id: organizationId,
        user_id: ticket.student_user_id,
        channel: message.channel,
        to,
        event: EVENT,
        lease_id: ticket.lease_id,
        ticket_id: ticket.id,
        subject: message.subject,
        text: message.text,
        html: message.html,
        status: 'queued',
        error: null,
        sent_at: null,
        // Taken by the queue between the read and the rewrite: this change starts a window of its own.
        send_after: existing ? ticketMailSendAfter(nowMs) : sendAfter,
        changes: json,
      },
    ]);
  };
  await put(email, ticket.student_email, gathering);
  if (sms) await put(sms, sms.to, await findGatheringMessage(db, { event: EVENT, ticketId: ticket.id, channel: 'sms', to: sms.to }, at));
}
