import type { Db } from '../db/database';

export async function findSession(db: Db, sid: string, now: number) {
  return db.selectFrom('sessions').select(['data', 'expires_at']).where('sid', '=', sid).where('expires_at', '>', now).executeTakeFirst();
}

export async function saveSession(db: Db, row: { sid: string; user_id: number | null; token_id: number | null; data: string; expires_at: number }) {
  await db
    .insertInto('sessions')
    .values(row)
    .onConflict((oc) => oc.column('sid').doUpdateSet({ user_id: row.user_id, token_id: row.token_id, data: row.data, expires_at: row.expires_at }))
    .execute();
}

export async function touchSession(db: Db, sid: string, expiresAt: number) {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('sid', '=', sid).execute();
}

export async function deleteSession(db: Db, sid: string) {
  await db.deleteFrom('sessions').where('sid', '=', sid).execute();
}

/** Removes expired sessions; returns how many. */
export async function pruneSessions(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteUserSessions(db: Db, userId: number, exceptSid?: string) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSid) query = query.where('sid', '!=', exceptSid);
  await query.execute();
}
