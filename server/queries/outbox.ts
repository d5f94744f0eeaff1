import type { Db } from '../db/database';

/** Mail and text messages kept for the operator, oldest first. */
export async function listOutbox(db: Db) {
  return db.selectFrom('outbox').select(['id', 'channel', 'to', 'subject', 'text', 'created_at']).orderBy('id').execute();
}

/** Deletes stored mail whose one-time link was used or has expired (at `now`, ISO time); returns how many. */
export async function deleteSpentLinkMail(db: Db, now = new Date().toISOString()): Promise<number> {
  const result = await db
    .deleteFrom('outbox')
    .where('link_id', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('one_time_links as l')
          .select('l.id')
          .whereRef('l.id', '=', 'outbox.link_id')
          .where((eb) => eb.or([eb('l.used_at', 'is not', null), eb('l.expires_at', '<=', now)])),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
