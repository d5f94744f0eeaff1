import type { Db } from '../db/database';

// Messages held back to gather changes (ADR 034, issue 45): a queued row with `send_after` still ahead
// takes each further change until the queue may send it.

/** The queued message about `ticketId` on `channel` to `to` whose window is still open at `at`, if any. */
export async function findGatheringMessage(db: Db, about: { event: string; ticketId: number; channel: 'email' | 'sms'; to: string }, at: string) {
  return db
    .selectFrom('messages')
    .select(['id', 'changes', 'send_after'])
    .where('status', '=', 'queued')
    .where('event', '=', about.event)
    .where('ticket_id', '=', about.ticketId)
    .where('channel', '=', about.channel)
    .where('to', '=', about.to)
    .where('send_after', '>', at)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Rewrites a gathering message with what it now tells; false when the queue took it meanwhile (then a new one goes). */
export async function rewriteGatheringMessage(db: Db, id: number, values: { subject: string; text: string; html: string | null; changes: string }): Promise<boolean> {
  const result = await db.updateTable('messages').set(values).where('id', '=', id).where('status', '=', 'queued').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
