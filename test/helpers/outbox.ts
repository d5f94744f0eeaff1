import type { Db } from '../../server/db/database';

/** The newest mail to an address in the outbox, and the first /new/... link in it. */
export async function lastMailTo(db: Db, to: string) {
  const mail = await db.selectFrom('outbox').selectAll().where('to', '=', to).orderBy('id', 'desc').executeTakeFirst();
  const link = mail?.text.match(/https?:\/\/\S+\/new\/\S+/)?.[0] ?? null;
  return { mail, link, path: link ? new URL(link).pathname : null, token: link ? link.split('/').pop()! : null };
}
