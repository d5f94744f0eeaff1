import type { Db } from '../../server/db/database';

/** The newest mail to an address in the outbox, and the first /new/... link in it. */
export async function lastMailTo(db: Db, to: string) {
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
  ctx.app.locals.messageQueue.kick();
  await ctx.app.locals.messageQueue.idle();
}

/** Waits until the app's message queue has sent what is queued (a payment's receipt goes out after its answer, from the queue). */
export async function messagesSent(ctx: { app: { locals: { messageQueue: { kick(): void; idle(): Promise<void> } } } }): Promise<void> {
  ctx.app.locals.messageQueue.kick();
  await ctx.app.locals.messageQueue.idle();
}
