import type { Db } from '../../server/db/database';

/** Whether a message to the address is due and not yet handed over (the app's queue sends it soon). */
const dueTo = async (db: Db, to: string) =>
  !!(await db
    .selectFrom('messages')
    .select('id')
    .where('to', '=', to)
    .where('status', 'in', ['queued', 'sending'])
    .where((w) => w.or([w('send_after', 'is', null), w('send_after', '<=', new Date().toISOString())]))
    .executeTakeFirst());

/**
 * The newest mail to an address in the outbox, and the first /new/... link in it, once the app's
 * message queue has sent what is due to the address (a mail written with the change it announces
 * goes out just after the commit: issue 46); it waits at most 10 s for that.
 */
export async function lastMailTo(db: Db, to: string) {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline && (await dueTo(db, to)); ) await new Promise((resolve) => setTimeout(resolve, 20));
  const mail = await db.selectFrom('outbox').selectAll().where('to', '=', to).orderBy('id', 'desc').executeTakeFirst();
  const link = mail?.text.match(/https?:\/\/\S+\/new\/\S+/)?.[0] ?? null;
  return { mail, link, path: link ? new URL(link).pathname : null, token: link ? link.split('/').pop()! : null };
}

/**
 * Lets the messages held back to gather changes (a maintenance request's mail, ten minutes) go now,
 * as if their time had come, and waits until the app's queue has sent every due message.
 */
export async function sendHeldMessages(ctx: { db: Db; app: { locals: { messageQueue: { kick(): void; idle(): Promise<void> } } } }): Promise<void> {
  await ctx.db.updateTable('messages').set({ send_after: new Date(Date.now() - 1000).toISOString() }).where('status', '=', 'queued').where('send_after', 'is not', null).execute();
  await sendQueuedMessages(ctx);
}

/** Waits until the app's queue has sent every due message (a mail written with the change it announces goes just after the commit). */
export async function sendQueuedMessages(ctx: { app: { locals: { messageQueue: { kick(): void; idle(): Promise<void> } } } }): Promise<void> {
  ctx.app.locals.messageQueue.kick();
  await ctx.app.locals.messageQueue.idle();
}
