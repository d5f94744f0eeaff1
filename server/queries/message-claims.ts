import { sql } from 'kysely';
import type { Db } from '../db/database';

// The message queue's claims (ADR 034): a row moves queued → sending under one holder, which
// refreshes `claimed_at` while it works and finishes the row; claims nobody refreshes go back.

/**
 * Takes up to `limit` queued messages for `holder`, none held back past `at`: each row moves from queued to sending in one
 * statement, so a second process (or a second drain) never takes the same row.
 */
export async function claimQueued(db: Db, limit: number, holder: string, at: string) {
  return db
    .updateTable('messages')
    .set({ status: 'sending', claimed_at: at, claimed_by: holder })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('messages')
        .select('id')
        .where('status', '=', 'queued')
        // A message held to gather changes waits for its time (issue 45).
        .where((w) => w.or([w('send_after', 'is', null), w('send_after', '<=', at)]))
        .orderBy('id')
        .limit(limit),
    )
    .where('status', '=', 'queued')
    .returning(['id', 'channel', 'to', 'subject', 'text', 'html'])
    .execute();
}

export type ClaimedMessage = Awaited<ReturnType<typeof claimQueued>>[number];

/** Marks the holder's claims among `ids` as still held now; answers the ids it still holds (another process may have taken some back). */
export async function refreshClaims(db: Db, holder: string, ids: readonly number[], at: string): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.updateTable('messages').set({ claimed_at: at }).where('id', 'in', ids).where('status', '=', 'sending').where('claimed_by', '=', holder).returning('id').execute();
  return new Set(rows.map((r) => r.id));
}

/** A text with the row's secret link taken out (as notify() logs a message), or as it is when it has none. */
const withoutSecret = (column: 'text' | 'html') => sql<string>`case when secret_link is null then ${sql.ref(column)} else replace(${sql.ref(column)}, secret_link, '[link]') end`;

/**
 * Records how a message went, unless the holder no longer holds it (then whoever does records it).
 * A secret link it carried leaves the row with it: the person's log keeps the message without it.
 */
export async function finishMessage(db: Db, id: number, holder: string, outcome: { status: 'sent' | 'kept' | 'failed'; error?: string }): Promise<void> {
  await db
    .updateTable('messages')
    .set({ status: outcome.status, error: outcome.error ?? null, sent_at: outcome.status === 'failed' ? null : new Date().toISOString(), text: withoutSecret('text'), html: withoutSecret('html'), secret_link: null })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('claimed_by', '=', holder)
    .execute();
}

/** Hands claims back to the queue: the holder's among `ids` (unsent at a stop), or all of the holder's (`ids` omitted: a restart of a process that was killed). */
export async function releaseClaims(db: Db, holder: string, ids?: readonly number[]): Promise<number> {
  if (ids && !ids.length) return 0;
  let query = db.updateTable('messages').set({ status: 'queued', claimed_at: null, claimed_by: null }).where('status', '=', 'sending').where('claimed_by', '=', holder);
  if (ids) query = query.where('id', 'in', ids);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

/** Claims nobody has refreshed since `refreshedBefore` (their holder stopped): queued again. A message its holder had handed over but not yet recorded goes twice. */
export async function requeueStale(db: Db, refreshedBefore: string): Promise<number> {
  const result = await db.updateTable('messages').set({ status: 'queued', claimed_at: null, claimed_by: null }).where('status', '=', 'sending').where('claimed_at', '<', refreshedBefore).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
