import type { Db } from '../db/database';

/** Keeps an SMS reply's MessageSid: true the first time, false for one already kept (a replayed post). */
export async function keepSmsReply(db: Db, messageSid: string): Promise<boolean> {
  const result = await db.insertInto('sms_replies').values({ message_sid: messageSid }).onConflict((oc) => oc.column('message_sid').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
